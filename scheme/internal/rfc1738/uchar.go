// Package rfc1738 holds the character classes of the URL grammar of RFC
// 1738 5 that the wais (RFC 4156 2) and prospero (RFC 4157 2) schemes
// keep: uchar = unreserved / escape, unreserved = alpha / digit / safe /
// extra, safe = "$" / "-" / "_" / "." / "+", extra = "!" / "*" / "'" /
// "(" / ")" / ","; and the decoding of a part to its octets.
package rfc1738

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/scheme/internal/part"
)

// UcharExtra are the bare characters of uchar besides letters and digits,
// with "~", which RFC 3986 2.3 makes unreserved.
const UcharExtra = "$-_.+!*'(),~"

// BadByte returns the index of the first byte of s, a component of a
// valid reference (so its "%" start well-formed triplets), that is neither
// a letter, a digit, a pct-encoded triplet (escape) nor one of extra; -1
// when there is none.
func BadByte(s, extra string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case syntax.IsAlphaNum(c):
		case c == '%':
			i += 2
		case strings.IndexByte(extra, c) >= 0:
		default:
			return i
		}
	}
	return -1
}

// Decode checks s, a part of a valid reference, against the letters,
// digits, escapes and extra (BadByte) and returns it decoded to its
// octets, UTF-8 or not (RFC 1738 2.2: an escape is any octet). On failure
// it returns the offset in s of the first offending byte and reason
// wrapped with what is wrong.
func Decode(s, extra string, reason error) (dec string, bad int, err error) {
	if i := BadByte(s, extra); i >= 0 {
		return "", i, fmt.Errorf("%w: unexpected %q", reason, s[i])
	}
	return part.Octets(s), -1, nil
}
