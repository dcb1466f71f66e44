package scheme_test

import (
	"testing"

	"github.com/urikit/urikit/scheme"
)

// schemeRuleTests feed each scheme's normalizer components in syntax-based
// normal form (RFC 3986 6.2.2) and give the path and query it must
// return; each rule must be idempotent.
var schemeRuleTests = []struct {
	in          scheme.Components
	path, query string
}{
	// RFC 2397 4 examples; RFC 2045 5.1: type, subtype and parameter
	// names are case-insensitive, values are not.
	{scheme.Components{Scheme: "data", Path: ",A%20brief%20note"}, ",A%20brief%20note", ""},
	{scheme.Components{Scheme: "data", Path: "Text/Plain;Charset=ISO-8859-7,%BE%FG"}, "text/plain;charset=ISO-8859-7,%BE%FG", ""},
	{scheme.Components{Scheme: "data", Path: "IMAGE/GIF;BASE64,R0lGODdhMAAwAPAAAAAAAP"}, "image/gif;BASE64,R0lGODdhMAAwAPAAAAAAAP", ""},
	{scheme.Components{Scheme: "data", Path: "application/VND-XXX-QUERY,Select_Vcount,fcol_From_fieldtable/local"}, "application/vnd-xxx-query,Select_Vcount,fcol_From_fieldtable/local", ""},
	// RFC 2397 2: "text/plain" may be omitted with the charset given.
	{scheme.Components{Scheme: "data", Path: ";CHARSET=UTF-8,ABC"}, ";charset=UTF-8,ABC", ""},
	// RFC 2397 3: no "," is no data URL; a first element without "/" is
	// no type "/" subtype.
	{scheme.Components{Scheme: "data", Path: "TEXT/PLAIN"}, "TEXT/PLAIN", ""},
	{scheme.Components{Scheme: "data", Path: "TEXT;A=B,X"}, "TEXT;a=B,X", ""},
	// The data after the first "," and the query are not touched.
	{scheme.Components{Scheme: "data", Path: "text/plain,A;B=C", Query: "X=Y", HasQuery: true}, "text/plain,A;B=C", "X=Y"},

	// RFC 3966 6 examples; 4: visual separators removed, parameters
	// compared by pname regardless of order, case-insensitive.
	{scheme.Components{Scheme: "tel", Path: "+1-201-555-0123"}, "+12015550123", ""},
	{scheme.Components{Scheme: "tel", Path: "7042;phone-context=example.com"}, "7042;phone-context=example.com", ""},
	{scheme.Components{Scheme: "tel", Path: "863-1234;phone-context=+1-914-555"}, "8631234;phone-context=+1914555", ""},
	{scheme.Components{Scheme: "tel", Path: "+1(201)555.0123;Phone-Context=Example.COM"}, "+12015550123;phone-context=example.com", ""},
	{scheme.Components{Scheme: "tel", Path: "+1-201-555-0123;foo=BAR;ext=1234;isub=12"}, "+12015550123;isub=12;ext=1234;foo=bar", ""},
	{scheme.Components{Scheme: "tel", Path: "ABCD;phone-context=+1;b;a=1"}, "abcd;phone-context=+1;a=1;b", ""},
	{scheme.Components{Scheme: "tel", Path: "*%23-12;phone-context=x.org"}, "*%2312;phone-context=x.org", ""},
	// Not telephone-subscriber (3): left as written.
	{scheme.Components{Scheme: "tel", Path: "+1-GHI"}, "+1-GHI", ""},
	{scheme.Components{Scheme: "tel", Path: "+--"}, "+--", ""},
	{scheme.Components{Scheme: "tel", Path: "+1-2;;a"}, "+1-2;;a", ""},
	{scheme.Components{Scheme: "tel", Path: "+1-2;b;a;B=1"}, "+1-2;b;a;B=1", ""}, // 3: a pname at most once
	{scheme.Components{Scheme: "tel", Path: "+1-2;a;a"}, "+1-2;a;a", ""},
	{scheme.Components{Scheme: "tel", Path: "+1-2;A=%3B"}, "+12;a=%3B", ""},
	{scheme.Components{Scheme: "tel", Path: "+1-2;isub=A@B"}, "+1-2;isub=A@B", ""},
	{scheme.Components{Scheme: "tel", Path: "+1-2;isub=A", Query: "B", HasQuery: true}, "+1-2;isub=A", "B"},

	// RFC 6068 6 examples; 2: hfnames are case-insensitive, hfvalues and
	// local parts are not.
	{scheme.Components{Scheme: "mailto", Path: "infobot@example.com", Query: "SUBJECT=current-issue", HasQuery: true}, "infobot@example.com", "subject=current-issue"},
	{scheme.Components{Scheme: "mailto", Path: "list@example.org", Query: "In-Reply-To=%3C3469A91.D10AF4C@example.com%3E", HasQuery: true}, "list@example.org", "in-reply-to=%3C3469A91.D10AF4C@example.com%3E"},
	{scheme.Components{Scheme: "mailto", Query: "To=Joe@Example.COM&Body=Hi&CC", HasQuery: true}, "", "to=Joe@Example.COM&body=Hi&CC"},

	// RFC 1738 5: ftptype = "A" | "I" | "D" | "a" | "i" | "d".
	{scheme.Components{Scheme: "ftp", HasAuthority: true, Host: "h", Path: "/Pub/F.TXT;type=A"}, "/Pub/F.TXT;type=a", ""},
	{scheme.Components{Scheme: "ftp", HasAuthority: true, Host: "h", Path: "/f;type=d"}, "/f;type=d", ""},
	{scheme.Components{Scheme: "ftp", HasAuthority: true, Host: "h", Path: "/f;type=X"}, "/f;type=X", ""},
	{scheme.Components{Scheme: "ftp", HasAuthority: true, Host: "h", Path: "/f;TYPE=I"}, "/f;TYPE=I", ""},
	{scheme.Components{Scheme: "ftp", HasAuthority: true, Host: "h", Path: "/A"}, "/A", ""},

	// RFC 4516 2 (ABNF, RFC 4234 2.3): scope = "base" / "one" / "sub".
	{scheme.Components{Scheme: "ldap", HasAuthority: true, Host: "ldap1.example.net", Path: "/o=University%20of%20Michigan,c=US", Query: "postalAddress?SUB?(CN=Babs)", HasQuery: true}, "/o=University%20of%20Michigan,c=US", "postalAddress?sub?(CN=Babs)"},
	{scheme.Components{Scheme: "ldaps", HasAuthority: true, Host: "h", Path: "/o=X", Query: "?One", HasQuery: true}, "/o=X", "?one"},
	{scheme.Components{Scheme: "ldap", HasAuthority: true, Host: "h", Path: "/o=X", Query: "cn?base?(cn=A)?!E", HasQuery: true}, "/o=X", "cn?base?(cn=A)?!E"},
	{scheme.Components{Scheme: "ldap", HasAuthority: true, Host: "h", Path: "/o=X", Query: "CN?SUBTREE", HasQuery: true}, "/o=X", "CN?SUBTREE"},
	{scheme.Components{Scheme: "ldap", HasAuthority: true, Host: "h", Path: "/o=X", Query: "CN", HasQuery: true}, "/o=X", "CN"},

	// RFC 3261 19.1.4 examples: userinfo case-sensitive, host and
	// parameter names case-insensitive, parameter order not significant.
	{scheme.Components{Scheme: "sip", Path: "%61lice@AtLanTa.CoM;Transport=TCP"}, "%61lice@atlanta.com;transport=tcp", ""},
	{scheme.Components{Scheme: "sip", Path: "carol@chicago.com;security=on;transport=tcp"}, "carol@chicago.com;security=on;transport=tcp", ""},
	{scheme.Components{Scheme: "sip", Path: "carol@chicago.com;transport=tcp;security=on"}, "carol@chicago.com;security=on;transport=tcp", ""},
	{scheme.Components{Scheme: "sip", Path: "biloxi.com;method=REGISTER;transport=tcp", Query: "to=sip:bob%40biloxi.com", HasQuery: true}, "biloxi.com;method=REGISTER;transport=tcp", "to=sip:bob%40biloxi.com"},
	{scheme.Components{Scheme: "sips", Path: "Bob:PW@Biloxi.COM:5060;LR;Maddr=H.Example"}, "Bob:PW@biloxi.com:5060;lr;maddr=h.example", ""},
	{scheme.Components{Scheme: "sip", Path: "A@B.C;x=Y"}, "A@b.c;x=Y", ""},
	// Not the grammar, or an "@" moved into the query: left as written.
	{scheme.Components{Scheme: "sip", Path: "A@B_C"}, "A@B_C", ""},
	{scheme.Components{Scheme: "sip", Path: "A", Query: "b@C.D", HasQuery: true}, "A", "b@C.D"},
	{scheme.Components{Scheme: "sip", Path: "A@B.C;;x"}, "A@B.C;;x", ""},
}

func TestSchemeRules(t *testing.T) {
	for _, tt := range schemeRuleTests {
		s, ok := scheme.Lookup(tt.in.Scheme)
		if !ok || s.Normalize == nil {
			t.Fatalf("Lookup(%q): no normalizer", tt.in.Scheme)
		}
		got := s.Normalize(tt.in)
		if got.Path != tt.path || got.Query != tt.query {
			t.Errorf("%s normalizer(%q, %q):\n\tgot  %q, %q\n\twant %q, %q", tt.in.Scheme, tt.in.Path, tt.in.Query, got.Path, got.Query, tt.path, tt.query)
		}
		if again := s.Normalize(got); again != got {
			t.Errorf("%s normalizer(%q, %q) not idempotent:\n\tgot  %q, %q\n\twant %q, %q", tt.in.Scheme, got.Path, got.Query, again.Path, again.Query, got.Path, got.Query)
		}
	}
}

// urnEquivalentTests are the examples of RFC 8141 3.2, with the r-, q-
// and f-components of 3.1 and a few that are not URNs (2).
var urnEquivalentTests = []struct {
	a, b string
	want bool
}{
	{"urn:example:a123,z456", "URN:example:a123,z456", true},
	{"urn:example:a123,z456", "urn:EXAMPLE:a123,z456", true},
	{"urn:example:a123,z456", "urn:example:a123,z456?+abc", true},
	{"urn:example:a123,z456", "urn:example:a123,z456?=xyz", true},
	{"urn:example:a123,z456", "urn:example:a123,z456#789", true},
	{"urn:example:a123,z456", "urn:example:a123,z456/foo", false},
	{"urn:example:a123,z456", "urn:example:a123%2Cz456", false},
	{"urn:example:a123%2Cz456", "URN:EXAMPLE:a123%2cz456", true},
	{"urn:example:a123,z456", "urn:example:A123,z456", false},
	{"urn:example:a123,z456", "urn:example:a123,Z456", false},
	{"urn:example:a123,z456", "urn:example:%D0%B0123,z456", false},
	{"urn:example:a123,z456", "urn:example:а123,z456", false}, // 3.2: Cyrillic "а" is not even a URN (2)
	{"urn:example:a", "urn:example:a?x", false},               // "?" not followed by "+" or "="
	{"urn:a:b", "urn:a:b", false},                             // NID is at least 2 characters
	{"urn:-ab:b", "urn:-ab:b", false},                         // NID starts with alphanum
	{"urn:ab:", "urn:ab:", false},                             // NSS is not empty
	{"urn:ab:%zz", "urn:ab:%zz", false},                       // pct-encoded
	{"http:ab:c", "http:ab:c", false},
}

func TestURNEquivalent(t *testing.T) {
	for _, tt := range urnEquivalentTests {
		if got := scheme.URNEquivalent(tt.a, tt.b); got != tt.want {
			t.Errorf("URNEquivalent(%q, %q):\n\tgot  %v\n\twant %v", tt.a, tt.b, got, tt.want)
		}
		if got := scheme.URNEquivalent(tt.b, tt.a); got != tt.want {
			t.Errorf("URNEquivalent(%q, %q):\n\tgot  %v\n\twant %v", tt.b, tt.a, got, tt.want)
		}
	}
}

// FuzzURNEquivalent checks that URNEquivalent is reflexive on URNs,
// symmetric, and never panics.
func FuzzURNEquivalent(f *testing.F) {
	for _, tt := range urnEquivalentTests {
		f.Add(tt.a, tt.b)
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if scheme.URNEquivalent(a, b) != scheme.URNEquivalent(b, a) {
			t.Fatalf("URNEquivalent(%q, %q) is not symmetric", a, b)
		}
		if scheme.URNEquivalent(a, b) && !scheme.URNEquivalent(a, a) {
			t.Fatalf("URNEquivalent(%q, %q) but not URNEquivalent(%q, %q)", a, b, a, a)
		}
	})
}

// FuzzSchemeRules feeds every seeded normalizer arbitrary paths and
// queries: it must not panic, must be idempotent, and must leave the
// scheme, authority and fragment alone.
func FuzzSchemeRules(f *testing.F) {
	for _, tt := range schemeRuleTests {
		f.Add(tt.in.Path, tt.in.Query)
	}
	f.Fuzz(func(t *testing.T, path, query string) {
		for _, name := range scheme.Names() {
			s, _ := scheme.Lookup(name)
			if s.Normalize == nil {
				continue
			}
			in := scheme.Components{Scheme: name, Path: path, Query: query, HasQuery: query != "", Fragment: "F", HasFragment: true}
			got := s.Normalize(in)
			if got.Scheme != in.Scheme || got.HasAuthority || got.Fragment != in.Fragment {
				t.Fatalf("%s normalizer(%q, %q) changed more than path and query: %+v", name, path, query, got)
			}
			if again := s.Normalize(got); again != got {
				t.Fatalf("%s normalizer(%q, %q) not idempotent:\n\tgot  %q, %q\n\twant %q, %q", name, path, query, again.Path, again.Query, got.Path, got.Query)
			}
		}
	})
}
