package uri_test

import (
	"fmt"

	"github.com/urikit/urikit/uri"
)

func ExampleBuild() {
	r, err := uri.Build(uri.Parts{
		Scheme:   "https",
		Host:     "2001:db8::1",
		Port:     "8443",
		Path:     "/reports/2024 Q1.pdf",
		Query:    "lang=fr&title=Q1 results",
		Fragment: "page 2",
	})
	fmt.Println(r, err)
	_, err = uri.Build(uri.Parts{Scheme: "http", Host: "a", Port: "80a"})
	fmt.Println(err)
	// Output:
	// https://[2001:db8::1]:8443/reports/2024%20Q1.pdf?lang=fr&title=Q1%20results#page%202 <nil>
	// uri: build "80a": invalid port: unexpected 'a' at offset 2
}

func ExampleParts() {
	// Present but empty components need their Has field.
	r, _ := uri.Build(uri.Parts{Scheme: "file", HasAuthority: true, Path: "/etc/hosts", HasQuery: true})
	fmt.Println(r)
	// A relative path whose first segment holds ":" gets "./" (RFC 3986 4.2).
	r, _ = uri.Build(uri.Parts{Path: "a:b"})
	fmt.Println(r)
	// Output:
	// file:///etc/hosts?
	// ./a:b
}

func ExampleRef_Parts() {
	// Decoded: no triplet here stands for a delimiter.
	p := uri.MustParse("http://J%C3%BCrgen@example.com/a%20b?x=%7E#").Parts()
	fmt.Printf("%q %q %q %q %q %v %v\n", p.Userinfo, p.Host, p.Path, p.Query, p.Fragment, p.HasFragment, p.Encoded)
	// "%2F" is a "/" inside a segment: the components come as written.
	r := uri.MustParse("http://example.com/files/a%2Fb?k=x%26y")
	p = r.Parts()
	fmt.Printf("%q %q %v\n", p.Path, p.Query, p.Encoded)
	back, _ := uri.Build(p)
	fmt.Println(back == r)
	// Output:
	// "Jürgen" "example.com" "/a b" "x=~" "" true false
	// "/files/a%2Fb" "k=x%26y" true
	// true
}

func ExampleParts_encoded() {
	// A path segment holding "/" and a query value holding "&".
	r, _ := uri.Build(uri.Parts{
		Scheme:  "https",
		Host:    "example.com",
		Path:    "/repos/" + uri.Escape("a/b", uri.PathSegment) + "/files",
		Query:   "q=" + uri.Escape("fish & chips", uri.QueryComponent),
		Encoded: true,
	})
	fmt.Println(r)
	// Output:
	// https://example.com/repos/a%2Fb/files?q=fish%20%26%20chips
}
