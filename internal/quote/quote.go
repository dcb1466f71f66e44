// Package quote quotes values for people: a value inside a message (a
// warning of check, a usage error of the command) and a value shown on a
// terminal. What would not show, or would change how the text around it
// shows, is escaped: controls, bytes that are not UTF-8, the bidirectional
// formatting characters of RFC 3987 4.1, default-ignorable and other
// characters that are not graphic. Everything else is written as it is,
// so that a person reads the value as it was typed: in a message a
// backslash is one backslash, not Go's "\\" (a message is read, not
// unquoted; and a value quoted again where the message is shown, as JSON
// does, would double it twice).
package quote

import (
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// Message returns s double-quoted for a message: a '"' escaped as \", a
// character that must not be shown raw (MustEscape) or a byte that is not
// UTF-8 escaped as AppendEscape escapes it, and everything else, a
// backslash included, as it is.
func Message(s string) string {
	i := 0
	for i < len(s) && s[i] >= 0x20 && s[i] < 0x7f && s[i] != '"' {
		i++
	}
	if i == len(s) {
		return `"` + s + `"`
	}
	b := make([]byte, 0, len(s)+16)
	b = append(b, '"')
	start := 0 // the run of characters written as they are
	for i < len(s) {
		c := s[i]
		if c >= 0x20 && c < 0x7f && c != '"' {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if c >= utf8.RuneSelf && !(r == utf8.RuneError && size == 1) && !MustEscape(r) {
			i += size
			continue
		}
		b = append(b, s[start:i]...)
		b = AppendEscape(b, s[i:])
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return string(append(b, '"'))
}

// AppendEscape appends to dst the escape of the character at the start of
// s (not empty), as Go writes it between double quotes: \a, \b, \f, \n,
// \r, \t, \v, \" and \\; \xHH for another control below U+0080 and for a
// byte that does not start a UTF-8 character; \uHHHH or \UHHHHHHHH for any
// other character.
func AppendEscape(dst []byte, s string) []byte {
	r, size := utf8.DecodeRuneInString(s)
	switch {
	case r == utf8.RuneError && size == 1:
		return append(dst, '\\', 'x', syntax.LowerHex[s[0]>>4], syntax.LowerHex[s[0]&0xf])
	case r == '"' || r == '\\':
		return append(dst, '\\', byte(r))
	case r == '\a':
		return append(dst, `\a`...)
	case r == '\b':
		return append(dst, `\b`...)
	case r == '\f':
		return append(dst, `\f`...)
	case r == '\n':
		return append(dst, `\n`...)
	case r == '\r':
		return append(dst, `\r`...)
	case r == '\t':
		return append(dst, `\t`...)
	case r == '\v':
		return append(dst, `\v`...)
	case r < 0x20 || r == 0x7f:
		return append(dst, '\\', 'x', syntax.LowerHex[r>>4], syntax.LowerHex[r&0xf])
	case r < 0x10000:
		dst = append(dst, '\\', 'u')
		for k := 12; k >= 0; k -= 4 {
			dst = append(dst, syntax.LowerHex[r>>k&0xf])
		}
		return dst
	}
	dst = append(dst, '\\', 'U')
	for k := 28; k >= 0; k -= 4 {
		dst = append(dst, syntax.LowerHex[r>>k&0xf])
	}
	return dst
}

// MustEscape reports the characters a person is never shown raw: C0 and
// C1 controls; the bidirectional formatting characters (RFC 3987 4.1),
// which would reorder the text around them on the reader's screen; the
// default-ignorable code points (Unicode's Default_Ignorable_Code_Point:
// U+200B ZERO WIDTH SPACE, U+00AD SOFT HYPHEN, variation selectors, Hangul
// fillers, ...), which do not show; and every other character that is not
// graphic (unicode.IsPrint: format characters, private use, unassigned
// code points, spaces other than U+0020), which would not show or would
// pass for another.
func MustEscape(r rune) bool {
	return r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || syntax.IsBidiFormatting(r) ||
		!unicode.IsPrint(r) || isDefaultIgnorable(r)
}

// isDefaultIgnorable reports the default-ignorable code points that
// unicode.IsPrint lets through (those of general category Cf it does not):
// Other_Default_Ignorable_Code_Point and the variation selectors.
func isDefaultIgnorable(r rune) bool {
	return r >= 0x34f && (unicode.Is(unicode.Other_Default_Ignorable_Code_Point, r) || unicode.Is(unicode.Variation_Selector, r))
}
