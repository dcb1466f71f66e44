package syntax

import "testing"

// ladderTests: Ladder.Normalize in both grammars, rung by rung.
var ladderTests = []struct {
	in   string
	l    Ladder
	want string
}{
	{"HTTP://A/%7e", Ladder{Rung: RungSimple}, "HTTP://A/%7e"},                                              // RFC 3986 6.2.1
	{"HTTP://A:80/%7e", Ladder{Rung: RungSyntax}, "http://a:80/~"},                                          // 6.2.2.1, 6.2.2.2
	{"HTTP://A:80", Ladder{Rung: RungScheme}, "http://a/"},                                                  // 6.2.3: default port, empty path
	{"http://a:080/", Ladder{Rung: 7}, "http://a/"},                                                         // a rung above RungScheme counts as it
	{"x-unknown://a:/", Ladder{Rung: RungScheme}, "x-unknown://a/"},                                         // 6.2.3: empty port
	{"urn:ISBN:0451450523", Ladder{Rung: RungScheme}, "urn:isbn:0451450523"},                                // RFC 8141 3.1 via the registry
	{"urn:ISBN:0451450523", Ladder{Rung: RungSyntax}, "urn:ISBN:0451450523"},                                // scheme rules only at 6.2.3
	{"mailto:Joe@Example.ORG", Ladder{Rung: RungScheme}, "mailto:Joe@example.org"},                          // RFC 6068 2, RFC 5321 2.4
	{"http://a/p?#", Ladder{Rung: RungSyntax, DropEmptyQuery: true, DropEmptyFragment: true}, "http://a/p"}, // 6.2.4
	{"http://a/p#f", Ladder{Rung: RungSyntax, DropFragment: true}, "http://a/p"},                            // 6.2.4, 3.5
	{"FILE://localhost/etc", Ladder{Rung: RungSyntax, FileLocalhost: true}, "file:///etc"},                  // RFC 8089 2, scheme case-insensitive (3.1)
	{"http://localhost/etc", Ladder{Rung: RungSyntax, FileLocalhost: true}, "http://localhost/etc"},         // file only
	{"http://Bücher.EXAMPLE/%C3%A9", Ladder{Rung: RungSyntax, IRI: true}, "http://Bücher.EXAMPLE/é"},        // RFC 3987 5.3.2.1, 5.3.2.3
	{"http://Bücher.EXAMPLE/", Ladder{Rung: RungScheme, IRI: true}, "http://bücher.example/"},               // 5.3.3: DNS scheme (RFC 4343)
	{"urn://Bücher.EXAMPLE/", Ladder{Rung: RungScheme, IRI: true}, "urn://Bücher.EXAMPLE/"},                 // not a DNS scheme
	{"HTTP://EXAMPLE/", Ladder{Rung: RungSyntax, IRI: true}, "http://example/"},                             // 5.3.2.1: US-ASCII host
}

func TestLadderNormalize(t *testing.T) {
	for _, tt := range ladderTests {
		m := Mode(0)
		if tt.l.IRI {
			m = IRI
		}
		r, f := Parse(tt.in, m)
		if f != nil {
			t.Fatalf("Parse(%q): %v", tt.in, f)
		}
		got, _ := tt.l.Normalize(r)
		if got.String() != tt.want {
			t.Errorf("Normalize(%q, %+v):\n\tgot  %v\n\twant %v", tt.in, tt.l, got, tt.want)
		}
		// The ladder's Equal agrees with comparing normal forms.
		w, _ := Parse(tt.want, m)
		if eq := tt.l.Equal(r, w); eq != (tt.l.Rung != RungSimple || tt.in == tt.want) {
			t.Errorf("Equal(%q, %q, %+v):\n\tgot  %v\n\twant %v", tt.in, tt.want, tt.l, eq, !eq)
		}
	}
}

// ladderEqualTests: Ladder.Equal beyond normal forms.
var ladderEqualTests = []struct {
	a, b string
	rung Rung
	want bool
}{
	{"http://a/", "HTTP://a/", RungSimple, false},   // RFC 3986 6.2.1
	{"http://a/", "HTTP://a/", RungSyntax, true},    // 6.2.2.1
	{"http://a/", "https://a/", RungScheme, false},  // schemes differ
	{"a/b", "http:a/b", RungSyntax, false},          // one has no scheme
	{"urn:A:x", "URN:a:x", RungScheme, true},        // RFC 8141 3.1
	{"urn:A:x", "urn:a:X", RungScheme, false},       // the NSS is case-sensitive
	{"http://a:80", "http://a/", RungScheme, true},  // 6.2.3
	{"http://a:80", "http://a/", RungSyntax, false}, // 6.2.3 only at its rung
}

func TestLadderEqual(t *testing.T) {
	for _, tt := range ladderEqualTests {
		a, _ := Parse(tt.a, 0)
		b, _ := Parse(tt.b, 0)
		l := Ladder{Rung: tt.rung}
		if got := l.Equal(a, b); got != tt.want {
			t.Errorf("Equal(%q, %q, %v):\n\tgot  %v\n\twant %v", tt.a, tt.b, tt.rung, got, tt.want)
		}
	}
	var l Ladder
	a, _ := Parse("http://a/", 0)
	if !l.Equal(Ref{}, Ref{}) || l.Equal(a, Ref{}) {
		t.Errorf("Equal of invalid Refs:\n\tgot  %v, %v\n\twant true, false", l.Equal(Ref{}, Ref{}), l.Equal(a, Ref{}))
	}
}

// resolveRefTests: ResolveRef's strict and legacy readings (RFC 3986 5.2.2,
// RFC 2396 5.2 step 3).
var resolveRefTests = []struct {
	base, ref string
	legacy    bool
	hier      func(string) bool
	want      string
}{
	{"http://a/b/c/d;p?q", "http:g", false, nil, "http:g"},                               // 5.4.2: strict
	{"http://a/b/c/d;p?q", "http:g", true, nil, "http://a/b/c/g"},                        // 5.4.2: backward compatible
	{"http://a/b/c/d;p?q", "HTTP:g", true, nil, "http://a/b/c/g"},                        // scheme compared without case
	{"http://a/b/c/d;p?q", "http:g", true, func(string) bool { return false }, "http:g"}, // caller says not hierarchical
	{"x:a/b", "x:g", true, nil, "x:g"},                                                   // opaque base (RFC 2396 3)
	{"x:a/b", "x:g", true, func(s string) bool { return s == "x" }, "x:a/g"},             // caller says hierarchical
}

func TestResolveRef(t *testing.T) {
	for _, tt := range resolveRefTests {
		b, _ := Parse(tt.base, 0)
		r, _ := Parse(tt.ref, 0)
		if got := ResolveRef(b, r, tt.legacy, tt.hier).String(); got != tt.want {
			t.Errorf("ResolveRef(%q, %q, %v):\n\tgot  %v\n\twant %v", tt.base, tt.ref, tt.legacy, got, tt.want)
		}
	}
	b, _ := Parse("http://a/", 0)
	if got := ResolveRef(b, Ref{}, false, nil); got.IsValid() {
		t.Errorf("ResolveRef(%q, invalid):\n\tgot  %v\n\twant an invalid Ref", "http://a/", got)
	}
}

// compareTests: simple string comparison (RFC 3986 6.2.1) and absolute-URI
// (4.3).
var compareTests = []struct {
	a, b     string
	want     int
	absolute bool // of a
}{
	{"http://a/", "http://a/", 0, true},
	{"http://a/", "http://b/", -1, true},
	{"http://b/#f", "http://a/", 1, false}, // 4.3: no fragment in an absolute-URI
	{"HTTP://a/", "http://a/", -1, true},   // 6.2.1: no normalization
	{"a/b", "a/c", -1, false},              // 4.2: relative reference
}

func TestCompare(t *testing.T) {
	for _, tt := range compareTests {
		a, _ := Parse(tt.a, 0)
		b, _ := Parse(tt.b, 0)
		if got := a.Compare(b); got != tt.want {
			t.Errorf("Compare(%q, %q):\n\tgot  %v\n\twant %v", tt.a, tt.b, got, tt.want)
		}
		if got := b.Compare(a); got != -tt.want {
			t.Errorf("Compare(%q, %q):\n\tgot  %v\n\twant %v", tt.b, tt.a, got, -tt.want)
		}
		if got := a.IsAbsolute(); got != tt.absolute {
			t.Errorf("IsAbsolute(%q):\n\tgot  %v\n\twant %v", tt.a, got, tt.absolute)
		}
	}
	a, _ := Parse("a", 0)
	var z Ref
	if z.Compare(a) != -1 || a.Compare(z) != 1 || z.Compare(z) != 0 {
		t.Errorf("Compare with the zero Ref:\n\tgot  %v %v %v\n\twant -1 1 0", z.Compare(a), a.Compare(z), z.Compare(z))
	}
}
