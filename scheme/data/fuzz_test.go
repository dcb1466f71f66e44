package data_test

// This file holds the fuzz target of Parse and its properties.

import (
	"testing"

	"github.com/urikit/urikit/scheme/data"
	"github.com/urikit/urikit/scheme/internal/schemetest"
)

// FuzzParse checks that Parse never panics, that an error is a *uri.Error
// with an offset inside the input, and that every accepted data URL
// survives Parse(String()) unchanged (RFC 2397 3).
func FuzzParse(f *testing.F) {
	schemetest.Seed(f, parseTests, errorTests)
	f.Fuzz(func(t *testing.T, s string) {
		schemetest.RoundTrip(t, s, data.Parse)
	})
}
