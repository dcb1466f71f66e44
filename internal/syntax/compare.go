package syntax

// This file implements two questions uri.Ref and iri.Ref both answer: is
// a reference an absolute-URI (RFC 3986 4.3; absolute-IRI, RFC 3987 2.2),
// and how do two references compare by simple string comparison (RFC 3986
// 6.2.1, RFC 3987 5.3.1).

// IsAbsolute reports whether r has a scheme and no fragment (4.3).
func (r Ref) IsAbsolute() bool {
	_, frag := r.Fragment()
	return r.HasScheme() && !frag
}

// Compare returns 0 when r == s, -1 when r sorts first, +1 otherwise,
// comparing spellings; an invalid Ref sorts first.
func (r Ref) Compare(s Ref) int {
	switch {
	case r == s:
		return 0
	case !r.IsValid():
		return -1
	case !s.IsValid():
		return 1
	case r.s < s.s:
		return -1
	case r.s > s.s:
		return 1
	}
	return 0
}
