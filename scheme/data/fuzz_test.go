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
	for _, tt := range parseTests {
		f.Add(tt.in)
	}
	for _, tt := range errorTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		schemetest.RoundTrip(t, s, data.Parse)
	})
}
