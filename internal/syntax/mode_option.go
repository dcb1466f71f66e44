package syntax

// This file holds what the parser options of packages uri (uri.Parser) and
// iri (iri.Profile) share: switching a grammar option (RFC 6874 zone
// identifiers) and parsing a reference that must have a scheme (RFC 3986 3
// "URI", RFC 3987 2.2 "IRI").

// With returns m with flag set when on is true, and cleared otherwise.
func (m Mode) With(flag Mode, on bool) Mode {
	if on {
		return m | flag
	}
	return m &^ flag
}

// ParseAbsolute parses s in mode m as a reference that has a scheme (RFC
// 3986 3): a missing or invalid scheme is the Fault of SchemeFault, at the
// first offending byte of the scheme, rather than the relative-reference
// reading Parse would give.
func ParseAbsolute(s string, m Mode) (Ref, *Fault) {
	if f := SchemeFault(s); f != nil {
		return Ref{}, f
	}
	return Parse(s, m)
}
