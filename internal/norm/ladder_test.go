package norm

import "testing"

// ladderTests: Ladder.Normalize in both grammars, rung by rung.
var ladderTests = []struct {
	in   string
	l    Ladder
	want string
}{
	{"HTTP://A/%7e", Ladder{Rung: RungSimple}, "HTTP://A/%7e"},                                                                  // RFC 3986 6.2.1
	{"HTTP://A:80/%7e", Ladder{Rung: RungSyntax}, "http://a:80/~"},                                                              // 6.2.2.1, 6.2.2.2
	{"HTTP://A:80", Ladder{Rung: RungScheme}, "http://a/"},                                                                      // 6.2.3: default port, empty path
	{"http://a:080/", Ladder{Rung: 7}, "http://a/"},                                                                             // a rung above RungScheme counts as it
	{"x-unknown://a:/", Ladder{Rung: RungScheme}, "x-unknown://a/"},                                                             // 6.2.3: empty port
	{"urn:ISBN:0451450523", Ladder{Rung: RungScheme}, "urn:isbn:0451450523"},                                                    // RFC 8141 3.1 via the registry
	{"urn:ISBN:0451450523", Ladder{Rung: RungSyntax}, "urn:ISBN:0451450523"},                                                    // scheme rules only at 6.2.3
	{"mailto:Joe@Example.ORG", Ladder{Rung: RungScheme}, "mailto:Joe@example.org"},                                              // RFC 6068 2, RFC 5321 2.4
	{"http://a/p?#", Ladder{Rung: RungSyntax, Protocol: Protocol{DropEmptyQuery: true, DropEmptyFragment: true}}, "http://a/p"}, // 6.2.4
	{"http://a/p#f", Ladder{Rung: RungSyntax, Protocol: Protocol{DropFragment: true}}, "http://a/p"},                            // 6.2.4, 3.5
	{"FILE://localhost/etc", Ladder{Rung: RungSyntax, Protocol: Protocol{FileLocalhost: true}}, "file:///etc"},                  // RFC 8089 2, scheme case-insensitive (3.1)
	{"http://localhost/etc", Ladder{Rung: RungSyntax, Protocol: Protocol{FileLocalhost: true}}, "http://localhost/etc"},         // file only
	{"http://Bücher.EXAMPLE/%C3%A9", Ladder{Rung: RungSyntax, IRI: true}, "http://Bücher.EXAMPLE/é"},                            // RFC 3987 5.3.2.1, 5.3.2.3
	{"http://Bücher.EXAMPLE/", Ladder{Rung: RungScheme, IRI: true}, "http://bücher.example/"},                                   // 5.3.3: DNS scheme (RFC 4343)
	{"urn://Bücher.EXAMPLE/", Ladder{Rung: RungScheme, IRI: true}, "urn://Bücher.EXAMPLE/"},                                     // not a DNS scheme
	{"HTTP://EXAMPLE/", Ladder{Rung: RungSyntax, IRI: true}, "http://example/"},                                                 // 5.3.2.1: US-ASCII host
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
		got := tt.l.norm(r)
		if got.String() != tt.want {
			t.Errorf("Normalize(%q, %+v):\n\tgot  %v\n\twant %v", tt.in, tt.l, got, tt.want)
		}
		// The ladder's Equal agrees with comparing normal forms.
		w, _ := Parse(tt.want, m)
		if eq := tt.l.eq(r, w); eq != (tt.l.Rung != RungSimple || tt.in == tt.want) {
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
		if got := l.eq(a, b); got != tt.want {
			t.Errorf("Equal(%q, %q, %v):\n\tgot  %v\n\twant %v", tt.a, tt.b, tt.rung, got, tt.want)
		}
	}
	var l Ladder
	a, _ := Parse("http://a/", 0)
	if !l.eq(Ref{}, Ref{}) || l.eq(a, Ref{}) {
		t.Errorf("Equal of invalid Refs:\n\tgot  %v, %v\n\twant true, false", l.eq(Ref{}, Ref{}), l.eq(a, Ref{}))
	}
}
