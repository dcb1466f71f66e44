package canon

// This file holds the word-at-a-time tests the profiles run over whole
// components (eight bytes a step, internal/syntax's lanes), and the test
// that lets a profile skip its escaping work on input RFC 3986 accepts.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// hasUpper reports whether s holds an ASCII upper-case letter.
func hasUpper(s string) bool {
	if len(s) < 8 {
		for i := 0; i < len(s); i++ {
			if 'A' <= s[i] && s[i] <= 'Z' {
				return true
			}
		}
		return false
	}
	for i := 0; i+8 < len(s); i += 8 {
		if syntax.UpperLanes(syntax.Word(s, i)) != 0 {
			return true
		}
	}
	// The last eight bytes, overlapping the words before.
	return syntax.UpperLanes(syntax.Word(s, len(s)-8)) != 0
}

// appendLower appends s with its ASCII letters in lower case.
func appendLower(b []byte, s string) []byte {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := syntax.Word(s, i)
		w |= syntax.UpperLanes(w) >> 2
		b = append(b, byte(w), byte(w>>8), byte(w>>16), byte(w>>24), byte(w>>32), byte(w>>40), byte(w>>48), byte(w>>56))
	}
	for ; i < len(s); i++ {
		c := s[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// isASCII reports whether every byte of s is below 0x80.
func isASCII(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if syntax.Word(s, i)&0x8080808080808080 != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}

// hasTabOrNewline reports whether s holds a tab or a line break.
func hasTabOrNewline(s string) bool {
	return strings.IndexByte(s, '\n') >= 0 || strings.IndexByte(s, '\t') >= 0 || strings.IndexByte(s, '\r') >= 0
}

// hasDotSegment reports whether path holds a "." or ".." segment.
func hasDotSegment(path string) bool { return syntax.HasDotSegments(path) }

// Word-at-a-time tests: each sets the high bit of a lane (at least one,
// when any lane qualifies) of a word of eight bytes.
const (
	lanes1  = 0x0101010101010101
	lanes80 = 0x8080808080808080
)

// lessLanes reports lanes below n (n <= 128): exact as to whether any
// lane is.
func lessLanes(w uint64, n byte) uint64 { return (w - lanes1*uint64(n)) &^ w & lanes80 }

// moreLanes reports lanes above n (n <= 127): exact as to whether any
// lane is.
func moreLanes(w uint64, n byte) uint64 { return ((w + lanes1*uint64(127-n)) | w) & lanes80 }

// plainBytes reports whether s holds no byte the SafeBrowsing and SURT
// profiles escape, decode or read as another: none up to 0x20, none from
// 0x7F, no "%", no "\". Such input has nothing to trim, remove, unescape
// or escape.
func plainBytes(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := syntax.Word(s, i)
		if lessLanes(w, 0x21)|moreLanes(w, 0x7e)|syntax.EqLanes(w, '%')|syntax.EqLanes(w, '\\') != 0 {
			return false
		}
	}
	for ; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= 0x7f || c == '%' || c == '\\' {
			return false
		}
	}
	return true
}

// slashes returns s with each "\" before the first "?" or "#" read as
// "/", as the URL Standard reads a special URL's authority and path.
func slashes(sc *scratch, s string) string {
	end := len(s)
	if i := strings.IndexByte(s, '?'); i >= 0 {
		end = i
	}
	if i := strings.IndexByte(s[:end], '#'); i >= 0 {
		end = i
	}
	if strings.IndexByte(s[:end], '\\') < 0 {
		return s
	}
	m := sc.mark()
	for i := 0; i < end; i++ {
		c := s[i]
		if c == '\\' {
			c = '/'
		}
		sc.buf = append(sc.buf, c)
	}
	sc.buf = append(sc.buf, s[end:]...)
	return sc.since(m)
}

// Path features pathScan finds.
const (
	pathUpper       = 1 << iota // an upper-case ASCII letter
	pathDoubleSlash             // "//"
	pathSlashDot                // "/.": maybe a dot-segment
	pathSlashParen              // "/(": maybe an ASP.NET session id segment
	pathScanned                 // set by its callers: the scan was made
)

// pathScan returns the features of path, eight bytes a step.
func pathScan(path string) int {
	var f uint64
	var upper, dd, sd, sp uint64
	carry := uint64(0) // the high bit of the last lane of the word before, if a "/"
	i := 0
	for ; i+8 <= len(path); i += 8 {
		w := syntax.Word(path, i)
		sl := syntax.EqLanes(w, '/')
		prev := sl<<8 | carry // lanes after a "/"
		carry = sl >> 56
		upper |= syntax.UpperLanes(w)
		dd |= prev & sl
		sd |= prev & syntax.EqLanes(w, '.')
		sp |= prev & syntax.EqLanes(w, '(')
	}
	after := carry != 0
	for ; i < len(path); i++ {
		c := path[i]
		switch {
		case 'A' <= c && c <= 'Z':
			upper = 1
		case after && c == '/':
			dd = 1
		case after && c == '.':
			sd = 1
		case after && c == '(':
			sp = 1
		}
		after = c == '/'
	}
	if upper != 0 {
		f |= pathUpper
	}
	if dd != 0 {
		f |= pathDoubleSlash
	}
	if sd != 0 {
		f |= pathSlashDot
	}
	if sp != 0 {
		f |= pathSlashParen
	}
	return int(f)
}

// Host features hostScan finds.
const (
	hostUpper   = 1 << iota // an upper-case ASCII letter
	hostDots                // a dot at either end, or two in a row
	hostNumeric             // digits and dots only (maybe an IPv4 address)
)

// hostScan returns the features of a host name.
func hostScan(h string) int {
	if h == "" {
		return 0
	}
	f := 0
	last := h[len(h)-1]
	if h[0] == '.' || last == '.' || strings.Contains(h, "..") {
		f |= hostDots
	}
	if hasUpper(h) {
		f |= hostUpper
	}
	if isDigit(last) || last == '.' {
		f |= hostNumeric
		for i := 0; i < len(h); i++ {
			if !isDigit(h[i]) && h[i] != '.' {
				f &^= hostNumeric
				break
			}
		}
	}
	return f
}
