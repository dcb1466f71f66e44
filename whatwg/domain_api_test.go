package whatwg_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/urikit/urikit/whatwg"
)

// domainToASCIITests: the URL Standard's domain to ASCII (3.3, beStrict
// false) on domains already percent-decoded; code is the validation error
// of a failure.
var domainToASCIITests = []struct {
	in, want, code string
}{
	{"example.com", "example.com", ""},
	{"EXAMPLE.com", "example.com", ""},                     // 3.3 step 1: ASCII, lower-cased
	{"Bücher.example", "xn--bcher-kva.example", ""},        // UTS #46 mapping, then Punycode
	{"xn--bcher-kva.example", "xn--bcher-kva.example", ""}, // an A-label stays
	{"XN--80AK6AA92E.com", "xn--80ak6aa92e.com", ""},
	{"ｅｘａｍｐｌｅ.com", "example.com", ""},       // full-width letters map to ASCII
	{"ex\u33c3mple.com", "exbqmple.com", ""}, // U+33C3 SQUARE BQ maps to "bq"
	{"ex\u3383mple.com", "exmample.com", ""}, // U+3383 SQUARE MA maps to "ma"
	{"evil\u3002com", "evil.com", ""},        // U+3002 IDEOGRAPHIC FULL STOP is a dot
	{"faß.de", "xn--fa-hia.de", ""},          // nontransitional: ß stays
	{"１２７.１", "127.1", ""},                   // no IPv4 parsing here
	{"127.1", "127.1", ""},
	{"a b", "", "domain-invalid-code-point"}, // 3.5 step 7: forbidden domain code point
	{"a%41", "", "domain-invalid-code-point"},
	{"", "", "domain-to-ASCII"},
	{"a\u200db.example", "", "domain-to-ASCII"}, // CheckJoiners: ZWJ after no virama
}

func TestDomainToASCII(t *testing.T) {
	for _, tt := range domainToASCIITests {
		got, err := whatwg.DomainToASCII(tt.in)
		var e *whatwg.Error
		switch {
		case tt.code == "" && (err != nil || got != tt.want):
			t.Errorf("DomainToASCII(%q):\n\tgot  %q, %v\n\twant %q", tt.in, got, err, tt.want)
		case tt.code != "" && (!errors.As(err, &e) || e.Code != tt.code || e.Input != tt.in || got != ""):
			t.Errorf("DomainToASCII(%q):\n\tgot  %q, %v\n\twant error %s", tt.in, got, err, tt.code)
		}
	}
}

// TestDomainToASCIIHost: a special URL's domain host is DomainToASCII of
// the percent-decoded host, when it does not end in a number.
func TestDomainToASCIIHost(t *testing.T) {
	for _, tt := range domainToASCIITests {
		if tt.code != "" || tt.want == "127.1" {
			continue
		}
		u, err := whatwg.Parse("http://" + tt.in + "/")
		if err != nil || u.Hostname() != tt.want {
			t.Errorf("Parse(%q).Hostname():\n\tgot  %q, %v\n\twant %q", "http://"+tt.in+"/", u.Hostname(), err, tt.want)
		}
	}
}

func ExampleDomainToASCII() {
	for _, d := range []string{"Bücher.example", "ｅｘａｍｐｌｅ.com", "127.1"} {
		fmt.Println(whatwg.DomainToASCII(d))
	}
	var e *whatwg.Error
	if _, err := whatwg.DomainToASCII("a b"); errors.As(err, &e) {
		fmt.Println(e.Code)
	}
	// Output:
	// xn--bcher-kva.example <nil>
	// example.com <nil>
	// 127.1 <nil>
	// domain-invalid-code-point
}

// domainToUnicodeTests: the URL Standard's domain to Unicode (3.3,
// beStrict false); bad means UTS #46 reports an error.
var domainToUnicodeTests = []struct {
	in, want string
	bad      bool
}{
	{"xn--bcher-kva.example", "bücher.example", false},
	{"Bücher.example", "bücher.example", false},
	{"EXAMPLE.com", "example.com", false},
	{"ｅｘａｍｐｌｅ.com", "example.com", false},
	{"ex\u33c3mple.com", "exbqmple.com", false},
	{"evil\u3002com", "evil.com", false},
	{"xn--zz.example", "xn--zz.example", true}, // not Punycode: kept, with an error
}

func TestDomainToUnicode(t *testing.T) {
	for _, tt := range domainToUnicodeTests {
		got, err := whatwg.DomainToUnicode(tt.in)
		if got != tt.want || (err != nil) != tt.bad {
			t.Errorf("DomainToUnicode(%q):\n\tgot  %q, %v\n\twant %q, error %v", tt.in, got, err, tt.want, tt.bad)
		}
	}
}

func ExampleDomainToUnicode() {
	for _, d := range []string{"xn--bcher-kva.example", "ｅｘａｍｐｌｅ.com"} {
		fmt.Println(whatwg.DomainToUnicode(d))
	}
	// Output:
	// bücher.example <nil>
	// example.com <nil>
}

// FuzzDomainToASCII: the mapping is idempotent, its result holds no
// forbidden domain code point, and the host parser of a special URL gives
// the same domain, percent-decoding aside.
func FuzzDomainToASCII(f *testing.F) {
	for _, tt := range domainToASCIITests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, d string) {
		a, err := whatwg.DomainToASCII(d)
		if err != nil {
			return
		}
		if again, err := whatwg.DomainToASCII(a); err != nil || again != a {
			t.Fatalf("DomainToASCII(%q) = %q, and again %q, %v", d, a, again, err)
		}
		if strings.ContainsAny(d, "%/?#\\@:[]") {
			return // the URL parser splits or decodes the host first
		}
		u, err := whatwg.Parse("https://" + d + "/")
		if err == nil && u.HostType() == whatwg.Domain && u.Hostname() != a {
			t.Fatalf("DomainToASCII(%q) = %q, the host parser %q", d, a, u.Hostname())
		}
	})
}
