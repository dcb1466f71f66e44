package canon

// This file is the SURT profile's reading of URLs with escapes, which
// surtPlain leaves to the general way: each component decided once,
// rather than by handyurl's, Google's and the Internet Archive's passes
// one after the other.

import (
	"bytes"
	"encoding/binary"
	"math/bits"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// surtEscaped is readSURT for a URL that surtPlain does not take, most
// often for its escapes: a scheme, then a plain host name (surtPlainHost)
// without userinfo or port, no tab or line break in the path or query
// (which the reading removes), no "\" in the path (which it may read as
// "/"), no space or control at the end (which it strips). Each component
// is decided once, as the general way (readSURTGeneral) leaves it:
//
//   - the host in lower case, without its "www" label (the escapes and
//     dots Google's canonicalization handles cannot occur in it);
//   - the fragment dropped;
//   - the path unescaped until no triplet is left, normalized, escaped
//     once and lower-cased in one pass (writeSURTPath), without an
//     ASP.NET session id segment, without a trailing "/" unless it is
//     "/";
//   - the query unescaped so, escaped and lower-cased in one pass (session
//     ids match in any case, so removing them and lower-casing commute),
//     its session ids removed, sorted.
//
// It reports false, having written nothing of note, for any other input.
// FuzzSURTPlain checks that both ways agree.
func (c *Canonicalizer) surtEscaped(s string, sc *scratch, p *parts) bool {
	n := surtSchemeEnd(s)
	if n == 0 || !hasPlainAuthority(s[n:]) {
		return false
	}
	if k := httpPrefix(s); k > 0 && httpPrefix(s[k:]) > 0 {
		return false
	}
	if isPyspace(s[len(s)-1]) {
		return false // stripped by the reading
	}
	scheme := s[:n-1]
	host, a := c.surtPlainHost(sc, syntax.EqualLower(scheme, "dns"), s[n+2:], p)
	if a < 0 {
		return false
	}
	if c.o.SURTScheme {
		scheme = lowerAll(sc, scheme) // the key holds the scheme only then
	}
	path, query, hasQuery := pathQuery(s[n+2+a:])
	if hasQuery && hasTabOrNewline(query) {
		return false // removed by the reading
	}
	if path == "" {
		path = "/"
	} else {
		w, paren, res := writeSURTPath(sc, path, true)
		if res == pathUnescapeFirst {
			if strings.ContainsAny(path, "\t\n\r\\") {
				res = pathRefused
			} else {
				m := sc.mark()
				sc.buf = appendUnescaped(sc.buf, path)
				w, paren, res = writeSURTPath(sc, sc.since(m), false)
			}
		}
		if res == pathRefused {
			p.ndots = 0
			return false
		}
		if path = w; paren {
			path = stripPathSessionID(sc, path)
		}
	}
	if len(path) > 1 && path[len(path)-1] == '/' {
		path = path[:len(path)-1]
	}
	if hasQuery {
		if strings.IndexByte(query, '%') >= 0 && hasTriplet(query) {
			m := sc.mark()
			sc.buf = appendUnescaped(sc.buf, query)
			query = sc.since(m)
		}
		query = escapeLower(sc, query, syntax.HasUpper(query))
		query = stripQuerySessionID(sc, query)
		query = alphaReorderQuery(sc, query)
		hasQuery = query != ""
	}
	p.scheme = scheme
	p.hasAuth = true
	p.host = host
	p.path = path
	p.query, p.hasQuery = query, hasQuery
	return true
}

// escapeLower returns s escaped once (appendEscaped) and in lower case,
// the hex digits of the escapes too; upper says s holds an upper-case
// letter.
func escapeLower(sc *scratch, s string, upper bool) string {
	if !upper && !needsEscape(s) {
		return s
	}
	m := sc.mark()
	sc.buf = appendEscapedLower(sc.buf, s)
	return sc.since(m)
}

// escLower maps a byte of a path or query to itself in lower case, or to
// 0 when mustEscape names it.
var escLower = func() (t [256]byte) {
	for c := range t {
		if !mustEscape(byte(c)) {
			t[c] = syntax.Lower(byte(c))
		}
	}
	return t
}()

// The outcomes of writeSURTPath.
const (
	pathWritten       = iota
	pathUnescapeFirst // an octet decoded is "%" or a hex digit
	pathRefused       // a tab, line break or "\" in a raw path
)

// writeSURTPath writes path, which starts with "/", as the surt package
// leaves it: unescaped until no triplet is left, normalized as
// normalizeSURTPath does, escaped once (appendEscaped) and in lower case,
// the escapes' hex digits too, in one pass. It decodes each triplet once
// as it comes, which is the whole unescaping when no octet decoded is "%"
// or a hex digit (only those can make a new triplet); at the first that
// is it stops, having written nothing of note (pathUnescapeFirst), and
// its caller unescapes the path first (appendUnescaped). A raw path is
// as read: the tabs and line breaks the reading removes and the "\" it
// may read as "/" are refused in it (pathRefused); the other bytes up to
// 0x20 or from 0x7F are escaped as decoded ones are.
//
// Escaping adds no "/" and leaves "." and ".." as they are, so each
// segment is written escaped as it comes and dropped again when it turns
// out to be a dot-segment or empty; a ".." cuts the output back to the
// "/" before the segment it drops, unless that one is empty (the indexes
// of the kept empty segments are a stack, as in normalizeSURTPath). paren
// reports a kept segment that starts with "(" (maybe an ASP.NET session
// id).
func writeSURTPath(sc *scratch, path string, raw bool) (_ string, paren bool, res int) {
	sc.buf = reserve(sc.buf, 3*len(path)+1)
	m := len(sc.buf)
	out := sc.buf[m : m+3*len(path)+1] // at most three bytes for each (eight written at once fit too)
	out[0] = '/'
	w := 1            // the bytes written
	n := 0            // the kept segments
	var empties []int // the indexes of the empty ones among them
	seg := w          // where the segment being written starts
	for i := 1; i <= len(path); i++ {
		if i+8 <= len(path) {
			// Eight bytes a step up to the next "/" or byte to decode or
			// escape.
			x := syntax.Word(path, i)
			stop := syntax.EqLanes(x, '/') | outsideLanes(x) | syntax.EqLanes(x, '#') | syntax.EqLanes(x, '%') | syntax.EqLanes(x, '\\')
			if k := bits.TrailingZeros64(stop) / 8; k > 0 {
				binary.LittleEndian.PutUint64(out[w:], x|syntax.UpperLanes(x)>>2)
				w += k
				i += k - 1
				continue
			}
		}
		if i < len(path) {
			c := path[i]
			if raw && (c == '\t' || c == '\n' || c == '\r' || c == '\\') {
				return "", false, pathRefused
			}
			if syntax.IsPctEncoded(path, i) {
				if c = syntax.PctOctet(path, i); c == '%' || syntax.IsHexDig(c) {
					return "", false, pathUnescapeFirst
				}
				i += 2
			}
			if c != '/' {
				if e := escLower[c]; e != 0 {
					out[w] = e
					w++
				} else {
					out[w], out[w+1], out[w+2] = '%', syntax.LowerHex[c>>4], syntax.LowerHex[c&0xf]
					w += 3
				}
				continue
			}
		}
		switch d := out[seg:w]; {
		case len(d) == 1 && d[0] == '.':
			w = seg
		case len(d) == 2 && d[0] == '.' && d[1] == '.' && n > 0:
			w = seg
			n--
			if k := len(empties); k > 0 && empties[k-1] == n {
				empties = empties[:k-1]
			} else {
				w = bytes.LastIndexByte(out[:w-1], '/') + 1
			}
		case len(d) == 0:
			if empties == nil {
				empties = growTo(sc.ints, strings.Count(path[i-1:], "/"))
			}
			empties = append(empties, n)
			n++
		default:
			paren = paren || d[0] == '('
			out[w] = '/'
			w++
			n++
		}
		seg = w
	}
	if k := len(empties); n > 0 && (k == 0 || empties[k-1] != n-1) {
		w-- // the last segment is not empty
	}
	if empties != nil {
		sc.ints = empties
	}
	sc.buf = sc.buf[:m+w]
	return sc.since(m), paren, pathWritten
}
