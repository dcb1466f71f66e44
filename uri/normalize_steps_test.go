package uri_test

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

// stepTests are the forms of a reference after each step of RFC 3986
// 6.2.2 and 6.2.3: case (6.2.2.1), percent-encoding (6.2.2.2), path
// segments (6.2.2.3: the syntax-based normal form), scheme-based (6.2.3).
var stepTests = []struct {
	in                                  string
	cased, percent, pathSegment, scheme string
}{
	// 6.2.2: the example of the section.
	{"HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f", "http://www.example.com:80/a/./b/../%7Euser?q#f",
		"http://www.example.com:80/a/./b/../~user?q#f", "http://www.example.com:80/a/~user?q#f", "http://www.example.com/a/~user?q#f"},
	// 6.2.2.1: hex digits upper-cased everywhere, the host's letters
	// lower-cased but for its triplets', the path's and userinfo's case
	// kept; 6.2.2.2: a letter decoded in the host lower-cased, reserved
	// characters and non-ASCII octets kept encoded.
	{"eXample://U%3a@%4a%2fB/%7a%2f?%c3%a9#%5b", "example://U%3A@%4A%2Fb/%7A%2F?%C3%A9#%5B", "example://U%3A@j%2Fb/z%2F?%C3%A9#%5B",
		"example://U%3A@j%2Fb/z%2F?%C3%A9#%5B", "example://U%3A@j%2Fb/z%2F?%C3%A9#%5B"},
	// 6.2.2.1 for IP literals: lower case only; the text of RFC 5952 with
	// the syntax-based form (6.2.2.3's step).
	{"http://[FE80::0:1]:/", "http://[fe80::0:1]:/", "http://[fe80::0:1]:/", "http://[fe80::1]:/", "http://[fe80::1]/"},
	{"http://[V1.FE]/", "http://[v1.fe]/", "http://[v1.fe]/", "http://[v1.fe]/", "http://[v1.fe]/"},
	// A decoded reg-name that spells an IPv4 address (3.2.2).
	{"http://%31%32%37.0.0.1/", "http://%31%32%37.0.0.1/", "http://127.0.0.1/", "http://127.0.0.1/", "http://127.0.0.1/"},
	// 6.2.2.3 leaves a relative reference's leading ".." (5.2.4 needs a
	// base).
	{"../A/./%7e", "../A/./%7E", "../A/./~", "../A/~", "../A/~"},
	// A segment that reads ".." once decoded is data: its dots stay
	// encoded, and 6.2.2.3 does not remove it; "..." is no dot-segment.
	{"http://h/a/.%2e/b/%2E%2E%2e/c", "http://h/a/.%2E/b/%2E%2E%2E/c", "http://h/a/%2E%2E/b/.../c",
		"http://h/a/%2E%2E/b/.../c", "http://h/a/%2E%2E/b/.../c"},
	// No authority: no host to lower-case; the scheme's own rule last.
	{"MAILTO:A@EXAMPLE.COM", "mailto:A@EXAMPLE.COM", "mailto:A@EXAMPLE.COM", "mailto:A@EXAMPLE.COM", "mailto:A@example.com"},
	// Already normal throughout.
	{"http://a/b", "http://a/b", "http://a/b", "http://a/b", "http://a/b"},
	{"", "", "", "", ""},
}

var steps = []uri.Step{uri.StepCase, uri.StepPercentEncoding, uri.StepPathSegment, uri.StepScheme}

func TestNormalizeStep(t *testing.T) {
	for _, tt := range stepTests {
		r := uri.MustParse(tt.in)
		for i, want := range []string{tt.cased, tt.percent, tt.pathSegment, tt.scheme} {
			if got := r.NormalizeStep(steps[i]).String(); got != want {
				t.Errorf("MustParse(%q).NormalizeStep(%v):\n\tgot  %v\n\twant %v", tt.in, steps[i], got, want)
			}
		}
	}
	// Outside the four steps, and on the zero Ref, nothing changes.
	r := uri.MustParse("HTTP://A/")
	for _, s := range []uri.Step{0, uri.StepScheme + 1} {
		if got := r.NormalizeStep(s); got != r {
			t.Errorf("NormalizeStep(%v):\n\tgot  %v\n\twant %v", s, got, r)
		}
	}
	if got := (uri.Ref{}).NormalizeStep(uri.StepCase); got.IsValid() {
		t.Errorf("Ref{}.NormalizeStep(StepCase):\n\tgot  %v\n\twant the zero Ref", got)
	}
}

func TestStepString(t *testing.T) {
	for s, want := range map[uri.Step]string{0: "Step(0)", uri.StepCase: "6.2.2.1", uri.StepPercentEncoding: "6.2.2.2",
		uri.StepPathSegment: "6.2.2.3", uri.StepScheme: "6.2.3", 9: "Step(9)"} {
		if got := s.String(); got != want {
			t.Errorf("Step(%d).String():\n\tgot  %v\n\twant %v", uint8(s), got, want)
		}
	}
}

// TestNormalizeStepNoAllocs: a reference the steps leave alone costs no
// allocation, as Normalize promises.
func TestNormalizeStepNoAllocs(t *testing.T) {
	for _, in := range []string{"http://a/b?q#f", "http://[fe80::1]/", "../a/./b", "foo://u@h:1/%C3%A9"} {
		r := uri.MustParse(in)
		for _, s := range steps[:2] {
			if allocs := testing.AllocsPerRun(100, func() { r.NormalizeStep(s) }); allocs != 0 {
				t.Errorf("MustParse(%q).NormalizeStep(%v):\n\tgot  %v allocations\n\twant 0", in, s, allocs)
			}
		}
	}
}

// FuzzNormalizeStep checks the properties of the steps on any reference:
// each form parses back to itself, a step changes nothing on the form of a
// later one (each step has those before it), a step's form taken through
// a later step gives that step's form, and the last two are NormalizeWith
// at SyntaxBased and Normalize.
func FuzzNormalizeStep(f *testing.F) {
	for _, tt := range stepTests {
		f.Add(tt.in)
	}
	for _, s := range []string{"//[::FFFF:1.2.3.4]:0080", "a/..//b:c", "file://LOCALHOST/%2e%2E/x", "http://%41%2D.b/./%2f", "x:/./..//a"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := uri.Parse(s)
		if err != nil {
			return
		}
		forms := make([]uri.Ref, len(steps))
		for i, st := range steps {
			forms[i] = r.NormalizeStep(st)
			back, err := uri.Parse(forms[i].String())
			if err != nil || back != forms[i] {
				t.Fatalf("Parse(%q) (NormalizeStep(%v) of %q):\n\tgot  %#v, %v\n\twant %#v", forms[i], st, s, back, err, forms[i])
			}
		}
		for i := range steps {
			for j := range steps {
				got := forms[i].NormalizeStep(steps[j])
				want := forms[max(i, j)]
				if got.String() != want.String() {
					t.Fatalf("NormalizeStep(%v) of NormalizeStep(%v) of %q:\n\tgot  %v\n\twant %v", steps[j], steps[i], s, got, want)
				}
			}
		}
		if want := r.NormalizeWith(uri.NormalizeOptions{Level: uri.SyntaxBased}); forms[2] != want {
			t.Fatalf("NormalizeStep(%v) of %q:\n\tgot  %v\n\twant %v (SyntaxBased)", steps[2], s, forms[2], want)
		}
		if want := r.Normalize(); forms[3] != want {
			t.Fatalf("NormalizeStep(%v) of %q:\n\tgot  %v\n\twant %v (Normalize)", steps[3], s, forms[3], want)
		}
	})
}
