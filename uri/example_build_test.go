package uri_test

import (
	"fmt"

	"github.com/urikit/urikit/uri"
)

func ExampleBuild() {
	// Components as written: the triplet "%2F" stays, the space and the
	// "%" that starts no triplet are encoded; nothing is encoded twice.
	r, err := uri.Build(uri.Parts{
		Scheme:   "https",
		Host:     "2001:db8::1",
		Port:     "8443",
		Path:     "/repos/a%2Fb/2024 Q1.pdf",
		Query:    "lang=fr&off=50%",
		Fragment: "page 2",
	})
	fmt.Println(r, err)
	_, err = uri.Build(uri.Parts{Scheme: "http", Host: "a", Port: "80a"})
	fmt.Println(err)
	// Output:
	// https://[2001:db8::1]:8443/repos/a%2Fb/2024%20Q1.pdf?lang=fr&off=50%25#page%202 <nil>
	// uri: build "80a": invalid port: unexpected 'a' at offset 2
}

func ExampleParts() {
	// Present but empty components need their Has field.
	r, _ := uri.Build(uri.Parts{Scheme: "file", HasAuthority: true, Path: "/etc/hosts", HasQuery: true})
	fmt.Println(r)
	// Data goes in escaped: a segment holding "/", form data.
	var q uri.Values
	q.Add("q", "fish & chips")
	r, _ = uri.Build(uri.Parts{
		Scheme: "https",
		Host:   "example.com",
		Path:   "/repos/" + uri.Escape("a/b", uri.PathSegment) + "/files",
		Query:  q.Encode(),
	})
	fmt.Println(r)
	// A relative path whose first segment holds ":" gets "./" (RFC 3986 4.2).
	r, _ = uri.Build(uri.Parts{Path: "a:b"})
	fmt.Println(r)
	// Output:
	// file:///etc/hosts?
	// https://example.com/repos/a%2Fb/files?q=fish+%26+chips
	// ./a:b
}

func ExampleRef_Parts() {
	r := uri.MustParse("http://J%C3%BCrgen@example.com/files/a%2Fb?k=x%26y#")
	p := r.Parts()
	fmt.Printf("%q %q %q %q %q %v\n", p.Userinfo, p.Host, p.Path, p.Query, p.Fragment, p.HasFragment)
	// Change a component and build again: the others are kept as written.
	p.Host = "example.org"
	back, _ := uri.Build(p)
	fmt.Println(back)
	// Output:
	// "J%C3%BCrgen" "example.com" "/files/a%2Fb" "k=x%26y" "" true
	// http://J%C3%BCrgen@example.org/files/a%2Fb?k=x%26y#
}
