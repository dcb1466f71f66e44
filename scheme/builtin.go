package scheme

// This file connects the built-in scheme-based normalization rules (RFC
// 3986 6.2.3) of the seed registry to their append form in
// internal/schemerule, which the normalization ladder runs directly.

import "github.com/urikit/urikit/internal/schemerule"

func init() {
	schemerule.Of = func(s any) schemerule.ID {
		if sch, ok := s.(*Scheme); ok {
			return sch.rule
		}
		return schemerule.None
	}
}

// builtin applies the built-in rule id to c: the exported Normalize of a
// seeded scheme is this, and the ladder runs the same rule writing into
// its own output buffer, so the two cannot disagree. It allocates only
// when the rule changes c (once, for a path and query up to 256 bytes).
func builtin(id schemerule.ID, c Components) Components {
	var buf [256]byte
	in := schemerule.In{HasAuthority: c.HasAuthority, Path: c.Path, Query: c.Query, HasQuery: c.HasQuery}
	b, pathEnd, changed := schemerule.Append(id, buf[:0], &in)
	if !changed {
		return c
	}
	s := string(b)
	c.Path = s[:pathEnd]
	if c.HasQuery {
		c.Query = s[pathEnd+1:]
	}
	return c
}
