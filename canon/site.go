package canon

// This file finds a host's registrable domain, its "site": the public
// suffix (the Public Suffix List, publicsuffix.org, as
// golang.org/x/net/publicsuffix holds it) and one label more.

import (
	"net/netip"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/publicsuffix"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/whatwg"
)

// Site returns the registrable domain of host (eTLD+1 by the Public
// Suffix List: "www.example.co.uk" gives "example.co.uk") and whether it
// has one. It has none when host is empty, an IP address (with or without
// brackets, or any name that ends in a number, which the URL Standard
// reads as an IPv4 address or refuses), a
// public suffix itself ("co.uk", "github.io", and by the List's default
// rule any name of one label), or not a DNS name: percent-encoding that is
// not UTF-8, a name that UTS #46 cannot map, or one that holds a
// forbidden domain code point of the URL Standard. The host is taken in any
// case, percent-encoded or not, in Unicode or Punycode, with or without
// a trailing dot; the site is given in the host's own form (case aside:
// lower case), as many labels of it as the site has.
func Site(host string) (string, bool) {
	h := strings.TrimSuffix(host, ".")
	if h == "" || h[0] == '[' || strings.HasSuffix(h, ".") || len(h) > maxHostText {
		return "", false
	}
	if strings.IndexByte(h, '%') >= 0 {
		var b []byte
		b = appendUnescapedOnce(b, h)
		if !utf8.Valid(b) {
			return "", false
		}
		h = string(b)
	}
	if !utf8.ValidString(h) {
		return "", false
	}
	if _, err := netip.ParseAddr(h); err == nil {
		return "", false
	}
	if endsInNumber(h) {
		return "", false // an IPv4 address, or no host for the URL Standard
	}
	// The URL Standard's domain to ASCII (3.3): UTS #46 for a name in
	// Unicode or with "xn--" labels, lower case for the others, and no
	// forbidden domain code point ("0.[.a" is no DNS name).
	a, err := whatwg.DomainToASCII(h)
	if err != nil || a == "" {
		return "", false
	}
	site, err := publicsuffix.EffectiveTLDPlusOne(a)
	if err != nil {
		return "", false
	}
	// As many labels of the host as the site has, in the host's form,
	// when the host has as many labels as its ASCII form.
	if strings.Count(h, ".") != strings.Count(a, ".") {
		return site, true
	}
	start := len(h)
	for n := strings.Count(site, ".") + 1; n > 0; n-- {
		start = strings.LastIndexByte(h[:start], '.')
	}
	return strings.ToLower(h[start+1:]), true
}

// maxHostText bounds the hosts Site looks at: a DNS name is at most 253
// bytes (RFC 1035 2.3.4); percent-encoded, or in Unicode, four times as
// many is plenty.
const maxHostText = 4 * 253

// appendUnescapedOnce appends s with each pct-encoded triplet decoded
// once (RFC 3986 2.1), a "%" that starts none kept.
func appendUnescapedOnce(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if syntax.IsPctEncoded(s, i) {
			b = append(b, syntax.PctOctet(s, i))
			i += 2
			continue
		}
		b = append(b, s[i])
	}
	return b
}
