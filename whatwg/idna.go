package whatwg

// This file implements 3.3 "IDNA": the domain parser, formerly "domain to
// ASCII" (https://url.spec.whatwg.org/#concept-domain-to-ascii), and
// domain parser ToASCII (https://url.spec.whatwg.org/#domain-parser-toascii),
// which runs UTS #46 ToASCII through golang.org/x/net/idna. Where x/net/idna
// v0.62.0 is more lenient than UTS #46 as the standard cites it, on "xn--"
// labels, the checks here refuse what UTS #46 refuses.

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"

	"github.com/urikit/urikit/internal/syntax"
)

// idnaProfile is domain parser ToASCII (3.3) with beStrict false: UTS #46
// ToASCII with CheckHyphens false, CheckBidi true, CheckJoiners true,
// UseSTD3ASCIIRules false, Transitional_Processing false and
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

// strictProfile is domain parser ToASCII (3.3) with beStrict true:
// CheckHyphens, UseSTD3ASCIIRules and VerifyDnsLength true as well.
var strictProfile = idna.New(
	idna.MapForLookup(),
	idna.BidiRule(),
	idna.CheckJoiners(true),
	idna.CheckHyphens(true),
	idna.StrictDomainName(true),
	idna.Transitional(false),
	idna.VerifyDNSLength(true),
)

// domainToASCII is the domain parser (3.3) with beStrict false, on a domain
// that starts at offset at of p.in:
//
//   - steps 1 and 2: when validation errors are collected, a
//     "domain-to-ASCII" validation error if domain parser ToASCII with
//     beStrict true fails;
//   - step 5: an ASCII domain is lower-cased, whatever UTS #46 ToASCII makes
//     of it (an "xn--" label that is no valid Punycode stays as written:
//     "xn--ab-" and "a.xn--" are domains);
//   - step 6: any other domain is what domain parser ToASCII with beStrict
//     false makes of it, or failure;
//   - steps 7 and 8: failure when the result is empty or holds a forbidden
//     domain code point (3.2).
//
// A failure is at the offending code point or "xn--" label (its offset in
// domain, plus at), or at at when UTS #46 ToASCII fails: x/net/idna does
// not say where.
func (p *parser) domainToASCII(domain string, at int) (string, bool) {
	if p.vals != nil && !domainValidStrict(domain) {
		p.val(at, "domain-to-ASCII")
	}
	var seen uint8
	for k := 0; k < len(domain); k++ {
		seen |= byteClass[domain[k]]
	}
	if seen&bcForbidden == 0 || syntax.IsASCII(domain) {
		if domain == "" {
			p.failAt(at, "domain-to-ASCII", "the domain is empty")
			return "", false
		}
		if seen&bcForbidden != 0 {
			return "", p.forbiddenDomain(domain, at, true)
		}
		if seen&bcUpper == 0 {
			return domain, true
		}
		return p.lower(domain), true
	}
	if !utf8.ValidString(domain) {
		domain = strings.ToValidUTF8(domain, "\uFFFD") // fails ToASCII: U+FFFD is disallowed
	}
	s, err := idnaProfile.ToASCII(domain)
	if err != nil {
		p.failAt(at, "domain-to-ASCII", "the domain fails UTS #46 ToASCII: "+err.Error())
		return "", false
	}
	if k, reason := badACELabel(domain); reason != "" {
		p.failAt(at+k, "domain-to-ASCII", "the domain fails UTS #46 ToASCII: "+reason)
		return "", false
	}
	if s == "" {
		p.failAt(at, "domain-to-ASCII", "the domain is empty after UTS #46 ToASCII")
		return "", false
	}
	if strings.IndexFunc(s, func(r rune) bool { return r < utf8.RuneSelf && isForbiddenDomain(byte(r)) }) >= 0 {
		return "", p.forbiddenDomain(s, at, false)
	}
	return s, true
}

// forbiddenDomain records the failure of step 8 of the domain parser (3.3)
// for the first forbidden domain code point (3.2) of s: at its offset in s
// plus at when s is the domain itself (written, when inS), else (s is the
// result of ToASCII) at at.
func (p *parser) forbiddenDomain(s string, at int, inS bool) bool {
	off := at
	if inS {
		for k := 0; k < len(s); k++ {
			if isForbiddenDomain(s[k]) {
				off = at + k
				break
			}
		}
	}
	p.failAt(off, "domain-invalid-code-point", "the domain holds a forbidden domain code point")
	return false
}

// domainValidStrict reports whether domain parser ToASCII with beStrict
// true (3.3) accepts domain: steps 1 and 2 of the domain parser, which
// only name a validation error.
func domainValidStrict(domain string) bool {
	if !utf8.ValidString(domain) {
		return false
	}
	if _, err := strictProfile.ToASCII(domain); err != nil {
		return false
	}
	_, reason := badACELabel(domain)
	return reason == ""
}

// The code points that UTS #46 maps to U+002E FULL STOP (label
// separators) and to U+002D HYPHEN-MINUS, beside the ASCII ones:
// TestIDNAMappedSeparators checks these lists against the tables of
// x/net/idna.
const (
	mappedDots    = "\u3002\uff0e\uff61"
	mappedHyphens = "\ufe63\uff0d"
)

// badACELabel returns the offset in domain, and a reason, of the first
// label that UTS #46 processing (step 4, "Convert/Validate") refuses as an
// "xn--" label and x/net/idna v0.62.0 does not: a label that starts with
// "xn--" once mapped and normalized (steps 1 and 2) and that holds a
// non-ASCII code point (x/net/idna reads "xn--bücher-" as Punycode, to
// "bücher"), or has nothing after the prefix (x/net/idna decodes it to an
// empty label, which would vanish: "ü.xn--" would become "xn--tda.").
// The reason is "" when there is none. Only labels with two hyphens or
// more can start with "xn--", so most domains are only scanned.
func badACELabel(domain string) (int, string) {
	for start := 0; start < len(domain); {
		end, hyphens := start, 0
		for end < len(domain) {
			c := domain[end]
			if c == '.' {
				break
			}
			if c == '-' {
				hyphens++
				end++
				continue
			}
			if c < utf8.RuneSelf {
				end++
				continue
			}
			r, n := utf8.DecodeRuneInString(domain[end:])
			if strings.ContainsRune(mappedDots, r) {
				break
			}
			if strings.ContainsRune(mappedHyphens, r) {
				hyphens++
			}
			end += n
		}
		if hyphens >= 2 {
			if label := mapLabel(domain[start:end]); strings.HasPrefix(label, "xn--") {
				if label == "xn--" {
					return start, "an \"xn--\" label is empty after its prefix"
				}
				if !syntax.IsASCII(label) {
					return start, "an \"xn--\" label holds a non-ASCII code point"
				}
			}
		}
		if end == len(domain) {
			break
		}
		_, n := utf8.DecodeRuneInString(domain[end:])
		start = end + n
	}
	return 0, ""
}

// mapLabel returns the label s, which holds no label separator, mapped by
// the UTS #46 mapping table (steps 1 and 2 of UTS #46 processing, as
// x/net/idna maps it) and normalized to NFC: ASCII upper-case letters
// lower-cased, each run of other code points mapped by x/net/idna. A run
// holds no hyphen-minus, so its mapping cannot start an "xn--" label and
// x/net/idna maps it without decoding anything.
func mapLabel(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			b.WriteByte(lowerASCII[c])
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] >= utf8.RuneSelf {
			r, n := utf8.DecodeRuneInString(s[j:])
			if strings.ContainsRune(mappedHyphens, r) {
				break
			}
			j += n
		}
		if j == i { // a mapped hyphen
			_, n := utf8.DecodeRuneInString(s[i:])
			b.WriteByte('-')
			i += n
			continue
		}
		m, _ := idnaProfile.ToUnicode(s[i:j]) // mapped even when it fails validation
		b.WriteString(m)
		i = j
	}
	return norm.NFC.String(b.String())
}
