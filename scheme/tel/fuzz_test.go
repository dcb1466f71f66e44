package tel_test

import (
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/tel"
)

// FuzzParse checks that Parse never panics, that its errors point into the
// input, and that for every accepted input String gives a reference that
// Parse reads back to the same value (RFC 3966 3).
func FuzzParse(f *testing.F) {
	schemetest.SeedString(f, parseTests, errorTests)
	f.Fuzz(func(t *testing.T, s string) {
		u, ok := schemetest.RoundTrip(t, s, tel.Parse)
		if !ok {
			return
		}
		if u.Global != (u.Number[0] == '+') {
			t.Fatalf("Parse(%q): Global %v for number %q", s, u.Global, u.Number)
		}
	})
}
