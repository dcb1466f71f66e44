package iri_test

// This file tests the editors of IRI references (RFC 3987 2.2 with RFC
// 3986 3): one component changed as written with the IRI grammar, every
// other byte kept.

import (
	"errors"
	"testing"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/reftest"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// iriEdit applies the editor of c to r.
func iriEdit(r iri.Ref, c uri.Component, v string) (iri.Ref, error) {
	return reftest.Edit(r, c.String(), v)
}

var iriWithTests = []struct {
	in   string
	c    uri.Component
	v    string
	want string
}{
	// RFC 3987 2.2: ucschar stays in every component.
	{"http://例え.jp/p", uri.Host, "résumé.example", "http://résumé.example/p"},
	{"http://例え.jp/p", uri.Userinfo, "Jürgen:p w", "http://Jürgen:p%20w@例え.jp/p"},
	{"http://例え.jp/p", uri.Path, "/日本/語 x", "http://例え.jp/日本/語%20x"},
	{"http://例え.jp/p", uri.Fragment, "章#2", "http://例え.jp/p#章%232"},
	// iprivate only in the query.
	{"http://a/p", uri.Query, "q=\uE000", "http://a/p?q=\uE000"},
	{"http://a/p", uri.Path, "/\uE000", "http://a/%EE%80%80"},
	// 4.1: bidi formatting characters are encoded; so are non-characters
	// and bytes that are not UTF-8.
	{"http://a/p", uri.Path, "/a\u200Eb", "http://a/a%E2%80%8Eb"},
	{"http://a/p", uri.Query, "\uFFFE\xff", "http://a/p?%EF%BF%BE%FF"},
	// Triplets stay as written.
	{"http://a/p", uri.Path, "/%E6%97%A5%2F", "http://a/%E6%97%A5%2F"},
	{"http://a/p", uri.Scheme, "https", "https://a/p"},
	{"http://a/p", uri.Port, "8080", "http://a:8080/p"},
}

func TestIRIWith(t *testing.T) {
	for _, tt := range iriWithTests {
		r := iri.MustParse(tt.in)
		got, err := iriEdit(r, tt.c, tt.v)
		if err != nil || got.String() != tt.want {
			t.Errorf("Parse(%q).With %v (%q):\n\tgot  %q, %v\n\twant %q", tt.in, tt.c, tt.v, got, err, tt.want)
			continue
		}
		if want := iri.MustParse(tt.want); got != want {
			t.Errorf("Parse(%q).With %v (%q):\n\tgot  %#v\n\twant Parse(%q)", tt.in, tt.c, tt.v, got, tt.want)
		}
	}
	// The errors are package uri's.
	for _, c := range []struct {
		c      uri.Component
		v      string
		offset int
		err    error
	}{
		{uri.Port, "8a", 1, iri.ErrInvalidPort},
		{uri.Host, "例え:80", 6, iri.ErrInvalidChar},
		{uri.Path, "日本", 0, iri.ErrInvalidChar},
		{uri.Scheme, "例", 0, iri.ErrInvalidScheme},
	} {
		_, err := iriEdit(iri.MustParse("http://a/p"), c.c, c.v)
		var e *iri.Error
		if !errors.As(err, &e) || e.Offset != c.offset || !errors.Is(err, c.err) || e.Op != "with "+c.c.String() {
			t.Errorf("Parse(%q).With %v (%q):\n\tgot  %v\n\twant %v at offset %d", "http://a/p", c.c, c.v, err, c.err, c.offset)
		}
	}
	if _, err := (iri.Ref{}).WithPath("/x"); !errors.Is(err, iri.ErrZeroRef) {
		t.Errorf("Ref{}.WithPath: %v, want ErrZeroRef", err)
	}
}

func TestIRIWithout(t *testing.T) {
	r := iri.MustParse("http://ü:p@例え.jp:80/日本?語#章")
	for _, c := range []struct {
		got  iri.Ref
		want string
	}{
		{r.WithoutUserinfo(), "http://例え.jp:80/日本?語#章"},
		{r.WithoutPort(), "http://ü:p@例え.jp/日本?語#章"},
		{r.WithoutQuery(), "http://ü:p@例え.jp:80/日本#章"},
		{r.WithoutFragment(), "http://ü:p@例え.jp:80/日本?語"},
	} {
		if c.got != iri.MustParse(c.want) {
			t.Errorf("got %#v, want %q", c.got, c.want)
		}
	}
}

func TestIRIJoinPathQueryValues(t *testing.T) {
	r := iri.MustParse("http://例え.jp/a%2Fb/?q=日本")
	got, err := r.JoinPath("語", "../c d/")
	if want := "http://例え.jp/a%2Fb/c%20d/?q=日本"; err != nil || got.String() != want {
		t.Errorf("JoinPath:\n\tgot  %q, %v\n\twant %q", got, err, want)
	}
	v := r.QueryValues()
	v.Add("k", "語 x")
	if got, want := r.WithQueryValues(v).String(), "http://例え.jp/a%2Fb/?q=%E6%97%A5%E6%9C%AC&k=%E8%AA%9E+x"; got != want {
		t.Errorf("WithQueryValues:\n\tgot  %q\n\twant %q", got, want)
	}
	v.Del("q")
	v.Del("k")
	if got, want := r.WithQueryValues(v).String(), "http://例え.jp/a%2Fb/"; got != want {
		t.Errorf("WithQueryValues (empty):\n\tgot  %q\n\twant %q", got, want)
	}
}

// FuzzIRIEdit: every editor of an IRI reference either fails with an
// *Error inside its input or gives a reference that parses as an IRI,
// keeps every other component, and holds the value as written; and the
// IRI editor agrees with package uri's on the URI of an ASCII reference.
func FuzzIRIEdit(f *testing.F) {
	for _, tt := range iriWithTests {
		f.Add(tt.in, uint8(tt.c), tt.v)
	}
	for _, s := range fuzzSeeds {
		f.Add(s, uint8(uri.Path), "/ü x")
	}
	f.Fuzz(func(t *testing.T, s string, c uint8, v string) {
		comp := []uri.Component{uri.Scheme, uri.Userinfo, uri.Host, uri.Port, uri.Path, uri.Query, uri.Fragment}[int(c)%7]
		r, err := iri.Parse(s)
		if err != nil {
			return
		}
		n, err := iriEdit(r, comp, v)
		if err != nil {
			var e *iri.Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(e.Input) {
				t.Fatalf("Parse(%q).With %v (%q): %v", s, comp, v, err)
			}
			return
		}
		if again, err := iri.Parse(n.String()); err != nil || again != n {
			t.Fatalf("Parse(%q).With %v (%q) = %q does not parse back: %v", s, comp, v, n, err)
		}
		if k := reftest.Changed(r, n, comp.String()); k != "" {
			t.Fatalf("Parse(%q).With %v (%q) = %q changed the %s", s, comp, v, n, k)
		}
		// On an ASCII reference and value, package uri edits alike, up to
		// the characters the IRI keeps bare.
		if u, err := uri.Parse(s); err == nil && utf8.ValidString(v) && isASCII(s) && isASCII(v) {
			var un uri.Ref
			switch comp {
			case uri.Path:
				un, err = u.WithPath(v)
			case uri.Query:
				un, err = u.WithQuery(v)
			default:
				return
			}
			if err != nil || un.String() != n.String() {
				t.Fatalf("Parse(%q).With %v (%q): iri %q, uri %q %v", s, comp, v, n, un, err)
			}
		}
	})
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
