package uri_test

import (
	"fmt"
	"net/url"

	"github.com/urikit/urikit/uri"
)

func ExampleRef_QueryValues() {
	v := uri.MustParse("https://example.com/search?q=urikit+go&lang=en&q=rfc%203986").QueryValues()
	for k, s := range v.All() {
		fmt.Printf("%s=%q\n", k, s)
	}
	// Output:
	// q="urikit go"
	// lang="en"
	// q="rfc 3986"
}

func ExampleRef_WithQueryValues() {
	// Adding a parameter changes the query and nothing else: the path
	// keeps its "%25".
	r := uri.MustParse("http://a/50%2541/x?q=1#top")
	v := r.QueryValues()
	v.Add("lang", "fr & en")
	fmt.Println(r.WithQueryValues(v))
	// No pairs left: no query.
	v = r.QueryValues()
	v.Del("q")
	fmt.Println(r.WithQueryValues(v))
	// Output:
	// http://a/50%2541/x?q=1&lang=fr+%26+en#top
	// http://a/50%2541/x#top
}

func ExampleValuesFromURL() {
	v := uri.ValuesFromURL(url.Values{"z": {"1"}, "a": {"x", "y"}})
	r := uri.MustParse("https://example.com/").WithQueryValues(v)
	fmt.Println(r)
	// Output:
	// https://example.com/?a=x&a=y&z=1
}

func ExampleValues() {
	// The zero Values is an empty list, ready to use.
	var v uri.Values
	v.Add("q", "a/b?")
	v.Add("tag", "x;y")
	fmt.Println(v.Encode())
	// Output:
	// q=a/b?&tag=x%3By
}

func ExampleValues_Get() {
	v := uri.MustParse("/search?q=a+b&q=c&empty=").QueryValues()
	fmt.Printf("%q %q %q\n", v.Get("q"), v.Get("empty"), v.Get("absent"))
	// Output:
	// "a b" "" ""
}

func ExampleValues_GetAll() {
	v := uri.MustParse("/search?q=a+b&page=2&q=c").QueryValues()
	fmt.Printf("%q\n", v.GetAll("q"))
	// Output:
	// ["a b" "c"]
}

func ExampleValues_Has() {
	v := uri.MustParse("/search?debug&q=").QueryValues()
	fmt.Println(v.Has("debug"), v.Has("q"), v.Has("page"))
	// Output:
	// true true false
}

func ExampleValues_Set() {
	v := uri.MustParse("?page=1&q=go&page=2").QueryValues()
	v.Set("page", "3") // the first "page" keeps its place, the other goes
	v.Set("sort", "new")
	fmt.Println(v.Encode())
	// Output:
	// page=3&q=go&sort=new
}

func ExampleValues_Add() {
	v := uri.MustParse("?tag=a").QueryValues()
	v.Add("tag", "b c")
	fmt.Println(v.Encode())
	// Output:
	// tag=a&tag=b+c
}

func ExampleValues_Del() {
	v := uri.MustParse("?utm_source=x&id=7&utm_source=y").QueryValues()
	v.Del("utm_source")
	fmt.Println(v.Encode())
	// Output:
	// id=7
}

func ExampleValues_Len() {
	fmt.Println(uri.MustParse("?a=1&&b=2&a=3").QueryValues().Len())
	// Output:
	// 3
}

func ExampleValues_All() {
	for k, s := range uri.MustParse("?a=1&flag&b=x%26y").QueryValues().All() {
		fmt.Printf("%q: %q\n", k, s)
	}
	// Output:
	// "a": "1"
	// "flag": ""
	// "b": "x&y"
}

func ExampleValues_Sort() {
	v := uri.MustParse("?b=1&a=2&b=0&a=1").QueryValues()
	v.Sort() // stable: the values of each key keep their order
	fmt.Println(v.Encode())
	// Output:
	// a=2&a=1&b=1&b=0
}

func ExampleValues_Encode() {
	var v uri.Values
	v.Add("q", "fish & chips")
	v.Add("price", "<10€")
	v.Add("path", "/a/b")
	fmt.Println(v.Encode())
	// Output:
	// q=fish+%26+chips&price=%3C10%E2%82%AC&path=/a/b
}
