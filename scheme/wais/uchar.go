package wais

// This file holds the character classes of RFC 1738 5 that RFC 4156 2
// uses: uchar = unreserved / escape, unreserved = alpha / digit / safe /
// extra, safe = "$" / "-" / "_" / "." / "+", extra = "!" / "*" / "'" /
// "(" / ")" / ",", and the search characters of RFC 1738 5 (uchar / ";" /
// ":" / "@" / "&" / "=").

import (
	"strings"

	"github.com/urikit/urikit/uri"
)

// ucharExtra are the bare characters of uchar besides letters and digits,
// with "~", which RFC 3986 2.3 makes unreserved.
const ucharExtra = "$-_.+!*'(),~"

// searchExtra are the characters search adds to uchar (RFC 1738 5).
const searchExtra = ";:@&="

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

// parseError is the error of Parse: op "parse wais", the reference, the
// offset of the first byte the scheme's syntax refuses, its component.
func parseError(input string, offset int, c uri.Component, err error) *uri.Error {
	return &uri.Error{Op: "parse wais", Input: input, Offset: offset, Component: c, Err: err}
}
