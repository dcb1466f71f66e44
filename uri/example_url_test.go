package uri_test

import (
	"fmt"
	"net/url"

	"github.com/urikit/urikit/uri"
)

func ExampleRef_URL() {
	r := uri.MustParse("HTTP://me@example.com/a%2Fb?q=1")
	u := r.URL()
	fmt.Println(u.Scheme, u.User.Username(), u.Host, u.Path, u.RawPath, u.RawQuery)
	fmt.Println(u, u.RequestURI())
	// An empty fragment has no field in url.URL: it is dropped, the rest
	// kept in its fields.
	u = uri.MustParse("http://example.com/?#").URL()
	fmt.Printf("%q %q %q %s\n", u.Host, u.Opaque, u.RequestURI(), u)
	// A host net/url refuses is left empty, so net/http dials nothing.
	u = uri.MustParse("http://a%00.example:8080/x").URL()
	fmt.Printf("%q %s\n", u.Host, u)
	// Output:
	// http me example.com /a/b /a%2Fb q=1
	// http://me@example.com/a%2Fb?q=1 /a%2Fb?q=1
	// "example.com" "" "/?" http://example.com/?
	// ":8080" http://:8080/x
}

func ExampleFromURL() {
	u, _ := url.Parse("HTTPS://example.com/a b")
	r, err := uri.FromURL(u)
	fmt.Println(r, err)
	_, err = uri.FromURL(&url.URL{Scheme: "http", Host: "example.com", RawQuery: "a b"})
	fmt.Println(err)
	// Output:
	// https://example.com/a%20b <nil>
	// uri: from URL "http://example.com?a b": invalid character ' ' in query at offset 20
}
