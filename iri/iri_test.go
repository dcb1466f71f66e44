package iri_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// comps are a reference's components; "<nil>" marks an absent one.
type comps struct {
	scheme, userinfo, host, port, path, query, fragment string
}

const absent = "<nil>"

func componentsOf(r iri.Ref) comps {
	opt := func(s string, ok bool) string {
		if !ok {
			return absent
		}
		return s
	}
	c := comps{
		scheme:   opt(r.Scheme()),
		userinfo: opt(r.Userinfo()),
		host:     r.Host(),
		port:     opt(r.Port()),
		path:     r.Path(),
		query:    opt(r.Query()),
		fragment: opt(r.Fragment()),
	}
	if !r.HasAuthority() {
		c.host = absent
	}
	return c
}

// parseTests are valid IRI references (RFC 3987 2.2).
var parseTests = []struct {
	in   string
	want comps
}{
	// 2.2: ucschar in iuserinfo, ihost, ipath, iquery, ifragment.
	{"http://\u00fc@\u7d0d\u8c46.example:8080/D\u00fcrst?\u03b1=\u03b2#\u00e9",
		comps{"http", "\u00fc", "\u7d0d\u8c46.example", "8080", "/D\u00fcrst", "\u03b1=\u03b2", "\u00e9"}},
	// 2.2: iprivate in iquery.
	{"http://a/?\ue000\U000f0000\U00100000", comps{"http", absent, "a", absent, "/", "\ue000\U000f0000\U00100000", absent}},
	// 2.2: ipath-noscheme with ucschar; absent differs from empty.
	{"\u00e9t\u00e9?#", comps{absent, absent, absent, absent, "\u00e9t\u00e9", "", ""}},
	// 2.2: non-BMP ucschar (Old Italic), and the last ucschar U+EFFFD.
	{"x:\U00010300\U000efffd", comps{"x", absent, absent, absent, "\U00010300\U000efffd", absent, absent}},
	// 2.2: IP literals are ASCII as in RFC 3986.
	{"//[::1]:0/\u00e9", comps{absent, absent, "[::1]", "0", "/\u00e9", absent, absent}},
	// 2.2: ucschar starts at U+00A0.
	{"a:\u00a0", comps{"a", absent, absent, absent, "\u00a0", absent, absent}},
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		r, err := iri.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %v", tt.in, err, tt.want)
			continue
		}
		if got := componentsOf(r); got != tt.want {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
		if r.String() != tt.in {
			t.Errorf("Parse(%q).String() = %q", tt.in, r.String())
		}
	}
}

// parseErrorTests are invalid IRI references with the offset and reason.
var parseErrorTests = []struct {
	in     string
	offset int
	err    error
	msg    string
}{
	// 2.2: iprivate outside the query.
	{"http://a/\ue000", 9, iri.ErrPrivateUse, `uri: parse IRI "http://a/\ue000": invalid character U+E000 in path (private-use characters are allowed only in the query) at offset 9`},
	{"http://a/#\U00100000", 10, iri.ErrPrivateUse, ""},
	{"http://\ue000/", 7, iri.ErrPrivateUse, ""},
	// 2.2: non-characters, specials and C1 controls are not ucschar.
	{"http://a/\ufffe", 9, iri.ErrInvalidChar, ""},
	{"http://a/\ufdd0", 9, iri.ErrInvalidChar, ""},
	{"http://a/\ufffd", 9, iri.ErrInvalidChar, ""},
	{"http://a/\u0085", 9, iri.ErrInvalidChar, ""},
	{"http://a/\U0001fffe", 9, iri.ErrInvalidChar, ""},
	{"http://a/\U000e0001", 9, iri.ErrInvalidChar, ""},
	// 2: an IRI is characters: bytes that are not UTF-8 are rejected.
	{"http://a/\xff", 9, iri.ErrInvalidUTF8, ""},
	{"http://a/\xed\xa0\x80", 9, iri.ErrInvalidUTF8, ""},
	// 3.1: unwise ASCII is not allowed in an IRI.
	{"http://a/<b>", 9, iri.ErrInvalidChar, `uri: parse IRI "http://a/<b>": invalid character '<' in path at offset 9`},
	{"http://a b/", 8, iri.ErrInvalidChar, ""},
	// RFC 3986 3.1 and 4.2: a scheme is ASCII, so this is a relative path
	// whose first segment has a colon; 3.2.3, 3.2.2 unchanged.
	{"\u00e9:x", 2, iri.ErrColonInFirstSeg, ""},
	{"http://a:8x/", 11, iri.ErrInvalidPort, ""},
	{"http://[\u00e9]/", 8, iri.ErrInvalidIPv6, ""},
	{"http://a/%\u00e9", 10, iri.ErrInvalidPercent, ""},
}

func TestParseErrors(t *testing.T) {
	for _, tt := range parseErrorTests {
		r, err := iri.Parse(tt.in)
		var e *iri.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q):\n\tgot  %v, %v\n\twant error %v", tt.in, r, err, tt.err)
			continue
		}
		if e.Offset != tt.offset || !errors.Is(err, tt.err) || e.Input != tt.in || e.Op != "parse IRI" {
			t.Errorf("Parse(%q):\n\tgot  %v (offset %d)\n\twant %v at offset %d", tt.in, err, e.Offset, tt.err, tt.offset)
		}
		if tt.msg != "" && err.Error() != tt.msg {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %v", tt.in, err, tt.msg)
		}
		if r.IsValid() {
			t.Errorf("Parse(%q) returned a valid Ref with an error", tt.in)
		}
	}
	// Private-use errors are also invalid characters, and the uri sentinels
	// are the same values.
	_, err := iri.Parse("x:\ue000")
	if !errors.Is(err, iri.ErrInvalidChar) || !errors.Is(err, uri.ErrInvalidChar) {
		t.Errorf("Parse(x:U+E000) = %v, want also ErrInvalidChar", err)
	}
}

func TestParseAbsolute(t *testing.T) {
	if _, err := iri.ParseAbsolute("//\u00e9/"); !errors.Is(err, iri.ErrMissingScheme) {
		t.Errorf("ParseAbsolute(//é/):\n\tgot  %v\n\twant %v", err, iri.ErrMissingScheme)
	}
	r, err := iri.ParseAbsolute("urn:\u00e9#f")
	if err != nil || !r.HasScheme() || r.IsAbsolute() || !r.WithoutFragment().IsAbsolute() {
		t.Errorf("ParseAbsolute(urn:é#f) = %v, %v", r, err)
	}
}

func TestZeroRef(t *testing.T) {
	var r iri.Ref
	if r.IsValid() || r.String() != "" || r.ToURI().IsValid() || r.Compare(iri.MustParse("")) != -1 {
		t.Errorf("zero Ref misbehaves")
	}
	if b, err := r.MarshalText(); !errors.Is(err, iri.ErrZeroRef) || b != nil {
		t.Errorf("MarshalText(zero):\n\tgot  %q, %v\n\twant nil, %v", b, err, iri.ErrZeroRef)
	}
	if r.CheckBidi() != nil || r.Warnings() != nil || r.Resolve(iri.MustParse("a")).IsValid() {
		t.Errorf("zero Ref checks misbehave")
	}
}

func TestCompare(t *testing.T) {
	a, b := iri.MustParse("http://a/\u00e9"), iri.MustParse("http://a/%C3%A9")
	// 5.3.1 simple string comparison: different spellings differ.
	if a == b || a.Compare(b) != 1 || b.Compare(a) != -1 || a.Compare(a) != 0 {
		t.Errorf("Compare(%v, %v) = %d", a, b, a.Compare(b))
	}
}

// resolveTests: RFC 3986 5.4.1 examples with IRI characters (RFC 3987 6.5).
var resolveTests = []struct{ base, ref, want string }{
	{"http://\u00e1/b/c/d;p?q", "g", "http://\u00e1/b/c/g"},
	{"http://\u00e1/b/c/d;p?q", "../\u00e9", "http://\u00e1/b/\u00e9"},
	{"http://\u00e1/b/c/d;p?q", "?\ue000", "http://\u00e1/b/c/d;p?\ue000"},
	{"http://\u00e1/b/c/d;p?q", "//\u00f6/./x/../y#\u00e9", "http://\u00f6/y#\u00e9"},
}

func TestResolve(t *testing.T) {
	for _, tt := range resolveTests {
		base := iri.MustParse(tt.base)
		got, err := base.ResolveString(tt.ref)
		if err != nil || got.String() != tt.want {
			t.Errorf("Resolve(%q, %q):\n\tgot  %v, %v\n\twant %v", tt.base, tt.ref, got, err, tt.want)
		}
	}
	// RFC 2396 backward compatibility through uri.ResolveOptions.
	got := iri.MustParse("http://a/b/c/d").ResolveWith(iri.MustParse("http:\u00e9"), uri.ResolveOptions{Legacy: true})
	if got.String() != "http://a/b/c/\u00e9" {
		t.Errorf("ResolveWith legacy:\n\tgot  %v\n\twant %v", got, "http://a/b/c/\u00e9")
	}
	if _, err := iri.MustParse("http://a/").ResolveString("\ue000"); err == nil {
		t.Errorf("ResolveString of an invalid reference succeeded")
	}
}

func ExampleError() {
	_, err := iri.Parse("http://example.org/\ue000")
	fmt.Println(err)
	// Output: uri: parse IRI "http://example.org/\ue000": invalid character U+E000 in path (private-use characters are allowed only in the query) at offset 19
}
