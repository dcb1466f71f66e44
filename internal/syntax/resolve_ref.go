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
	s := Resolve(base, ref, ResolveOptions{Legacy: legacy, Hierarchical: hierarchical != nil})
	t, f := Parse(s, base.Mode())
	if f != nil {
		// Unreachable for valid inputs: the fuzz tests of uri and iri
		// check it.
		panic("syntax: Resolve produced an invalid reference " + s + ": " + f.Error())
	}
	return t
}
