package canon

// This file is the SURT profile: the Internet Archive's key, as the python
// surt package makes it (github.com/internetarchive/surt: handyurl.parse,
// GoogleURLCanonicalizer then IAURLCanonicalizer, the SURT format).

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

const opSURT = "canon surt"

// isPyspace reports the bytes python's bytes.strip removes.
func isPyspace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'
}

// surtSchemeEnd returns the length of "scheme:" at the start of s
// ("[a-zA-Z][a-zA-Z0-9+.-]*:"), or 0.
func surtSchemeEnd(s string) int {
	if s == "" || !syntax.IsAlpha(s[0]) {
		return 0
	}
	for i := 1; i < len(s); i++ {
		c := s[i]
		if c == ':' {
			return i + 1
		}
		if !syntax.IsSchemeChar(c) {
			return 0
		}
	}
	return 0
}

// authorityLen returns the length of the authority at the start of s:
// up to the first "/", "?" or "#".
func authorityLen(s string) int {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c == '/' || c == '?' || c == '#' {
			return i
		}
	}
	return len(s)
}

// httpPrefix returns the length of "http://" or "https://" at the start
// of s, or 0.
func httpPrefix(s string) int {
	switch {
	case strings.HasPrefix(s, "http://"):
		return 7
	case strings.HasPrefix(s, "https://"):
		return 8
	}
	return 0
}

// handyURL is a URL as the surt package's handyurl holds it: each
// component present or not (python's None), the port a number (0 for
// none), the "?" of an empty query kept apart (last_delimiter).
type handyURL struct {
	plain     bool // nothing to unescape or escape (see plainRef)
	hostLower bool // the host is in lower case (google made it so)
	pathScan  int  // pathScan of the path, once google has unescaped it; 0 before
	lowerPath bool // ia follows google: google may write the path in lower case
	scheme    string
	host      string
	kind      hostKind
	port      int
	path      string
	query     string
	hasQuery  bool
	frag      string
	hasFrag   bool
	lastDelim bool
}

// parseHandy reads s as handyurl.parse does: whitespace around and tab,
// CR, LF anywhere removed, "http://" added when no scheme starts it,
// "http://https://x" read as "https://x", split as RFC 2396 Appendix B
// does, the host after the last "@" and up to the first ":" (or inside
// brackets), a ":" or more at the end of the authority no port, and for
// http(s) without an authority ("http:////x") the first segment of the
// path as the host. The scheme is lower-cased. A port that is not a
// number up to 65535 is an error, as in the package.
func parseHandy(sc *scratch, s string) (handyURL, error) {
	var h handyURL
	// Plain input has nothing to strip or remove here, nor to unescape
	// or escape later; input whose only odd byte is "%" nothing to strip
	// or remove.
	pct, odd := plainScan(s)
	h.plain = !pct && !odd
	lo, hi := 0, len(s)
	for odd && lo < hi && isPyspace(s[lo]) {
		lo++
	}
	for odd && hi > lo && isPyspace(s[hi-1]) {
		hi--
	}
	t := s[lo:hi]
	if odd && hasTabOrNewline(t) {
		if k := checkTabs(t); k >= 0 {
			return h, hostError(opSURT, s, lo+k, "a tab or line break in the scheme or authority")
		}
		m := sc.mark()
		for i := 0; i < len(t); i++ {
			if !isTabOrNewline(t[i]) {
				sc.buf = append(sc.buf, t[i])
			}
		}
		t = sc.since(m)
	}
	n := surtSchemeEnd(t)
	if n == 0 {
		m := sc.mark()
		sc.buf = append(sc.buf, "http://"...)
		sc.buf = append(sc.buf, t...)
		t, n = sc.since(m), 5
	}
	for k := httpPrefix(t); k > 0 && httpPrefix(t[k:]) > 0; k = httpPrefix(t) {
		t = t[k:]
		n = httpPrefix(t) - 2 // "http:" or "https:"
	}
	h.scheme = lowerAll(sc, t[:n-1])
	rest := t[n:]
	if odd && isSpecial(h.scheme) {
		rest = slashes(sc, rest) // "\" as the URL Standard reads it
	}
	var netloc string
	if strings.HasPrefix(rest, "//") {
		rest = rest[2:]
		i := authorityLen(rest)
		netloc, rest = rest[:i], rest[i:]
	}
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		h.frag, h.hasFrag = rest[i+1:], i+1 < len(rest)
		rest = rest[:i]
	}
	h.path = rest
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		h.path, h.query = rest[:i], rest[i+1:]
		h.hasQuery = h.query != ""
	}
	h.lastDelim = !h.hasQuery && strings.HasSuffix(t, "?")
	netloc = strings.TrimRight(netloc, ":")
	hostinfo := netloc
	if strings.IndexByte(hostinfo, '@') >= 0 {
		hostinfo = hostinfo[strings.LastIndexByte(hostinfo, '@')+1:]
	}
	var port string
	if i := strings.IndexByte(hostinfo, '['); i >= 0 {
		br := hostinfo[i+1:]
		h.host = br
		if j := strings.IndexByte(br, ']'); j >= 0 {
			h.host = br[:j]
			if k := strings.IndexByte(br[j+1:], ':'); k >= 0 {
				port = br[j+1+k+1:]
			}
		}
		if h.host != "" {
			m := sc.mark()
			sc.buf = append(sc.buf, '[')
			sc.buf = append(sc.buf, h.host...)
			sc.buf = append(sc.buf, ']')
			h.host = sc.since(m)
		}
	} else {
		h.host, port, _ = strings.Cut(hostinfo, ":")
	}
	if port != "" {
		v, err := strconv.Atoi(port)
		if err != nil || v > 65535 || port[0] == '+' || port[0] == '-' {
			off := lo + max(strings.Index(s[lo:], port), 0)
			return h, &uri.Error{Op: opSURT, Input: s, Offset: off, Component: uri.Port, Err: uri.ErrInvalidPort}
		}
		h.port = v
	}
	if h.host == "" && h.path != "" && strings.HasPrefix(h.scheme, "http") {
		host, after, _ := strings.Cut(strings.TrimLeft(h.path, "/"), "/")
		h.host = host
		m := sc.mark()
		sc.buf = append(sc.buf, '/')
		sc.buf = append(sc.buf, after...)
		h.path = sc.since(m)
	}
	return h, nil
}

// google is the surt package's GoogleURLCanonicalizer: the fragment
// dropped; the query unescaped until no triplet is left and escaped once;
// the host canonicalized (googleHost); the path unescaped so, normalized
// when there is a host (normalizeSURTPath), escaped once.
func (h *handyURL) google(sc *scratch) {
	h.frag, h.hasFrag = "", false
	if h.hasQuery && !h.plain {
		h.query = minimalEscape(sc, h.query)
	}
	if h.host != "" {
		h.host, h.kind = googleHost(sc, h.host, h.plain)
		h.hostLower = h.plain // escapes (upper-case hex) only in a host that was not plain
	}
	if !h.plain && strings.IndexByte(h.path, '%') >= 0 {
		m := sc.mark()
		sc.buf = appendUnescaped(sc.buf, h.path)
		h.path = sc.since(m)
	}
	// Normalizing the path adds no "/(" and no upper case.
	h.pathScan = pathScan(h.path) | pathScanned
	if h.host != "" && (h.path == "" || h.path[0] != '/' || h.pathScan&pathDoubleSlash != 0 ||
		h.pathScan&pathSlashDot != 0 && hasDotSegment(h.path)) {
		h.path = normalizeSURTPath(sc, h.path)
	}
	if !h.plain && needsEscape(h.path) {
		m := sc.mark()
		if h.lowerPath {
			sc.buf = appendEscapedLower(sc.buf, h.path)
			h.pathScan &^= pathUpper
		} else {
			sc.buf = appendEscaped(sc.buf, h.path)
			h.pathScan |= pathUpper // the hex digits of the escapes
		}
		h.path = sc.since(m)
	}
}

// ia is the surt package's IAURLCanonicalizer with its defaults: the host
// in lower case, its first label "www" or "www" and digits dropped
// (unless keepWWW, or for dns:); the default port of http and https
// dropped; the path in lower case, without an ASP.NET session id segment
// and without a trailing "/" unless it is "/"; the query without session
// ids, in lower case, sorted; an empty query dropped with the "?" kept
// for it.
func (h *handyURL) ia(sc *scratch, keepWWW bool) {
	if h.host != "" {
		if !h.hostLower {
			h.host = lowerAll(sc, h.host)
		}
		if h.scheme != "dns" && !keepWWW && h.kind == hostName {
			h.host = massageHost(h.host)
		}
	}
	if h.port == 80 && h.scheme == "http" || h.port == 443 && h.scheme == "https" {
		h.port = 0
	}
	if h.path != "" {
		f := h.pathScan
		if f == 0 {
			f = pathScan(h.path)
		}
		if f&pathUpper != 0 {
			m := sc.mark()
			sc.buf = appendLower(sc.buf, h.path)
			h.path = sc.since(m)
		}
		if f&pathSlashParen != 0 {
			h.path = stripPathSessionID(sc, h.path)
		}
		if len(h.path) > 1 && h.path[len(h.path)-1] == '/' {
			h.path = h.path[:len(h.path)-1]
		}
	}
	if h.hasQuery {
		h.query = stripQuerySessionID(sc, h.query)
		h.query = lowerAll(sc, h.query)
		h.query = alphaReorderQuery(sc, h.query)
		h.hasQuery = h.query != ""
	} else {
		h.lastDelim = false
	}
}

// appendURL appends h as handyurl's geturl writes it.
func (h *handyURL) appendURL(b []byte) []byte {
	b = append(b, h.scheme...)
	b = append(b, ':')
	if h.host != "" {
		if h.scheme != "dns" {
			b = append(b, "//"...)
		}
		b = append(b, h.host...)
		if h.port != 0 {
			b = append(b, ':')
			b = strconv.AppendInt(b, int64(h.port), 10)
		}
	}
	if h.path != "" {
		b = append(b, h.path...)
	} else if h.hasQuery || h.hasFrag {
		b = append(b, '/')
	}
	if h.hasQuery {
		b = append(b, '?')
		b = append(b, h.query...)
	}
	if h.hasFrag {
		b = append(b, '#')
		b = append(b, h.frag...)
	}
	if h.lastDelim {
		b = append(b, '?')
	}
	return b
}

// readSURT reads and canonicalizes s as the surt package's surt() does
// into p: handyurl.parse, GoogleURLCanonicalizer, IAURLCanonicalizer.
func (c *Canonicalizer) readSURT(s string, sc *scratch, p *parts) (bool, error) {
	// surt(): no URL is "-"; a "filedesc" line of an ARC file stays.
	if s == "" || strings.HasPrefix(s, "filedesc") {
		p.raw, p.isRaw = s, true
		if s == "" {
			p.raw = "-"
		}
		return s != "", nil
	}
	if c.surtPlain(s, sc, p) || c.surtEscaped(s, sc, p) {
		return false, nil
	}
	return false, c.readSURTGeneral(s, sc, p)
}

// readSURTGeneral is readSURT for any input: handyurl.parse,
// GoogleURLCanonicalizer, IAURLCanonicalizer as written above.
func (c *Canonicalizer) readSURTGeneral(s string, sc *scratch, p *parts) error {
	h, err := parseHandy(sc, s)
	if err != nil {
		return err
	}
	h.lowerPath = true
	h.google(sc)
	h.ia(sc, c.o.SURTKeepWWW)
	p.scheme = h.scheme
	p.hasAuth = h.host != ""
	p.host, p.kind = h.host, h.kind
	if h.port != 0 {
		m := sc.mark()
		sc.buf = strconv.AppendInt(sc.buf, int64(h.port), 10)
		p.port, p.hasPort = sc.since(m), true
	}
	p.path = h.path
	p.query, p.hasQuery = h.query, h.hasQuery
	return nil
}

// surtPlain is readSURT in one pass for the URLs most lines are: a
// scheme, then a host name (hostNameEnd) without userinfo or port, or no
// host; a path without dot-segments or empty segments (after a host) or
// session ids, a query without session ids, both of plain bytes (see
// plainBytes). Of such a URL the general way only lower-cases, drops "www",
// the fragment and a trailing "/", and sorts the query (FuzzSURTPlain
// checks that both agree). It reports false, having written nothing of
// note, for any other input.
func (c *Canonicalizer) surtPlain(s string, sc *scratch, p *parts) bool {
	n := surtSchemeEnd(s)
	if n == 0 || strings.IndexByte(s, '%') >= 0 {
		return false // the commonest reason to take the general way, found first
	}
	if k := httpPrefix(s); k > 0 && httpPrefix(s[k:]) > 0 {
		return false
	}
	scheme := lowerAll(sc, s[:n-1])
	rest := s[n:]
	host := ""
	if hasPlainAuthority(rest) {
		a := 0
		if host, a = c.surtPlainHost(sc, scheme == "dns", rest[2:], p); a < 0 {
			return false
		}
		rest = rest[2+a:]
	} else if strings.HasPrefix(scheme, "http") {
		return false // handyurl takes the host from the path
	} else if strings.HasPrefix(rest, "//") {
		rest = rest[2:] // an empty authority: no host
	}
	// The fragment goes whatever it holds; the path and the query must
	// be plain.
	path, query, hasQuery := pathQuery(rest)
	if path == "" && host != "" {
		path = "/"
	} else if path != "" {
		pf := pathScan(path)
		if pf&(pathSlashParen|pathNotPlain) != 0 || host != "" && (pf&pathDoubleSlash != 0 || pf&pathSlashDot != 0 && hasDotSegment(path)) {
			return false
		}
		if pf&pathUpper != 0 {
			m := sc.mark()
			sc.buf = appendLower(sc.buf, path)
			path = sc.since(m)
		}
		if len(path) > 1 && path[len(path)-1] == '/' {
			path = path[:len(path)-1]
		}
	}
	if hasQuery {
		upper, notPlain := queryScan(query)
		if notPlain || sessionForms(query) != 0 {
			return false
		}
		if upper {
			m := sc.mark()
			sc.buf = appendLower(sc.buf, query)
			query = sc.since(m)
		}
		query = alphaReorderQuery(sc, query)
	}
	p.scheme = scheme
	p.hasAuth = host != ""
	p.host = host
	p.path = path
	p.query, p.hasQuery = query, hasQuery
	return true
}

// pathQuery splits what follows the authority into the path and the
// query, the fragment dropped; hasQuery says the query is not empty (the
// surt package drops an empty one).
func pathQuery(rest string) (path, query string, hasQuery bool) {
	if i := strings.IndexByte(rest, '#'); i >= 0 {
		rest = rest[:i]
	}
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		return rest[:i], rest[i+1:], i+1 < len(rest)
	}
	return rest, "", false
}

// hasPlainAuthority reports whether rest, what follows the scheme, starts
// with "//" and an authority that is not empty.
func hasPlainAuthority(rest string) bool {
	return len(rest) > 2 && rest[0] == '/' && rest[1] == '/' && rest[2] != '/' && rest[2] != '?' && rest[2] != '#'
}

// surtPlainHost reads the authority at the start of s when it is a plain
// host name (hostNameEnd) and returns the host as both canonicalizers
// leave it, in lower case, its first label "www" or "www" and digits
// dropped (unless SURTKeepWWW, or dns says the scheme is dns:), and the
// length of the authority; -1 for any other authority. It records the
// host's dots in p for appendSURT.
func (c *Canonicalizer) surtPlainHost(sc *scratch, dns bool, s string, p *parts) (string, int) {
	a, upper, ndots := hostNameEnd(s, &p.dots)
	if a < 0 {
		return "", -1
	}
	host := s[:a]
	if upper {
		m := sc.mark()
		sc.buf = appendLower(sc.buf, host)
		host = sc.since(m)
	}
	if !c.o.SURTKeepWWW && !dns {
		if h := massageHost(host); len(h) < len(host) {
			// The first dot and what comes before it went.
			cut := uint16(len(host) - len(h))
			if ndots > 0 {
				copy(p.dots[:], p.dots[1:ndots])
				ndots--
				for k := range ndots {
					p.dots[k] -= cut
				}
			}
			host = h
		}
	}
	p.ndots = ndots
	return host, a
}

// minimalEscape is the surt package's minimalEscape: unescaped until no
// triplet is left, then escaped once.
func minimalEscape(sc *scratch, s string) string {
	if strings.IndexByte(s, '%') >= 0 && hasTriplet(s) {
		m := sc.mark()
		sc.buf = appendUnescaped(sc.buf, s)
		s = sc.since(m)
	}
	if !needsEscape(s) {
		return s
	}
	m := sc.mark()
	sc.buf = appendEscaped(sc.buf, s)
	return sc.since(m)
}

// googleHost is GoogleURLCanonicalizer's host: unescaped until no triplet
// is left; a name with non-ASCII bytes in Punycode (the bytes that are not
// UTF-8 dropped first; kept as they are when the conversion fails); each
// ".." made "." once and the dots at both ends removed; a numeric host
// read as the C library reads an IPv4 address; otherwise lower-cased and
// escaped. An IP-literal is written in the text of RFC 5952.
func googleHost(sc *scratch, host string, plain bool) (string, hostKind) {
	if !plain && strings.IndexByte(host, '%') >= 0 && hasTriplet(host) {
		m := sc.mark()
		sc.buf = appendUnescaped(sc.buf, host)
		host = sc.since(m)
	}
	if host != "" && host[0] == '[' {
		m := sc.mark()
		var ok bool
		var kind hostKind
		if sc.buf, kind, ok = appendIPv6(sc.buf, host, false); ok {
			return sc.since(m), kind
		}
	}
	if !plain && !syntax.IsASCII(host) {
		if a, err := idna2003Profile.ToASCII(strings.ToValidUTF8(host, "")); err == nil && utf8.ValidString(a) {
			host = a
		}
	}
	f := hostScan(host)
	if f&hostDots != 0 {
		// python's replace("..", "."): one pass, left to right.
		m := sc.mark()
		for i := 0; i < len(host); i++ {
			sc.buf = append(sc.buf, host[i])
			if host[i] == '.' && i+1 < len(host) && host[i+1] == '.' {
				i++
			}
		}
		host = strings.Trim(sc.since(m), ".")
		f = hostScan(host)
	}
	if f&hostNumeric != 0 {
		if a, ok := attemptIPFormats(host); ok {
			m := sc.mark()
			sc.buf = appendIPv4(sc.buf, a)
			return sc.since(m), hostIPv4
		}
	}
	if plain || f&hostEscape == 0 {
		if f&hostUpper == 0 {
			return host, hostName
		}
		m := sc.mark()
		sc.buf = appendLower(sc.buf, host)
		return sc.since(m), hostName
	}
	m := sc.mark()
	sc.buf = appendLowerEscaped(sc.buf, host)
	return sc.since(m), hostName
}

// attemptIPFormats reads a host of digits as a number of which the low 32
// bits are an IPv4 address (the surt package masks larger numbers, which
// ARC files of its live web proxy hold), and a host of digits and dots
// whose first part does not start with "0" (then all decimal) or does
// (then all octal digits) as inet_aton reads it; none other.
func attemptIPFormats(host string) (uint32, bool) {
	if host == "" {
		return 0, false
	}
	digits := true
	for i := 0; i < len(host); i++ {
		if !syntax.IsDigit(host[i]) {
			digits = false
			break
		}
	}
	if digits {
		var a uint32
		for i := 0; i < len(host); i++ {
			a = a*10 + uint32(host[i]-'0')
		}
		return a, true
	}
	// DECIMAL_IP: [1-9][0-9]*(\.[0-9]+){0,3}; OCTAL_IP: 0[0-7]*(\.[0-7]+){0,3}.
	octal := host[0] == '0'
	if !octal && !('1' <= host[0] && host[0] <= '9') {
		return 0, false
	}
	parts := 1
	for i := 0; i < len(host); i++ {
		c := host[i]
		switch {
		case c == '.':
			if i+1 == len(host) || host[i+1] == '.' {
				return 0, false
			}
			parts++
		case octal && (c < '0' || c > '7'), !octal && !syntax.IsDigit(c):
			return 0, false
		}
	}
	if parts > 4 {
		return 0, false
	}
	return inetAton(host)
}

// massageHost drops a first label "www" or "www" and digits ("www2.").
func massageHost(host string) string {
	if !strings.HasPrefix(host, "www") {
		return host
	}
	i := 3
	for i < len(host) && syntax.IsDigit(host[i]) {
		i++
	}
	if i < len(host) && host[i] == '.' {
		return host[i+1:]
	}
	return host
}

// normalizeSURTPath is the surt package's normalizePath: "/" when empty;
// the segments after the first "/" with "." dropped and ".." dropping the
// one before it (or kept when there is none); the empty segments dropped
// but the last (a trailing "/" stays). Its caller has found that there is
// something to do: a path without dot-segments or empty segments that
// starts with "/" is written again as it is.
//
// It writes the path once: each kept segment but an empty one as itself
// and a "/" (the "/" after the last taken off at the end), the segments
// up to the next dot-segment or empty one with one copy. A ".." cuts the
// output back to the "/" before the segment it drops, unless that one is
// empty: the indexes of the kept empty segments are a stack.
func normalizeSURTPath(sc *scratch, path string) string {
	if path == "" {
		return "/"
	}
	start := strings.IndexByte(path, '/') + 1 // the first segment is skipped
	if start == 0 {
		return "/"
	}
	sc.buf = reserve(sc.buf, len(path)+1)
	m := sc.mark()
	sc.buf = append(sc.buf, '/')
	n := 0               // the kept segments
	var empties []int    // the indexes of the empty ones among them
	dot, empty := -1, -1 // the next dot-segment and empty segment at or after start, once looked for
	for start <= len(path) {
		if dot < start {
			if dot = syntax.DotSegmentAt(path[start:]); dot < 0 {
				dot = len(path) + 1
			} else {
				dot += start
			}
		}
		if empty < start {
			if empty = strings.Index(path[start-1:], "//"); empty < 0 {
				empty = len(path) // a path ending in "/" has an empty segment there
				if path[len(path)-1] != '/' {
					empty++
				}
			} else {
				empty += start
			}
		}
		if stop := min(dot, empty, len(path)); stop > start {
			// Segments that are neither, as they are.
			run := path[start:stop]
			sc.buf = append(sc.buf, run...)
			n += strings.Count(run, "/")
			start = stop
			if stop == len(path) && run[len(run)-1] != '/' {
				sc.buf = append(sc.buf, '/')
				n++
				start++ // no empty segment after it
			}
			continue
		}
		end := strings.IndexByte(path[start:], '/')
		if end < 0 {
			end = len(path)
		} else {
			end += start
		}
		switch seg := path[start:end]; {
		case seg == ".":
		case seg == ".." && n > 0:
			n--
			if k := len(empties); k > 0 && empties[k-1] == n {
				empties = empties[:k-1]
			} else {
				out := sc.buf[:len(sc.buf)-1]
				sc.buf = out[:bytes.LastIndexByte(out, '/')+1]
			}
		case seg == "":
			if empties == nil {
				empties = growTo(sc.ints, strings.Count(path[start-1:], "/"))
			}
			empties = append(empties, n)
			n++
		default:
			sc.buf = append(sc.buf, seg...)
			sc.buf = append(sc.buf, '/')
			n++
		}
		start = end + 1
	}
	if k := len(empties); n > 0 && (k == 0 || empties[k-1] != n-1) {
		sc.buf = sc.buf[:len(sc.buf)-1] // the last segment is not empty
	}
	if empties != nil {
		sc.ints = empties
	}
	return sc.since(m)
}

// lowerAll returns s with its ASCII letters in lower case, the hex
// digits of triplets too (python's bytes.lower).
func lowerAll(sc *scratch, s string) string {
	if !syntax.HasUpper(s) {
		return s
	}
	m := sc.mark()
	sc.buf = appendLower(sc.buf, s)
	return sc.since(m)
}

// stripPathSessionID removes an ASP.NET session id segment before a
// ".aspx" path, as IAURLCanonicalizer does: "/(S(24 chars))/x.aspx" and
// "/(24 chars)/x.aspx" (each form once, the last segment that matches;
// letters and digits, any case).
func stripPathSessionID(sc *scratch, path string) string {
	if !strings.Contains(path, "/(") || !containsFold(path, ".aspx") {
		return path
	}
	for _, form := range [...]func(string) int{aspSessionCookieless, aspSessionPlain} {
		ok := aspxBits(sc, path)
		// (.*/) is greedy: the last segment that matches.
		for i := len(path) - 1; i > 0; i-- {
			if path[i] != '(' || path[i-1] != '/' {
				continue
			}
			n := form(path[i:])
			if n == 0 || i+n >= len(path) || ok[(i+n)/8]&(1<<((i+n)%8)) == 0 {
				continue
			}
			m := sc.mark()
			sc.buf = append(sc.buf, path[:i]...)
			sc.buf = append(sc.buf, path[i+n:]...)
			path = sc.since(m)
			break
		}
	}
	return path
}

// aspxBits returns a bit per byte of path, set at r when path[r:] is
// "[^?]+\.aspx.*": ".aspx" at index 1 or later, no "?" before it.
func aspxBits(sc *scratch, path string) []byte {
	bits := sc.bits[:0]
	for range len(path)/8 + 1 {
		bits = append(bits, 0)
	}
	sc.bits = bits
	nextAspx, nextQ := -1, len(path) // the first ".aspx" after r, the first "?" at r or after
	for r := len(path) - 1; r >= 0; r-- {
		if r+1+5 <= len(path) && syntax.EqualLower(path[r+1:r+6], ".aspx") {
			nextAspx = r + 1
		}
		if path[r] == '?' {
			nextQ = r
		}
		if nextAspx >= 0 && nextQ >= nextAspx {
			bits[r/8] |= 1 << (r % 8)
		}
	}
	return bits
}

// containsFold reports whether s holds sub (lower-case) in any case.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		if syntax.EqualLower(s[i:i+len(sub)], sub) {
			return true
		}
	}
	return false
}

// alnumRun reports whether s starts with n letters or digits.
func alnumRun(s string, n int) bool {
	if len(s) < n {
		return false
	}
	for i := 0; i < n; i++ {
		if !syntax.IsAlphaNum(s[i]) {
			return false
		}
	}
	return true
}

// aspSessionCookieless returns the length of "(" (letter "(" 24 "")")+ ")/"
// at the start of s, or 0.
func aspSessionCookieless(s string) int {
	if s == "" || s[0] != '(' {
		return 0
	}
	i, n := 1, 0
	for i+27 <= len(s) && syntax.IsAlpha(s[i]) && s[i+1] == '(' && alnumRun(s[i+2:], 24) && s[i+26] == ')' {
		i += 27
		n++
	}
	if n == 0 || !strings.HasPrefix(s[i:], ")/") {
		return 0
	}
	return i + 2
}

// aspSessionPlain returns the length of "(" 24 letters or digits ")/" at
// the start of s, or 0.
func aspSessionPlain(s string) int {
	if len(s) < 27 || s[0] != '(' || !alnumRun(s[1:], 24) || s[25] != ')' || s[26] != '/' {
		return 0
	}
	return 27
}

// stripQuerySessionID removes the session ids IAURLCanonicalizer removes,
// each form once, in its order: the last "jsessionid=", "phpsessid=" and
// "sid=" with 32 letters or digits, "aspsessionid" with 8 letters, "=" and
// 24 letters, and "cfid=...&cftoken=..." (names in any case), each
// followed by the end or "&"; what follows its "&" joins what comes before
// it ("?a=1&sid=...&b=2" gives "a=1&b=2", "?a=1&sid=..." gives "a=1&").
func stripQuerySessionID(sc *scratch, q string) string {
	forms := sessionForms(q)
	for form := range 5 {
		if forms&(1<<form) == 0 {
			continue
		}
		// The last match: the "=" of each form from the right. amp,
		// amp2: the first and second "&" after that "=".
		amp, amp2 := len(q), len(q)
		for k := len(q) - 1; k >= 0; k-- {
			if q[k] == '&' {
				amp, amp2 = k, amp
				continue
			}
			if q[k] != '=' {
				continue
			}
			i, end := -1, -1
			switch form {
			case 0:
				i, end = k-10, idForm(q, k-10, "jsessionid=", 32)
			case 1:
				i, end = k-9, idForm(q, k-9, "phpsessid=", 32)
			case 2:
				i, end = k-3, idForm(q, k-3, "sid=", 32)
			case 3:
				i, end = k-20, aspSessionForm(q, k-20)
			case 4:
				i, end = k-4, cfForm(q, k-4, amp, amp2)
			}
			if end < 0 {
				continue
			}
			after := ""
			if end < len(q) {
				after = q[end+1:]
			}
			m := sc.mark()
			sc.buf = append(sc.buf, q[:i]...)
			sc.buf = append(sc.buf, after...)
			q = sc.since(m)
			break
		}
	}
	return q
}

// sessionForms returns a bit per form of stripQuerySessionID whose name
// stands before a "=" of q (any case): 1 jsessionid, 2 phpsessid, 4 sid,
// 8 aspsessionid and 8 letters, 16 cfid.
func sessionForms(q string) int {
	forms := 0
	for k := 0; k < len(q); k++ {
		e := strings.IndexByte(q[k:], '=')
		if e < 0 {
			break
		}
		k += e
		if k >= 10 && syntax.EqualLower(q[k-10:k], "jsessionid") {
			forms |= 1
		}
		if k >= 3 && syntax.EqualLower(q[k-3:k], "sid") {
			forms |= 4
			if k >= 9 && syntax.EqualLower(q[k-9:k], "phpsessid") {
				forms |= 2
			}
		}
		if k >= 4 && syntax.EqualLower(q[k-4:k], "cfid") {
			forms |= 16
		}
		if k >= 20 && syntax.EqualLower(q[k-20:k-8], "aspsessionid") {
			forms |= 8
		}
	}
	return forms
}

// idForm returns the end of name (any case) and n letters or digits at
// q[i:], when the end or "&" follows; else -1.
func idForm(q string, i int, name string, n int) int {
	if i < 0 || len(q)-i < len(name)+n || !syntax.EqualLower(q[i:i+len(name)], name) || !alnumRun(q[i+len(name):], n) {
		return -1
	}
	end := i + len(name) + n
	if end < len(q) && q[end] != '&' {
		return -1
	}
	return end
}

// aspSessionForm matches "aspsessionid" (any case), 8 letters, "=" and 24
// letters at q[i:], followed by the end or "&".
func aspSessionForm(q string, i int) int {
	const name = "aspsessionid"
	if i < 0 || len(q)-i < len(name)+8+1+24 || !syntax.EqualLower(q[i:i+len(name)], name) {
		return -1
	}
	j := i + len(name)
	for k := 0; k < 8; k++ {
		if !syntax.IsAlpha(q[j+k]) {
			return -1
		}
	}
	j += 8
	if q[j] != '=' {
		return -1
	}
	j++
	for k := 0; k < 24; k++ {
		if !syntax.IsAlpha(q[j+k]) {
			return -1
		}
	}
	j += 24
	if j < len(q) && q[j] != '&' {
		return -1
	}
	return j
}

// cfForm matches "cfid=" and a value, "&cftoken=" and a value (names in
// any case, values one or more bytes but "&") at q[i:], where amp and amp2
// are the first and second "&" after i (or len(q)); it returns the end.
func cfForm(q string, i, amp, amp2 int) int {
	const id, token = "cfid=", "cftoken="
	if i < 0 || amp-i <= len(id) || !syntax.EqualLower(q[i:i+len(id)], id) || amp == len(q) {
		return -1
	}
	t := amp + 1
	if amp2-t <= len(token) || !syntax.EqualLower(q[t:t+len(token)], token) {
		return -1
	}
	return amp2
}

// alphaReorderQuery sorts the query's "&"-separated arguments as the surt
// package does: as (name, value) pairs split at the first "=", by name
// then value, an argument without "=" before one with the same name.
func alphaReorderQuery(sc *scratch, q string) string {
	if len(q) <= 1 || strings.IndexByte(q, '&') < 0 {
		return q
	}
	args := growTo(sc.qargs, strings.Count(q, "&")+1)
	for start := 0; ; {
		end := strings.IndexByte(q[start:], '&')
		if end < 0 {
			end = len(q)
		} else {
			end += start
		}
		a := q[start:end]
		args = append(args, qarg{a, int32(strings.IndexByte(a, '='))})
		if end == len(q) {
			break
		}
		start = end + 1
	}
	slices.SortFunc(args, func(a, b qarg) int {
		an, bn := a.s, b.s
		if a.eq >= 0 {
			an = a.s[:a.eq]
		}
		if b.eq >= 0 {
			bn = b.s[:b.eq]
		}
		if c := strings.Compare(an, bn); c != 0 {
			return c
		}
		switch {
		case a.eq < 0 && b.eq < 0:
			return 0
		case a.eq < 0:
			return -1
		case b.eq < 0:
			return 1
		}
		return strings.Compare(a.s[a.eq+1:], b.s[b.eq+1:])
	})
	sc.qargs = args
	m := sc.mark()
	for i, a := range args {
		if i > 0 {
			sc.buf = append(sc.buf, '&')
		}
		sc.buf = append(sc.buf, a.s...)
	}
	return sc.since(m)
}

// appendSURT appends the SURT key of p: the host's labels reversed and
// joined by "," (an IPv4 address's numbers too, without the trailing
// comma), closed by ")", then the path and query; with SURTScheme the
// scheme and "://(" before it.
func (c *Canonicalizer) appendSURT(b []byte, p *parts) []byte {
	if p.isRaw {
		return append(b, p.raw...)
	}
	host := ""
	if p.hasAuth {
		host = p.host
	}
	if c.o.SURTScheme {
		b = append(b, p.scheme...)
		b = append(b, ':')
		if host != "" {
			if p.scheme != "dns" {
				b = append(b, "//"...)
			}
			b = append(b, '(')
		}
	} else if host == "" {
		b = append(b, p.scheme...)
		b = append(b, ':')
	}
	if host != "" {
		if p.hasUser {
			b = append(b, p.userinfo...)
			b = append(b, '@')
		}
		ip := p.kind == hostIPv6 || isDottedQuad(host)
		if p.kind == hostIPv6 {
			b = append(b, host...)
		} else {
			// The labels right to left, from the dots the profile
			// found, or found here.
			dots, n := p.dots, p.ndots
			if n <= 0 {
				n = 0
				for i := 0; i < len(host); i++ {
					if host[i] == '.' {
						if n == maxDots {
							n = -1
							break
						}
						dots[n] = uint16(i)
						n++
					}
				}
			}
			end := len(host)
			if n < 0 {
				// More labels than that: byte by byte.
				for i := len(host) - 1; i >= 0; i-- {
					if host[i] == '.' {
						b = append(b, host[i+1:end]...)
						b = append(b, ',')
						end = i
					}
				}
			} else {
				for k := n - 1; k >= 0; k-- {
					b = append(b, host[dots[k]+1:end]...)
					b = append(b, ',')
					end = int(dots[k])
				}
			}
			b = append(b, host[:end]...)
		}
		if p.hasPort {
			b = append(b, ':')
			b = append(b, p.port...)
		}
		if c.o.SURTTrailingComma && !ip {
			b = append(b, ',')
		}
		b = append(b, ')')
	}
	if p.path != "" {
		b = append(b, p.path...)
	} else if p.hasQuery || p.hasFrag {
		b = append(b, '/')
	}
	return p.appendQueryFragment(b)
}
