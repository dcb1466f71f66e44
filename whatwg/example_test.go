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
