package iri_test

import (
	"errors"
	"fmt"
	"strings"

	"golang.org/x/net/idna"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	r, err := iri.Parse("http://\u7d0d\u8c46.example.org/D\u00fcrst?q=\u03b1#\u00e9")
	if err != nil {
		panic(err)
	}
	fmt.Println(r.Host(), r.Path())
	_, err = iri.Parse("http://example.org/\ue000")
	fmt.Println(errors.Is(err, iri.ErrPrivateUse))
	// Output:
	// 納豆.example.org /Dürst
	// true
}

func ExampleParseAbsolute() {
	_, err := iri.ParseAbsolute("//\u00e9.example/")
	fmt.Println(err)
	// Output: uri: parse IRI "//é.example/": missing scheme: unexpected '/' at offset 0
}

func ExampleMustParse() {
	fmt.Println(iri.MustParse("r\u00e9sum\u00e9.html").Path())
	// Output: résumé.html
}

func ExampleFromURI() {
	for _, s := range []string{
		"http://www.example.org/D%C3%BCrst",        // valid UTF-8: decoded
		"http://www.example.org/D%FCrst",           // not UTF-8: stays
		"http://xn--99zt52a.example.org/%e2%80%ae", // U+202E RLO: stays, upper case
	} {
		fmt.Println(iri.FromURI(uri.MustParse(s)))
	}
	// Output:
	// http://www.example.org/Dürst
	// http://www.example.org/D%FCrst
	// http://xn--99zt52a.example.org/%E2%80%AE
}

func ExampleNew() {
	p := iri.New(iri.HostToASCII(idna.Lookup), iri.NFC(true))
	u, err := p.ToURIString("http://B\u00fccher.example/Bu\u0308cher")
	fmt.Println(u, err)
	// Output: http://xn--bcher-kva.example/B%C3%BCcher <nil>
}

func ExampleAllowZoneID() {
	r, err := iri.New(iri.AllowZoneID(true)).Parse("http://[fe80::1%25eth0]/\u00e9")
	fmt.Println(r.Host(), err)
	// Output: [fe80::1%25eth0] <nil>
}

func ExampleNFC() {
	// 3.1 step 1 variant B: text transcoded from a legacy encoding.
	u, _ := iri.New(iri.NFC(true)).ToURIString("http://example.org/Vie\u0302\u0323t")
	fmt.Println(u)
	// Output: http://example.org/Vi%E1%BB%87t
}

func ExampleEncodeUnwise() {
	// The example of draft-duerst-iri-03 3.1, whose IRIs allowed '<'.
	u, _ := iri.New(iri.EncodeUnwise(true)).ToURIString("http://www.example.org/red%09ros\u00e9#<red>")
	fmt.Println(u)
	// Output: http://www.example.org/red%09ros%C3%A9#%3Cred%3E
}

func ExampleHostToASCII() {
	u, _ := iri.New(iri.HostToASCII(idna.Lookup)).ToURIString("http://r\u00e9sum\u00e9.example.org/r\u00e9sum\u00e9")
	fmt.Println(u)
	// Output: http://xn--rsum-bpad.example.org/r%C3%A9sum%C3%A9
}

func ExampleHostToUnicode() {
	r := iri.New(iri.HostToUnicode(idna.Display)).FromURI(uri.MustParse("http://xn--99zt52a.example.org/%e2%80%ae"))
	fmt.Println(r)
	// Output: http://納豆.example.org/%E2%80%AE
}

func ExampleStrict() {
	u, _ := iri.Strict.ToURIString("http://r\u00e9sum\u00e9.example.org")
	fmt.Println(u)
	// Output: http://r%C3%A9sum%C3%A9.example.org
}

func ExampleLookup() {
	u, _ := iri.Lookup.ToURIString("http://r\u00e9sum\u00e9.example.org")
	fmt.Println(u)
	// Output: http://xn--rsum-bpad.example.org
}

func ExampleDisplay() {
	fmt.Println(iri.Display.FromURI(uri.MustParse("http://www.xn--8ws00zhy3a.com/")))
	// Output: http://www.詹姆斯.com/
}

func ExampleProfile_Parse() {
	_, err := iri.Strict.Parse("http://[fe80::1%25eth0]/")
	fmt.Println(errors.Is(err, iri.ErrInvalidIPv6))
	// Output: true
}

func ExampleProfile_ParseAbsolute() {
	r, _ := iri.Strict.ParseAbsolute("urn:isbn:\u00e9")
	fmt.Println(r.Scheme())
	// Output: urn true
}

func ExampleProfile_ToURI() {
	r := iri.MustParse("http://\u0301a.example/")
	_, err := iri.Lookup.ToURI(r)
	fmt.Println(errors.Is(err, iri.ErrIDNA))
	// Output: true
}

func ExampleProfile_ToURIString() {
	_, err := iri.Strict.ToURIString("http://example.org/<b>")
	fmt.Println(err)
	// Output: uri: IRI to URI "http://example.org/<b>": invalid character '<' in path at offset 19
}

func ExampleProfile_FromURI() {
	fmt.Println(iri.Strict.FromURI(uri.MustParse("http://xn--99zt52a.example.org/%C3%A9")))
	// Output: http://xn--99zt52a.example.org/é
}

func ExampleRef_ToURI() {
	r := iri.MustParse("http://example.com/\U00010300\U00010301\U00010302")
	fmt.Println(r.ToURI())
	// Output: http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82
}

func ExampleRef_IsValid() {
	var zero iri.Ref
	fmt.Println(zero.IsValid(), iri.MustParse("").IsValid())
	// Output: false true
}

func ExampleRef_String() {
	fmt.Println(iri.MustParse("HTTP://\u00c9.example/").String())
	// Output: HTTP://É.example/
}

func ExampleRef_AppendText() {
	b, _ := iri.MustParse("/\u00e9").AppendText([]byte("path: "))
	fmt.Println(string(b))
	// Output: path: /é
}

func ExampleRef_MarshalText() {
	b, _ := iri.MustParse("#\u00e9").MarshalText()
	fmt.Printf("%q\n", b)
	// Output: "#é"
}

func ExampleRef_UnmarshalText() {
	var r iri.Ref
	err := r.UnmarshalText([]byte("http://example.org/\u00e9"))
	fmt.Println(r.Path(), err)
	// Empty text is the empty reference, a valid one.
	err = r.UnmarshalText(nil)
	fmt.Println(r.IsValid(), err)
	// Output:
	// /é <nil>
	// true <nil>
}

func ExampleRef_Scheme() {
	s, ok := iri.MustParse("mailto:\u00e9@example.org").Scheme()
	fmt.Println(s, ok)
	// Output: mailto true
}

func ExampleRef_HasScheme() {
	fmt.Println(iri.MustParse("//\u00e9/").HasScheme())
	// Output: false
}

func ExampleRef_IsAbsolute() {
	fmt.Println(iri.MustParse("http://a/\u00e9").IsAbsolute(), iri.MustParse("http://a/#\u00e9").IsAbsolute())
	// Output: true false
}

func ExampleRef_Authority() {
	a, ok := iri.MustParse("http://\u00fc@\u00e9.example:80/").Authority()
	fmt.Println(a, ok)
	// Output: ü@é.example:80 true
}

func ExampleRef_HasAuthority() {
	fmt.Println(iri.MustParse("file:///\u00e9").HasAuthority())
	// Output: true
}

func ExampleRef_Userinfo() {
	u, ok := iri.MustParse("ftp://j\u00fcrgen@example.org/").Userinfo()
	fmt.Println(u, ok)
	// Output: jürgen true
}

func ExampleRef_Host() {
	fmt.Println(iri.MustParse("http://\u7d0d\u8c46.example:8080/").Host())
	// Output: 納豆.example
}

func ExampleRef_HostKind() {
	fmt.Println(iri.MustParse("http://[::1]/\u00e9").HostKind())
	// Output: ipv6
}

func ExampleRef_Port() {
	p, ok := iri.MustParse("http://\u00e9:/").Port()
	fmt.Printf("%q %v\n", p, ok)
	// Output: "" true
}

func ExampleRef_Path() {
	fmt.Println(iri.MustParse("http://a/\u03b2/\u03cc?\u03bb").Path())
	// Output: /β/ό
}

func ExampleRef_Query() {
	q, ok := iri.MustParse("http://a/?\ue000").Query()
	fmt.Printf("%+q %v\n", q, ok)
	// Output: "\ue000" true
}

func ExampleRef_Fragment() {
	f, ok := iri.MustParse("#Andr\u00e9").Fragment()
	fmt.Println(f, ok)
	// Output: André true
}

func ExampleRef_WithoutFragment() {
	fmt.Println(iri.MustParse("http://a/\u00e9#x").WithoutFragment())
	// Output: http://a/é
}

func ExampleRef_Compare() {
	a, b := iri.MustParse("http://a/\u00e9"), iri.MustParse("http://a/%C3%A9")
	fmt.Println(a.Compare(b), a == b)
	// Output: 1 false
}

func ExampleRef_Resolve() {
	base := iri.MustParse("http://\u00e1/b/c/d;p?q")
	fmt.Println(base.Resolve(iri.MustParse("../\u00e9")))
	// Output: http://á/b/é
}

func ExampleRef_ResolveWith() {
	base := iri.MustParse("http://a/b/c/d;p?q")
	fmt.Println(base.ResolveWith(iri.MustParse("http:\u00e9"), uri.ResolveOptions{Legacy: true}))
	// Output: http://a/b/c/é
}

func ExampleRef_ResolveString() {
	r, err := iri.MustParse("http://a/b/").ResolveString("\u00e9?x")
	fmt.Println(r, err)
	// Output: http://a/b/é?x <nil>
}

func ExampleRef_IsNFC() {
	fmt.Println(iri.MustParse("r\u00e9sum\u00e9").IsNFC(), iri.MustParse("re\u0301sume\u0301").IsNFC())
	// Output: true false
}

func ExampleRef_CheckNFC() {
	err := iri.MustParse("http://a/re\u0301").CheckNFC()
	var e *iri.Error
	errors.As(err, &e)
	fmt.Println(e.Offset, errors.Is(err, iri.ErrNotNFC))
	// Output: 10 true
}

func ExampleRef_CheckBidi() {
	// RFC 3987 4.4 Example 8, with Hebrew letters: digits at the ends of
	// right-to-left components.
	for _, e := range iri.MustParse("http://ab.cd.ef/\u05d2\u05d51/2\u05d9\u05d7/").CheckBidi() {
		fmt.Println(e.Offset, errors.Is(e, iri.ErrBidiEnd), errors.Is(e, iri.ErrBidiStart))
	}
	// Output:
	// 20 true false
	// 22 false true
}

func ExampleRef_CheckBidiFirst() {
	// A right-to-left override (RFC 3987 4.1) in each of 1000 segments:
	// the first two errors, and a count of the others.
	r := iri.MustParse("http://example.org/" + strings.Repeat("a\u202e/", 1000))
	errs, more := r.CheckBidiFirst(2)
	for _, e := range errs {
		fmt.Println(e.Offset, errors.Is(e, iri.ErrBidiFormatting))
	}
	fmt.Println(more, "more")
	// Output:
	// 20 true
	// 25 true
	// 998 more
}

func ExampleRef_BidiViolations() {
	// RFC 3987 4.4 Example 8, with Hebrew letters: the offsets and rules
	// of the violations, nothing made.
	for off, rule := range iri.MustParse("http://ab.cd.ef/\u05d2\u05d51/2\u05d9\u05d7/").BidiViolations() {
		fmt.Println(off, rule == iri.ErrBidiEnd, rule == iri.ErrBidiStart)
	}
	// Output:
	// 20 true false
	// 22 false true
}

func ExampleRef_WarningsFirst() {
	// A compatibility character (RFC 3987 7.5) in each of 1000 segments:
	// the first warning, and a count of the others.
	ws, more := iri.MustParse("http://example.org/" + strings.Repeat("\ufb01le/", 1000)).WarningsFirst(1)
	fmt.Println(ws[0])
	fmt.Println(more, "more")
	// Output:
	// compatibility character in path at offset 19: "\ufb01" (NFKC "fi")
	// 999 more
}

func ExampleRef_Warnings() {
	for _, w := range iri.MustParse("http://p\u0430ypal.example/\ufb01le").Warnings() {
		fmt.Println(w)
	}
	// Output:
	// mixed scripts in host label at offset 8: "\u0430" (Latin, Cyrillic)
	// compatibility character in path at offset 23: "\ufb01" (NFKC "fi")
}

func ExampleError_Error() {
	_, err := iri.Parse("http://a:8x/")
	fmt.Println(err.Error())
	// Output: uri: parse IRI "http://a:8x/": invalid port: unexpected '/' (digits only, no "@" follows) at offset 11
}

func ExampleError_Unwrap() {
	_, err := iri.Parse("http://a/%zz")
	var e *iri.Error
	errors.As(err, &e)
	fmt.Println(errors.Is(e.Unwrap(), iri.ErrInvalidPercent), errors.Is(err, uri.ErrInvalidPercent))
	// Output: true true
}

func ExampleWarning_String() {
	w := iri.MustParse("x:\uff21").Warnings()[0]
	fmt.Println(w.Kind, w.Offset, w.String())
	// Output: compatibility character 2 compatibility character in path at offset 2: "\uff21" (NFKC "A")
}

func ExampleWarningKind_String() {
	fmt.Println(iri.MixedScript, iri.Compatibility)
	// Output: mixed scripts compatibility character
}

func ExampleUnicodeVersion() {
	fmt.Println(iri.UnicodeVersion == idna.UnicodeVersion)
	// Output: true
}

func ExampleRef() {
	r := iri.MustParse("http://\u00fc@\u00e9.example/p?q#f")
	u, hasUser := r.Userinfo()
	_, hasPort := r.Port()
	fmt.Println(u, hasUser, hasPort)
	// Output: ü true false
}

func ExampleProfile() {
	p := iri.New(iri.EncodeUnwise(true), iri.HostToASCII(idna.Lookup))
	u, _ := p.ToURIString("http://Andr\u00e9.example.org/a b")
	fmt.Println(u)
	// Output: http://xn--andr-epa.example.org/a%20b
}

func ExampleOption() {
	opts := []iri.Option{iri.NFC(true), iri.AllowZoneID(true)}
	u, _ := iri.New(opts...).ToURIString("//[fe80::1%25en0]/e\u0301")
	fmt.Println(u)
	// Output: //[fe80::1%25en0]/%C3%A9
}

func ExampleErrBidiFormatting() {
	errs := iri.MustParse("http://example.org/a\u202eb").CheckBidi()
	fmt.Println(len(errs), errors.Is(errs[0], iri.ErrBidiFormatting), errs[0].Offset)
	// Output: 1 true 20
}

func ExampleErrBidiMixed() {
	errs := iri.MustParse("http://example.org/\u05d0\u05d1c\u05d3").CheckBidi()
	fmt.Println(errs[0].Offset, errors.Is(errs[0], iri.ErrBidiMixed))
	// Output: 23 true
}

func ExampleWarning() {
	// "аpple" with a Cyrillic first letter: a homograph of "apple". The
	// warning points at the Cyrillic letter, the minority script.
	w := iri.MustParse("http://\u0430pple.example/").Warnings()[0]
	fmt.Println(w.Kind, w.Component, w.Offset, w.Detail)
	// A label all in Cyrillic mixes nothing.
	fmt.Println(len(iri.MustParse("http://\u043f\u0440\u0438\u043c\u0435\u0440.example/").Warnings()))
	// Output:
	// mixed scripts host label 7 Cyrillic, Latin
	// 0
}

func ExampleRef_Hostname() {
	fmt.Println(iri.MustParse("http://[fe80::1]:8080/").Hostname(), iri.MustParse("http://例え.jp/").Hostname())
	// Output: fe80::1 例え.jp
}

func ExampleRef_PortNumber() {
	p, ok := iri.MustParse("http://例え.jp:8080/").PortNumber()
	fmt.Println(p, ok)
	// Output: 8080 true
}

func ExampleRef_QueryValues() {
	v := iri.MustParse("http://例え.jp/?q=日本+語&x=%E2%82%AC").QueryValues()
	fmt.Println(v.Get("q"), v.Get("x"))
	// Output: 日本 語 €
}

func ExampleScript() {
	for _, c := range "aаαա1" {
		fmt.Printf("%q ", iri.Script(c))
	}
	fmt.Println()
	// Output:
	// "Latin" "Cyrillic" "Greek" "Armenian" ""
}

func ExampleRef_MixedScripts() {
	r, _ := iri.Parse("http://аpple.com/pаth")
	for w := range r.MixedScripts() {
		fmt.Println(w)
	}
	// Output:
	// mixed scripts in host label at offset 7: "\u0430" (Cyrillic, Latin)
	// mixed scripts in path segment at offset 19: "\u0430" (Latin, Cyrillic)
}
