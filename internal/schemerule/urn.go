package schemerule

// This file holds the rule of the "urn" scheme: RFC 8141 3.1.

// appendURNPath appends the path of "urn:" NID ":" NSS with the NID in
// lower case (RFC 8141 3.1: the NID is case-insensitive; "urn" itself is
// the scheme, already lower case). The NSS is case-sensitive and left
// alone, as are the r-, q- and f-components, which 3.1 ignores for
// equivalence but which still mean something to a resolver.
func appendURNPath(dst []byte, in *In) []byte {
	start := len(dst)
	dst = append(dst, in.Path...)
	if in.HasAuthority {
		return dst
	}
	p := in.Path
	for i := 0; i < len(p); i++ {
		switch p[i] {
		case ':':
			// NID = (alphanum) 0*30(ldh) alphanum; no "%" in it (checked
			// below), so every letter is lowered.
			lowerOutsidePct(dst, start, start+i)
			return dst
		case '/', '%':
			return dst // not an NID
		}
	}
	return dst
}
