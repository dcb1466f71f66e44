package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "tel" scheme: the URI comparison rules of RFC 3966 4 on the syntax
// of RFC 3966 3. The rule is schemerule's Tel (internal/schemerule/tel.go).

import "github.com/urikit/urikit/internal/schemerule"

// normalizeTel removes the visual separators of the number, orders the
// parameters as RFC 3966 3 does and lower-cases the telephone-subscriber
// (RFC 3966 4).
func normalizeTel(c Components) Components { return builtin(schemerule.Tel, c) }

// telRewrite is normalizeTel without the check that finds a path already
// in normal form.
func telRewrite(c Components) Components {
	var buf [256]byte
	in := schemerule.In{HasAuthority: c.HasAuthority, Path: c.Path, Query: c.Query, HasQuery: c.HasQuery}
	if b := schemerule.AppendTelRewrite(buf[:0], &in); string(b) != c.Path {
		c.Path = string(b)
	}
	return c
}

// telCheck reports whether p is a telephone-subscriber (ok) and whether
// normalizeTel would leave it as it is (normal), without allocating.
func telCheck(p string) (normal, ok bool) { return schemerule.TelCheck(p) }
