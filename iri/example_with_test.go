package iri_test

import (
	"fmt"

	"github.com/urikit/urikit/iri"
)

func ExampleProfile_With() {
	p := iri.Lookup.With(iri.EncodeUnwise(true))
	u, err := p.ToURIString("http://résumé.example.org/a b")
	fmt.Println(u, err)
	_, err = iri.Lookup.ToURIString("http://résumé.example.org/a b")
	fmt.Println(err)
	// Output:
	// http://xn--rsum-bpad.example.org/a%20b <nil>
	// uri: IRI to URI "http://résumé.example.org/a b": invalid character ' ' in path at offset 29
}
