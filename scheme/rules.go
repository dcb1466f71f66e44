package scheme

// This file holds the scheme-specific normalizers of the seed registry:
// RFC 8141 3.1 (urn) and RFC 6068 with RFC 5321 2.4 (mailto).

import "github.com/urikit/urikit/internal/schemerule"

// normalizeURN lower-cases the NID of "urn:" NID ":" NSS (RFC 8141 3.1);
// the rule is schemerule's URN (internal/schemerule/urn.go).
func normalizeURN(c Components) Components { return builtin(schemerule.URN, c) }

// normalizeMailto lower-cases the domain of each address in the path of a
// mailto URI and the hfname of each header field of its query (RFC 6068
// 2, RFC 5321 2.4); the rule is schemerule's Mailto
// (internal/schemerule/mailto.go).
func normalizeMailto(c Components) Components { return builtin(schemerule.Mailto, c) }
