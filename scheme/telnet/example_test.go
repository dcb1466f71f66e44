package telnet_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme/telnet"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := telnet.Parse(uri.MustParse("telnet://guest@bbs.example.org/"))
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Scheme, u.User, u.Host, u.Port)
	// Output: telnet guest bbs.example.org 23
}

func ExampleParseString() {
	_, err := telnet.ParseString("telnet://h/menu")
	fmt.Println(err)
	// Output: uri: parse telnet "telnet://h/menu": nothing may follow the optional "/" at offset 11
}

func ExampleURL_String() {
	u := telnet.URL{Scheme: "rlogin", User: "op:1", HasUser: true, Host: "h.example", Port: 513}
	fmt.Println(u.String())
	// Output: rlogin://op%3A1@h.example
}

func ExampleURL_Fields() {
	u, _ := telnet.ParseString("tn3270://h.example")
	f := u.Fields()
	fmt.Println(f["host"], f["port"])
	// Output: h.example 23
}

func ExampleURL_IsUTF8() {
	u, _ := telnet.ParseString("telnet://caf%E9@h")
	fmt.Printf("%q %v\n", u.User, u.IsUTF8())
	// Output: "caf\xe9" false
}
