package prospero_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme/prospero"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := prospero.Parse(uri.MustParse("prospero://host.dom//pros/name;OBJECT-VERSION=3"))
	fmt.Println(err)
	fmt.Println(u.Host, u.Port, u.Path, u.Params)
	_, err = prospero.Parse(uri.MustParse("prospero://host.dom//pros/name;OBJECT-VERSION"))
	fmt.Println(err)
	// Output:
	// <nil>
	// host.dom 1525 /pros/name [{OBJECT-VERSION 3}]
	// uri: parse prospero "prospero://host.dom//pros/name;OBJECT-VERSION": prospero: invalid field: no "=" after the fieldname at offset 45
}

func ExampleParseWith() {
	r := uri.MustParse("prospero://host.dom//pros/name%003")
	u, _ := prospero.ParseWith(r, prospero.Options{SeedVersion: true})
	fmt.Println(u.Path, u.Params)
	fmt.Println(u)
	// Output:
	// /pros/name [{OBJECT-VERSION 3}]
	// prospero://host.dom//pros/name;OBJECT-VERSION=3
}

func ExampleParseString() {
	u, _ := prospero.ParseString("prospero://host.dom:1526/a%3Bb")
	fmt.Println(u.Port, u.HasPort, u.Path)
	// Output: 1526 true a;b
}

func ExampleURL_String() {
	u := prospero.URL{Host: "host.dom", Port: prospero.DefaultPort, Path: "/pros/a;b?", Params: []prospero.Param{{Name: "k", Value: "v=w"}}}
	fmt.Println(u.String())
	// Output: prospero://host.dom//pros/a%3Bb%3F;k=v%3Dw
}

func ExampleURL_Equal() {
	a, _ := prospero.ParseString("prospero://h/x;k=v")
	b, _ := prospero.ParseString("prospero://h:/x;%6B=v")
	fmt.Println(a.Equal(b))
	// Output: true
}

func ExampleURL_Fields() {
	u, _ := prospero.ParseString("prospero://host.dom//pros/name;OBJECT-VERSION=3")
	fmt.Println(u.Fields())
	// Output: map[host:host.dom params:[[OBJECT-VERSION 3]] path:/pros/name port:1525]
}

func ExampleURL_IsUTF8() {
	u, _ := prospero.ParseString("prospero://h/caf%E9")
	fmt.Printf("%q %v\n", u.Path, u.IsUTF8())
	// Output: "caf\xe9" false
}
