package whatwg

// This file implements 3.5 "Host parsing": the host parser
// (https://url.spec.whatwg.org/#concept-host-parser) and the opaque-host
// parser (https://url.spec.whatwg.org/#concept-opaque-host-parser), with
// the forbidden host and domain code points of 3.2 "Host miscellaneous"
// (https://url.spec.whatwg.org/#host-miscellaneous). The domain parser
// (3.3) is in idna.go, the IPv4 and IPv6 parsers in ipv4.go and ipv6.go.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// isForbiddenHost reports whether c is a forbidden host code point (3.2,
// https://url.spec.whatwg.org/#forbidden-host-code-point).
func isForbiddenHost(c byte) bool {
	switch c {
	case 0, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}

// isForbiddenDomain reports whether c is a forbidden domain code point
// (3.2, https://url.spec.whatwg.org/#forbidden-domain-code-point): a
// forbidden host code point, a C0 control, '%' or U+007F DELETE.
func isForbiddenDomain(c byte) bool {
	return isForbiddenHost(c) || c <= 0x1F || c == '%' || c == 0x7F
}

// parseHost is the host parser (3.5,
// https://url.spec.whatwg.org/#concept-host-parser) on buf, at offset at
// of p.in, with isOpaque true for a non-special URL: the serialized host
// (3.6) and its kind, or false after recording the failure.
func (p *parser) parseHost(buf string, isOpaque bool, at int) (string, HostType, bool) {
	// Step 1: an IPv6 address in brackets.
	if len(buf) > 0 && buf[0] == '[' {
		if buf[len(buf)-1] != ']' || len(buf) < 2 {
			p.failAt(at, "IPv6-unclosed", "an IPv6 address lacks its ']'")
			return "", 0, false
		}
		a, ok := p.parseIPv6(buf[1:len(buf)-1], at+1)
		if !ok {
			return "", 0, false
		}
		start := len(p.arena)
		p.arena = append(p.arena, '[')
		p.arena = syntax.AppendIPv6(p.arena, a) // 3.6: the IPv6 serializer
		p.arena = append(p.arena, ']')
		return p.arenaString(start), IPv6, true
	}
	// Step 2.
	if isOpaque {
		return p.parseOpaqueHost(buf, at)
	}
	// Steps 4 and 5: percent-decoded; a byte that is not UTF-8 is U+FFFD,
	// which the domain parser refuses.
	domain := percentDecode(buf)
	if p.vals != nil && len(domain) != len(buf) {
		k := strings.IndexByte(buf, '%')
		for !syntax.IsPctEncoded(buf, k) {
			k += 1 + strings.IndexByte(buf[k+1:], '%')
		}
		p.val(at+k, "domain-percent-encoded")
	}
	// Steps 6 and 7: the domain parser (3.3).
	ascii, ok := p.domainToASCII(domain, at)
	if !ok {
		if len(domain) != len(buf) {
			p.fail.Offset = at // offsets in the decoded domain are not the input's
		}
		return "", 0, false
	}
	// Step 8: a domain that ends in a number is an IPv4 address or nothing.
	if endsInNumber(ascii) {
		if !syntax.IsASCII(domain) {
			p.val(at, "IPv4-non-ASCII-input")
		}
		a, ok := p.parseIPv4(ascii, at)
		if !ok {
			return "", 0, false
		}
		start := len(p.arena)
		p.arena = appendIPv4(p.arena, a)
		return p.arenaString(start), IPv4, true
	}
	return ascii, Domain, true
}

// parseOpaqueHost is the opaque-host parser (3.5,
// https://url.spec.whatwg.org/#concept-opaque-host-parser): no forbidden
// host code point; the rest percent-encoded with the C0 control
// percent-encode set.
func (p *parser) parseOpaqueHost(buf string, at int) (string, HostType, bool) {
	var seen uint8
	for k := 0; k < len(buf); k++ {
		seen |= opaqueHostClass[buf[k]]
	}
	if seen&ohForbidden != 0 {
		for k := 0; k < len(buf); k++ {
			if isForbiddenHost(buf[k]) {
				p.failAt(at+k, "host-invalid-code-point", "the host holds a forbidden host code point")
				return "", 0, false
			}
		}
	}
	p.checkURLUnits(buf, at)
	if buf == "" {
		return "", EmptyHost, true
	}
	if seen&ohEncode == 0 {
		return buf, Opaque, true
	}
	return p.encode(buf, c0ControlSet), Opaque, true
}
