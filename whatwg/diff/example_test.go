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
		fmt.Println(d.Component, *d.Values.RFC3986, *d.Values.WHATWG, *d.Values.NetURL, *d.Values.Lenient, d.Class, d.Danger, d.Offset)
	}
	fmt.Println(diff.Compare("https://example.com/a?b#c").Alike())
	// One internationalized name, written three ways: alike.
	fmt.Println(diff.Compare("https://B%C3%BCcher.example/").Alike(), diff.Compare("https://xn--bcher-kva.example/").Alike())
	// Output:
	// host 0x7f.1 127.0.0.1 0x7f.1 0x7f.1 host-confusion high 7
	// true
	// true true
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
	// Tab is stripped by the URL Standard; RFC 3986 and net/url refuse
	// the input; the lenient reading keeps the tab in the host.
	w, _ := diff.Compare("http://ev\til.example/").Worst()
	fmt.Println(w.Component, w.Class, w.Danger, w.Offset)
	// Output:
	// host whitespace-stripping high 7
}

func ExampleParsers_View() {
	r := diff.Compare("http:evil.example")
	for _, p := range []diff.Parser{diff.RFC3986, diff.WHATWG, diff.NetURL, diff.Lenient} {
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
	// lenient no host
}

func ExampleParserView_Value() {
	v := diff.Compare("http://[0:0::1]:080/").Parsers.RFC3986
	fmt.Println(*v.Value(diff.Validity), *v.Value(diff.Host), *v.Value(diff.Port))
	// Output:
	// valid [0:0::1] 080
}

func ExampleValues_Get() {
	// Browsers go to evil.example; a reader that splits the reference by
	// RFC 3986 Appendix B to good.example; RFC 3986 and net/url refuse it.
	d := diff.Compare(`http://evil.example\@good.example/`).Disagreements
	for _, x := range d {
		if x.Component == diff.Host {
			fmt.Println(x.Values.Get(diff.RFC3986) == nil, *x.Values.Get(diff.WHATWG), *x.Values.Get(diff.Lenient), x.Class, x.Danger)
		}
	}
	// Output:
	// true evil.example good.example slash-confusion high
}

func ExampleParser_String() {
	fmt.Println(diff.RFC3986, diff.WHATWG, diff.NetURL, diff.Lenient, string(diff.NetURL))
	// Output:
	// rfc3986 whatwg net/url lenient net_url
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

func ExampleSplitLenient() {
	s := diff.SplitLenient(`http://evil.example\@good.example:8080/a b?q#f`)
	fmt.Printf("%q %q %q %q %q\n", s.Scheme, s.Userinfo, s.Host, s.Port, s.Path)
	fmt.Println(s.HostAt, s.PortAt, s.PathAt, s.HasQuery, s.Query, s.HasFragment, s.Fragment)
	// Output:
	// "http" "evil.example\\" "good.example" "8080" "/a b"
	// 21 34 38 true q true f
}
