package scheme_test

import (
	"errors"
	"sync"
	"testing"

	"github.com/urikit/urikit/scheme"
)

var lookupTests = []struct {
	name string
	port int
	path string
	ok   bool
}{
	{"http", 80, "/", true},   // RFC 9110 4.2.1
	{"HTTPS", 443, "/", true}, // RFC 3986 3.1: case-insensitive
	{"Ws", 80, "/", true},     // RFC 6455 3
	{"ftp", 21, "", true},     // RFC 1738 3.2
	{"gopher", 70, "", true},  // RFC 4266
	{"nntp", 119, "", true},   // RFC 5538
	{"telnet", 23, "", true},  // RFC 4248
	{"wais", 210, "", true},   // RFC 4156
	{"prospero", 1525, "", true},
	{"ldap", 389, "", true}, // RFC 4516
	{"file", 0, "/", true},  // RFC 8089
	{"urn", 0, "", true},    // RFC 8141
	{"mailto", 0, "", true}, // RFC 6068
	{"coap", 5683, "/", true},
	{"git", 9418, "", true},
	{"nosuch", 0, "", false},
	{"", 0, "", false},
	{"HTTPXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX", 0, "", false},
}

func TestLookup(t *testing.T) {
	for _, tt := range lookupTests {
		s, ok := scheme.Lookup(tt.name)
		if ok != tt.ok {
			t.Errorf("Lookup(%q):\n\tgot  %v\n\twant %v", tt.name, ok, tt.ok)
			continue
		}
		if !ok {
			continue
		}
		if s.DefaultPort != tt.port || s.EmptyPath != tt.path {
			t.Errorf("Lookup(%q):\n\tgot  port %d, empty path %q\n\twant port %d, empty path %q", tt.name, s.DefaultPort, s.EmptyPath, tt.port, tt.path)
		}
	}
}

func TestSeedIsValid(t *testing.T) {
	for _, n := range scheme.Names() {
		s, _ := scheme.Lookup(n)
		if !scheme.ValidName(n) || s.Name != n || s.Spec == "" {
			t.Errorf("seed scheme %q: name %q, spec %q", n, s.Name, s.Spec)
		}
	}
}

var validNameTests = []struct {
	name string
	ok   bool
}{
	{"a", true},       // 3.1: ALPHA
	{"svn+ssh", true}, // 3.1: "+"
	{"x-y.z9", true},  // 3.1: "-", ".", DIGIT
	{"", false},       // 3.1: at least one ALPHA
	{"9p", false},     // 3.1: must start with ALPHA
	{"a_b", false},    // 3.1: "_" is not allowed
	{"a:b", false},    // 3.1: ":" ends the scheme
	{"ü", false},      // 3.1: ASCII only
}

func TestValidName(t *testing.T) {
	for _, tt := range validNameTests {
		if got := scheme.ValidName(tt.name); got != tt.ok {
			t.Errorf("ValidName(%q):\n\tgot  %v\n\twant %v", tt.name, got, tt.ok)
		}
	}
}

func TestRegister(t *testing.T) {
	if err := scheme.Register(scheme.Scheme{Name: "X-Test", DefaultPort: 1234, Hierarchical: true, EmptyPath: "/"}); err != nil {
		t.Fatalf("Register: %v", err)
	}
	s, ok := scheme.Lookup("x-test")
	if !ok || s.Name != "x-test" || s.DefaultPort != 1234 {
		t.Errorf("Lookup(%q) after Register:\n\tgot  %+v, %v\n\twant x-test, 1234", "x-test", s, ok)
	}
	for _, bad := range []scheme.Scheme{
		{Name: "1x"},
		{Name: "a b"},
		{Name: "ok", DefaultPort: 70000},
		{Name: "ok", EmptyPath: "x"},
		{Name: "ok", EmptyPath: "//x"},
		{Name: "ok", EmptyPath: "/%41"},
		{Name: "ok", EmptyPath: "/a b"},   // a space is no pchar (3.3)
		{Name: "ok", EmptyPath: "/a/./b"}, // 6.2.2.3 would remove "."
		{Name: "ok", EmptyPath: "/.."},
		{Name: "ok", EmptyPath: "/\u00e9"},
	} {
		if err := scheme.Register(bad); err == nil {
			t.Errorf("Register(%+v): no error", bad)
		}
	}
	for _, good := range []string{"/", "/index", "/a;b=c/@:~"} {
		if err := scheme.Register(scheme.Scheme{Name: "x-empty-ok", EmptyPath: good}); err != nil {
			t.Errorf("Register(EmptyPath %q): %v", good, err)
		}
	}
	if err := scheme.Register(scheme.Scheme{Name: "9"}); !errors.Is(err, scheme.ErrInvalidName) {
		t.Errorf("Register(9):\n\tgot  %v\n\twant %v", err, scheme.ErrInvalidName)
	}
}

// TestConcurrent registers while others look up (run with -race).
func TestConcurrent(t *testing.T) {
	var wg sync.WaitGroup
	for i := range 4 {
		wg.Add(2)
		go func() {
			defer wg.Done()
			for range 100 {
				if _, ok := scheme.Lookup("HTTP"); !ok {
					t.Error("Lookup(HTTP) failed during Register")
					return
				}
			}
		}()
		go func() {
			defer wg.Done()
			_ = scheme.Register(scheme.Scheme{Name: "conc" + string(rune('a'+i))})
		}()
	}
	wg.Wait()
}

func TestNoAllocsLookup(t *testing.T) {
	for _, name := range []string{"http", "HTTP", "Mailto", "nosuch", "NOSUCH"} {
		if n := testing.AllocsPerRun(100, func() { scheme.Lookup(name) }); n != 0 {
			t.Errorf("Lookup(%q): %v allocations, want 0", name, n)
		}
	}
}

var ruleTests = []struct {
	scheme string
	in     scheme.Components
	path   string
}{
	// RFC 8141 3.1: the NID is case-insensitive, the NSS is not.
	{"urn", scheme.Components{Scheme: "urn", Path: "ISBN:0-395-36341-1"}, "isbn:0-395-36341-1"},
	{"urn", scheme.Components{Scheme: "urn", Path: "example:ABC"}, "example:ABC"},
	{"urn", scheme.Components{Scheme: "urn", Path: "NoColon"}, "NoColon"},
	{"urn", scheme.Components{Scheme: "urn", Path: "A/B:c"}, "A/B:c"},
	// RFC 6068, RFC 5321 2.4: domains are case-insensitive, local parts not.
	{"mailto", scheme.Components{Scheme: "mailto", Path: "Joe@Example.COM"}, "Joe@example.com"},
	{"mailto", scheme.Components{Scheme: "mailto", Path: "A@B.C,D@E.F"}, "A@b.c,D@e.f"},
	{"mailto", scheme.Components{Scheme: "mailto", Path: "x@%C3%A9X.org"}, "x@%C3%A9x.org"},
	{"mailto", scheme.Components{Scheme: "mailto", Path: "NoAt"}, "NoAt"},
}

func TestRules(t *testing.T) {
	for _, tt := range ruleTests {
		s, _ := scheme.Lookup(tt.scheme)
		got := s.Normalize(tt.in)
		if got.Path != tt.path {
			t.Errorf("%s normalizer(%q):\n\tgot  %v\n\twant %v", tt.scheme, tt.in.Path, got.Path, tt.path)
		}
		if again := s.Normalize(got); again != got {
			t.Errorf("%s normalizer(%q) not idempotent: %q", tt.scheme, got.Path, again.Path)
		}
	}
}

// dnsTests: whether each seeded scheme's host is a DNS name (Scheme.DNS),
// per the document cited in seed.go.
var dnsTests = []struct {
	name string
	dns  bool
}{
	{"http", true},    // RFC 9110 4.3.2
	{"HTTPS", true},   // RFC 9110 4.3.3, name case-insensitive (RFC 3986 3.1)
	{"wss", true},     // RFC 6455 3
	{"ftp", true},     // RFC 1738 3.1
	{"news", true},    // RFC 5538 2.1: "//" server
	{"nntp", true},    // RFC 5538 2.2
	{"file", true},    // RFC 8089 2: DNS name or "localhost"
	{"ldaps", true},   // RFC 4516 2
	{"sip", true},     // RFC 3261 19.1.1
	{"coaps", true},   // RFC 7252 6.2
	{"xmpp", true},    // RFC 5122 2.3
	{"mailto", false}, // RFC 6068 2: no authority
	{"urn", false},    // RFC 8141 2: no authority
	{"data", false},   // RFC 2397
	{"tag", false},    // RFC 4151
}

func TestDNS(t *testing.T) {
	for _, tt := range dnsTests {
		s, ok := scheme.Lookup(tt.name)
		if !ok {
			t.Errorf("Lookup(%q): not registered", tt.name)
			continue
		}
		if s.DNS != tt.dns {
			t.Errorf("Lookup(%q).DNS:\n\tgot  %v\n\twant %v", tt.name, s.DNS, tt.dns)
		}
	}
	// A registered scheme keeps what its registrant says.
	if err := scheme.Register(scheme.Scheme{Name: "x-dns-test", DNS: true}); err != nil {
		t.Fatal(err)
	}
	if s, _ := scheme.Lookup("X-DNS-Test"); !s.DNS {
		t.Errorf("Lookup(%q).DNS:\n\tgot  %v\n\twant %v", "X-DNS-Test", s.DNS, true)
	}
}
