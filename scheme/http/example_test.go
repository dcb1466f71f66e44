package http_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme/http"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := http.Parse(uri.MustParse("HTTPS://Example.COM:443/a?b"))
	if err != nil {
		panic(err)
	}
	fmt.Println(u.Scheme, u.Host, u.Port, u.Path, u.Query)
	// Output: https Example.COM 443 /a b
}

func ExampleParseString() {
	_, err := http.ParseString("http:///index.html")
	fmt.Println(err)
	// Output: uri: parse http "http:///index.html": missing host at offset 7
}

func ExampleDefaultPort() {
	fmt.Println(http.DefaultPort("http"), http.DefaultPort("WSS"), http.DefaultPort("ftp"))
	// Output: 80 443 0
}

func ExampleURL_Origin() {
	u, _ := http.ParseString("http://EXAMPLE.com:80/%7Esmith/home.html")
	fmt.Println(u.Origin())
	// Output: http://example.com
}

func ExampleURL_String() {
	u := http.URL{Scheme: "ws", Host: "example.com", Port: 80, Path: "/chat"}
	fmt.Println(u.String())
	// Output: ws://example.com/chat
}

func ExampleURL_Fields() {
	u, _ := http.ParseString("wss://[2001:db8::1]:8443/")
	f := u.Fields()
	fmt.Println(f["port"], f["origin"])
	// Output: 8443 wss://[2001:db8::1]:8443
}
