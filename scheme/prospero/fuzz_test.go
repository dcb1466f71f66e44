package prospero_test

import (
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/prospero"
)

// FuzzParse checks that Parse and the seed draft's reading never panic,
// that their errors point into the input, and that for every accepted
// input String gives a reference that they read back to the same value
// (RFC 4157 2).
func FuzzParse(f *testing.F) {
	schemetest.SeedString(f, parseTests, errorTests)
	schemetest.SeedString(f, seedTests)
	f.Fuzz(func(t *testing.T, s string) {
		schemetest.RoundTrip(t, s, prospero.Parse)
		schemetest.RoundTrip(t, s, parseSeed)
	})
}
