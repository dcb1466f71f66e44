package syntax

// This file implements percent-encoding (RFC 3986 2.1, 2.4) per component:
// which octets may stand for themselves in userinfo (3.2.1), host (3.2.2),
// path and segment (3.3), query (3.4) and fragment (3.5), and the decoding of
// pct-encoded triplets.

import "strings"

// Component names a part of a reference for Escape: each selects one class
// bit of the generated table, the octets that may stand for themselves there.
type Component uint8

// The components. The zero Component is none of them: Escape then keeps only
// unreserved characters (2.3), which are safe everywhere.
const (
	Userinfo       Component = iota + 1 // 3.2.1 userinfo: unreserved / sub-delims / ":"
	Host                                // 3.2.2 reg-name: unreserved / sub-delims
	Path                                // 3.3 path: pchar / "/"
	PathSegment                         // 3.3 segment: pchar
	Query                               // 3.4 query: pchar / "/" / "?"
	QueryComponent                      // 3.4 a key or value of "k=v&...": query characters but "&", "=", "+"
	Fragment                            // 3.5 fragment: pchar / "/" / "?"
	Scheme                              // 3.1 scheme: no percent-encoding; Escape keeps unreserved
	Port                                // 3.2.3 port: no percent-encoding; Escape keeps unreserved
)

// componentMask maps a Component to its class bit; index 0 is the fallback.
var componentMask = [...]uint16{
	0:              cUnreserved,
	Userinfo:       cUserinfo,
	Host:           cRegName,
	Path:           cPath,
	PathSegment:    cPchar,
	Query:          cQuery,
	QueryComponent: cQueryComponent,
	Fragment:       cQuery,
}

func maskOf(c Component) uint16 {
	if int(c) < len(componentMask) {
		return componentMask[c]
	}
	return cUnreserved
}

// Escape percent-encodes (2.1, upper-case hex) every octet of s that may not
// stand for itself in component c, "%" included. It returns s itself, without
// allocating, when no octet needs it.
func Escape(s string, c Component) string {
	mask := maskOf(c)
	i := 0
	for i < len(s) && table[s[i]]&mask != 0 {
		i++
	}
	if i == len(s) {
		return s
	}
	n := len(s)
	for j := i; j < len(s); j++ {
		if table[s[j]]&mask == 0 {
			n += 2
		}
	}
	b := make([]byte, n)
	j := copy(b, s[:i])
	for ; i < len(s); i++ {
		c := s[i]
		if table[c]&mask != 0 {
			b[j] = c
			j++
		} else {
			b[j], b[j+1], b[j+2] = '%', UpperHex[c>>4], UpperHex[c&15]
			j += 3
		}
	}
	return bytesToString(b)
}

// AppendEscape appends s to b, escaped for component c as Escape does.
func AppendEscape(b []byte, s string, c Component) []byte {
	return appendEscaped(b, s, maskOf(c))
}

func appendEscaped(b []byte, s string, mask uint16) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if table[c]&mask != 0 {
			b = append(b, c)
		} else {
			b = AppendPct(b, c)
		}
	}
	return b
}

// NeedsEscape reports whether the octet c may not stand for itself in
// component comp.
func NeedsEscape(c byte, comp Component) bool { return table[c]&maskOf(comp) == 0 }

// Unescape decodes every pct-encoded triplet of s (2.1) into its octet. It
// returns s itself, without allocating, when s holds no "%", and a Fault at
// the first byte after a "%" that is not a hexadecimal digit (len(s) when s
// ends too soon). "+" is not decoded: it is a space only in HTML form data.
func Unescape(s string) (string, *Fault) {
	i := indexPercent(s)
	if i < 0 {
		return s, nil
	}
	// Check every triplet and count them before allocating.
	n := 0
	for j := i; j < len(s); j++ {
		if s[j] != '%' {
			continue
		}
		if j+1 >= len(s) || table[s[j+1]]&cHexDig == 0 {
			return "", fault(s, j+1, ErrInvalidPercent, "")
		}
		if j+2 >= len(s) || table[s[j+2]]&cHexDig == 0 {
			return "", fault(s, j+2, ErrInvalidPercent, "")
		}
		n++
		j += 2
	}
	return decode(s, i, len(s)-2*n), nil
}

// decode returns s with its triplets decoded into n bytes; s[:i] holds no
// "%" and every triplet of s is well-formed.
func decode(s string, i, n int) string {
	b := make([]byte, n)
	j := copy(b, s[:i])
	for ; i < len(s); i++ {
		c := s[i]
		if c == '%' {
			c = PctOctet(s, i)
			i += 2
		}
		b[j] = c
		j++
	}
	return bytesToString(b)
}

// UnescapeValid decodes s, which must hold only well-formed triplets, as a
// component of a parsed Ref does. It returns s itself when there is no "%".
func UnescapeValid(s string) string {
	i := indexPercent(s)
	if i < 0 {
		return s
	}
	return decode(s, i, len(s)-2*strings.Count(s[i:], "%"))
}

func indexPercent(s string) int { return strings.IndexByte(s, '%') }
