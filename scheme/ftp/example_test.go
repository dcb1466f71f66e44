package ftp_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme/ftp"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := ftp.Parse(uri.MustParse("ftp://anonymous@ftp.example.org/pub/a%20b.txt;type=A"))
	if err != nil {
		panic(err)
	}
	fmt.Printf("%s %s %d %q %s\n", u.User, u.Host, u.Port, u.Segments, u.Type)
	// Output: anonymous ftp.example.org 21 ["pub" "a b.txt"] a
}

func ExampleParseString() {
	_, err := ftp.ParseString("ftp://h/file;type=x")
	fmt.Println(err)
	// Output: uri: parse ftp "ftp://h/file;type=x": invalid typecode at offset 18
}

func ExampleURL_String() {
	u := ftp.URL{User: "me", HasUser: true, Host: "h.example", Port: 21, Segments: []string{"dir;1", "a?b"}, Type: "i"}
	fmt.Println(u.String())
	// Output: ftp://me@h.example/dir%3B1/a%3Fb;type=i
}

func ExampleURL_Fields() {
	u, _ := ftp.ParseString("ftp://h:2121/x;type=d")
	f := u.Fields()
	fmt.Println(f["host"], f["port"], f["segments"], f["type"])
	// Output: h 2121 [x] d
}

func ExampleParseWith() {
	r := uri.MustParse("ftp://ftp.example.org/pub/paper.ps!I")
	u, _ := ftp.Parse(r)
	fmt.Printf("%q %q\n", u.Segments, u.Type)
	u, _ = ftp.ParseWith(r, ftp.Options{SeedType: true})
	fmt.Printf("%q %q\n", u.Segments, u.Type)
	// Output:
	// ["pub" "paper.ps!I"] ""
	// ["pub" "paper.ps"] "i"
}

func ExampleURL_IsUTF8() {
	u, _ := ftp.ParseString("ftp://h/caf%E9.txt")
	fmt.Printf("%q %v\n", u.Segments, u.IsUTF8())
	// Output: ["caf\xe9.txt"] false
}
