package uri_test

import (
	"fmt"

	"github.com/urikit/urikit/uri"
)

func ExampleRef_WithScheme() {
	r, err := uri.MustParse("http://example.com/a?b#c").WithScheme("https")
	fmt.Println(r, err)
	r, err = uri.MustParse("//example.com/").WithScheme("ws")
	fmt.Println(r, err)
	_, err = uri.MustParse("/a").WithScheme("h ttp")
	fmt.Println(err)
	// Output:
	// https://example.com/a?b#c <nil>
	// ws://example.com/ <nil>
	// uri: with scheme "h ttp": invalid scheme: unexpected ' ' at offset 1
}

func ExampleRef_WithUserinfo() {
	r := uri.MustParse("ftp://files.example/pub/")
	// As written: ":" separates, "@" and the space are encoded.
	fmt.Println(r.WithUserinfo("anonymous:me@example.org"))
	fmt.Println(r.WithUserinfo(uri.Escape("J. Doe", uri.Userinfo)))
	// Output:
	// ftp://anonymous:me%40example.org@files.example/pub/ <nil>
	// ftp://J.%20Doe@files.example/pub/ <nil>
}

func ExampleRef_WithHost() {
	r := uri.MustParse("http://user@old.example:8080/p?q")
	fmt.Println(r.WithHost("new.example"))
	fmt.Println(r.WithHost("[2001:db8::1]"))
	_, err := r.WithHost("new.example:80")
	fmt.Println(err)
	// Output:
	// http://user@new.example:8080/p?q <nil>
	// http://user@[2001:db8::1]:8080/p?q <nil>
	// uri: with host "new.example:80": invalid character ':' in host (a reg-name holds no ":": a port goes in WithPort, an IPv6 address in brackets) at offset 11
}

func ExampleRef_WithPort() {
	r := uri.MustParse("https://example.com/")
	fmt.Println(r.WithPort("8443"))
	_, err := r.WithPort("84a3")
	fmt.Println(err)
	// Output:
	// https://example.com:8443/ <nil>
	// uri: with port "84a3": invalid port: unexpected 'a' at offset 2
}

func ExampleRef_WithPath() {
	r := uri.MustParse("http://example.com/old?q=1")
	// Triplets are kept, the space is encoded, nothing twice.
	fmt.Println(r.WithPath("/a%2Fb c/d"))
	// After an authority a path starts with "/" (RFC 3986 3.3).
	_, err := r.WithPath("a/b")
	fmt.Println(err)
	// Output:
	// http://example.com/a%2Fb%20c/d?q=1 <nil>
	// uri: with path "a/b": invalid character 'a' in path (a path after an authority is empty or starts with "/", RFC 3986 3.3) at offset 0
}

func ExampleRef_WithQuery() {
	r := uri.MustParse("http://example.com/search#results")
	fmt.Println(r.WithQuery("q=a%26b c"))
	fmt.Println(r.WithQuery(""))
	// Output:
	// http://example.com/search?q=a%26b%20c#results <nil>
	// http://example.com/search?#results <nil>
}

func ExampleRef_WithFragment() {
	r := uri.MustParse("http://example.com/doc")
	fmt.Println(r.WithFragment("section 2"))
	// Output:
	// http://example.com/doc#section%202 <nil>
}

func ExampleRef_WithoutUserinfo() {
	fmt.Println(uri.MustParse("http://user:secret@example.com/").WithoutUserinfo())
	// Output:
	// http://example.com/
}

func ExampleRef_WithoutPort() {
	fmt.Println(uri.MustParse("http://[::1]:8080/x").WithoutPort())
	// Output:
	// http://[::1]/x
}

func ExampleRef_WithoutQuery() {
	fmt.Println(uri.MustParse("http://example.com/p?utm_source=x#top").WithoutQuery())
	// Output:
	// http://example.com/p#top
}

func ExampleRef_JoinPath() {
	r := uri.MustParse("https://api.example/v1/repos/a%2Fb/?page=2")
	fmt.Println(r.JoinPath("issues", "42", "../43/"))
	fmt.Println(r.JoinPath("../../../../x y"))
	// Output:
	// https://api.example/v1/repos/a%2Fb/issues/43/?page=2 <nil>
	// https://api.example/x%20y?page=2 <nil>
}

func ExampleRef_Username() {
	r := uri.MustParse("ftp://J%C3%BCrgen:pw@files.example/")
	fmt.Println(r.Username())
	// Output:
	// Jürgen
}

func ExampleRef_Password() {
	fmt.Println(uri.MustParse("ftp://anna:s3cr%20t@files.example/").Password())
	fmt.Println(uri.MustParse("ftp://anna@files.example/").Password())
	// Output:
	// s3cr t true
	//  false
}

func ExampleRef_Redacted() {
	fmt.Println(uri.MustParse("https://anna:s3cret@example.com/a%20b").Redacted())
	// Output:
	// https://anna:xxxxx@example.com/a%20b
}

func ExampleRef_RequestURI() {
	fmt.Println(uri.MustParse("http://example.com/a%2Fb?q=1#frag").RequestURI())
	fmt.Println(uri.MustParse("http://example.com").RequestURI())
	// Output:
	// /a%2Fb?q=1
	// /
}

// The recipes of docs/uri.md: build and edit without escaping twice.
func Example_editing() {
	r := uri.MustParse("http://a/50%2541/x?q=1")
	v := r.QueryValues() // the decoded pairs of the query, in order
	v.Add("lang", "fr & en")
	r = r.WithQueryValues(v) // only the query changed
	fmt.Println(r)
	r, _ = r.WithPath("/a%2Fb c/d")
	fmt.Println(r)
	r, _ = r.JoinPath("../e", "f/")
	fmt.Println(r)
	b, _ := uri.Build(uri.Parts{Scheme: "https", Host: "example.com",
		Path: "/files/" + uri.Escape("a/b", uri.PathSegment), Query: v.Encode()})
	again, _ := uri.Build(b.Parts())
	fmt.Println(b, again == b)
	// Output:
	// http://a/50%2541/x?q=1&lang=fr+%26+en
	// http://a/a%2Fb%20c/d?q=1&lang=fr+%26+en
	// http://a/a%2Fb%20c/e/f/?q=1&lang=fr+%26+en
	// https://example.com/files/a%2Fb?q=1&lang=fr+%26+en true
}
