package canon

// This file is the steps that run after a profile, each named after what
// it does (purell's normalizations and what web archives do), in the
// order of Options' fields.

import (
	"slices"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// DirectoryIndexes are the last path segments RemoveDirectoryIndex
// removes: "index" and "default" with the extensions web servers serve as
// a directory's index (Apache's DirectoryIndex, IIS's default documents,
// PHP, ASP, JSP, ColdFusion, CGI), in lower case, as written.
var DirectoryIndexes = []string{
	"index.html", "index.htm", "index.shtml", "index.xhtml", "index.php", "index.asp",
	"index.aspx", "index.jsp", "index.cfm", "index.cgi", "index.pl",
	"default.html", "default.htm", "default.asp", "default.aspx", "default.php", "default.jsp",
}

// runSteps runs the steps on p and reports whether one changed it.
func (c *Canonicalizer) runSteps(sc *scratch, p *parts) bool {
	o := &c.run
	changed := false
	if o.DropFragment && p.hasFrag {
		p.frag, p.hasFrag = "", false
		changed = true
	}
	if o.ForceHTTP && syntax.EqualLower(p.scheme, "https") {
		p.scheme = "http"
		if p.hasPort && p.port == "80" {
			p.port, p.hasPort = "", false
		}
		changed = true
	}
	if p.hasAuth && p.kind == hostName && p.host != "" && c.hostSteps(sc, p) {
		changed = true
		if c.o.Profile == SafeBrowsing && p.kind == hostName {
			// The profile writes a host that reads as an IPv4 address
			// as one: "www.0" without its "www." is "0.0.0.0".
			if a, ok := decodeIPv4(p.host); ok {
				p.host, p.kind = a, hostIPv4
			}
		}
	}
	if o.DropEmptyQuery {
		if p.hasQuery && p.query == "" {
			p.hasQuery = false
			changed = true
		}
		if p.hasPort && p.port == "" {
			p.hasPort = false
			changed = true
		}
	}
	if hierarchical(p) {
		changed = c.pathSteps(sc, p) || changed
	}
	if p.hasQuery && p.query != "" {
		changed = c.querySteps(sc, p) || changed
	}
	return changed
}

// hostSteps runs the steps on a registered name: RemoveHostDots,
// RemoveWWW, DecodeIPHost, AddWWW (never to what reads as an IPv4
// address).
func (c *Canonicalizer) hostSteps(sc *scratch, p *parts) bool {
	o := &c.run
	changed := false
	if o.RemoveHostDots && hostScan(p.host)&hostDots != 0 {
		if h := collapseDots(sc, p.host); h != "" {
			p.host = h
			changed = true
		}
	}
	if o.RemoveWWW && len(p.host) > 4 && syntax.EqualLower(p.host[:4], "www.") {
		p.host = p.host[4:]
		changed = true
	}
	if o.DecodeIPHost || o.AddWWW {
		if a, ok := decodeIPv4(p.host); ok {
			if o.DecodeIPHost {
				changed = changed || a != p.host
				p.host, p.kind = a, hostIPv4
			}
			return changed
		}
	}
	if o.AddWWW && !(len(p.host) >= 4 && syntax.EqualLower(p.host[:4], "www.")) {
		m := sc.mark()
		sc.buf = append(sc.buf, "www."...)
		sc.buf = append(sc.buf, p.host...)
		p.host = sc.since(m)
		changed = true
	}
	return changed
}

// hierarchical reports whether p's path is one of segments: it starts
// with "/" or follows an authority, or p is a relative reference; not the
// opaque path of "mailto:x" or "urn:a:b".
func hierarchical(p *parts) bool {
	return p.hasAuth || p.scheme == "" || strings.HasPrefix(p.path, "/")
}

// pathSteps runs the steps on a hierarchical path.
func (c *Canonicalizer) pathSteps(sc *scratch, p *parts) bool {
	o := &c.run
	changed := false
	if o.RemoveDuplicateSlashes && strings.Contains(p.path, "//") {
		m := sc.mark()
		for i := 0; i < len(p.path); i++ {
			if p.path[i] == '/' && i > 0 && p.path[i-1] == '/' {
				continue
			}
			sc.buf = append(sc.buf, p.path[i])
		}
		p.path = sc.since(m)
		changed = true
		if p.scheme == "" && !p.hasAuth && strings.HasPrefix(p.path, "./") {
			// RFC 3986 4.2 kept "./" before "//" (or before a ":" in the
			// first segment, which it still guards): with the "//" made
			// "/", it has nothing left to guard.
			rest := p.path[2:]
			seg := rest
			if i := strings.IndexByte(seg, '/'); i >= 0 {
				seg = seg[:i]
			}
			if !strings.HasPrefix(rest, "/") && strings.IndexByte(seg, ':') < 0 {
				p.path = rest
			}
		}
	}
	if o.RemoveDirectoryIndex {
		last := p.path[strings.LastIndexByte(p.path, '/')+1:]
		if last != "" && slices.Contains(DirectoryIndexes, last) {
			p.path = p.path[:len(p.path)-len(last)]
			changed = true
		}
	}
	n := len(p.path)
	switch {
	case o.RemoveTrailingSlash && n > 1 && p.path[n-1] == '/':
		p.path = p.path[:n-1]
		changed = true
	case o.AddTrailingSlash && (n > 0 && p.path[n-1] != '/' || n == 0 && p.hasAuth):
		m := sc.mark()
		sc.buf = append(sc.buf, p.path...)
		sc.buf = append(sc.buf, '/')
		p.path = sc.since(m)
		changed = true
	}
	return changed
}

// querySteps runs the steps on a query that is not empty.
func (c *Canonicalizer) querySteps(sc *scratch, p *parts) bool {
	o := &c.run
	changed := false
	if c.params != nil {
		if q, ok := dropParams(sc, p.query, c.params); ok {
			p.query = q
			if q == "" {
				p.hasQuery = false
			}
			changed = true
		}
		if !p.hasQuery {
			return true
		}
	}
	if o.LowercaseQuery && syntax.HasUpper(p.query) {
		m := sc.mark()
		for i := 0; i < len(p.query); i++ {
			ch := p.query[i]
			switch {
			case syntax.IsPctEncoded(p.query, i):
				sc.buf = append(sc.buf, ch, p.query[i+1], p.query[i+2])
				i += 2
			case 'A' <= ch && ch <= 'Z':
				sc.buf = append(sc.buf, ch+'a'-'A')
			default:
				sc.buf = append(sc.buf, ch)
			}
		}
		if q := sc.since(m); q != p.query {
			p.query = q
			changed = true
		}
	}
	if o.SortQuery && strings.IndexByte(p.query, '&') >= 0 {
		if q, ok := sortQuery(sc, p.query); ok {
			p.query = q
			changed = true
		}
	}
	return changed
}

// dropParams returns the query without the parameters f drops, and
// whether it dropped one.
func dropParams(sc *scratch, q string, f *paramFilter) (string, bool) {
	m := sc.mark()
	dropped, first := false, true
	for start := 0; start <= len(q); {
		end := strings.IndexByte(q[start:], '&')
		if end < 0 {
			end = len(q)
		} else {
			end += start
		}
		arg := q[start:end]
		if arg != "" && f.drops(arg) {
			dropped = true
		} else {
			if !first {
				sc.buf = append(sc.buf, '&')
			}
			first = false
			sc.buf = append(sc.buf, arg...)
		}
		start = end + 1
	}
	if !dropped {
		sc.buf = sc.buf[:m]
		return q, false
	}
	return sc.since(m), true
}

// sortQuery returns the query's "&"-separated parameters sorted by name
// (the bytes before the first "="), the order of parameters of one name
// kept, and whether the order changed.
func sortQuery(sc *scratch, q string) (string, bool) {
	args := growTo(sc.args, strings.Count(q, "&")+1)
	for start := 0; ; {
		end := strings.IndexByte(q[start:], '&')
		if end < 0 {
			args = append(args, q[start:])
			break
		}
		args = append(args, q[start:start+end])
		start += end + 1
	}
	sc.args = args
	byName := func(a, b string) int {
		an, _, _ := strings.Cut(a, "=")
		bn, _, _ := strings.Cut(b, "=")
		return strings.Compare(an, bn)
	}
	if slices.IsSortedFunc(args, byName) {
		return q, false
	}
	slices.SortStableFunc(args, byName)
	m := sc.mark()
	for i, a := range args {
		if i > 0 {
			sc.buf = append(sc.buf, '&')
		}
		sc.buf = append(sc.buf, a...)
	}
	return sc.since(m), true
}
