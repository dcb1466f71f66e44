package syntax

// This file holds the checks around Relative that uri.Ref.RelativeRef and
// iri.Ref.RelativeRef share (RFC 3986 4.2, 4.3, 5.2; RFC 3987 6.5).

// RelativeRef returns Relative(base, target) parsed in target's grammar.
// Both must have a scheme (RFC 3986 4.3: a base is an absolute URI); when
// one has none, it returns that reference's text and a Fault with
// ErrNotAbsolute at offset 0. A result that does not parse, which Relative
// rules out, is returned as its text and the Fault.
func RelativeRef(base, target Ref) (Ref, string, *Fault) {
	for _, r := range [...]*Ref{&base, &target} {
		if !r.HasScheme() {
			return Ref{}, r.s, &Fault{Offset: 0, Err: ErrNotAbsolute, Char: -1}
		}
	}
	s := Relative(base, target)
	r, f := Parse(s, target.Mode())
	if f != nil {
		return Ref{}, s, f
	}
	return r, "", nil
}
