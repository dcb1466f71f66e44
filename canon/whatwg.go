package canon

// This file is the WHATWG profile: the URL Standard's reading and
// serialization (4.4 "basic URL parser", 4.5 "URL serializer").

import (
	"strings"

	"github.com/urikit/urikit/whatwg"
)

// readWHATWG reads s by the URL Standard into p. The standard removes tabs
// and line breaks anywhere; one inside the scheme or authority is an
// error here, since removing it changes the host.
func (c *Canonicalizer) readWHATWG(s string, p *parts) (bool, error) {
	if hasTabOrNewline(s) {
		lo, hi := trimC0(s)
		if k := checkTabs(s[lo:hi]); k >= 0 {
			return false, hostError("canon whatwg", s, lo+k, "a tab or line break in the scheme or authority")
		}
	}
	u, err := whatwg.Parse(s)
	if err != nil {
		return false, err
	}
	href := u.Href()
	p.scheme = u.Scheme()
	if t := u.HostType(); t != whatwg.NoHost {
		p.hasAuth = true
		if u.HasCredentials() {
			// The username and password are percent-encoded: the first
			// "@" after "scheme://" ends them.
			rest := href[len(p.scheme)+3:]
			p.userinfo, p.hasUser = rest[:strings.IndexByte(rest, '@')], true
		}
		p.host = u.Hostname()
		switch t {
		case whatwg.IPv4:
			p.kind = hostIPv4
		case whatwg.IPv6:
			p.kind = hostIPv6
		}
		p.port = u.Port()
		p.hasPort = p.port != ""
	}
	p.path = u.Pathname()
	p.query, p.hasQuery = u.Query()
	p.frag, p.hasFrag = u.Fragment()
	p.whole = href
	return href == s, nil
}
