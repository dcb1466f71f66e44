package iri_test

import (
	"testing"

	"github.com/urikit/urikit/iri"
)

// ruleAllocTests: the allocation promise of scheme-based normalization
// (RFC 3987 5.3.3) for the schemes with a built-in rule: one allocation
// (the result string) for an IRI the rule changes, none for one in normal
// form, none in Equal. Each pair is a changing IRI and its normal form.
var ruleAllocTests = []struct {
	in, want string
}{
	{"urn:ISBN:\u00e9", "urn:isbn:\u00e9"},                                       // RFC 8141 3.1
	{"mailto:\u00c9@B.COM?Subject=%C3%A9", "mailto:\u00c9@b.com?subject=\u00e9"}, // RFC 6068 2, RFC 3987 5.3.2.3
	{"data:TEXT/plain,\u00e9", "data:text/plain,\u00e9"},                         // RFC 2397 3, RFC 2045 5.1
	{"FTP://H/\u00e9;type=D", "ftp://h/\u00e9;type=d"},                           // RFC 1738 5
	{"ldap://h/\u00e9?cn?BASE", "ldap://h/\u00e9?cn?base"},                       // RFC 4516 2
	{"tel:+1-201-555-0123;X=Y#\u00e9", "tel:+12015550123;x=y#\u00e9"},            // RFC 3966 4
	{"sip:\u00e9@B.com;Transport=TCP;lr", "sip:\u00e9@b.com;lr;transport=tcp"},   // RFC 3261 19.1.4
}

func TestRuleAllocs(t *testing.T) {
	var sink iri.Ref
	var eq bool
	for _, tt := range ruleAllocTests {
		r, w := iri.MustParse(tt.in), iri.MustParse(tt.want)
		if got := r.Normalize().String(); got != tt.want {
			t.Errorf("Parse(%q).Normalize():\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
		if n := testing.AllocsPerRun(100, func() { sink = r.Normalize() }); n > 1 {
			t.Errorf("Parse(%q).Normalize():\n\tgot  %v allocations\n\twant at most 1", tt.in, n)
		}
		if n := testing.AllocsPerRun(100, func() { sink = w.Normalize() }); n != 0 {
			t.Errorf("Parse(%q).Normalize():\n\tgot  %v allocations\n\twant 0", tt.want, n)
		}
		if n := testing.AllocsPerRun(100, func() { eq = iri.Equal(r, w, iri.SchemeBased) }); n > 1 || !eq {
			t.Errorf("Equal(%q, %q):\n\tgot  %v, %v allocations\n\twant true, at most 1", tt.in, tt.want, eq, n)
		}
	}
	_ = sink
}
