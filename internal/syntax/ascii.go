package syntax

// This file holds the one-octet helpers every package of the module
// shares: the classes of RFC 3986's ABNF (ALPHA, DIGIT and HEXDIG from
// RFC 5234 B.1; unreserved 2.3; the scheme's characters 3.1), each one load
// from the generated table, and the pct-encoded triplet (2.1) read and
// written. The URL Standard's "ASCII alpha", "ASCII digit", "ASCII hex
// digit" and "ASCII alphanumeric" are the same sets.

// IsAlpha reports whether c is an ALPHA: an ASCII letter, in either case.
func IsAlpha(c byte) bool { return table[c]&cAlpha != 0 }

// IsDigit reports whether c is a DIGIT, '0' to '9'.
func IsDigit(c byte) bool { return table[c]&cDigit != 0 }

// IsAlphaNum reports whether c is an ALPHA or a DIGIT.
func IsAlphaNum(c byte) bool { return table[c]&(cAlpha|cDigit) != 0 }

// IsHexDig reports whether c is a HEXDIG (2.1), in either case.
func IsHexDig(c byte) bool { return table[c]&cHexDig != 0 }

// IsUnreserved reports whether c is an unreserved character (2.3): ALPHA /
// DIGIT / "-" / "." / "_" / "~".
func IsUnreserved(c byte) bool { return table[c]&cUnreserved != 0 }

// IsSchemeChar reports whether c may follow the first letter of a scheme
// (3.1): ALPHA / DIGIT / "+" / "-" / ".".
func IsSchemeChar(c byte) bool { return table[c]&cScheme != 0 }

// Lower returns c in lower case when it is an upper-case ASCII letter, and
// c itself otherwise.
func Lower(c byte) byte {
	if c-'A' < 26 {
		c += 'a' - 'A'
	}
	return c
}

// Upper returns c in upper case when it is a lower-case ASCII letter, and
// c itself otherwise: on a HEXDIG, the case 6.2.2.1 normalizes to.
func Upper(c byte) byte {
	if c-'a' < 26 {
		c -= 'a' - 'A'
	}
	return c
}

// EqualLower reports whether s is lower, which is in lower case, but for
// the case of its ASCII letters: Lower on each byte of s gives lower. Unlike
// strings.EqualFold it folds no other character (the Kelvin sign U+212A
// is no "k").
func EqualLower(s, lower string) bool {
	if len(s) != len(lower) {
		return false
	}
	for i := 0; i < len(s); i++ {
		if Lower(s[i]) != lower[i] {
			return false
		}
	}
	return true
}

// Unhex returns the value of the hex digit c (2.1), which the caller has
// checked with IsHexDig.
func Unhex(c byte) byte { return unhex(c) }

// unhex is Unhex without a branch, which a mix of digits and letters
// mispredicts: the low nibble of '0'..'9' is its value, and that of
// 'A'..'F' and 'a'..'f' (0x40 set) is the value less 9.
func unhex(c byte) byte {
	return c&0xf + 9*(c>>6)
}

// IsPctEncoded reports whether s[i:] begins with a pct-encoded triplet
// (2.1): "%" HEXDIG HEXDIG. i must not be negative.
func IsPctEncoded(s string, i int) bool {
	return i+2 < len(s) && s[i] == '%' && table[s[i+1]]&cHexDig != 0 && table[s[i+2]]&cHexDig != 0
}

// PctOctet returns the octet the pct-encoded triplet at s[i:] stands for;
// the caller has checked the triplet with IsPctEncoded.
func PctOctet(s string, i int) byte { return unhex(s[i+1])<<4 | unhex(s[i+2]) }

// UpperHex holds the hex digits by value, in the upper case 2.1 asks
// producers to use.
const UpperHex = "0123456789ABCDEF"

// LowerHex holds the hex digits by value in lower case, as RFC 5952 4.3
// writes an IPv6 address and as JSON and Go write their escapes.
const LowerHex = "0123456789abcdef"

// AppendPct appends the pct-encoded triplet of the octet c (2.1): "%" and
// its two hex digits in upper case.
func AppendPct(b []byte, c byte) []byte {
	return append(b, '%', UpperHex[c>>4], UpperHex[c&15])
}
