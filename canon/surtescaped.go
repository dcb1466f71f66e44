package canon

// This file is the SURT profile's writer for the URLs with escapes that
// most changed lines are: the key decided once per component, without
// handyurl's, Google's and the Internet Archive's passes one after the
// other.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// surtEscaped is readSURT for a URL whose only bytes plainBytes refuses
// are "%": a scheme, then a plain host name (surtPlainHost) without
// userinfo or port. Each component is decided once, as the general way
// (readSURTGeneral) leaves it:
//
//   - the host in lower case, without its "www" label (the escapes and
//     dots Google's canonicalization handles cannot occur in it);
//   - the fragment dropped;
//   - the path unescaped until no triplet is left, normalized
//     (normalizeSURTPath) when it has empty or dot-segments, escaped once
//     and lower-cased in one pass (the escapes' hex digits too), without
//     a trailing "/" unless it is "/";
//   - the query unescaped so, escaped and lower-cased in one pass (session
//     ids match in any case, so removing them and lower-casing commute),
//     its session ids removed, sorted.
//
// It reports false, having written nothing of note, for any other input,
// and for a path with "/(" once unescaped (an ASP.NET session id, which
// the general way removes). FuzzSURTPlain checks that both ways agree.
func (c *Canonicalizer) surtEscaped(s string, sc *scratch, p *parts) bool {
	n := surtSchemeEnd(s)
	if n == 0 || !hasPlainAuthority(s[n:]) {
		return false
	}
	if k := httpPrefix(s); k > 0 && httpPrefix(s[k:]) > 0 {
		return false
	}
	if _, odd := plainScan(s); odd {
		return false
	}
	m0 := sc.mark()
	scheme := lowerAll(sc, s[:n-1])
	host, a := c.surtPlainHost(sc, scheme, s[n+2:], p)
	if a < 0 {
		sc.buf = sc.buf[:m0]
		return false
	}
	rest := s[n+2+a:]
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		rest = rest[:i]
	}
	path, query, hasQuery := rest, "", false
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		path, query = rest[:i], rest[i+1:]
		hasQuery = query != ""
	}
	if strings.IndexByte(path, '%') >= 0 && hasTriplet(path) {
		m := sc.mark()
		sc.buf = appendUnescaped(sc.buf, path)
		path = sc.since(m)
	}
	f := pathScan(path)
	if f&pathSlashParen != 0 {
		p.ndots = 0
		sc.buf = sc.buf[:m0]
		return false
	}
	if path == "" {
		path = "/"
	} else if f&pathDoubleSlash != 0 || f&pathSlashDot != 0 && hasDotSegment(path) {
		path = normalizeSURTPath(sc, path)
	}
	path = escapeLower(sc, path, f&pathUpper != 0)
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
