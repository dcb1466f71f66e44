package whatwg

// This file implements 3.5 "Host parsing" (the host parser and the
// opaque-host parser), 3.3 "IDNA" (domain to ASCII, with the forbidden
// host and domain code points of 3.2 "Host miscellaneous") and 3.6 "Host
// serializing".

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
)

// idnaProfile is UTS #46 ToASCII with the flags of 3.3 "domain to ASCII"
// for beStrict false: CheckHyphens false, CheckBidi true, CheckJoiners
// true, UseSTD3ASCIIRules false, Transitional_Processing false,
// VerifyDnsLength false.
var idnaProfile = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.CheckJoiners(true),
	idna.CheckHyphens(false),
	idna.StrictDomainName(false),
	idna.Transitional(false),
	idna.VerifyDNSLength(false),
)

// isForbiddenHost reports whether c is a forbidden host code point (3.2).
func isForbiddenHost(c byte) bool {
	switch c {
	case 0, '\t', '\n', '\r', ' ', '#', '/', ':', '<', '>', '?', '@', '[', '\\', ']', '^', '|':
		return true
	}
	return false
}

// isForbiddenDomain reports whether c is a forbidden domain code point
// (3.2): a forbidden host code point, a C0 control, '%' or U+007F DELETE.
func isForbiddenDomain(c byte) bool {
	return isForbiddenHost(c) || c <= 0x1F || c == '%' || c == 0x7F
}

// parseHost is the host parser (3.5) on buf, at offset at of p.in, with
// isOpaque true for a non-special URL: the serialized host (3.6) and its
// kind, or false after recording the failure.
func (p *parser) parseHost(buf string, isOpaque bool, at int) (string, HostType, bool) {
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
		p.arena = appendIPv6(p.arena, a)
		p.arena = append(p.arena, ']')
		return p.arenaString(start), IPv6, true
	}
	if isOpaque {
		return p.parseOpaqueHost(buf, at)
	}
	ascii, ok := p.domainToASCII(percentDecode(buf), at)
	if !ok {
		return "", 0, false
	}
	if endsInNumber(ascii) {
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

// parseOpaqueHost is the opaque-host parser (3.5): no forbidden host code
// point; the rest percent-encoded with the C0 control percent-encode set.
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

// domainToASCII is domain to ASCII (3.3) with beStrict false, on the
// percent-decoded host, followed by the host parser's check for forbidden
// domain code points (3.5 step 7). An ASCII domain none of whose labels
// starts with "xn--" is only lower-cased, as 3.3 step 1 allows.
func (p *parser) domainToASCII(domain string, at int) (string, bool) {
	var seen uint8
	simple := true
	for k := 0; k < len(domain); k++ {
		t := byteClass[domain[k]]
		seen |= t
		if t&bcX != 0 && (k == 0 || domain[k-1] == '.') && len(domain)-k >= 4 &&
			domain[k+1]|0x20 == 'n' && domain[k+2] == '-' && domain[k+3] == '-' {
			simple = false
		}
	}
	if seen&bcForbidden != 0 && !isASCII(domain) {
		simple = false
	}
	var ascii string
	if simple {
		if domain == "" {
			p.failAt(at, "domain-to-ASCII", "the domain is empty after UTS #46 ToASCII")
			return "", false
		}
		if seen&bcForbidden != 0 {
			p.failAt(at, "domain-invalid-code-point", "the domain holds a forbidden domain code point")
			return "", false
		}
		if seen&bcUpper == 0 {
			return domain, true
		}
		return p.lower(domain), true
	}
	if !utf8.ValidString(domain) {
		domain = strings.ToValidUTF8(domain, "\uFFFD")
	}
	s, err := idnaProfile.ToASCII(domain)
	if err != nil {
		p.failAt(at, "domain-to-ASCII", "the domain fails UTS #46 ToASCII: "+err.Error())
		return "", false
	}
	if !decodable(s) {
		p.failAt(at, "domain-to-ASCII", "a label is too long for golang.org/x/net/idna to decode again (1024 code points at most)")
		return "", false
	}
	ascii = s
	if ascii == "" {
		p.failAt(at, "domain-to-ASCII", "the domain is empty after UTS #46 ToASCII")
		return "", false
	}
	for k := 0; k < len(ascii); k++ {
		if isForbiddenDomain(ascii[k]) {
			p.failAt(at, "domain-invalid-code-point", "the domain holds a forbidden domain code point")
			return "", false
		}
	}
	return ascii, true
}

// isASCII reports whether s holds only ASCII bytes.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// maxDecoded is the most code points golang.org/x/net/idna decodes from
// one Punycode label: it refuses longer labels when reading "xn--" labels
// back, although its encoder writes them.
const maxDecoded = 1024

// decodable reports whether ToASCII accepts its own result s again: every
// "xn--" label that could decode to maxDecoded code points or more (its
// length bounds their number) is tried. Without this check, a host with a
// label of over 1023 code points, not all ASCII, would serialize to an
// href that does not parse: the URL Standard sets no such limit
// (VerifyDnsLength is false), so this is where package whatwg differs from
// it, on hosts no DNS name can have.
func decodable(s string) bool {
	for len(s) > 0 {
		label := s
		if k := strings.IndexByte(s, '.'); k >= 0 {
			label, s = s[:k], s[k+1:]
		} else {
			s = ""
		}
		if len(label) >= maxDecoded+4 && strings.HasPrefix(label, "xn--") {
			if _, err := idnaProfile.ToASCII(label); err != nil {
				return false
			}
		}
	}
	return true
}
