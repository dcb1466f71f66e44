package schemerule

// This file holds the rule of the "data" scheme: RFC 2397 3 with the media
// type rules of RFC 2045 5.1 and RFC 6838 4.2.

// appendDataPath appends the path of a data URL with the case-insensitive
// parts of its media type in lower case:
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
func appendDataPath(dst []byte, in *In) []byte {
	base := len(dst)
	dst = append(dst, in.Path...)
	if in.HasAuthority {
		return dst
	}
	p := in.Path
	comma := indexByte(p, ',')
	if comma < 0 {
		return dst
	}
	start := 0
	for first := true; start <= comma; first = false {
		end := start
		for end < comma && p[end] != ';' {
			end++
		}
		elem := p[start:end]
		name := 0 // length of the case-insensitive part of elem
		if first {
			if elem != "" && indexByte(elem, '/') > 0 && indexByte(elem, '=') < 0 {
				name = len(elem) // type "/" subtype
			}
		} else if eq := indexByte(elem, '='); eq > 0 {
			name = eq // attribute
		}
		lowerOutsidePct(dst, base+start, base+start+name)
		start = end + 1
	}
	return dst
}
