// Package rfc1738 holds the character classes of the URL grammar of RFC
// 1738 5 that the wais (RFC 4156 2) and prospero (RFC 4157 2) schemes
// keep: uchar = unreserved / escape, unreserved = alpha / digit / safe /
// extra, safe = "$" / "-" / "_" / "." / "+", extra = "!" / "*" / "'" /
// "(" / ")" / ","; and the decoding of a part to UTF-8 text.
package rfc1738

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
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

// Text checks s, a part of a valid reference, against the letters, digits,
// escapes and extra (BadByte) and returns it decoded, which must be UTF-8.
// On failure it returns the offset in s of the first offending byte (or
// triplet) and reason wrapped with what is wrong.
func Text(s, extra string, reason error) (dec string, bad int, err error) {
	if i := BadByte(s, extra); i >= 0 {
		return "", i, fmt.Errorf("%w: unexpected %q", reason, s[i])
	}
	dec, _ = uri.Unescape(s) // the triplets of a valid reference are well-formed
	if !utf8.ValidString(dec) {
		return "", part.FirstBadUTF8(s, dec), fmt.Errorf("%w: %w", reason, uri.ErrInvalidUTF8)
	}
	return dec, -1, nil
}
