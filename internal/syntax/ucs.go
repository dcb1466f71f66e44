package syntax

import (
	"unicode"
	"unicode/utf8"
)

// RFC 3987 2.2: the non-ASCII characters an IRI may hold.
//
//	ucschar  = %xA0-D7FF / %xF900-FDCF / %xFDF0-FFEF
//	         / %x10000-1FFFD / %x20000-2FFFD / %x30000-3FFFD
//	         / %x40000-4FFFD / %x50000-5FFFD / %x60000-6FFFD
//	         / %x70000-7FFFD / %x80000-8FFFD / %x90000-9FFFD
//	         / %xA0000-AFFFD / %xB0000-BFFFD / %xC0000-CFFFD
//	         / %xD0000-DFFFD / %xE1000-EFFFD
//	iprivate = %xE000-F8FF / %xF0000-FFFFD / %x100000-10FFFD

// IsUcschar reports whether r is an RFC 3987 ucschar.
func IsUcschar(r rune) bool {
	switch {
	case r < 0xA0:
		return false
	case r <= 0xD7FF:
		return true
	case r < 0xF900:
		return false
	case r <= 0xFDCF:
		return true
	case r < 0xFDF0:
		return false
	case r <= 0xFFEF:
		return true
	case r < 0x10000 || r > 0xEFFFD:
		return false
	case r < 0xE0000:
		// Each plane 1-13 minus its last two code points (non-characters).
		return r&0xFFFF <= 0xFFFD
	default:
		// Plane 14: only %xE1000-EFFFD.
		return r >= 0xE1000
	}
}

// IsIprivate reports whether r is an RFC 3987 iprivate character.
func IsIprivate(r rune) bool {
	return 0xE000 <= r && r <= 0xF8FF || 0xF0000 <= r && r <= 0xFFFFD || 0x100000 <= r && r <= 0x10FFFD
}

// decodeUTF8 decodes the character at s[i]; r is -1 when the bytes are not
// well-formed UTF-8 (which also rules out surrogates and overlongs).
func decodeUTF8(s string, i int) (r rune, size int) {
	r, size = utf8.DecodeRuneInString(s[i:])
	if r == utf8.RuneError && size <= 1 {
		return -1, 1
	}
	return r, size
}

// IsBidiFormatting reports the bidirectional formatting characters RFC 3987
// 4.1 forbids in IRIs (LRM, RLM, LRE, RLE, PDF, LRO, RLO), with the ones
// Unicode added since (ALM U+061C, LRI, RLI, FSI, PDI U+2066-2069).
func IsBidiFormatting(r rune) bool {
	return r == 0x200E || r == 0x200F || r == 0x061C || 0x202A <= r && r <= 0x202E || 0x2066 <= r && r <= 0x2069
}

// Undecodable reports the ucschar that stay percent-encoded when a URI
// becomes an IRI (RFC 3987 3.2 step 3) and so in an IRI's normal form: the
// bidi formatting characters of 4.1, and white space, which 6.1 lists
// among the characters that are hard to see and should not appear
// unencoded.
func Undecodable(r rune) bool {
	return IsBidiFormatting(r) || r >= 0x80 && unicode.Is(unicode.White_Space, r)
}
