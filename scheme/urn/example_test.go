package urn_test

// This file holds one example per exported function (RFC 8141 2, 3.1).

import (
	"fmt"

	"github.com/urikit/urikit/scheme/urn"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := urn.Parse(uri.MustParse("urn:example:foo-bar-baz-qux?+CCResolve:cc=uk#somepart"))
	fmt.Println(u.NID, u.NSS, u.RComponent, u.FComponent, err)
	// Output: example foo-bar-baz-qux CCResolve:cc=uk somepart <nil>
}

func ExampleParseString() {
	u, err := urn.ParseString("urn:example:weather?=op=map&lat=39.56")
	fmt.Println(u.NSS, u.QComponent, err)
	_, err = urn.ParseString("urn:x:y")
	fmt.Println(err)
	// Output:
	// weather op=map&lat=39.56 <nil>
	// uri: parse urn "urn:x:y": urn: invalid NID at offset 5
}

func ExampleURL_String() {
	fmt.Println(urn.URL{NID: "example", NSS: "a123,z456", QComponent: "xyz"})
	// Output: urn:example:a123,z456?=xyz
}

func ExampleURL_Equivalent() {
	a, _ := urn.ParseString("urn:example:a123,z456")
	b, _ := urn.ParseString("URN:EXAMPLE:a123,z456?+abc#789")
	c, _ := urn.ParseString("urn:example:a123%2Cz456")
	fmt.Println(a.Equivalent(b), a.Equivalent(c))
	// Output: true false
}

func ExampleURL_Fields() {
	u, _ := urn.ParseString("urn:example:a123,z456?+abc#789")
	fmt.Println(u.Fields())
	// Output: map[f_component:789 nid:example nss:a123,z456 q_component:<nil> r_component:abc]
}
