package gopher_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme/gopher"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := gopher.Parse(uri.MustParse("gopher://gopher.example.org/7/search%09urikit"))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s %d %c %s %q\n", u.Host, u.Port, u.ItemType, u.Selector, u.Search)
	// Output: gopher.example.org 70 7 /search "urikit"
}

func ExampleParseString() {
	u, _ := gopher.ParseString("gopher://gopher.example.org")
	fmt.Printf("%c %v %q\n", u.ItemType, u.TypeGiven, u.Selector)
	// Output: 1 false ""
}

// The seed draft put "?" before the Gopher+ string.
func ExampleParseWith() {
	u, _ := gopher.ParseWith(uri.MustParse("gopher://h/0doc%09?+text/plain"), gopher.Options{SeedQuery: true})
	fmt.Printf("%q %s\n", u.GopherPlus, u)
	// Output: "+text/plain" gopher://h/0doc%09%09+text/plain
}

func ExampleURL_String() {
	u := gopher.URL{Host: "h.example", Port: 70, ItemType: '0', TypeGiven: true, Selector: "/a file?"}
	fmt.Println(u.String())
	// Output: gopher://h.example/0/a%20file%3F
}

func ExampleURL_Fields() {
	u, _ := gopher.ParseString("gopher://h/0s%09%09!")
	f := u.Fields()
	fmt.Println(f["item_type"], f["selector"], f["gopher_plus"], f["port"])
	// Output: 0 s ! 70
}

func ExampleURL_IsUTF8() {
	u, _ := gopher.ParseString("gopher://h/0caf%E9")
	fmt.Printf("%q %v\n", u.Selector, u.IsUTF8())
	// Output: "caf\xe9" false
}
