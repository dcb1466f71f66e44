package canon

// This file holds the word-at-a-time tests the profiles run over whole
// components (eight bytes a step, internal/syntax's lanes), and the test
// that lets a profile skip its escaping work on input RFC 3986 accepts.

import (
	"math/bits"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// appendLower appends s with its ASCII letters in lower case, growing b
// once.
func appendLower(b []byte, s string) []byte {
	return syntax.AppendLower(reserve(b, len(s)), s)
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

// notPlainLanes reports the lanes plainBytes refuses: below 0x21, above
// 0x7E (0x80 and up too), "%", "\\"; exact as to whether any lane is.
func notPlainLanes(w uint64) uint64 { return oddLanes(w) | syntax.EqLanes(w, '%') }

// oddLanes reports the lanes plainBytes refuses but "%"s: below 0x21,
// above 0x7E, "\\"; exact as to whether any lane is.
func oddLanes(w uint64) uint64 { return outsideLanes(w) | syntax.EqLanes(w, '\\') }

// outsideLanes reports the lanes below 0x21 or above 0x7E (0x80 and up
// too); exact as to whether any lane is.
func outsideLanes(w uint64) uint64 { return ((w-lanes1*0x21)&^w | (w + lanes1) | w) & lanes80 }

// plainScan reports, in one pass, whether s holds a "%" and whether it
// holds another byte plainBytes refuses (up to 0x20, from 0x7F, "\\"): s
// is plain when it holds neither. Input without odd bytes has nothing to
// trim or remove and no "\\" to read as "/".
func plainScan(s string) (pct, odd bool) {
	var p, o uint64
	i := 0
	for ; i+8 <= len(s); i += 8 {
		w := syntax.Word(s, i)
		o |= oddLanes(w)
		p |= syntax.EqLanes(w, '%')
	}
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case c == '%':
			p = 1
		case c <= ' ' || c >= 0x7f || c == '\\':
			o = 1
		}
	}
	return p != 0, o != 0
}

// plainBytes reports whether s holds no byte the SafeBrowsing and SURT
// profiles escape, decode or read as another: none up to 0x20, none from
// 0x7F, no "%", no "\". Such input has nothing to trim, remove, unescape
// or escape.
func plainBytes(s string) bool {
	i := 0
	for ; i+8 <= len(s); i += 8 {
		if notPlainLanes(syntax.Word(s, i)) != 0 {
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
	pathNotPlain                // a byte plainBytes refuses
	pathScanned                 // set by its callers: the scan was made
)

// pathScan returns the features of path, eight bytes a step.
func pathScan(path string) int {
	var f uint64
	var upper, dd, sd, sp, np uint64
	carry := uint64(0) // the high bit of the last lane of the word before, if a "/"
	i := 0
	for ; i+8 <= len(path); i += 8 {
		w := syntax.Word(path, i)
		sl := syntax.EqLanes(w, '/')
		prev := sl<<8 | carry // lanes after a "/"
		carry = sl >> 56
		upper |= syntax.UpperLanes(w)
		np |= notPlainLanes(w)
		dd |= prev & sl
		sd |= prev & syntax.EqLanes(w, '.')
		sp |= prev & syntax.EqLanes(w, '(')
	}
	after := carry != 0
	for ; i < len(path); i++ {
		c := path[i]
		if c <= ' ' || c >= 0x7f || c == '%' || c == '\\' {
			np = 1
		}
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
	if np != 0 {
		f |= pathNotPlain
	}
	return int(f)
}

// Host features hostScan finds.
const (
	hostUpper   = 1 << iota // an upper-case ASCII letter
	hostDots                // a dot at either end, or two in a row
	hostNumeric             // digits and dots only (maybe an IPv4 address)
	hostEscape              // a byte mustEscape names
)

// hostScan returns the features of a host name, in one pass.
func hostScan(h string) int {
	if h == "" {
		return 0
	}
	f := hostNumeric
	dot := true // the byte before was a dot, or h starts here
	for i := 0; i < len(h); i++ {
		c := h[i]
		if c == '.' {
			if dot {
				f |= hostDots
			}
			dot = true
			continue
		}
		dot = false
		if syntax.IsDigit(c) {
			continue
		}
		f &^= hostNumeric
		switch {
		case 'A' <= c && c <= 'Z':
			f |= hostUpper
		case mustEscape(c):
			f |= hostEscape
		}
	}
	if dot {
		f |= hostDots
	}
	return f
}

// queryScan reports whether q holds an upper-case ASCII letter, and
// whether it holds a byte plainBytes refuses.
func queryScan(q string) (upper, notPlain bool) {
	var u, np uint64
	i := 0
	for ; i+8 <= len(q); i += 8 {
		w := syntax.Word(q, i)
		u |= syntax.UpperLanes(w)
		np |= notPlainLanes(w)
	}
	for ; i < len(q); i++ {
		c := q[i]
		if 'A' <= c && c <= 'Z' {
			u = 1
		}
		if c <= ' ' || c >= 0x7f || c == '%' || c == '\\' {
			np = 1
		}
	}
	return u != 0, np != 0
}

// hostNameEnd returns where the authority at the start of s ends (its
// first "/", "?" or "#") when it is a plain host name: letters, digits,
// "-", "_" and single dots inside, not digits and dots only; -1 for any
// other authority. upper says it holds an upper-case letter; dots are the
// offsets of its dots when there are at most len(dots) of them (ndots is
// -1 when there are more). It reads eight bytes a step, and the bytes
// after the last word with one table look-up each, their classes
// gathered without a branch on which they are (the letters and digits of
// a hex label come in no order a branch predicts).
func hostNameEnd(s string, dots *[maxDots]uint16) (end int, upper bool, ndots int) {
	var seen uint8 // the classes of the bytes seen
	last := -1     // the last dot, or -1
	n := min(len(s), 1<<16)
	i := 0
	// Eight bytes a step, up to the first that is no host name byte or
	// dot in a word; the bytes after the last word one at a time.
	for ; i+8 <= n; i += 8 {
		x := syntax.Word(s, i)
		letter := syntax.UpperLanes(x&^0x2020202020202020) | syntax.EqLanes(x, '-') | syntax.EqLanes(x, '_')
		dot := syntax.EqLanes(x, '.')
		upper := syntax.UpperLanes(x)
		k := 8
		if bad := lanes80 &^ (letter | syntax.RangeLanes(x, '0', '9') | dot); bad != 0 {
			k = bits.TrailingZeros64(bad) / 8
			low := syntax.LowLanes(k)
			letter, dot, upper = letter&low, dot&low, upper&low
		}
		if letter != 0 {
			seen |= hcLetter
		}
		if upper != 0 {
			seen |= hcUpper
		}
		for ; dot != 0; dot &= dot - 1 {
			if ndots, last = addDot(dots, ndots, last, i+bits.TrailingZeros64(dot)/8); last < 0 {
				return -1, false, 0
			}
		}
		if k < 8 {
			i += k // the byte loop stops at once
			break
		}
	}
	for ; i < n; i++ {
		k := hostClass[s[i]]
		if k&hcStop == 0 {
			seen |= k
			continue
		}
		if k != hcDot {
			break
		}
		if ndots, last = addDot(dots, ndots, last, i); last < 0 {
			return -1, false, 0
		}
	}
	if i == 1<<16 || i < n && hostClass[s[i]] != hcEnd || i == 0 || last == i-1 || seen&hcLetter == 0 {
		return -1, false, 0
	}
	return i, seen&hcUpper != 0, ndots
}

// addDot records the dot at d, the last before it at last (-1 for none),
// for hostNameEnd: it returns the count and d, or a last of -1 for a dot
// first or right after another.
func addDot(dots *[maxDots]uint16, ndots, last, d int) (int, int) {
	if d == last+1 {
		return ndots, -1
	}
	if ndots >= 0 && ndots < maxDots {
		dots[ndots] = uint16(d)
		return ndots + 1, d
	}
	return -1, d
}

// maxDots is how many dots of a host hostNameEnd records.
const maxDots = 16

// The classes of hostNameEnd: bits a byte between dots sets, or hcStop and
// what stops the run.
const (
	hcDigit  = 0      // 0-9
	hcLetter = 1 << 0 // a-z, A-Z, "-", "_"
	hcUpper  = 1 << 1 // A-Z
	hcStop   = 1 << 7
	hcDot    = hcStop | 1<<2 // "."
	hcEnd    = hcStop | 1<<3 // "/", "?", "#": the end of the authority
	hcBad    = hcStop | 1<<4 // no host name byte
)

var hostClass = func() (t [256]uint8) {
	for c := range t {
		t[c] = hcBad
	}
	for c := 'a'; c <= 'z'; c++ {
		t[c] = hcLetter
		t[c-'a'+'A'] = hcLetter | hcUpper
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = hcDigit
	}
	t['-'], t['_'], t['.'] = hcLetter, hcLetter, hcDot
	t['/'], t['?'], t['#'] = hcEnd, hcEnd, hcEnd
	return t
}()
