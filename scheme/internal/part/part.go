// Package part places the components of a reference in its text and
// decodes them (RFC 3986 3, 2.1), for the scheme packages, so that their
// errors carry the offset of the first offending byte.
package part

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// At is the offset in r's text where component c starts (uri.Ref.Offset).
func At(r uri.Ref, c uri.Component) int { o, _ := r.Offset(c); return o }

// Decode is uri.UnescapeText with the offset in s of a failure, -1 for
// none (RFC 3986 2.1, RFC 3987 3.2).
func Decode(s string) (string, int) {
	if d, err := uri.UnescapeText(s); err == nil {
		return d, -1
	} else if e, ok := err.(*uri.Error); ok {
		return "", e.Offset
	}
	return "", 0
}

// Octets decodes s, a part of a valid reference, whose triplets are
// therefore well-formed, into its octets (RFC 3986 2.1), UTF-8 or not.
func Octets(s string) string {
	d, _ := uri.Unescape(s)
	return d
}

// RawOffset maps offset i of the decoded form of raw to the offset in raw
// of the triplet or character that gave it (RFC 3986 2.1).
func RawOffset(raw string, i int) int {
	j := 0
	for ; i > 0 && j < len(raw); i-- {
		if raw[j] == '%' {
			j += 3
		} else {
			j++
		}
	}
	return j
}

// BadUTF8 returns the offset of the first byte of s that does not start
// a UTF-8 sequence (RFC 3629 3), or -1 when s is UTF-8.
func BadUTF8(s string) int {
	if utf8.ValidString(s) {
		return -1
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return -1
}

// FirstBadUTF8 returns the offset in s, a percent-encoded part, of the
// octet that starts the first sequence of dec, its decoding, that is not
// UTF-8 (RFC 3629 3); len(s) when dec is UTF-8.
func FirstBadUTF8(s, dec string) int {
	bad := BadUTF8(dec)
	if bad < 0 {
		bad = len(dec)
	}
	return RawOffset(s, bad)
}

// AppendEscaped appends s to b with every octet that is not an ASCII
// letter, a digit or one of keep written as "%" and two upper-case hex
// digits (RFC 3986 2.1); "%" itself is always encoded. The unreserved
// marks of RFC 3986 2.3 ("-._~") are kept only when keep holds them.
func AppendEscaped(b []byte, s, keep string) []byte {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if syntax.IsAlphaNum(c) || c != '%' && strings.IndexByte(keep, c) >= 0 {
			b = append(b, c)
			continue
		}
		b = syntax.AppendPct(b, c)
	}
	return b
}

// Field is a component for the fields of `urikit check --json`: s when
// the reference gives it (ok), nil when it does not, so that JSON tells an
// absent component (null) from an empty one ("").
func Field(s string, ok bool) any {
	if !ok {
		return nil
	}
	return s
}

// IsUTF8 reports whether every string of ss is UTF-8 (RFC 3629).
func IsUTF8(ss ...string) bool {
	for _, s := range ss {
		if !utf8.ValidString(s) {
			return false
		}
	}
	return true
}
