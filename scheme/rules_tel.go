package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "tel" scheme: the URI comparison rules of RFC 3966 4 on the syntax
// of RFC 3966 3. The rule is schemerule's Tel (internal/schemerule/tel.go).

import "github.com/urikit/urikit/internal/schemerule"

// normalizeTel removes the visual separators of the number, orders the
// parameters as RFC 3966 3 does and lower-cases the telephone-subscriber
// (RFC 3966 4).
func normalizeTel(c Components) Components { return builtin(schemerule.Tel, c) }
