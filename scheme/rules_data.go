package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "data" scheme: RFC 2397 3 with the media type rules of RFC 2045 5.1
// and RFC 6838 4.2.

import "github.com/urikit/urikit/internal/schemerule"

// normalizeData lower-cases the type, subtype and parameter names of the
// media type of a data URL (RFC 2397 3, RFC 2045 5.1, RFC 6838 4.2); the
// rule is schemerule's Data (internal/schemerule/data.go).
func normalizeData(c Components) Components { return builtin(schemerule.Data, c) }
