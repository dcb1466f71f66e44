package ldap_test

import (
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/ldap"
)

// FuzzParse checks that Parse never panics, that its errors point into the
// input, and that for every accepted input String gives a reference that
// Parse reads back to the same value (RFC 4516 2).
func FuzzParse(f *testing.F) {
	schemetest.SeedString(f, parseTests, errorTests)
	f.Fuzz(func(t *testing.T, s string) {
		schemetest.RoundTrip(t, s, ldap.Parse)
	})
}
