package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "data" scheme: RFC 2397 3 with the media type rules of RFC 2045 5.1
// and RFC 6838 4.2.

import "github.com/urikit/urikit/internal/schemerule"

// normalizeData lower-cases the type, subtype and parameter names of the
// media type of a data URL (RFC 2397 3, RFC 2045 5.1, RFC 6838 4.2); the
// rule is schemerule's Data (internal/schemerule/data.go).
func normalizeData(c Components) Components { return builtin(schemerule.Data, c) }

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
