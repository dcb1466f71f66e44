package uri_test

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

// schemeRuleNormTests run each registered scheme's own rules (RFC 3986
// 6.2.3, package scheme) through Normalize: the input, its scheme-based
// normal form, and a reference that must be Equal to it at SchemeBased
// but not at SyntaxBased.
var schemeRuleNormTests = []struct {
	in, want, equal string
}{
	// RFC 2397 3, RFC 2045 5.1: media type and parameter names.
	{"DATA:Text/HTML;Charset=UTF-8,%3Ch1%3EHi%3C/h1%3E", "data:text/html;charset=UTF-8,%3Ch1%3EHi%3C/h1%3E", "data:TEXT/html;CHARSET=UTF-8,%3ch1%3eHi%3c/h1%3e"},
	{"data:Image/PNG;BASE64,iVBOR%2F%2b", "data:image/png;BASE64,iVBOR%2F%2B", "data:image/PNG;BASE64,iVBOR%2f%2B"},
	// RFC 3966 4: visual separators, parameter order, case.
	{"tel:+1-201-555-0123", "tel:+12015550123", "tel:+1(201)555.0123"},
	{"tel:863-1234;Phone-Context=+1-914-555", "tel:8631234;phone-context=+1914555", "TEL:8631234;PHONE-CONTEXT=+1.914.555"},
	{"tel:+1-201-555-0123;Foo=Bar;ext=1234", "tel:+12015550123;ext=1234;foo=bar", "tel:+12015550123;foo=BAR;EXT=1234"},
	// RFC 6068 2: hfnames, with the domain rule (RFC 5321 2.4).
	{"mailto:Joe@Example.COM?Subject=Hi&BODY=Yo", "mailto:Joe@example.com?subject=Hi&body=Yo", "MAILTO:Joe@EXAMPLE.com?SUBJECT=Hi&Body=Yo"},
	// RFC 8141 3.1: "urn", the NID, percent-encoding hex.
	{"URN:Example:A%2cb?+R#F", "urn:example:A%2Cb?+R#F", "urn:EXAMPLE:A%2Cb?+R#F"},
	// RFC 1738 5: the typecode.
	{"ftp://Host:21/Pub/F.TXT;type=I", "ftp://host/Pub/F.TXT;type=i", "FTP://host:/Pub/F.TXT;type=I"},
	// RFC 4516 2: the scope keyword (an ABNF literal, RFC 4234 2.3).
	{"LDAP://ldap1.example.net:389/o=University%20of%20Michigan,c=US?postalAddress?SUB", "ldap://ldap1.example.net/o=University%20of%20Michigan,c=US?postalAddress?sub", "ldap://LDAP1.example.net/o=University%20of%20Michigan,c=US?postalAddress?Sub"},
	// RFC 3261 19.1.4: host, parameter names and order; user as written.
	{"sip:Alice@AtLanTa.CoM;Transport=TCP;lr", "sip:Alice@atlanta.com;lr;transport=tcp", "SIP:Alice@ATLANTA.com;transport=TCP;LR"},
	{"sips:Bob@Biloxi.COM:5061?Subject=Hi", "sips:Bob@biloxi.com:5061?Subject=Hi", "sips:Bob@BILOXI.com:5061?Subject=Hi"},
	// RFC 3261 19.1.4, its own examples of equivalent URIs.
	{"sip:%61lice@atlanta.com;transport=TCP", "sip:alice@atlanta.com;transport=tcp", "sip:alice@AtLanTa.CoM;Transport=tcp"},
	{"sip:biloxi.com;transport=tcp;method=REGISTER?to=sip:bob%40biloxi.com", "sip:biloxi.com;method=REGISTER;transport=tcp?to=sip:bob%40biloxi.com", "sip:biloxi.com;method=REGISTER;transport=tcp?to=sip:bob%40biloxi.com"},
	// RFC 3966 3 order: isdn-subaddress or extension, context, the rest.
	{"tel:7042;b=2;phone-context=example.com;a=1;ext=9", "tel:7042;ext=9;phone-context=example.com;a=1;b=2", "tel:7042;a=1;b=2;ext=9;phone-context=EXAMPLE.com"},
}

func TestSchemeRulesNormalize(t *testing.T) {
	for _, tt := range schemeRuleNormTests {
		r, err := uri.Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		if got := r.Normalize().String(); got != tt.want {
			t.Errorf("Normalize(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
		e := uri.MustParse(tt.equal)
		if !uri.Equal(r, e, uri.SchemeBased) {
			t.Errorf("Equal(%q, %q, SchemeBased):\n\tgot  false\n\twant true", tt.in, tt.equal)
		}
		if uri.Equal(r, e, uri.SyntaxBased) {
			t.Errorf("Equal(%q, %q, SyntaxBased):\n\tgot  true\n\twant false", tt.in, tt.equal)
		}
	}
}

// schemeRuleNotEqualTests are pairs a scheme's RFC keeps apart.
var schemeRuleNotEqualTests = []struct{ a, b string }{
	{"data:text/plain;charset=A,x", "data:text/plain;charset=a,x"}, // RFC 2045 5.1: values
	{"data:,A", "data:,a"},                     // RFC 2397 3: the data
	{"tel:+1234", "tel:1234;phone-context=+1"}, // RFC 3966 4: global vs local
	{"tel:+1234;ext=1", "tel:+1234"},
	{"tel:+1-2%3B", "tel:+12%3B"},                        // RFC 3966 3: not a tel number, left as written                           // RFC 3966 4: a missing parameter
	{"mailto:A@b.c", "mailto:a@b.c"},                     // RFC 5321 2.4: local part
	{"mailto:a@b.c?subject=A", "mailto:a@b.c?subject=a"}, // RFC 6068 2: hfvalue
	{"urn:example:a", "urn:example:A"},                   // RFC 8141 3.1: NSS
	{"ftp://h/f", "ftp://h/f;type=i"},
	{"ldap://h/o=X", "ldap://h/o=X??base"},                     // RFC 4516 2: same scope, but the normal form adds or drops no "?"
	{"sip:Alice@a.com", "sip:alice@a.com"},                     // RFC 3261 19.1.4: user
	{"sip:a@b.com", "sip:a@b.com:5060"},                        // RFC 3261 19.1.4: port
	{"sip:a@b.com;method=INVITE", "sip:a@b.com;method=invite"}, // RFC 3261 7.1: Method
	// RFC 3261 19.1.4, its own examples of URIs that are not equivalent.
	{"SIP:ALICE@AtLanTa.CoM;Transport=udp", "sip:alice@AtLanTa.CoM;Transport=UDP"},
	{"sip:bob@biloxi.com", "sip:bob@biloxi.com;transport=udp"},
	{"sip:bob@biloxi.com", "sip:bob@biloxi.com:6000;transport=tcp"},
	{"sip:carol@chicago.com", "sip:carol@chicago.com?Subject=next%20meeting"},
	{"sip:bob@phone21.boxesbybob.com", "sip:bob@192.0.2.4"},
	// RFC 3261 19.1.4 calls these pairs equivalent, but no normal form can:
	// a uri-parameter present in only one URI is ignored (so equivalence is
	// not transitive: ";security=on" and ";newparam=5" each match the bare
	// URI but not each other), and header order needs knowledge of each
	// header field (19.1.4, 20). Equal at SchemeBased keeps them apart; a
	// SIP stack compares them.
	{"sip:carol@chicago.com", "sip:carol@chicago.com;security=on"},
	{"sip:alice@atlanta.com?subject=project%20x&priority=urgent", "sip:alice@atlanta.com?priority=urgent&subject=project%20x"},
	// RFC 6068 2 calls these equivalent; the normal form keeps the "to"
	// hfield where it is written (scheme/rules.go says why).
	{"mailto:addr1@an.example,addr2@an.example", "mailto:?to=addr1@an.example,addr2@an.example"},
}

func TestSchemeRulesNotEqual(t *testing.T) {
	for _, tt := range schemeRuleNotEqualTests {
		if uri.Equal(uri.MustParse(tt.a), uri.MustParse(tt.b), uri.SchemeBased) {
			t.Errorf("Equal(%q, %q, SchemeBased):\n\tgot  true\n\twant false", tt.a, tt.b)
		}
	}
}

// TestNoAllocsSchemeRules: a reference already in a scheme's normal form
// normalizes without allocating (the promise of Normalize), and one that
// changes is allowed the allocations of the re-parse (ladder.go).
func TestNoAllocsSchemeRules(t *testing.T) {
	for _, tt := range schemeRuleNormTests {
		r := uri.MustParse(tt.want)
		if n := testing.AllocsPerRun(100, func() { _ = r.Normalize() }); n != 0 {
			t.Errorf("Normalize(%q): %v allocations, want 0", tt.want, n)
		}
	}
}
