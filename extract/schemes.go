package extract

// This file says which schemes count in text: the names of the IANA URI
// Schemes registry (RFC 7595 3; schemes_table.go, generated from the copy
// in testdata), and those of urikit's registry (package scheme, which
// scheme.Register extends).

//go:generate go run gen_schemes.go

import (
	"github.com/urikit/urikit/internal/registry"

	"github.com/urikit/urikit/internal/syntax"
)

// registered reports whether name is a registered scheme (RFC 3986 3.1:
// schemes are case-insensitive): in the IANA registry, or in urikit's.
func registered(name string) bool {
	if len(name) > ianaLongest {
		return registry.Lookup(name) != nil
	}
	var buf [ianaLongest]byte
	b := buf[:len(name)]
	for i := 0; i < len(name); i++ {
		b[i] = syntax.Lower(name[i])
	}
	return ianaScheme(string(b)) || registry.Lookup(name) != nil
}
