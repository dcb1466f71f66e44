package uri_test

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// ruleAllocTests: the allocation promise of scheme-based normalization for
// the schemes with a built-in rule (RFC 3986 6.2.3, package scheme): one
// allocation (the result string) when the rule changes the reference,
// none when it is already in normal form; Equal allocates nothing. Each
// pair is a changing reference and its normal form.
var ruleAllocTests = []struct {
	in, want string
}{
	{"urn:ISBN:x", "urn:isbn:x"},                                     // RFC 8141 3.1
	{"URN:ISBN:0451450523", "urn:isbn:0451450523"},                   // RFC 8141 3.1, 3986 6.2.2.1
	{"mailto:A@B.COM", "mailto:A@b.com"},                             // RFC 6068 2, RFC 5321 2.4
	{"MAILTO:x@Y.org?Subject=Hi", "mailto:x@y.org?subject=Hi"},       // RFC 6068 2: hfname
	{"data:TEXT/plain,x", "data:text/plain,x"},                       // RFC 2397 3, RFC 2045 5.1
	{"data:text/plain;CharSet=%7e,x", "data:text/plain;charset=~,x"}, // 6.2.2.2 then 2045 5.1
	{"ftp://h/f;type=A", "ftp://h/f;type=a"},                         // RFC 1738 5
	{"FTP://H:21/f;type=I", "ftp://h/f;type=i"},                      // RFC 1738 5, 3986 6.2.3
	{"ldap://h/o=x?cn?SUB?(cn=a)", "ldap://h/o=x?cn?sub?(cn=a)"},     // RFC 4516 2
	{"ldaps://[::1]:636/o?a?ONE", "ldaps://[::1]/o?a?one"},
	{"tel:+1-201-555-0123", "tel:+12015550123"},                                                            // RFC 3966 4
	{"tel:863-1234;Phone-Context=+1-914-555;EXT=1", "tel:8631234;ext=1;phone-context=+1914555"},            // RFC 3966 3, 4
	{"sip:alice@Atlanta.COM;Transport=TCP;lr", "sip:alice@atlanta.com;lr;transport=tcp"},                   // RFC 3261 19.1.4
	{"SIPS:Bob@B.org:5061;z=1;y;x=2;w;v;u;t;s;r;q;p;o", "sips:Bob@b.org:5061;o;p;q;r;s;t;u;v;w;x=2;y;z=1"}, // 19.1.4
	// RFC 4516 2, RFC 5952
}

func TestRuleAllocs(t *testing.T) {
	var sink uri.Ref
	var eq bool
	for _, tt := range ruleAllocTests {
		r, w := uri.MustParse(tt.in), uri.MustParse(tt.want)
		if got := r.Normalize().String(); got != tt.want {
			t.Errorf("Parse(%q).Normalize():\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
		if n := testing.AllocsPerRun(100, func() { sink = r.Normalize() }); n > 1 {
			t.Errorf("Parse(%q).Normalize():\n\tgot  %v allocations\n\twant at most 1", tt.in, n)
		}
		if n := testing.AllocsPerRun(100, func() { sink = w.Normalize() }); n != 0 {
			t.Errorf("Parse(%q).Normalize():\n\tgot  %v allocations\n\twant 0", tt.want, n)
		}
		if n := testing.AllocsPerRun(100, func() { eq = uri.Equal(r, w, uri.SchemeBased) }); n > 1 || !eq {
			t.Errorf("Equal(%q, %q):\n\tgot  %v, %v allocations\n\twant true, at most 1", tt.in, tt.want, eq, n)
		}
		if n := testing.AllocsPerRun(100, func() { eq = uri.Equal(r, r, uri.SchemeBased) }); n != 0 || !eq {
			t.Errorf("Equal(%q, %q):\n\tgot  %v, %v allocations\n\twant true, 0", tt.in, tt.in, eq, n)
		}
	}
	_ = sink
}

// TestRegisteredCopyOfBuiltin: a Scheme copied from a built-in entry and
// given its own Normalize is normalized by that Normalize (RFC 3986 6.2.3
// through the registry), not by the built-in rule it was copied from.
func TestRegisteredCopyOfBuiltin(t *testing.T) {
	s, _ := scheme.Lookup("mailto")
	c := s
	c.Name = "x-alloc-mailto-copy"
	c.Normalize = func(c scheme.Components) scheme.Components {
		c.Path = strings.ToLower(c.Path)
		return c
	}
	if err := scheme.Register(c); err != nil {
		t.Fatal(err)
	}
	in, want := "x-alloc-mailto-copy:A@B.COM", "x-alloc-mailto-copy:a@b.com"
	if got := uri.MustParse(in).Normalize().String(); got != want {
		t.Errorf("Parse(%q).Normalize():\n\tgot  %v\n\twant %v", in, got, want)
	}
	if !uri.Equal(uri.MustParse(in), uri.MustParse(want), uri.SchemeBased) {
		t.Errorf("Equal(%q, %q):\n\tgot  false\n\twant true", in, want)
	}
}
