package wais_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme/wais"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := wais.Parse(uri.MustParse("wais://wais.example.org/factbook/TEXT/doc%2042"))
	fmt.Println(err)
	fmt.Println(u.Host, u.Port, u.Form, u.Database, u.WType, u.WPath)
	_, err = wais.Parse(uri.MustParse("wais://wais.example.org/factbook?a/b"))
	fmt.Println(err)
	// Output:
	// <nil>
	// wais.example.org 210 waisdoc factbook TEXT doc 42
	// uri: parse wais "wais://wais.example.org/factbook?a/b": wais: invalid search: unexpected '/' at offset 34
}

func ExampleParseString() {
	u, _ := wais.ParseString("wais://wais.example.org:2100/factbook?Belgium")
	fmt.Println(u.Port, u.Form, u.Search)
	// Output: 2100 waisindex Belgium
}

func ExampleURL_String() {
	u := wais.URL{Host: "wais.example.org", Port: wais.DefaultPort, Form: wais.Index, Database: "factbook", Search: "New Zealand"}
	fmt.Println(u.String())
	// Output: wais://wais.example.org/factbook?New%20Zealand
}

func ExampleURL_Fields() {
	u, _ := wais.ParseString("wais://wais.example.org/factbook?Belgium")
	f := u.Fields()
	fmt.Println(f["host"], f["port"], f["database"], f["search"], f["wtype"])
	// Output: wais.example.org 210 factbook Belgium <nil>
}

func ExampleForm_String() {
	fmt.Println(wais.Database, wais.Index, wais.Doc)
	// Output: waisdatabase waisindex waisdoc
}

func ExampleURL_IsUTF8() {
	u, _ := wais.ParseString("wais://h/caf%E9")
	fmt.Printf("%q %v\n", u.Database, u.IsUTF8())
	// Output: "caf\xe9" false
}
