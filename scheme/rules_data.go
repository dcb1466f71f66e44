package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "data" scheme: RFC 2397 3 with the media type rules of RFC 2045 5.1
// and RFC 6838 4.2.

// normalizeData lower-cases the case-insensitive parts of the media type
// of a data URL:
//
//	dataurl   := "data:" [ mediatype ] [ ";base64" ] "," data
//	mediatype := [ type "/" subtype ] *( ";" parameter )
//	parameter := attribute "=" value
//
// (RFC 2397 3). RFC 2045 5.1: "The type, subtype, and parameter names are
// not case sensitive"; RFC 6838 4.2 says the same of type and subtype
// names. Parameter values, which 2045 5.1 calls "normally case
// sensitive", the ";base64" token (2397's grammar gives no rule for the
// case of its literals) and the data are left as written, as is a media
// type that does not have the shape of the grammar (no "," in the path, a
// first element without "/" or with "="). Percent-encodings keep their
// upper-case hex (RFC 3986 6.2.2.1) and are never decoded here.
func normalizeData(c Components) Components {
	if c.HasAuthority {
		return c
	}
	p := c.Path
	comma := -1
	for i := 0; i < len(p); i++ {
		if p[i] == ',' {
			comma = i
			break
		}
	}
	if comma < 0 {
		return c
	}
	var b []byte
	start := 0
	for first := true; start <= comma; first = false {
		end := start
		for end < comma && p[end] != ';' {
			end++
		}
		elem := p[start:end]
		name := -1 // end of the case-insensitive part of elem
		if first {
			if elem != "" && indexByte(elem, '/') > 0 && indexByte(elem, '=') < 0 {
				name = len(elem) // type "/" subtype
			}
		} else if eq := indexByte(elem, '='); eq > 0 {
			name = eq // attribute
		}
		b = lowerOutsidePct(b, p, start, start+max(name, 0))
		start = end + 1
	}
	if b != nil {
		c.Path = string(b)
	}
	return c
}

// lowerOutsidePct lower-cases the ASCII letters of p[from:to] that are not
// the hex digits of a percent-encoding, copying p into b on the first
// change; it returns b (nil while nothing changed).
func lowerOutsidePct(b []byte, p string, from, to int) []byte {
	for i := from; i < to; i++ {
		c := p[i]
		if c == '%' {
			i += 2
			continue
		}
		if 'A' <= c && c <= 'Z' {
			if b == nil {
				b = []byte(p)
			}
			b[i] = c + 'a' - 'A'
		}
	}
	return b
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}
