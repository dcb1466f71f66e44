package check

// This file checks what the generic syntax refuses (RFC 3986 4.1, RFC 3987
// 2.2): such a reference is invalid, but lenient readers and browsers
// follow it all the same, so its report names the dangers of what they
// make of it. A lenient reader's: the components RFC 3986 Appendix B
// splits it into (diff.SplitLenient, the lenient reader of urikit diff),
// each checked as written. A browser's: the scheme the URL Standard
// reads, when it runs script. And the parser differential.

import (
	"net/netip"
	"strings"

	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
	"github.com/urikit/urikit/whatwg/diff"
)

// refused returns the report of s, which the generic syntax refuses with
// err.
func refused(s string, err error) Report {
	var c collector
	v := splitView(s, diff.SplitLenient(s))
	for _, f := range checks {
		f(v, &c)
	}
	if !c.has(ActiveScheme) {
		// The scheme and a data media type are at the start: the URL
		// Standard reads them from the first bytes after its trimming.
		at := schemeStart(s)
		head := s[:min(len(s), at+maxSchemeHead)]
		if u, err := whatwg.Parse(head); err == nil {
			if msg, _, ok := activeScheme(u.Scheme(), u.Pathname()); ok {
				c.add(Warning{ActiveScheme, at, "the URL Standard reads " + msg})
			}
		}
	}
	checkDifferential(s, &c)
	return Report{Input: s, Err: err, Warnings: c.list()}
}

// maxSchemeHead is how much of a refused input the URL Standard reads for
// its scheme: room for a scheme, "," and a data media type with its
// parameters.
const maxSchemeHead = 1024

// splitView lays out the components of p, the lenient reading of s. A
// scheme that is not one by RFC 3986 3.1 (" javascript") is kept: the
// lenient reader takes it so. The host kind is that of RFC 3986 3.2.2: an
// IP literal in brackets, an IPv4address in dotted decimal, or else a
// reg-name.
func splitView(s string, p diff.Split) *view {
	v := &view{s: s, scheme: p.Scheme, hasScheme: p.HasScheme, name: strings.ToLower(p.Scheme),
		hasAuth: p.HasAuthority, userinfo: p.Userinfo, hasUserinfo: p.HasUserinfo, userinfoAt: p.AuthorityAt,
		host: p.Host, hostAt: p.HostAt, port: p.Port, hasPort: p.HasPort, portAt: p.PortAt,
		path: p.Path, pathAt: p.PathAt, query: p.Query, hasQuery: p.HasQuery, queryAt: p.QueryAt,
		fragment: p.Fragment, hasFragment: p.HasFragment, fragmentAt: p.FragmentAt, lenient: true}
	if !p.HasQuery {
		v.queryAt = p.PathAt + len(p.Path) + 1
	}
	if !p.HasFragment {
		v.fragmentAt = len(s) + 1
	}
	v.hostKind = uri.HostRegName
	if h := p.Host; strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		v.hostKind = uri.HostIPvFuture
		if a, err := netip.ParseAddr(h[1 : len(h)-1]); err == nil && a.Is6() {
			v.hostKind = uri.HostIPv6
		}
	} else if a, err := netip.ParseAddr(h); err == nil && a.Is4() {
		v.hostKind = uri.HostIPv4
	}
	return v
}

// schemeStart is the offset of the first byte of s that the URL Standard
// does not trim as a leading C0 control or space (4.4).
func schemeStart(s string) int {
	i := 0
	for i < len(s) && s[i] <= ' ' {
		i++
	}
	return min(i, max(len(s)-1, 0))
}
