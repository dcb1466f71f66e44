package prospero

// This file holds the character classes of the prospero grammar of RFC
// 1738 5, which RFC 4157 2 keeps: uchar = unreserved / escape, unreserved
// = alpha / digit / safe / extra, safe = "$" / "-" / "_" / "." / "+",
// extra = "!" / "*" / "'" / "(" / ")" / ",", psegment = *( uchar / "?" /
// ":" / "@" / "&" / "=" ), fieldname and fieldvalue = *( uchar / "?" / ":"
// / "@" / "&" ); and the decoding of a part to UTF-8 text.

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// ucharExtra are the bare characters of uchar besides letters and digits,
// with "~", which RFC 3986 2.3 makes unreserved.
const ucharExtra = "$-_.+!*'(),~"

// The bare characters besides letters and digits of a ppath (psegment
// and "/") and of a fieldname or fieldvalue (RFC 1738 5), and those String
// writes bare: the same without "?" (see the package doc).
const (
	pathChars     = ucharExtra + "/?:@&="
	fieldChars    = ucharExtra + "?:@&"
	pathCharsOut  = ucharExtra + "/:@&="
	fieldCharsOut = ucharExtra + ":@&"
)

// badByte returns the index of the first byte of s, a component of a
// valid reference (so its "%" start well-formed triplets), that is neither
// a letter, a digit, a pct-encoded triplet nor one of extra; -1 when
// there is none.
func badByte(s, extra string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9':
		case c == '%':
			i += 2
		case strings.IndexByte(extra, c) >= 0:
		default:
			return i
		}
	}
	return -1
}

// parseError is the error of Parse: op "parse prospero", the reference, the
// offset of the first byte the scheme's syntax refuses, its component.
func parseError(input string, offset int, c uri.Component, err error) *uri.Error {
	return &uri.Error{Op: "parse prospero", Input: input, Offset: offset, Component: c, Err: err}
}

// text checks s, a part of input at off, against the letters, digits and
// extra and
// returns it decoded, which must be UTF-8.
func text(input string, off int, s, extra string, reason error, c uri.Component) (string, error) {
	if i := badByte(s, extra); i >= 0 {
		return "", parseError(input, off+i, c, fmt.Errorf("%w: unexpected %q", reason, s[i]))
	}
	dec, _ := uri.Unescape(s) // the triplets of a valid reference are well-formed
	if !utf8.ValidString(dec) {
		return "", parseError(input, off+part.FirstBadUTF8(s, dec), c, fmt.Errorf("%w: %w", reason, uri.ErrInvalidUTF8))
	}
	return dec, nil
}
