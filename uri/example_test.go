package uri_test

// Examples of every exported function and method of the RFC 3986 core:
// parsing (3, 4.1), components (3.1-3.5), resolution (5.2) and errors.

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	r, err := uri.Parse("foo://example.com:8042/over/there?name=ferret#nose")
	if err != nil {
		fmt.Println(err)
		return
	}
	scheme, _ := r.Scheme()
	port, _ := r.Port()
	query, _ := r.Query()
	fragment, _ := r.Fragment()
	fmt.Println(scheme, r.Host(), port, r.Path(), query, fragment)

	_, err = uri.Parse("http://a/b c")
	fmt.Println(err)
	// Output:
	// foo example.com 8042 /over/there name=ferret nose
	// uri: parse "http://a/b c": invalid character ' ' in path at offset 10
}

func ExampleParseAbsolute() {
	r, err := uri.ParseAbsolute("mailto:John.Doe@example.com")
	fmt.Println(r, err)
	_, err = uri.ParseAbsolute("//example.com/path")
	fmt.Println(err)
	// Output:
	// mailto:John.Doe@example.com <nil>
	// uri: parse "//example.com/path": missing scheme: unexpected '/' at offset 0
}

func ExampleMustParse() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	fmt.Println(base.Path())
	// Output:
	// /b/c/d;p
}

func ExampleNewParser() {
	p := uri.NewParser(uri.AllowZoneID(true))
	r, err := p.Parse("http://[fe80::1%25eth0]:8080/")
	fmt.Println(r.Host(), err)
	// Output:
	// [fe80::1%25eth0] <nil>
}

func ExampleAllowZoneID() {
	in := "http://[fe80::1%25en0]/"
	_, err := uri.Parse(in)
	fmt.Println(err != nil)
	_, err = uri.NewParser(uri.AllowZoneID(true)).Parse(in)
	fmt.Println(err)
	// Output:
	// true
	// <nil>
}

func ExampleParser_Parse() {
	p := uri.NewParser()
	r, err := p.Parse("../g?q")
	fmt.Println(r.Path(), err)
	// Output:
	// ../g <nil>
}

func ExampleParser_ParseAbsolute() {
	p := uri.NewParser(uri.AllowZoneID(true))
	r, err := p.ParseAbsolute("ldap://[fe80::7%25eth1]/c=GB")
	fmt.Println(r.HostKind(), err)
	_, err = p.ParseAbsolute("/c=GB")
	fmt.Println(errors.Is(err, uri.ErrMissingScheme))
	// Output:
	// ipv6 <nil>
	// true
}

func ExampleRef_IsValid() {
	var zero uri.Ref
	fmt.Println(zero.IsValid(), uri.MustParse("").IsValid())
	// Output:
	// false true
}

func ExampleRef_String() {
	// String returns the reference exactly as written.
	fmt.Println(uri.MustParse("HTTP://Example.COM/%7euser"))
	// Output:
	// HTTP://Example.COM/%7euser
}

func ExampleRef_Scheme() {
	s, ok := uri.MustParse("urn:isbn:0451450523").Scheme()
	fmt.Printf("%q %v\n", s, ok)
	s, ok = uri.MustParse("//example.com/").Scheme()
	fmt.Printf("%q %v\n", s, ok)
	// Output:
	// "urn" true
	// "" false
}

func ExampleRef_HasScheme() {
	fmt.Println(uri.MustParse("tel:+1-816-555-1212").HasScheme(), uri.MustParse("g;x?y#s").HasScheme())
	// Output:
	// true false
}

func ExampleRef_IsAbsolute() {
	// 4.3: absolute-URI = scheme ":" hier-part [ "?" query ], no fragment.
	fmt.Println(uri.MustParse("http://a/b?c").IsAbsolute(), uri.MustParse("http://a/b#c").IsAbsolute())
	// Output:
	// true false
}

func ExampleRef_Authority() {
	for _, s := range []string{"http://user@example.com:80/", "file:///etc/hosts", "mailto:a@b"} {
		a, ok := uri.MustParse(s).Authority()
		fmt.Printf("%q %v\n", a, ok)
	}
	// Output:
	// "user@example.com:80" true
	// "" true
	// "" false
}

func ExampleRef_HasAuthority() {
	fmt.Println(uri.MustParse("//").HasAuthority(), uri.MustParse("/").HasAuthority())
	// Output:
	// true false
}

func ExampleRef_Userinfo() {
	for _, s := range []string{"ftp://anonymous:pw@ftp.example/", "http://@a/", "http://a/"} {
		u, ok := uri.MustParse(s).Userinfo()
		fmt.Printf("%q %v\n", u, ok)
	}
	// Output:
	// "anonymous:pw" true
	// "" true
	// "" false
}

func ExampleRef_Host() {
	fmt.Println(uri.MustParse("ldap://[2001:db8::7]/c=GB").Host())
	fmt.Println(uri.MustParse("telnet://192.0.2.16:80/").Host())
	// Output:
	// [2001:db8::7]
	// 192.0.2.16
}

func ExampleRef_HostKind() {
	for _, s := range []string{"http://192.0.2.16/", "http://256.1.1.1/", "http://[::1]/", "http://[v1.x]/", "/path"} {
		fmt.Println(uri.MustParse(s).HostKind())
	}
	// Output:
	// ipv4
	// reg-name
	// ipv6
	// ipvfuture
	// none
}

func ExampleHostKind() {
	k := uri.MustParse("http://01.2.3.4/").HostKind()
	fmt.Println(k == uri.HostRegName, k)
	// Output:
	// true reg-name
}

func ExampleRef_Port() {
	for _, s := range []string{"http://a:8080/", "http://a:/", "http://a/"} {
		p, ok := uri.MustParse(s).Port()
		fmt.Printf("%q %v\n", p, ok)
	}
	// Output:
	// "8080" true
	// "" true
	// "" false
}

func ExampleRef_Path() {
	fmt.Printf("%q\n", uri.MustParse("http://a/b%20c/d;p?q").Path())
	fmt.Printf("%q\n", uri.MustParse("http://a?q").Path())
	// Output:
	// "/b%20c/d;p"
	// ""
}

func ExampleRef_Query() {
	for _, s := range []string{"http://a/?x=1&y=2", "http://a/?", "http://a/"} {
		q, ok := uri.MustParse(s).Query()
		fmt.Printf("%q %v\n", q, ok)
	}
	// Output:
	// "x=1&y=2" true
	// "" true
	// "" false
}

func ExampleRef_Fragment() {
	for _, s := range []string{"http://a/#sec/2?", "http://a/#", "http://a/"} {
		f, ok := uri.MustParse(s).Fragment()
		fmt.Printf("%q %v\n", f, ok)
	}
	// Output:
	// "sec/2?" true
	// "" true
	// "" false
}

func ExampleRef_WithoutFragment() {
	fmt.Println(uri.MustParse("http://a/b?c#d").WithoutFragment())
	// Output:
	// http://a/b?c
}

func ExampleRef_Compare() {
	a, b := uri.MustParse("http://a/"), uri.MustParse("http://b/")
	fmt.Println(a.Compare(b), b.Compare(a), a.Compare(a))
	// Output:
	// -1 1 0
}

func ExampleRef_Resolve() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for _, ref := range []string{"g", "../g", "?y", "#s", "../../../g", "//g", "http:g"} {
		fmt.Println(base.Resolve(uri.MustParse(ref)))
	}
	// Output:
	// http://a/b/c/g
	// http://a/b/g
	// http://a/b/c/d;p?y
	// http://a/b/c/d;p?q#s
	// http://a/g
	// http://g
	// http:g
}

func ExampleRef_ResolveWith() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	ref := uri.MustParse("http:g")
	fmt.Println(base.ResolveWith(ref, uri.ResolveOptions{}))
	fmt.Println(base.ResolveWith(ref, uri.ResolveOptions{Legacy: true}))
	isHTTP := func(scheme string) bool { return strings.EqualFold(scheme, "http") }
	fmt.Println(base.ResolveWith(ref, uri.ResolveOptions{Legacy: true, Hierarchical: isHTTP}))
	// Output:
	// http:g
	// http://a/b/c/g
	// http://a/b/c/g
}

func ExampleRef_ResolveString() {
	base := uri.MustParse("foo:/a")
	r, err := base.ResolveString("..//b")
	fmt.Println(r, err)
	_, err = base.ResolveString("b c")
	fmt.Println(err)
	// Output:
	// foo:/.//b <nil>
	// uri: parse "b c": invalid character ' ' in path at offset 1
}

func ExampleRemoveDotSegments() {
	fmt.Println(uri.RemoveDotSegments("/a/b/c/./../../g"))
	fmt.Println(uri.RemoveDotSegments("mid/content=5/../6"))
	// Output:
	// /a/g
	// mid/6
}

func ExampleError() {
	_, err := uri.Parse("http://a:8x/")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Op, e.Input, e.Offset, errors.Is(err, uri.ErrInvalidPort))
		fmt.Println(e.Input[:e.Offset] + ">>" + e.Input[e.Offset:])
	}
	fmt.Println(err)
	// Output:
	// parse http://a:8x/ 11 true
	// http://a:8x>>/
	// uri: parse "http://a:8x/": invalid port: unexpected '/' (digits only, no "@" follows) at offset 11
}

func ExampleError_Unwrap() {
	_, err := uri.Parse("http://[::1/")
	fmt.Println(errors.Is(err, uri.ErrInvalidIPv6), errors.Is(err, uri.ErrInvalidPort))
	// Output:
	// true false
}
