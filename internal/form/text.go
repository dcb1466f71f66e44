package form

// This file holds the two pieces of text handling the URL Standard takes
// from elsewhere: the Encoding Standard's UTF-8 decoder (4.4 "UTF-8
// decode without BOM", 8.1.1 "UTF-8 decoder"), which replaces each
// maximal invalid subsequence by one U+FFFD, and the comparison of
// strings by UTF-16 code units (Infra "code unit less than") that
// URLSearchParams' sort() uses.

import (
	"unicode/utf16"
	"unicode/utf8"
)

// DecodeUTF8 returns b decoded as UTF-8 without BOM by the Encoding
// Standard's decoder: a BOM stays, and each maximal subpart of an invalid
// sequence, or each byte that starts none, becomes U+FFFD. Go's
// utf8.DecodeRune gives one U+FFFD per byte instead ("\xE2\x82A" is
// "\uFFFDA" here, two U+FFFD and "A" there).
func DecodeUTF8(b []byte) string {
	out := make([]byte, 0, len(b)+8)
	var cp rune
	needed, seen := 0, 0
	lower, upper := byte(0x80), byte(0xBF)
	for i := 0; i < len(b); i++ {
		c := b[i]
		if needed == 0 {
			switch {
			case c < 0x80:
				out = append(out, c)
			case 0xC2 <= c && c <= 0xDF:
				needed, cp = 1, rune(c&0x1F)
			case 0xE0 <= c && c <= 0xEF:
				if c == 0xE0 {
					lower = 0xA0
				} else if c == 0xED {
					upper = 0x9F
				}
				needed, cp = 2, rune(c&0xF)
			case 0xF0 <= c && c <= 0xF4:
				if c == 0xF0 {
					lower = 0x90
				} else if c == 0xF4 {
					upper = 0x8F
				}
				needed, cp = 3, rune(c&0x7)
			default:
				out = utf8.AppendRune(out, utf8.RuneError)
			}
			continue
		}
		if c < lower || c > upper {
			// The sequence ends before c, which is read again.
			needed, seen, cp = 0, 0, 0
			lower, upper = 0x80, 0xBF
			out = utf8.AppendRune(out, utf8.RuneError)
			i--
			continue
		}
		lower, upper = 0x80, 0xBF
		cp = cp<<6 | rune(c&0x3F)
		seen++
		if seen == needed {
			out = utf8.AppendRune(out, cp)
			needed, seen, cp = 0, 0, 0
		}
	}
	if needed != 0 {
		out = utf8.AppendRune(out, utf8.RuneError)
	}
	return string(out)
}

// CompareUTF16 compares a and b, which must be valid UTF-8, by their UTF-16
// code units, as JavaScript compares strings: -1, 0 or +1. It differs from
// byte (code point) order only where a character above U+FFFF, whose
// UTF-16 form starts with a surrogate (U+D800 to U+DBFF), meets one from
// U+E000 to U+FFFF: "\U0001F308" sorts before "\uFB03".
func CompareUTF16(a, b string) int {
	ua, ub := codeUnits{s: a}, codeUnits{s: b}
	for {
		x, y := ua.next(), ub.next()
		switch {
		case x < y:
			return -1
		case x > y:
			return +1
		case x == -1:
			return 0
		}
	}
}

// codeUnits reads the UTF-16 code units of a UTF-8 string.
type codeUnits struct {
	s   string
	i   int
	low rune // the low surrogate still to read, or 0
}

// next returns the next code unit, or -1 at the end.
func (u *codeUnits) next() rune {
	if u.low != 0 {
		r := u.low
		u.low = 0
		return r
	}
	if u.i >= len(u.s) {
		return -1
	}
	r, n := utf8.DecodeRuneInString(u.s[u.i:])
	u.i += n
	if r >= 0x10000 {
		r, u.low = utf16.EncodeRune(r)
	}
	return r
}
