package urn_test

// This file holds the fuzz target of Parse and its properties.

import (
	"testing"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/urn"
)

// FuzzParse checks that Parse never panics, that an error is a *uri.Error
// with an offset inside the input, that an accepted URN survives
// Parse(String()) unchanged and is URN-equivalent to its input (RFC 8141
// 3.1).
func FuzzParse(f *testing.F) {
	schemetest.Seed(f, parseTests, errorTests)
	f.Fuzz(func(t *testing.T, s string) {
		u, ok := schemetest.RoundTrip(t, s, urn.Parse)
		if !ok {
			return
		}
		if !scheme.URNEquivalent(s, u.String()) {
			t.Fatalf("URNEquivalent(%q, %q):\n\tgot  false\n\twant true", s, u.String())
		}
	})
}
