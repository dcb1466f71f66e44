package tel_test

import (
	"testing"

	"github.com/urikit/urikit/scheme/tel"
	"github.com/urikit/urikit/uri"
)

// FuzzParse checks that Parse never panics, that its errors point into the
// input, and that for every accepted input String gives a reference that
// Parse reads back to the same value (RFC 3966 3).
func FuzzParse(f *testing.F) {
	for _, tt := range parseTests {
		f.Add(tt.in)
	}
	for _, tt := range errorTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := uri.Parse(s)
		if err != nil {
			return
		}
		u, err := tel.Parse(r)
		if err != nil {
			if e, ok := err.(*uri.Error); !ok || e.Offset < 0 || e.Offset > len(s) || e.Input != s {
				t.Fatalf("Parse(%q): error %#v", s, err)
			}
			return
		}
		if u.Global != (u.Number[0] == '+') {
			t.Fatalf("Parse(%q): Global %v for number %q", s, u.Global, u.Number)
		}
		back, err := tel.ParseString(u.String())
		if err != nil || !back.Equal(u) {
			t.Fatalf("Parse(String(Parse(%q))):\n\tgot  %#v, %v\n\twant %#v", s, back, err, u)
		}
	})
}
