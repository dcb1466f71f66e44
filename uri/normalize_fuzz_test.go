package uri_test

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// reservedTokens lists the reserved characters of s (RFC 3986 2.2) in
// order, each marked literal or percent-encoded: normalization must never
// turn one form into the other (2.2, 6.2.2.2).
func reservedTokens(s string) string {
	const reserved = ":/?#[]@!$&'()*+,;="
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) {
			v := syntax.PctOctet(s, i)
			if strings.IndexByte(reserved, v) >= 0 {
				b.WriteByte('E')
				b.WriteByte(v)
			}
			i += 2
			continue
		}
		if strings.IndexByte(reserved, c) >= 0 {
			b.WriteByte('L')
			b.WriteByte(c)
		}
	}
	return b.String()
}

var fuzzBases = []uri.Ref{
	uri.MustParse("http://a/b/c/d;p?q"),
	uri.MustParse("http://a"),
	uri.MustParse("foo:/x/y/z/w/v/"),
}

// FuzzNormalize checks, at both normalizing rungs: the normal form parses
// back to the Ref Normalize built, normalizing is idempotent, Equal agrees
// with comparing normal forms, no reserved character changes its encoding
// in the userinfo, query or fragment, and a relative reference keeps its
// meaning: resolved against a base, it gives the same normal form as its
// normal form does.
func FuzzNormalize(f *testing.F) {
	for _, tt := range normTests {
		f.Add(tt.in, tt.scheme)
	}
	for _, tt := range schemeRuleNormTests {
		f.Add(tt.in, tt.equal)
	}
	f.Add("HTTP://[::FFFF:1.2.3.4%25Eth0]:080/a/%2e%2E/b?%3F#%23", "../a/./b/../..")
	f.Fuzz(func(t *testing.T, s, s2 string) {
		r, err := zoneParser.Parse(s)
		if err != nil {
			return
		}
		r2, err2 := zoneParser.Parse(s2)
		for _, level := range []uri.Level{uri.SyntaxBased, uri.SchemeBased} {
			o := uri.NormalizeOptions{Level: level}
			n := r.NormalizeWith(o)
			p, err := zoneParser.Parse(n.String())
			if err != nil {
				t.Fatalf("Parse(%q) (normal form of %q at %v): %v", n, s, level, err)
			}
			if p != n {
				t.Fatalf("Parse(%q):\n\tgot  %#v\n\twant %#v", n, p, n)
			}
			if again := n.NormalizeWith(o); again != n {
				t.Fatalf("NormalizeWith(%q, %v) (not idempotent):\n\tgot  %v\n\twant %v", n, level, again, n)
			}
			if !uri.Equal(r, n, level) {
				t.Fatalf("Equal(%q, %q, %v) = false", s, n, level)
			}
			for _, part := range []func(uri.Ref) (string, bool){uri.Ref.Userinfo, uri.Ref.Query, uri.Ref.Fragment} {
				a, _ := part(r)
				b, _ := part(n)
				if reservedTokens(a) != reservedTokens(b) {
					t.Fatalf("NormalizeWith(%q, %v) = %q: reserved characters changed:\n\tgot  %q\n\twant %q", s, level, n, reservedTokens(b), reservedTokens(a))
				}
			}
			if err2 == nil {
				eq := uri.Equal(r, r2, level)
				if cmp := n.String() == r2.NormalizeWith(o).String(); cmp != eq {
					t.Fatalf("Equal(%q, %q, %v) = %v, normal forms equal: %v", s, s2, level, eq, cmp)
				}
			}
			if !r.HasScheme() && level == uri.SyntaxBased {
				for _, base := range fuzzBases {
					a := base.Resolve(r).NormalizeWith(o)
					b := base.Resolve(n).NormalizeWith(o)
					if a != b {
						t.Fatalf("Resolve(%q, %q) = %q but Resolve(%q, %q) = %q", base, s, a, base, n, b)
					}
				}
			}
		}
	})
}

// FuzzRelativeRef checks the round trip of RelativeRef: for every pair of
// URIs, resolving the result against the base gives the target with its
// dot-segments removed, and the result is never longer than that target.
func FuzzRelativeRef(f *testing.F) {
	for _, tt := range relTests {
		f.Add(tt.base, tt.target)
	}
	f.Fuzz(func(t *testing.T, b, s string) {
		base, err1 := zoneParser.ParseAbsolute(b)
		target, err2 := zoneParser.ParseAbsolute(s)
		if err1 != nil || err2 != nil {
			return
		}
		rel, err := base.RelativeRef(target)
		if err != nil {
			t.Fatalf("RelativeRef(%q, %q): %v", b, s, err)
		}
		want := target.Resolve(target)
		if got := base.Resolve(rel); got != want {
			t.Fatalf("Resolve(%q, RelativeRef(%q) = %q):\n\tgot  %v\n\twant %v", b, s, rel, got, want)
		}
		if len(rel.String()) > len(want.String()) {
			t.Fatalf("RelativeRef(%q, %q) = %q, longer than %q", b, s, rel, want)
		}
	})
}
