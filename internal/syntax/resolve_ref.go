package syntax

// This file implements reference resolution (RFC 3986 5.2, RFC 3987 6.5)
// from parsed references to a parsed target, with RFC 3986 5.2.2's
// choice between the strict and the backward-compatible (RFC 2396 5.2
// step 3) reading: what uri.Ref.ResolveWith and iri.Ref.ResolveWith do.

// ResolveRef returns the target of ref against base (5.2.2), parsed in
// base's grammar, or the zero Ref when either is invalid. With legacy, a
// reference whose scheme equals the base's is read as having none when
// the base is hierarchical: when hierarchical is nil, a base with an
// authority or a path starting with "/"; otherwise when hierarchical
// says so of the base's scheme.
func ResolveRef(base, ref Ref, legacy bool, hierarchical func(scheme string) bool) Ref {
	if !base.IsValid() || !ref.IsValid() {
		return Ref{}
	}
	if legacy && hierarchical != nil {
		s, _ := base.Scheme()
		legacy = hierarchical(s)
	}
	o := ResolveOptions{Legacy: legacy, Hierarchical: hierarchical != nil}
	t := resolveTarget(base, ref, o)
	if ref.flags&fIRI == 0 || base.flags&fIRI != 0 {
		// The target's components come from base and ref, in base's
		// grammar: resolveTarget computed its offsets.
		return t
	}
	// An IRI reference against a URI base: the target must be checked
	// against the base's grammar.
	r, f := Parse(t.s, base.Mode())
	if f != nil {
		// Unreachable for valid inputs: the fuzz tests of uri and iri
		// check it.
		panic("syntax: Resolve produced an invalid reference " + t.s + ": " + f.Error())
	}
	return r
}
