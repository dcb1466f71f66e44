package uri_test

// This file fuzzes the round trip through Parts and Build (RFC 3986 3, 5.3):
// it never changes a reference's meaning.

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// FuzzBuildParts: for every valid r, Build(r.Parts()) succeeds, is
// uri.Equal to r at SyntaxBased, and has r's components up to the case of
// hexadecimal digits and percent-encoded unreserved characters (RFC 3986
// 6.2.2.1, 6.2.2.2; no dot-segment removal, so "%2E" stays apart from ".").
// Its own Parts build it again exactly.
func FuzzBuildParts(f *testing.F) {
	for _, tt := range buildTests {
		if r, err := uri.Build(tt.p); err == nil {
			f.Add(r.String())
		}
	}
	for _, tt := range partsTests {
		f.Add(tt.in)
	}
	for _, s := range []string{"a%2Fb", "//u%3Ap@h/", "//a%3Ab/", "//%5B::1%5D/", "http://h/%2E%2E/x", "?a%26b=%3D#%23", "/%41%7e%2f%3f"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := zoneParser.Parse(s)
		if err != nil {
			return
		}
		p := r.Parts()
		back, err := uri.Build(p)
		if err != nil {
			t.Fatalf("Build(Parse(%q).Parts()):\n\tgot  %v\n\twant %q", s, err, s)
		}
		if !uri.Equal(back, r, uri.SyntaxBased) {
			t.Fatalf("Build(Parse(%q).Parts()):\n\tgot  %q\n\twant uri.Equal at SyntaxBased", s, back)
		}
		if got, want := components(back), components(r); got != want {
			t.Fatalf("Build(Parse(%q).Parts()):\n\tgot  %q\n\twant %q", s, got, want)
		}
		if again, err := uri.Build(back.Parts()); err != nil || again != back {
			t.Fatalf("Build(Build(Parse(%q).Parts()).Parts()):\n\tgot  %v, %v\n\twant %v", s, again, err, back)
		}
	})
}

// components spells r's components with hexadecimal digits in upper case
// and percent-encoded unreserved characters decoded (6.2.2.1, 6.2.2.2).
func components(r uri.Ref) [8]string {
	var c [8]string
	c[0], _ = r.Scheme()
	c[1], _ = r.Userinfo()
	c[2] = r.Host()
	c[3], _ = r.Port()
	c[4] = r.Path()
	c[5], _ = r.Query()
	c[6], _ = r.Fragment()
	for i := range c {
		c[i] = canonical(c[i])
	}
	a, _ := r.Authority()
	_, hu := r.Userinfo()
	_, hp := r.Port()
	_, hq := r.Query()
	_, hf := r.Fragment()
	c[7] = strings.Join([]string{b2s(r.HasAuthority()), b2s(hu), b2s(hp), b2s(hq), b2s(hf), canonical(a)}, ",")
	return c
}

func b2s(b bool) string {
	if b {
		return "1"
	}
	return "0"
}

// canonical decodes the percent-encoded unreserved characters of a valid
// component and upper-cases the hexadecimal digits of the other triplets.
func canonical(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] != '%' {
			b.WriteByte(s[i])
			continue
		}
		t := strings.ToUpper(s[i : i+3])
		u, _ := uri.Unescape(t)
		if uri.Escape(u, 0) == u {
			b.WriteString(u)
		} else {
			b.WriteString(t)
		}
		i += 2
	}
	return b.String()
}
