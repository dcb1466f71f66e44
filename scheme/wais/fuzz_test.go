package wais_test

import (
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/wais"
)

// FuzzParse checks that Parse never panics, that its errors point into the
// input, and that for every accepted input String gives a reference that
// Parse reads back to the same value (RFC 4156 2).
func FuzzParse(f *testing.F) {
	schemetest.SeedString(f, parseTests, errorTests)
	f.Fuzz(func(t *testing.T, s string) {
		schemetest.RoundTrip(t, s, wais.Parse)
	})
}
