package norm

import (
	"testing"

	"github.com/urikit/urikit/internal/registry"
	"github.com/urikit/urikit/internal/syntax"
)

// lookupLadders: every rung, in both grammars, with and without the
// protocol-based options.
var lookupLadders = func() []Ladder {
	var ls []Ladder
	for _, rung := range []Rung{RungSimple, RungSyntax, RungScheme} {
		for _, iri := range []bool{false, true} {
			for _, p := range []Protocol{{}, {DropFragment: true}, {DropEmptyQuery: true, DropEmptyFragment: true}, {FileLocalhost: true}} {
				ls = append(ls, Ladder{Rung: rung, IRI: iri, Protocol: p})
			}
		}
	}
	return ls
}()

// lookupInputs: references on each side of NormalizeLookup's late path
// (port, empty path, authority or none, a scheme with a rule or none, a
// "%2E" in the path, an IP literal, long references).
var lookupInputs = []string{
	"TAPMOCK://A1614FC8FA65EBF7.8ED701FAF11568BA/./%7e?url=%40tapjs%2Fcore",
	"HTTP://Example.COM/./a/../b/%7e?q#f", "http://example.com/", "HTTP://A:80", "http://a:080/x",
	"HTTP://A", "http://a?q", "x-unknown://A:/", "x-unknown://A/%2E%2E/x", "http://[::FFFF:1.2.3.4]/x",
	"MAILTO:Joe@Example.ORG", "URN:ISBN:0451450523", "urn:isbn:0451450523", "tel:+1-201-555-0123",
	"FILE://localhost/etc", "file://LOCALHOST/x", "data:,A%2fB", "ftp://a/%7E;type=A",
	"a/./b/../c", "../x?y#z", "//H/%7e", "", "#F", "http://Bücher.EXAMPLE/%C3%A9",
	"HTTP://h/" + "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa/./",
}

// checkLookup: NormalizeLookup gives what Normalize gives with the
// registry's facts of the reference's scheme, for every ladder.
func checkLookup(t *testing.T, s string) {
	t.Helper()
	for _, m := range []syntax.Mode{0, syntax.IRI} {
		r, f := syntax.Parse(s, m)
		if f != nil {
			continue
		}
		for _, l := range lookupLadders {
			want := l.Normalize(&r, registry.Of(&r))
			if got := l.NormalizeLookup(&r); got != want {
				t.Fatalf("NormalizeLookup(%q, %+v) = %q %+v, Normalize with the facts %q %+v",
					s, l, got.String(), got.Layout(), want.String(), want.Layout())
			}
		}
	}
}

func TestNormalizeLookup(t *testing.T) {
	for _, s := range lookupInputs {
		checkLookup(t, s)
	}
	for _, tt := range ladderTests {
		checkLookup(t, tt.in)
	}
}

func FuzzNormalizeLookup(f *testing.F) {
	for _, s := range lookupInputs {
		f.Add(s)
	}
	f.Fuzz(checkLookup)
}
