package iri_test

import (
	"testing"

	"github.com/urikit/urikit/iri"
)

// FuzzRelativeRef checks the round trip of RelativeRef on IRIs (RFC 3986
// 4.2 and 5.2 by RFC 3987 6.5): for every pair of IRIs, resolving the
// result against the base gives the target with its dot-segments removed,
// the result is never longer than that target, and its URI mapping (3.1)
// resolves against the base's mapping to the target's mapping.
func FuzzRelativeRef(f *testing.F) {
	for _, tt := range relTests {
		f.Add(tt.base, tt.target)
	}
	zone := iri.New(iri.AllowZoneID(true))
	f.Fuzz(func(t *testing.T, b, s string) {
		base, err1 := zone.ParseAbsolute(b)
		target, err2 := zone.ParseAbsolute(s)
		if err1 != nil || err2 != nil {
			return
		}
		rel, err := base.RelativeRef(target)
		if err != nil {
			t.Fatalf("RelativeRef(%q, %q): %v", b, s, err)
		}
		want := target.Resolve(target)
		if got := base.Resolve(rel); got != want {
			t.Fatalf("Resolve(%q, RelativeRef(%q) = %q):\n\tgot  %v\n\twant %v", b, s, rel, got, want)
		}
		if len(rel.String()) > len(want.String()) {
			t.Fatalf("RelativeRef(%q, %q) = %q, longer than %q", b, s, rel, want)
		}
		if got, want := base.ToURI().Resolve(rel.ToURI()), want.ToURI(); got != want {
			t.Fatalf("ToURI: Resolve(%q, %q):\n\tgot  %v\n\twant %v", base.ToURI(), rel.ToURI(), got, want)
		}
	})
}
