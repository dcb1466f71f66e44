package whatwg_test

import (
	"fmt"

	"github.com/urikit/urikit/whatwg"
)

func ExampleParse() {
	u, err := whatwg.Parse("HTTP://EXAMPLE.com:80/a/./b/../c?q#f")
	fmt.Println(u, err)
	u, _ = whatwg.Parse("http://0x7f.1/")
	fmt.Println(u.Hostname(), u.HostType())
	_, err = whatwg.Parse("http://a:99999/")
	fmt.Println(err)
	// Output:
	// http://example.com/a/c?q#f <nil>
	// 127.0.0.1 ipv4
	// whatwg: parse "http://a:99999/": port-out-of-range: the port is above 65535 at offset 9
}

func ExampleParseRef() {
	base := whatwg.MustParse("https://example.com/a/b?q")
	for _, ref := range []string{"c", "../c", "?x", "#f", "//other/", "\\\\other\\p"} {
		u, _ := whatwg.ParseRef(ref, base)
		fmt.Println(u)
	}
	// Output:
	// https://example.com/a/c
	// https://example.com/c
	// https://example.com/a/b?x
	// https://example.com/a/b?q#f
	// https://other/
	// https://other/p
}

func ExampleURL_Parse() {
	base := whatwg.MustParse("file:///C:/dir/file")
	u, _ := base.Parse("../../other")
	fmt.Println(u)
	// Output: file:///C:/other
}

func ExampleMustParse() {
	fmt.Println(whatwg.MustParse("https://example.com"))
	// Output: https://example.com/
}

func ExampleValidate() {
	for _, v := range whatwg.Validate("https:\\\\user@example.com/a b", whatwg.URL{}) {
		fmt.Println(v.Offset, v.Code)
	}
	// Output:
	// 6 special-scheme-missing-following-solidus
	// 6 special-scheme-missing-following-solidus
	// 7 special-scheme-missing-following-solidus
	// 8 invalid-credentials
	// 26 invalid-URL-unit
}

func ExampleError_Error() {
	_, err := whatwg.Parse("http://[::1/")
	fmt.Println(err)
	e := err.(*whatwg.Error)
	fmt.Println(e.Code, e.Offset)
	// Output:
	// whatwg: parse "http://[::1/": IPv6-unclosed: an IPv6 address lacks its ']' at offset 7
	// IPv6-unclosed 7
}

func ExampleURL_IsValid() {
	var zero whatwg.URL
	fmt.Println(zero.IsValid(), whatwg.MustParse("a:b").IsValid())
	// Output: false true
}

func ExampleURL_Href() {
	fmt.Println(whatwg.MustParse("https://example.com/a b").Href())
	// Output: https://example.com/a%20b
}

func ExampleURL_String() {
	fmt.Println(whatwg.MustParse("HTTPS://example.com:443").String())
	// Output: https://example.com/
}

func ExampleURL_Protocol() {
	fmt.Println(whatwg.MustParse("wss://example.com/").Protocol())
	// Output: wss:
}

func ExampleURL_Scheme() {
	fmt.Println(whatwg.MustParse("WSS://example.com/").Scheme())
	// Output: wss
}

func ExampleURL_Username() {
	fmt.Println(whatwg.MustParse("https://us er:pa ss@example.com/").Username())
	// Output: us%20er
}

func ExampleURL_Password() {
	fmt.Println(whatwg.MustParse("https://user:p@ss@example.com/").Password())
	// Output: p%40ss
}

func ExampleURL_HasCredentials() {
	fmt.Println(whatwg.MustParse("https://@example.com/").HasCredentials(), whatwg.MustParse("https://:x@example.com/").HasCredentials())
	// Output: false true
}

func ExampleURL_Host() {
	fmt.Println(whatwg.MustParse("https://EXAMPLE.com:8080/").Host())
	fmt.Println(whatwg.MustParse("https://[0:0::1]/").Host())
	// Output:
	// example.com:8080
	// [::1]
}

func ExampleURL_Hostname() {
	fmt.Println(whatwg.MustParse("https://bücher.example:8080/").Hostname())
	// Output: xn--bcher-kva.example
}

func ExampleURL_Port() {
	fmt.Printf("%q %q\n", whatwg.MustParse("https://a:443/").Port(), whatwg.MustParse("https://a:0080/").Port())
	// Output: "" "80"
}

func ExampleURL_Pathname() {
	fmt.Println(whatwg.MustParse("https://a/b/%2e%2E/c\\d").Pathname())
	fmt.Println(whatwg.MustParse("mailto:x@example.com").Pathname())
	// Output:
	// /c/d
	// x@example.com
}

func ExampleURL_Search() {
	fmt.Printf("%q %q\n", whatwg.MustParse("https://a/?q='x'").Search(), whatwg.MustParse("https://a/?").Search())
	// Output: "?q=%27x%27" ""
}

func ExampleURL_Query() {
	q, ok := whatwg.MustParse("https://a/?").Query()
	fmt.Printf("%q %v\n", q, ok)
	// Output: "" true
}

func ExampleURL_Hash() {
	fmt.Println(whatwg.MustParse("https://a/#a b").Hash())
	// Output: #a%20b
}

func ExampleURL_Fragment() {
	f, ok := whatwg.MustParse("https://a/").Fragment()
	fmt.Printf("%q %v\n", f, ok)
	// Output: "" false
}

func ExampleURL_Origin() {
	fmt.Println(whatwg.MustParse("https://user@example.com:8443/p").Origin())
	fmt.Println(whatwg.MustParse("blob:https://example.com/uuid").Origin())
	fmt.Println(whatwg.MustParse("file:///etc/hosts").Origin())
	// Output:
	// https://example.com:8443
	// https://example.com
	// null
}

func ExampleURL_HostType() {
	for _, s := range []string{"https://example.com/", "https://10.0.0.1/", "https://[::1]/", "foo://h/", "file:///x", "mailto:x"} {
		fmt.Println(whatwg.MustParse(s).HostType())
	}
	// Output:
	// domain
	// ipv4
	// ipv6
	// opaque
	// empty
	// none
}

func ExampleHostType_String() {
	fmt.Println(whatwg.IPv6.String())
	// Output: ipv6
}

func ExampleURL_HasOpaquePath() {
	fmt.Println(whatwg.MustParse("javascript:alert(1)").HasOpaquePath(), whatwg.MustParse("foo:/x").HasOpaquePath())
	// Output: true false
}

func ExampleURL_IsSpecial() {
	fmt.Println(whatwg.MustParse("ws://a/").IsSpecial(), whatwg.MustParse("git://a/").IsSpecial())
	// Output: true false
}

func ExampleURL_MarshalText() {
	b, _ := whatwg.MustParse("https://example.com/x").MarshalText()
	fmt.Println(string(b))
	// Output: https://example.com/x
}

func ExampleURL_UnmarshalText() {
	var u whatwg.URL
	err := u.UnmarshalText([]byte("HTTPS://Example.COM"))
	fmt.Println(u, err)
	// Output: https://example.com/ <nil>
}

func ExampleURL_SetHref() {
	u, err := whatwg.MustParse("https://a/").SetHref("http://b/")
	fmt.Println(u, err)
	// Output: http://b/ <nil>
}

func ExampleURL_SetProtocol() {
	u := whatwg.MustParse("http://example.com:443/")
	fmt.Println(u.SetProtocol("https"))
	fmt.Println(u.SetProtocol("foo")) // special to non-special: unchanged
	// Output:
	// https://example.com/
	// http://example.com:443/
}

func ExampleURL_SetUsername() {
	fmt.Println(whatwg.MustParse("https://example.com/").SetUsername("a b"))
	// Output: https://a%20b@example.com/
}

func ExampleURL_SetPassword() {
	fmt.Println(whatwg.MustParse("https://me@example.com/").SetPassword("p:w"))
	// Output: https://me:p%3Aw@example.com/
}

func ExampleURL_SetHost() {
	fmt.Println(whatwg.MustParse("https://example.com/p").SetHost("other.org:8080"))
	// Output: https://other.org:8080/p
}

func ExampleURL_SetHostname() {
	fmt.Println(whatwg.MustParse("https://example.com:8080/p").SetHostname("0x7f.1"))
	// Output: https://127.0.0.1:8080/p
}

func ExampleURL_SetPort() {
	u := whatwg.MustParse("https://example.com:8080/")
	fmt.Println(u.SetPort("443"), u.SetPort("99x"), u.SetPort(""))
	// Output: https://example.com/ https://example.com:99/ https://example.com/
}

func ExampleURL_SetPathname() {
	fmt.Println(whatwg.MustParse("https://example.com/a?q").SetPathname("x/../y z"))
	// Output: https://example.com/y%20z?q
}

func ExampleURL_SetSearch() {
	u := whatwg.MustParse("https://example.com/?old#f")
	fmt.Println(u.SetSearch("?a=1 2"), u.SetSearch(""))
	// Output: https://example.com/?a=1%202#f https://example.com/#f
}

func ExampleURL_SetHash() {
	fmt.Println(whatwg.MustParse("https://example.com/").SetHash("#top"))
	// Output: https://example.com/#top
}

func ExamplePercentEncode() {
	fmt.Println(whatwg.PercentEncode("a b/é?", whatwg.ComponentSet))
	fmt.Println(whatwg.PercentEncode("a b/é?", whatwg.PathSet))
	// Output:
	// a%20b%2F%C3%A9%3F
	// a%20b/%C3%A9%3F
}

func ExamplePercentDecode() {
	fmt.Println(whatwg.PercentDecode("caf%C3%A9%20%zz"))
	// Output: café %zz
}

func ExampleEncodeSet_Contains() {
	fmt.Println(whatwg.QuerySet.Contains('\''), whatwg.SpecialQuerySet.Contains('\''))
	// Output: false true
}

func ExampleURL_AppendText() {
	b, _ := whatwg.MustParse("https://example.com/x").AppendText([]byte("url="))
	fmt.Println(string(b))
	// Output: url=https://example.com/x
}

func ExampleURL_Compare() {
	a, b := whatwg.MustParse("https://a/"), whatwg.MustParse("HTTPS://A")
	fmt.Println(a.Compare(b), a == b)
	// Output: 0 true
}

func ExampleDefaultPort() {
	for _, s := range []string{"http", "wss", "ftp", "file", "gopher"} {
		fmt.Printf("%s %q\n", s, whatwg.DefaultPort(s))
	}
	// Output:
	// http "80"
	// wss "443"
	// ftp "21"
	// file ""
	// gopher ""
}

func ExampleIsSpecialScheme() {
	fmt.Println(whatwg.IsSpecialScheme("file"), whatwg.IsSpecialScheme("ws"), whatwg.IsSpecialScheme("gopher"))
	// Output: true true false
}

func ExampleParseSearchParams() {
	p := whatwg.ParseSearchParams("?q=urikit+go&lang=en&q=%E2%82%AC")
	for k, v := range p.All() {
		fmt.Printf("%s=%q\n", k, v)
	}
	// Output:
	// q="urikit go"
	// lang="en"
	// q="€"
}

func ExampleURL_SearchParams() {
	u := whatwg.MustParse("https://example.com/search?q=a+b&page=1")
	p := u.SearchParams()
	fmt.Println(p.Get("q"))
	// Output: a b true
}

func ExampleURL_WithSearchParams() {
	u := whatwg.MustParse("https://example.com/search?q=a+b&page=1#top")
	p := u.SearchParams()
	p.Set("page", "2")
	p.Append("lang", "fr & en")
	fmt.Println(u.WithSearchParams(p))
	// Output: https://example.com/search?q=a+b&page=2&lang=fr+%26+en#top
}

func ExampleSearchParams() {
	// The zero SearchParams is an empty list, ready to use.
	var p whatwg.SearchParams
	p.Append("q", "a/b?")
	p.Append("x", "~")
	fmt.Println(p.String())
	// Output: q=a%2Fb%3F&x=%7E
}

func ExampleSearchParams_Append() {
	p := whatwg.ParseSearchParams("tag=a")
	p.Append("tag", "b c")
	fmt.Println(p.String())
	// Output: tag=a&tag=b+c
}

func ExampleSearchParams_Delete() {
	p := whatwg.ParseSearchParams("utm_source=x&id=7&utm_source=y")
	p.Delete("utm_source")
	fmt.Println(p.String())
	// Output: id=7
}

func ExampleSearchParams_DeleteValue() {
	p := whatwg.ParseSearchParams("tag=a&tag=b&tag=a")
	p.DeleteValue("tag", "a")
	fmt.Println(p.String())
	// Output: tag=b
}

func ExampleSearchParams_Get() {
	p := whatwg.ParseSearchParams("q=a&q=b&empty=")
	fmt.Println(p.Get("q"))
	fmt.Println(p.Get("empty"))
	fmt.Println(p.Get("absent"))
	// Output:
	// a true
	//  true
	//  false
}

func ExampleSearchParams_GetAll() {
	fmt.Printf("%q\n", whatwg.ParseSearchParams("q=a&x=1&q=b").GetAll("q"))
	// Output: ["a" "b"]
}

func ExampleSearchParams_Has() {
	p := whatwg.ParseSearchParams("debug&q=")
	fmt.Println(p.Has("debug"), p.Has("q"), p.Has("page"))
	// Output: true true false
}

func ExampleSearchParams_HasValue() {
	p := whatwg.ParseSearchParams("tag=a&tag=b")
	fmt.Println(p.HasValue("tag", "b"), p.HasValue("tag", "c"))
	// Output: true false
}

func ExampleSearchParams_Set() {
	p := whatwg.ParseSearchParams("page=1&q=go&page=2")
	p.Set("page", "3")
	fmt.Println(p.String())
	// Output: page=3&q=go
}

func ExampleSearchParams_Sort() {
	// By UTF-16 code units, as JavaScript compares strings: U+1F308 is
	// two code units, the first below U+FB03.
	p := whatwg.ParseSearchParams("z=1&\uFB03=2&\U0001F308=3&a=4&z=0")
	p.Sort()
	for k, v := range p.All() {
		fmt.Print(k, "=", v, " ")
	}
	fmt.Println()
	// Output: a=4 z=1 z=0 🌈=3 ﬃ=2
}

func ExampleSearchParams_Len() {
	fmt.Println(whatwg.ParseSearchParams("a=1&&b=2&a=3").Len())
	// Output: 3
}

func ExampleSearchParams_All() {
	for k, v := range whatwg.ParseSearchParams("a=1&flag&b=x%26y").All() {
		fmt.Printf("%q: %q\n", k, v)
	}
	// Output:
	// "a": "1"
	// "flag": ""
	// "b": "x&y"
}

func ExampleSearchParams_String() {
	p := whatwg.ParseSearchParams("a=b,c&d=~é")
	fmt.Println(p.String())
	// Output: a=b%2Cc&d=%7E%C3%A9
}

func ExampleURL_URI() {
	r, err := whatwg.MustParse("HTTPS://Bücher.example:443/a b?x#y").URI()
	fmt.Println(r, err)
	fmt.Println(r.Hostname(), r.Path())
	_, err = whatwg.MustParse("http://a/b|c").URI()
	fmt.Println(err)
	// Output:
	// https://xn--bcher-kva.example/a%20b?x#y <nil>
	// xn--bcher-kva.example /a%20b
	// uri: parse "http://a/b|c": invalid character '|' in path at offset 10
}

func ExampleURL_NetURL() {
	n := whatwg.MustParse("https://user:pa%20ss@Example.com:8443/a%2Fb?q=1#frag").NetURL()
	pass, _ := n.User.Password()
	fmt.Println(n.Scheme, n.Hostname(), n.Port(), n.EscapedPath(), n.RawQuery, n.Fragment, pass)
	fmt.Println(n.RequestURI())
	// Output:
	// https example.com 8443 /a%2Fb q=1 frag pa ss
	// /a%2Fb?q=1
}
