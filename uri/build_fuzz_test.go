package uri_test

// This file fuzzes the round trip through Parts and Build (RFC 3986 3, 5.3):
// it gives the reference back byte for byte.

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

// FuzzBuildParts: for every valid r, Build(r.Parts()) is r, byte for byte
// (the components as written, nothing escaped twice), and Build of Parts
// edited through a With method agrees with that method.
func FuzzBuildParts(f *testing.F) {
	for _, tt := range buildTests {
		if r, err := uri.Build(tt.p); err == nil {
			f.Add(r.String())
		}
	}
	for _, tt := range partsTests {
		f.Add(tt.in)
	}
	for _, s := range []string{"a%2Fb", "//u%3Ap@h/", "//a%3Ab/", "//%5B::1%5D/", "http://h/%2E%2E/x", "?a%26b=%3D#%23", "/%41%7e%2f%3f", "http://a/50%2541/x?q=1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := zoneParser.Parse(s)
		if err != nil {
			return
		}
		p := r.Parts()
		back, err := uri.Build(p)
		if err != nil || back != r {
			t.Fatalf("Build(Parse(%q).Parts()):\n\tgot  %q, %v\n\twant %q", s, back, err, s)
		}
		// A query set in the Parts builds what WithQuery makes.
		p.Query, p.HasQuery = "k=a b%2F", true
		built, err := uri.Build(p)
		with, err2 := r.WithQuery("k=a b%2F")
		if err != nil || err2 != nil || built != with {
			t.Fatalf("Parse(%q): Build with a query:\n\tgot  %q, %v\n\twant %q, %v", s, built, err, with, err2)
		}
	})
}
