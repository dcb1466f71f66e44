package ftp_test

import (
	"testing"

	"github.com/urikit/urikit/scheme/ftp"
	"github.com/urikit/urikit/scheme/internal/schemetest"
)

// FuzzParse checks that Parse and the seed draft's reading never panic,
// that their errors carry an offset inside the input, and that every
// accepted URL round-trips through String under both.
func FuzzParse(f *testing.F) {
	schemetest.Seed(f, parseTests, errorTests)
	schemetest.Seed(f, seedTests)
	f.Fuzz(func(t *testing.T, s string) {
		schemetest.RoundTrip(t, s, ftp.Parse)
		schemetest.RoundTrip(t, s, parseSeed)
	})
}
