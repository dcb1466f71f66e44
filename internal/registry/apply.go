package registry

// This file runs a scheme's own normalization rule (RFC 3986 6.2.3) on
// component strings: a rule given to scheme.Register, and the built-in
// rules (internal/schemerule) where the engine cannot use their append form
// directly (scheme.Scheme.Normalize of a built-in entry, references longer
// than the engine's buffers).

import (
	"github.com/urikit/urikit/internal/schemerule"
	"github.com/urikit/urikit/internal/syntax"
)

// Apply returns p, the components of a reference of f's scheme in
// syntax-based normal form (6.2.2), normalized by f's rule; p itself when
// f has no rule or the rule changes nothing.
func Apply(f *Facts, p syntax.Parts) syntax.Parts {
	switch {
	case f == nil:
		return p
	case f.Rule != schemerule.None:
		return Builtin(f.Rule, p)
	case f.Normalize != nil:
		return f.Normalize(p)
	}
	return p
}

// Builtin applies the built-in rule id to p, writing the changed path and
// query through the rule's append form, the same code the engine runs, so
// the two cannot disagree. It allocates only when the rule changes p
// (once, for a path and query up to 256 bytes).
func Builtin(id schemerule.ID, p syntax.Parts) syntax.Parts {
	var buf [256]byte
	in := schemerule.In{HasAuthority: p.HasAuthority, Path: p.Path, Query: p.Query, HasQuery: p.HasQuery}
	b, pathEnd, changed := schemerule.Append(id, buf[:0], &in)
	if !changed {
		return p
	}
	s := string(b)
	p.Path = s[:pathEnd]
	if p.HasQuery {
		p.Query = s[pathEnd+1:]
	}
	return p
}
