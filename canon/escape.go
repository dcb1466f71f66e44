package canon

// This file is the percent-encoding of the SafeBrowsing and SURT
// profiles: unescaping until no triplet is left, and escaping once what
// they escape.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// appendUnescaped appends s percent-unescaped until no pct-encoded triplet
// is left ("%2525" is "%"): what unescaping again and again until nothing
// changes gives (Safe Browsing's "repeatedly percent-unescape"), in one
// linear pass. Decoding a triplet never overlaps another (a hex digit is
// not "%"), so the result does not depend on the order of the decodings:
// each triplet of s is written as its octet and each other byte as it is,
// and while the last three bytes written form a triplet they are replaced
// by its octet, which may complete a triplet with the bytes before it.
// Only a hex digit written can complete one.
func appendUnescaped(b []byte, s string) []byte {
	b = reserve(b, len(s))
	base := len(b)
	out := b[base : base+len(s)] // never longer than s
	w := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c != '%' && (w < 1 || out[w-1] != '%') && (w < 2 || out[w-2] != '%') {
			// No triplet can end in the bytes up to the next "%": copy
			// them at once.
			j := strings.IndexByte(s[i:], '%')
			if j < 0 {
				j = len(s) - i
			}
			w += copy(out[w:], s[i:i+j])
			i += j - 1
			continue
		}
		if c == '%' && i+2 < len(s) && syntax.IsHexDig(s[i+1]) && syntax.IsHexDig(s[i+2]) {
			c = syntax.PctOctet(s, i)
			i += 2
		}
		out[w] = c
		w++
		for syntax.IsHexDig(c) && w >= 3 && out[w-3] == '%' && syntax.IsHexDig(out[w-2]) {
			c = syntax.Unhex(out[w-2])<<4 | syntax.Unhex(c)
			out[w-3] = c
			w -= 2
		}
	}
	return b[:base+w]
}

// hasTriplet reports whether s holds a pct-encoded triplet, looking only
// at its "%"s.
func hasTriplet(s string) bool {
	for i := 0; ; i++ {
		j := strings.IndexByte(s[i:], '%')
		if j < 0 {
			return false
		}
		if i += j; syntax.IsPctEncoded(s, i) {
			return true
		}
	}
}

// appendLowerEscaped appends the host name s with its ASCII letters in
// lower case and the bytes mustEscape names escaped once, as Safe Browsing
// and the surt package write a host.
func appendLowerEscaped(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if c := s[i]; mustEscape(c) {
			b = syntax.AppendPct(b, c)
		} else {
			b = append(b, syntax.Lower(c))
		}
	}
	return b
}

// mustEscape reports the bytes Safe Browsing escapes once it has
// unescaped a URL: those up to 0x20 (controls and space), from 0x7F (DEL
// and every non-ASCII byte), "#" and "%". The surt package's escapeOnce
// escapes the same bytes.
func mustEscape(c byte) bool { return c <= ' ' || c >= 0x7f || c == '#' || c == '%' }

// appendEscaped appends s with the bytes of mustEscape written as "%" and
// two upper-case hex digits.
func appendEscaped(b []byte, s string) []byte {
	b = reserve(b, 3*len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if mustEscape(c) {
			b = syntax.AppendPct(b, c)
		} else {
			b = append(b, c)
		}
	}
	return b
}

// appendEscapedLower is appendEscaped with the letters in lower case, the
// hex digits of the escapes too: in one pass, the path GoogleURLCanonicalizer
// escapes and IAURLCanonicalizer then lower-cases.
func appendEscapedLower(b []byte, s string) []byte {
	b = reserve(b, 3*len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		if mustEscape(c) {
			b = append(b, '%', syntax.LowerHex[c>>4], syntax.LowerHex[c&0xf])
		} else {
			b = append(b, syntax.Lower(c))
		}
	}
	return b
}

// needsEscape reports whether appendEscaped would change s, eight bytes
// a step.
func needsEscape(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := syntax.Word(s, i)
		if outsideLanes(w)|syntax.EqLanes(w, '#')|syntax.EqLanes(w, '%') != 0 {
			return true
		}
	}
	for ; i < len(s); i++ {
		if mustEscape(s[i]) {
			return true
		}
	}
	return false
}

// reserve returns b with room for n more bytes, at least doubling its
// capacity when it must grow: the writers of the arena append long
// strings, and append's own growth, a quarter at a time for a large
// slice, would copy a hostile line's arena about five times over.
func reserve(b []byte, n int) []byte {
	if cap(b)-len(b) >= n {
		return b
	}
	nb := make([]byte, len(b), max(2*cap(b), len(b)+n))
	copy(nb, b)
	return nb
}
