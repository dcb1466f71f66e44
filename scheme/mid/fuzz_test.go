package mid_test

// This file holds the fuzz target of Parse and its properties.

import (
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/mid"
)

// FuzzParse checks that Parse never panics, that an error is a *uri.Error
// with an offset inside the input, and that every accepted URL survives
// Parse(String()) unchanged (RFC 2392 2).
func FuzzParse(f *testing.F) {
	schemetest.Seed(f, parseTests, errorTests)
	f.Fuzz(func(t *testing.T, s string) {
		schemetest.RoundTrip(t, s, mid.Parse)
	})
}
