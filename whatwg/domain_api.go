package whatwg

// This file exports 3.3 "IDNA": domain to ASCII, the step of the host
// parser (3.5) that maps a domain with UTS #46, for callers that compare
// hosts as the URL Standard reads them, and domain to Unicode, its
// inverse for display.

import (
	"strings"
	"unicode/utf8"
)

// DomainToASCII returns domain mapped by the URL Standard's domain to
// ASCII (3.3) with beStrict false, followed by the host parser's check for
// forbidden domain code points (3.5 step 7): UTS #46 ToASCII with
// CheckHyphens, UseSTD3ASCIIRules, Transitional_Processing and
// VerifyDnsLength false and CheckBidi and CheckJoiners true, so that
// "Bücher.example" becomes "xn--bcher-kva.example" and full-width
// "ｅｘａｍｐｌｅ.com" becomes "example.com". An ASCII domain none of whose
// labels starts with "xn--" is only lower-cased (3.3 step 1).
//
// domain is taken as it is: the host parser percent-decodes a host before
// this step, and reads a result that ends in a number as an IPv4 address
// after it ("127.1" stays "127.1" here). The error, when the standard
// returns failure, is an *Error with the validation error's name
// ("domain-to-ASCII", "domain-invalid-code-point") and the byte offset in
// domain of the failure where it can be told, else 0.
func DomainToASCII(domain string) (string, error) {
	var p parser // no input: the arena grows to what the domain needs
	ascii, ok := p.domainToASCII(domain, 0)
	if !ok {
		e := p.fail
		e.Input = domain
		return "", &e
	}
	return ascii, nil
}

// DomainToUnicode returns domain mapped by the URL Standard's domain to
// Unicode (3.3) with beStrict false: UTS #46 ToUnicode with the flags of
// DomainToASCII, which maps the characters as DomainToASCII does and
// decodes each "xn--" label, so that "xn--bcher-kva.example" and
// "Bücher.example" become "bücher.example", and "ｅｘａｍｐｌｅ.com"
// becomes "example.com". The standard always returns a result; the error,
// nil when there is none, is what UTS #46 reported as it mapped (the
// standard's "domain-to-Unicode" validation error), an *Error with that
// name and an Offset of 0.
func DomainToUnicode(domain string) (string, error) {
	if !utf8.ValidString(domain) {
		domain = strings.ToValidUTF8(domain, "\uFFFD")
	}
	u, err := idnaProfile.ToUnicode(domain)
	if err != nil {
		return u, &Error{Input: domain, Code: "domain-to-Unicode", Reason: "UTS #46 ToUnicode: " + err.Error()}
	}
	return u, nil
}
