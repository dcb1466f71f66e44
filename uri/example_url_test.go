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
	fmt.Println(u)
	// An empty fragment has no field in url.URL: Opaque keeps it.
	u = uri.MustParse("http://example.com/#").URL()
	fmt.Printf("%q %q %s\n", u.Host, u.Opaque, u)
	// Output:
	// HTTP me example.com /a/b /a%2Fb q=1
	// HTTP://me@example.com/a%2Fb?q=1
	// "example.com" "//example.com/#" http://example.com/#
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
