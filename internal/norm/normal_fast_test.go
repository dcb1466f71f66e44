package norm

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/syntax"
)

// fastLadders are the ladders the fast check is compared under: every rung
// that normalizes, both grammars' options, and the 6.2.4 choices.
var fastLadders = []Ladder{
	{Rung: RungSyntax},
	{Rung: RungScheme},
	{Rung: RungSyntax, IRI: true},
	{Rung: RungScheme, IRI: true},
	{Rung: RungScheme, Protocol: Protocol{DropFragment: true}},
	{Rung: RungSyntax, Protocol: Protocol{DropEmptyQuery: true, DropEmptyFragment: true, FileLocalhost: true}},
	{Rung: RungScheme, IRI: true, Protocol: Protocol{DropEmptyQuery: true, FileLocalhost: true}},
}

// fastTests: references and whether isNormal may decide them normal under
// RungScheme in the URI grammar (false where a rule of RFC 3986 6.2 changes
// them, or where the check leaves the decision to the normalizer).
var fastTests = []struct {
	in     string
	normal bool
}{
	{"http://www.example.com/a/b?q=1#f", true}, // 6.2.2, 6.2.3: nothing to change
	{"HTTP://a/", false},                       // 6.2.2.1: scheme case
	{"http://A/", false},                       // 6.2.2.1: host case
	{"http://a/%7e", false},                    // 6.2.2.1, 6.2.2.2: unreserved triplet
	{"http://a/%2f", false},                    // 6.2.2.1: lower-case hex
	{"http://a/%2F?%3A#%5B", true},             // 6.2.2.2: reserved triplets stay
	{"http://a/b/./c", false},                  // 6.2.2.3: "." segment
	{"http://a/%2E%2E/b/%2E", true},            // an encoded dot segment is data, kept as "%2E" (syntax/dotsegments.go)
	{"http://a/%2e/b", false},                  // ... written "%2E"
	{"http://a/x%2Ey", false},                  // 6.2.2.2: a "." in a longer segment is decoded
	{"http://a/b/..", false},                   // 6.2.2.3: ".." segment
	{"http://a/b.c/.d/..e/...?./..#/..", true}, // 6.2.2.3: dots that are no segment
	{"http://a", false},                        // 6.2.3: empty path of http
	{"foo://a", true},                          // 6.2.3: no empty path for an unknown scheme
	{"http://a:80/", false},                    // 6.2.3: default port
	{"http://a:/", false},                      // 6.2.3: empty port
	{"http://a:080/", false},                   // 3.2.3: leading zero
	{"http://a:8080/", true},                   // 3.2.3: another port
	{"http://[::1]/", false},                   // 6.2.2.1: an IP literal is the normalizer's
	{"http://1.2.3.4/", true},                  // 3.2.2: IPv4address
	{"http://u%41@a/", false},                  // 6.2.2.2 in userinfo
	{"urn:isbn:1", false},                      // 6.2.3: the scheme's own normalizer decides
	{"a/./b", false},                           // 6.2.2.3 in a relative reference
	{"//a/b", true},                            // 4.2: network-path reference
	{"mailto:%e2%82%ac", false},                // 6.2.2.1
	{"http://a/\u00e9", true},                  // IRI grammar only (parsed below as IRI)
	{"http://a/%C3%A9", true},                  // 6.2.2.2: non-ASCII octet stays in a URI
}

func TestIsNormal(t *testing.T) {
	l := Ladder{Rung: RungScheme}
	for _, tt := range fastTests {
		r, f := Parse(tt.in, IRI|ZoneID)
		if f != nil {
			t.Fatalf("Parse(%q): %v", tt.in, f)
		}
		o := open(&r)
		o.Flags &^= fIRI // the URI grammar's options
		r = o.close()
		got := l.isNormal(r)
		if got != tt.normal {
			t.Errorf("isNormal(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.normal)
		}
		checkFast(t, tt.in, r)
	}
}

// checkFast checks, under every fast ladder, that Ladder.Normalize (with
// its fast path) gives the normalizer's Ref, and that a reference the fast
// path calls normal is one the normalizer leaves alone.
func checkFast(t *testing.T, s string, r Ref) {
	t.Helper()
	for i := range fastLadders {
		l := &fastLadders[i]
		got := l.norm(r)
		want := l.normalize(open(&r), l.facts(&r)).close()
		if got != want {
			t.Fatalf("Ladder%+v.Normalize(%q):\n\tgot  %+v\n\twant %+v", *l, s, got, want)
		}
		if l.isNormal(r) && want != r {
			t.Fatalf("Ladder%+v: isNormal(%q) = true:\n\tgot  %q\n\twant %q", *l, s, r, want)
		}
		// Not over-cautious either: in the URI grammar at RungSyntax, a
		// reference the normalizer leaves alone is decided normal unless
		// its host is an IP literal or holds a '%', or its path a
		// dot-segment the normalizer keeps ("../a", "/.//a").
		if *l == (Ladder{Rung: RungSyntax}) && !r.IsIRI() && want == r &&
			r.HostKind() != HostIPv6 && r.HostKind() != HostIPvFuture && !strings.Contains(r.Host(), "%") && !syntax.HasDotSegments(r.Path()) {
			if !l.isNormal(r) {
				t.Fatalf("isNormal(%q) = false, but the normalizer leaves it as it is", s)
			}
		}
		for _, b := range []Ref{r, want} {
			nb := l.normalize(open(&b), l.facts(&b))
			if got, same := l.eq(r, b), want.String() == nb.S; got != same {
				t.Fatalf("Ladder%+v.Equal(%q, %q):\n\tgot  %v\n\twant %v", *l, s, b, got, same)
			}
		}
	}
}

// FuzzNormalFast checks the fast path of Ladder.Normalize and Ladder.Equal
// against the normalizer, in both grammars.
func FuzzNormalFast(f *testing.F) {
	for _, tt := range fastTests {
		f.Add(tt.in)
	}
	for _, tt := range ladderTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, m := range []Mode{ZoneID, IRI | ZoneID} {
			if r, fl := Parse(s, m); fl == nil {
				checkFast(t, s, r)
			}
		}
	})
}
