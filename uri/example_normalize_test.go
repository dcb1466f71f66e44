package uri_test

import (
	"errors"
	"fmt"

	"github.com/urikit/urikit/uri"
)

// The comparison ladder of RFC 3986 6.2, one rung at a time: each finds
// more references equivalent, at a little more cost and knowledge.
func Example_ladder() {
	a := uri.MustParse("HTTP://Example.COM:80/a/./b/../%7Euser")
	b := uri.MustParse("http://example.com/a/~user")
	for _, level := range []uri.Level{uri.SimpleString, uri.SyntaxBased, uri.SchemeBased} {
		fmt.Printf("%-13s %-40s equal: %v\n", level, a.NormalizeWith(uri.NormalizeOptions{Level: level}), uri.Equal(a, b, level))
	}
	// Output:
	// simple        HTTP://Example.COM:80/a/./b/../%7Euser   equal: false
	// syntax        http://example.com:80/a/~user            equal: false
	// scheme        http://example.com/a/~user               equal: true
}

func ExampleRef_Normalize() {
	for _, s := range []string{
		"HTTP://www.EXAMPLE.com/",            // 6.2.2.1 case
		"eXAMPLE://a/./b/../b/%63/%7bfoo%7d", // 6.2.2 all at once
		"http://example.com:/",               // 6.2.3 empty port
		"https://example.com:443",            // 6.2.3 default port, empty path
		"http://[2001:DB8:0:0:0:0:0:1]/",     // RFC 5952 IPv6 text
		"urn:ISBN:0-395-36341-1",             // RFC 8141 NID case
		"http://a/b%2Fc?x=%3D",               // reserved characters stay encoded
	} {
		fmt.Println(uri.MustParse(s).Normalize())
	}
	// Output:
	// http://www.example.com/
	// example://a/b/c/%7Bfoo%7D
	// http://example.com/
	// https://example.com/
	// http://[2001:db8::1]/
	// urn:isbn:0-395-36341-1
	// http://a/b%2Fc?x=%3D
}

func ExampleRef_NormalizeWith() {
	r := uri.MustParse("HTTP://example.com:80/docs/?#top")
	fmt.Println(r.NormalizeWith(uri.NormalizeOptions{Level: uri.SyntaxBased}))
	fmt.Println(r.NormalizeWith(uri.NormalizeOptions{Level: uri.SchemeBased}))
	fmt.Println(r.NormalizeWith(uri.NormalizeOptions{Level: uri.SchemeBased, DropFragment: true, DropEmptyQuery: true}))
	// The zero Level is SchemeBased: the fragment goes, as asked.
	fmt.Println(r.NormalizeWith(uri.NormalizeOptions{DropFragment: true}))
	// Output:
	// http://example.com:80/docs/?#top
	// http://example.com/docs/?#top
	// http://example.com/docs/
	// http://example.com/docs/?
}

// A crawler's key: scheme-based normal form without the fragment, and with
// the local host of a file URI written the short way.
func ExampleNormalizeOptions() {
	crawl := uri.NormalizeOptions{Level: uri.SchemeBased, DropFragment: true, DropEmptyQuery: true, FileLocalhost: true}
	for _, s := range []string{"http://Example.com?#intro", "file://localhost/etc/hosts"} {
		fmt.Println(uri.MustParse(s).NormalizeWith(crawl))
	}
	// Output:
	// http://example.com/
	// file:///etc/hosts
}

func ExampleLevel() {
	a, b := uri.MustParse("http://a/%7e"), uri.MustParse("http://a/~")
	for _, l := range []uri.Level{uri.SimpleString, uri.SyntaxBased, uri.SchemeBased} {
		fmt.Println(l, uri.Equal(a, b, l))
	}
	// The zero Level is the scheme-based rung.
	var zero uri.Level
	fmt.Println(zero)
	// Output:
	// simple false
	// syntax true
	// scheme true
	// scheme
}

func ExampleLevel_String() {
	fmt.Println(uri.SyntaxBased.String())
	// Output: syntax
}

func ExampleEqual() {
	a := uri.MustParse("http://example.com")
	b := uri.MustParse("HTTP://EXAMPLE.COM:80/")
	fmt.Println(uri.Equal(a, b, uri.SyntaxBased))
	fmt.Println(uri.Equal(a, b, uri.SchemeBased))
	// Reserved characters are data: %2F is not "/".
	fmt.Println(uri.Equal(uri.MustParse("http://a/b%2Fc"), uri.MustParse("http://a/b/c"), uri.SchemeBased))
	// Output:
	// false
	// true
	// false
}

func ExampleRef_RelativeRef() {
	base := uri.MustParse("http://a/b/c/d;p?q")
	for _, s := range []string{
		"http://a/b/c/g",
		"http://a/b/c/d;p?y",
		"http://a/b/c/d;p?q#s",
		"http://a/b/",
		"http://a/b/g:h",
		"http://other/x",
		"https://a/b/c/g",
		"http://a/b/c/./x/../g", // the target without dot-segments
	} {
		rel, err := base.RelativeRef(uri.MustParse(s))
		if err != nil {
			fmt.Println(err)
			continue
		}
		fmt.Printf("%-24s %-16s %v\n", s, rel, base.Resolve(rel))
	}
	// Output:
	// http://a/b/c/g           g                http://a/b/c/g
	// http://a/b/c/d;p?y       ?y               http://a/b/c/d;p?y
	// http://a/b/c/d;p?q#s     #s               http://a/b/c/d;p?q#s
	// http://a/b/              ..               http://a/b/
	// http://a/b/g:h           ../g:h           http://a/b/g:h
	// http://other/x           //other/x        http://other/x
	// https://a/b/c/g          https://a/b/c/g  https://a/b/c/g
	// http://a/b/c/./x/../g    g                http://a/b/c/g
}

func ExampleErrNotAbsolute() {
	_, err := uri.MustParse("/a/b").RelativeRef(uri.MustParse("http://a/b"))
	fmt.Println(errors.Is(err, uri.ErrNotAbsolute))
	fmt.Println(err)
	// Output:
	// true
	// uri: relative "/a/b": not an absolute reference at offset 0
}

// The steps of RFC 3986 6.2.2 and 6.2.3 one at a time, each with those
// before it, as a tool shows a reader what each one changes.
func ExampleRef_NormalizeStep() {
	r := uri.MustParse("HTTP://www.Example.COM:80/a/./b/../%7euser")
	for _, s := range []uri.Step{uri.StepCase, uri.StepPercentEncoding, uri.StepPathSegment, uri.StepScheme} {
		fmt.Printf("%-7s %s\n", s, r.NormalizeStep(s))
	}
	// Output:
	// 6.2.2.1 http://www.example.com:80/a/./b/../%7Euser
	// 6.2.2.2 http://www.example.com:80/a/./b/../~user
	// 6.2.2.3 http://www.example.com:80/a/~user
	// 6.2.3   http://www.example.com/a/~user
}

func ExampleStep_String() {
	fmt.Println(uri.StepCase, uri.StepScheme)
	// Output:
	// 6.2.2.1 6.2.3
}
