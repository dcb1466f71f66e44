package ftp

// This file finds where each component of a parsed reference starts in its
// text (RFC 3986 3: scheme ":" ["//" authority] path ["?" query]
// ["#" fragment], in that order) and decodes a component's
// percent-encodings (RFC 3986 2.1), so that errors carry the offset of the
// first offending byte.

import (
	"unicode/utf8"

	"github.com/urikit/urikit/uri"
)

// authorityStart is the offset of the authority, after "scheme://".
func authorityStart(r uri.Ref) int {
	s, _ := r.Scheme()
	return len(s) + 3
}

// hostStart is the offset of the host (RFC 3986 3.2.2).
func hostStart(r uri.Ref) int {
	off := authorityStart(r)
	if ui, ok := r.Userinfo(); ok {
		off += len(ui) + 1
	}
	return off
}

// portStart is the offset of the port digits (RFC 3986 3.2.3).
func portStart(r uri.Ref) int { return hostStart(r) + len(r.Host()) + 1 }

// pathStart is the offset of the path (RFC 3986 3.3).
func pathStart(r uri.Ref) int {
	if a, ok := r.Authority(); ok {
		return authorityStart(r) + len(a)
	}
	s, _ := r.Scheme()
	return len(s) + 1
}

// decode percent-decodes s, a component of a valid reference, and checks
// that the result is UTF-8. It returns the decoded text and -1, or the
// offset in s of the first byte of the first sequence that is not UTF-8.
func decode(s string) (string, int) {
	d, err := uri.Unescape(s)
	if err != nil {
		// Not reached for a component of a valid reference (RFC 3986 2.1).
		return "", 0
	}
	if utf8.ValidString(d) {
		return d, -1
	}
	j := 0 // offset in s of the octet d[i] came from
	for i := 0; i < len(d); {
		c, n := utf8.DecodeRuneInString(d[i:])
		if c == utf8.RuneError && n == 1 {
			return "", j
		}
		for k := 0; k < n; k++ {
			if s[j] == '%' {
				j += 3
			} else {
				j++
			}
		}
		i += n
	}
	return d, -1
}
