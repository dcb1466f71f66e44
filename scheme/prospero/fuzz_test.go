package prospero_test

import (
	"testing"

	"github.com/urikit/urikit/scheme/prospero"
	"github.com/urikit/urikit/uri"
)

// FuzzParse checks that Parse and ParseWith never panic, that their errors
// point into the input, and that for every accepted input String gives a
// reference that Parse reads back to the same value (RFC 4157 2).
func FuzzParse(f *testing.F) {
	for _, tt := range parseTests {
		f.Add(tt.in, false)
	}
	for _, tt := range seedTests {
		f.Add(tt.in, true)
	}
	for _, tt := range errorTests {
		f.Add(tt.in, false)
	}
	f.Fuzz(func(t *testing.T, s string, seed bool) {
		r, err := uri.Parse(s)
		if err != nil {
			return
		}
		u, err := prospero.ParseWith(r, prospero.Options{SeedVersion: seed})
		if err != nil {
			if e, ok := err.(*uri.Error); !ok || e.Offset < 0 || e.Offset > len(s) || e.Input != s {
				t.Fatalf("ParseWith(%q): error %#v", s, err)
			}
			return
		}
		back, err := prospero.ParseString(u.String())
		if err != nil || !back.Equal(u) {
			t.Fatalf("Parse(String(ParseWith(%q))):\n\tgot  %#v, %v\n\twant %#v", s, back, err, u)
		}
	})
}
