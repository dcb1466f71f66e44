package diff_test

import (
	"fmt"

	"github.com/urikit/urikit/whatwg/diff"
)

func ExampleCompare() {
	// SSRF: a validator built on RFC 3986 or net/url sees the host
	// "0x7f.1"; a browser, or a fetcher built on the URL Standard,
	// connects to 127.0.0.1.
	r := diff.Compare("http://0x7f.1/")
	for _, d := range r.Disagreements {
		fmt.Println(d.Component, *d.Values.RFC3986, *d.Values.WHATWG, *d.Values.NetURL, d.Class, d.Danger)
	}
	fmt.Println(diff.Compare("https://example.com/a?b#c").Alike())
	// Output:
	// host 0x7f.1 127.0.0.1 0x7f.1 host-confusion high
	// true
}

func ExampleCompareRef() {
	// Against a base, a backslash is a slash to the URL Standard only.
	r, err := diff.CompareRef(`/\evil.example/x`, "https://good.example/")
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(*r.Parsers.WHATWG.Href)
	fmt.Println(r.Parsers.RFC3986.Valid, *r.Parsers.NetURL.Href)
	w, _ := r.Worst()
	fmt.Println(w.Component, w.Class, w.Danger)
	// Output:
	// https://evil.example/x
	// false https://good.example/%5Cevil.example/x
	// host slash-confusion high
}

func ExampleReport_Alike() {
	fmt.Println(diff.Compare("HTTP://Example.COM:80/%7Euser").Alike())
	fmt.Println(diff.Compare("http://127.1/").Alike())
	// Output:
	// true
	// false
}

func ExampleReport_Worst() {
	// Tab is stripped by the URL Standard; the others refuse the input.
	w, _ := diff.Compare("http://ev\til.example/").Worst()
	fmt.Println(w.Component, w.Class, w.Danger, w.Offset)
	// Output:
	// validity whitespace-stripping medium 9
}

func ExampleParsers_View() {
	r := diff.Compare("http:evil.example")
	for _, p := range []diff.Parser{diff.RFC3986, diff.WHATWG, diff.NetURL} {
		h := r.Parsers.View(p).Host
		if h == nil {
			fmt.Println(p, "no host")
			continue
		}
		fmt.Println(p, *h)
	}
	// Output:
	// rfc3986 no host
	// whatwg evil.example
	// net/url no host
}

func ExampleParserView_Value() {
	v := diff.Compare("http://[0:0::1]:080/").Parsers.RFC3986
	fmt.Println(*v.Value(diff.Validity), *v.Value(diff.Host), *v.Value(diff.Port))
	// Output:
	// valid [0:0::1] 080
}

func ExampleValues_Get() {
	d := diff.Compare("http://%65vil.example/").Disagreements
	for _, x := range d {
		if x.Component == diff.Host {
			fmt.Println(*x.Values.Get(diff.RFC3986), *x.Values.Get(diff.WHATWG), x.Values.Get(diff.NetURL) == nil)
		}
	}
	// Output:
	// %65vil.example evil.example true
}

func ExampleParser_String() {
	fmt.Println(diff.RFC3986, diff.WHATWG, diff.NetURL, string(diff.NetURL))
	// Output:
	// rfc3986 whatwg net/url net_url
}

func ExampleComponent_String() {
	fmt.Println(diff.Components)
	// Output:
	// [validity scheme userinfo host port path query fragment]
}

func ExampleClass_String() {
	fmt.Println(diff.Classes)
	// Output:
	// [scheme-confusion slash-confusion host-confusion userinfo-confusion whitespace-stripping path-confusion refusal]
}

func ExampleDanger_String() {
	fmt.Println(diff.DangerHigh, diff.DangerMedium, diff.DangerLow)
	// Output:
	// high medium low
}

func ExampleDanger_AtLeast() {
	fmt.Println(diff.DangerHigh.AtLeast(diff.DangerMedium), diff.DangerLow.AtLeast(diff.DangerMedium))
	// Output:
	// true false
}
