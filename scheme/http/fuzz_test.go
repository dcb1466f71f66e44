package http_test

import (
	"testing"

	"github.com/urikit/urikit/scheme/http"
	"github.com/urikit/urikit/scheme/internal/schemetest"
)

// FuzzParse checks that Parse never panics, that its errors carry an
// offset inside the input, and that every accepted URL round-trips through
// String.
func FuzzParse(f *testing.F) {
	schemetest.Seed(f, parseTests, errorTests)
	f.Fuzz(func(t *testing.T, s string) {
		schemetest.RoundTrip(t, s, http.Parse)
	})
}
