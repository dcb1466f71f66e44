package iri_test

import (
	"fmt"

	"github.com/urikit/urikit/iri"
)

// The scheme-based normal form (RFC 3987 5.3.2, 5.3.3): percent-encoded
// ucschar decoded, the bidi formatting character kept encoded (4.1), the
// default port and dot-segments removed.
func ExampleRef_Normalize() {
	r := iri.MustParse("HTTP://www.Example.ORG:80/r%C3%A9sum%C3%A9/./%7Euser?q#%E2%80%AE")
	fmt.Println(r.Normalize())
	// Output: http://www.example.org/résumé/~user?q#%E2%80%AE
}

// Character normalization (5.3.2.2) and IDNA (5.3.3) are options.
func ExampleRef_NormalizeWith() {
	r := iri.MustParse("http://xn--rsum-bpad.example.org/Re\u0301sume\u0301?x")
	fmt.Printf("%+q\n", r.NormalizeWith(iri.NormalizeOptions{Level: iri.SyntaxBased}).String())
	fmt.Printf("%+q\n", r.NormalizeWith(iri.NormalizeOptions{Level: iri.SchemeBased, NFC: true, IDNA: true}).String())
	// Output:
	// "http://xn--rsum-bpad.example.org/Re\u0301sume\u0301?x"
	// "http://r\u00e9sum\u00e9.example.org/R\u00e9sum\u00e9?x"
}

// Equal compares along the ladder: the percent-encoded IRI is the same
// resource (5.3.2.3), the default port only at the scheme-based rung
// (5.3.3), and decomposed text is not composed (5.3.2.2).
func ExampleEqual() {
	a := iri.MustParse("http://example.org/D%C3%BCrst")
	b := iri.MustParse("http://example.org:80/D\u00fcrst")
	c := iri.MustParse("http://example.org/Du\u0308rst")
	fmt.Println(iri.Equal(a, b, iri.SimpleString))
	fmt.Println(iri.Equal(a, b, iri.SyntaxBased))
	fmt.Println(iri.Equal(a, b, iri.SchemeBased))
	fmt.Println(iri.Equal(b, c, iri.SchemeBased))
	// Output:
	// false
	// false
	// true
	// false
}

// A Level names a rung; it is the uri package's type.
func ExampleLevel() {
	fmt.Println(iri.SimpleString, iri.SyntaxBased, iri.SchemeBased)
	// Output: simple syntax scheme
}

// NormalizeOptions adds the protocol-based choices of 5.3.4.
func ExampleNormalizeOptions() {
	r := iri.MustParse("http://例え.jp/ページ?#節")
	fmt.Println(r.NormalizeWith(iri.NormalizeOptions{Level: iri.SchemeBased, DropEmptyQuery: true, DropFragment: true}))
	// Output: http://例え.jp/ページ
}
