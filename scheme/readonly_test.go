package scheme_test

import (
	"sync"
	"testing"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// TestLookupIsACopy: the registry is read-only to callers. Changing the
// value Lookup returns changes neither the registry nor normalization
// (RFC 3986 6.2.3 keeps reading the registered default port).
func TestLookupIsACopy(t *testing.T) {
	s, _ := scheme.Lookup("http")
	s.DefaultPort = 8080
	s.EmptyPath = ""
	s.Normalize = func(c scheme.Components) scheme.Components { c.Path = "/changed"; return c }
	again, _ := scheme.Lookup("http")
	if again.DefaultPort != 80 || again.EmptyPath != "/" || again.Normalize != nil {
		t.Errorf("Lookup(http) after changing a copy:\n\tgot  %+v\n\twant port 80, empty path \"/\", no Normalize", again)
	}
	in, want := "http://a:80", "http://a/"
	if got := uri.MustParse(in).Normalize().String(); got != want {
		t.Errorf("Parse(%q).Normalize():\n\tgot  %v\n\twant %v", in, got, want)
	}
}

// TestNormalizeWhileRegister normalizes while another goroutine registers
// schemes (run with -race: the registry is copy-on-write).
func TestNormalizeWhileRegister(t *testing.T) {
	var wg sync.WaitGroup
	wg.Add(2)
	go func() {
		defer wg.Done()
		for i := range 50 {
			_ = scheme.Register(scheme.Scheme{Name: "x-race-" + string(rune('a'+i%26)), DefaultPort: 1000 + i, Spec: "a test"})
		}
	}()
	go func() {
		defer wg.Done()
		for range 200 {
			if got := uri.MustParse("HTTP://A:80").Normalize().String(); got != "http://a/" {
				t.Errorf("Normalize during Register:\n\tgot  %v\n\twant http://a/", got)
				return
			}
		}
	}()
	wg.Wait()
}
