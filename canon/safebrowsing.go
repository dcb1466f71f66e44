package canon

// This file is the SafeBrowsing profile: Google Safe Browsing's URL
// canonicalization (developers.google.com/safe-browsing/v4/urls-hashing,
// "Canonicalization"; the IPv6 rules of its v5 reference, "URLs and
// Hashing").

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

const opSafeBrowsing = "canon safebrowsing"

// sbScheme returns the scheme at the start of s and the rest after its
// ":", or "" and s when s has none. A ":" followed by digits and then "/"
// or the end is a port, not the end of a scheme ("www.example.com:80/"),
// as Google's client reads it.
func sbScheme(s string) (scheme, rest string) {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case syntax.IsAlpha(c):
		case syntax.IsDigit(c) || c == '+' || c == '-' || c == '.':
			if i == 0 {
				return "", s
			}
		case c == ':':
			if i == 0 {
				return "", s
			}
			j := i + 1
			for j < len(s) && syntax.IsDigit(s[j]) {
				j++
			}
			if j > i+1 && (j == len(s) || s[j] == '/') {
				return "", s
			}
			return s[:i], s[i+1:]
		default:
			return "", s
		}
	}
	return "", s
}

// readSafeBrowsing canonicalizes s as Safe Browsing does into p.
func (c *Canonicalizer) readSafeBrowsing(s string, sc *scratch, p *parts) (bool, error) {
	// Plain input has nothing to trim, remove, unescape or escape; input
	// whose only odd byte is "%" nothing to trim or remove.
	pct, odd := plainScan(s)
	plain := !pct && !odd
	lo, hi := 0, len(s)
	if odd {
		lo, hi = trimC0(s)
	}
	t := s[lo:hi]
	// First, tab, CR and LF go; second, the fragment.
	if odd && hasTabOrNewline(t) {
		if k := checkTabs(t); k >= 0 {
			return false, hostError(opSafeBrowsing, s, lo+k, "a tab or line break in the scheme or authority")
		}
		m := sc.mark()
		for i := 0; i < len(t); i++ {
			if !isTabOrNewline(t[i]) {
				sc.buf = append(sc.buf, t[i])
			}
		}
		t = sc.since(m)
	}
	if i := strings.IndexByte(t, '#'); i >= 0 {
		t = t[:i]
	}
	// Third, percent-unescape until no escape is left.
	if pct { // a copy when no "%" starts a triplet, cheaper than looking first
		m := sc.mark()
		sc.buf = appendUnescaped(sc.buf, t)
		t = sc.since(m)
		odd = true // what the triplets stood for may be any byte
	}
	scheme, rest := sbScheme(t)
	if odd && (scheme == "" || isSpecial(scheme)) {
		rest = slashes(sc, rest) // "\" as the URL Standard reads it
	}
	authStart := 0
	if scheme == "" {
		scheme = "http"
	} else if !strings.HasPrefix(rest, "//") {
		return false, &uri.Error{Op: opSafeBrowsing, Input: s, Offset: lo + len(scheme) + 1, Component: uri.Host, Err: ErrNoHost}
	} else {
		rest = rest[2:]
		authStart = len(scheme) + 3
	}
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		p.query, p.hasQuery = rest[i+1:], true
		rest = rest[:i]
	}
	host, path := rest, ""
	if i := strings.IndexByte(rest, '/'); i >= 0 {
		host, path = rest[:i], rest[i:]
	}
	// The userinfo and the port are not part of the canonical URL.
	if strings.IndexByte(host, '@') >= 0 { // a forward scan, fast when there is none
		host = host[strings.LastIndexByte(host, '@')+1:]
	}
	host = stripPorts(host)
	p.scheme = lowerAll(sc, scheme)
	p.hasAuth = true
	p.host, p.kind = sbHost(sc, host, plain)
	if p.host == "" {
		return false, &uri.Error{Op: opSafeBrowsing, Input: s, Offset: lo + authStart, Component: uri.Host, Err: ErrNoHost}
	}
	p.path = sbPath(sc, path, plain)
	if !plain && p.hasQuery && needsEscape(p.query) {
		m := sc.mark()
		sc.buf = appendEscaped(sc.buf, p.query)
		p.query = sc.since(m)
	}
	return false, nil
}

// stripPorts removes a port (":" and digits, or ":" alone) from the end
// of host, again while one is left: the canonical URL holds no port.
func stripPorts(host string) string {
	for {
		j := len(host)
		for j > 0 && syntax.IsDigit(host[j-1]) {
			j--
		}
		if j == 0 || host[j-1] != ':' {
			return host
		}
		host = host[:j-1]
	}
}

// sbHost canonicalizes the (unescaped) host: an internationalized name in
// Punycode; leading and trailing dots removed and each run of dots made
// one; an IPv4 address in any legal encoding as four decimal numbers; an
// IPv6 literal in RFC 5952 text, or as its IPv4 address when it is
// IPv4-mapped or NAT64; lower case; then escaped. A plain host (see
// plainRef) has nothing to convert to ASCII or escape.
func sbHost(sc *scratch, host string, plain bool) (string, hostKind) {
	if h, ok := sbNameHost(sc, host); ok {
		return h, hostName
	}
	return sbHostGeneral(sc, host, plain)
}

// sbNameHost is sbHost for a plain host name (hostNameEnd, one word
// scan), which has nothing to convert, collapse or escape: lower-cased.
// It reports false for any other host, and for a name whose last label
// makes it an IPv4 address.
func sbNameHost(sc *scratch, host string) (string, bool) {
	var dots [maxDots]uint16
	end, upper, n := hostNameEnd(host, &dots)
	if end != len(host) {
		return "", false
	}
	last := host
	if n > 0 {
		last = host[dots[n-1]+1:]
	} else if n < 0 {
		last = host[strings.LastIndexByte(host, '.')+1:]
	}
	if isNumberLabel(last) {
		return "", false
	}
	if !upper {
		return host, true
	}
	m := sc.mark()
	sc.buf = appendLower(sc.buf, host)
	return sc.since(m), true
}

// sbHostGeneral is sbHost for any host.
func sbHostGeneral(sc *scratch, host string, plain bool) (string, hostKind) {
	if len(host) > 0 && host[0] == '[' {
		m := sc.mark()
		var ok bool
		var kind hostKind
		if sc.buf, kind, ok = appendIPv6(sc.buf, host, true); ok {
			return sc.since(m), kind
		}
	}
	if !plain && !syntax.IsASCII(host) && utf8.ValidString(host) {
		if a, err := toASCII(host); err == nil {
			host = a
		}
	}
	// Without its dots "a:1." ends in a port, "a.:" in dots: until none
	// is left.
	for h := collapseDots(sc, host); h != host; h = collapseDots(sc, host) {
		host = stripPorts(h)
	}
	if a, ok := decodeIPv4(host); ok {
		return a, hostIPv4
	}
	if plain || !needsEscape(host) {
		return lowerAll(sc, host), hostName
	}
	sc.buf = reserve(sc.buf, 3*len(host))
	m := sc.mark()
	sc.buf = appendLowerEscaped(sc.buf, host)
	return sc.since(m), hostName
}

// collapseDots returns host without leading and trailing dots, each run of
// dots inside made one.
func collapseDots(sc *scratch, host string) string {
	if host == "" || host[0] != '.' && host[len(host)-1] != '.' && !strings.Contains(host, "..") {
		return host
	}
	host = strings.Trim(host, ".")
	if !strings.Contains(host, "..") {
		return host
	}
	m := sc.mark()
	for i := 0; i < len(host); i++ {
		if host[i] == '.' && i > 0 && host[i-1] == '.' {
			continue
		}
		sc.buf = append(sc.buf, host[i])
	}
	return sc.since(m)
}

// sbPath canonicalizes the (unescaped) path: "/" when empty, each run of
// slashes made one, "." and ".." segments resolved (RFC 3986 5.2.4),
// then escaped (unless plain). The first two rewrite one copy of the path
// in the arena.
func sbPath(sc *scratch, path string, plain bool) string {
	if path == "" {
		return "/"
	}
	double := strings.Contains(path, "//")
	if k := syntax.DotSegmentAt(path); double || k >= 0 {
		sc.buf = reserve(sc.buf, len(path))
		m := sc.mark()
		if double {
			for i := 0; i < len(path); i++ {
				if path[i] == '/' && i > 0 && path[i-1] == '/' {
					continue
				}
				sc.buf = append(sc.buf, path[i])
			}
			k = syntax.DotSegmentAt(sc.since(m))
		} else {
			sc.buf = append(sc.buf, path...)
		}
		sc.buf = sc.buf[:m+syntax.RemoveDotSegmentsFrom(sc.buf[m:], k)]
		path = sc.since(m)
	}
	if !plain && needsEscape(path) {
		m := sc.mark()
		sc.buf = appendEscaped(sc.buf, path)
		path = sc.since(m)
	}
	return path
}
