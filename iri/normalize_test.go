package iri_test

// Tests of the comparison ladder of RFC 3987 5.3: the RFC's examples
// verbatim, then one table per step of 5.3.2 and 5.3.3.

import (
	"testing"

	"github.com/urikit/urikit/iri"
)

// rfcEquivalent are the examples of RFC 3987 5.3 (and of RFC 3986 6.2,
// which 5.3 follows) of references that are equivalent at a rung.
var rfcEquivalent = []struct {
	a, b  string
	level iri.Level
}{
	// 5.3.2.1: "the scheme and US-ASCII only host are case insensitive".
	{"HTTP://www.EXAMPLE.com/", "http://www.example.com/", iri.SyntaxBased},
	// 5.3.2: the RFC 3986 6.2.2 example that 5.3.2 carries over.
	{"example://a/b/c/%7Bfoo%7D", "eXAMPLE://a/./b/../b/%63/%7bfoo%7d", iri.SyntaxBased},
	// 5.3.2.3: "http://example.org/~user", "http://example.org/%7euser",
	// and "http://example.org/%7Euser", must resolve to the same resource.
	{"http://example.org/~user", "http://example.org/%7euser", iri.SyntaxBased},
	{"http://example.org/~user", "http://example.org/%7Euser", iri.SyntaxBased},
	// 5.3.3: http://example.com, http://example.com/,
	// http://example.com:/ and http://example.com:80/ are equivalent.
	{"http://example.com", "http://example.com/", iri.SchemeBased},
	{"http://example.com", "http://example.com:/", iri.SchemeBased},
	{"http://example.com", "http://example.com:80/", iri.SchemeBased},
	// 5.3.2.3 by way of 3.1: an IRI and its percent-encoded form.
	{"http://www.example.org/r\u00e9sum\u00e9.html", "http://www.example.org/r%C3%A9sum%C3%A9.html", iri.SyntaxBased},
}

// rfcDifferent are pairs the ladder must keep apart.
var rfcDifferent = []struct {
	a, b  string
	level iri.Level
}{
	// 5.3.1: simple string comparison sees the triplet.
	{"http://example.org/~user", "http://example.org/%7euser", iri.SimpleString},
	// 5.3.2.2: no character normalization in comparison (NFC vs NFD).
	{"http://example.org/r\u00e9sum\u00e9", "http://example.org/re\u0301sume\u0301", iri.SchemeBased},
	// 5.3.2.1: path case is significant; non-ASCII case is never folded.
	{"http://example.org/a", "http://example.org/A", iri.SchemeBased},
	{"http://\u00e9.example/", "http://\u00c9.example/", iri.SchemeBased},
	// RFC 3986 2.2: a percent-encoded reserved character is not the character.
	{"http://example.org/a%2Fb", "http://example.org/a/b", iri.SchemeBased},
	// 5.3.3: the default port only at the scheme-based rung.
	{"http://example.com:80/", "http://example.com/", iri.SyntaxBased},
	// 4.1: a percent-encoded bidi formatting character is never decoded.
	{"http://example.org/%E2%80%AE", "http://example.org/\u202e", iri.SchemeBased},
}

func TestEqualRFCExamples(t *testing.T) {
	for _, tt := range rfcEquivalent {
		a, b := iri.MustParse(tt.a), iri.MustParse(tt.b)
		if !iri.Equal(a, b, tt.level) || !iri.Equal(b, a, tt.level) {
			t.Errorf("Equal(%q, %q, %v):\n\tgot  false\n\twant true", tt.a, tt.b, tt.level)
		}
		if na, nb := a.NormalizeWith(iri.NormalizeOptions{Level: tt.level}), b.NormalizeWith(iri.NormalizeOptions{Level: tt.level}); na != nb {
			t.Errorf("Normalize(%q), Normalize(%q):\n\tgot  %v, %v\n\twant equal", tt.a, tt.b, na, nb)
		}
	}
	for _, tt := range rfcDifferent {
		a, b := iri.MustParse(tt.a), iri.MustParse(tt.b)
		if iri.Equal(a, b, tt.level) {
			t.Errorf("Equal(%q, %q, %v):\n\tgot  true\n\twant false", tt.a, tt.b, tt.level)
		}
	}
}

// normalizeTests: the normal forms, one step of 5.3.2 / 5.3.3 per group.
var normalizeTests = []struct {
	in   string
	o    iri.NormalizeOptions
	want string
}{
	// 5.3.2.1 case: scheme, US-ASCII host and hex digits; not userinfo,
	// path, query, fragment, nor a host with non-ASCII characters.
	{"HTTP://User@Example.ORG/P?Q#F", syntaxBased, "http://User@example.org/P?Q#F"},
	{"foo://\u03b1.CoM/%c3%28", syntaxBased, "foo://\u03b1.CoM/%C3%28"},
	{"http://usER:passWORD@\u03b1.CoM/", syntaxBased, "http://usER:passWORD@\u03b1.CoM/"},
	{"SCHEME://Alpha%ce%b1/", syntaxBased, "scheme://Alpha\u03b1/"},
	{"http://\u00c9X.example/", syntaxBased, "http://\u00c9X.example/"},
	// 5.3.3: DNS schemes compare ASCII letters of any host without case.
	{"http://usER:passWORD@\u03b1.CoM/", scheme, "http://usER:passWORD@\u03b1.com/"},
	{"http://\u00c9X.example/", scheme, "http://\u00c9x.example/"},
	{"foo://\u03b1.CoM/", scheme, "foo://\u03b1.CoM/"},
	// The registry says which schemes use DNS (scheme.Scheme.DNS): news
	// (RFC 5538 2.1) and xmpp (RFC 5122 2.3) do, urn has no host.
	{"news://\u00c9X.example/comp.lang", scheme, "news://\u00c9x.example/comp.lang"},
	{"xmpp://Node@\u00c9X.example/Res", scheme, "xmpp://Node@\u00c9x.example/Res"},
	// 5.3.2.3 percent-encoding: unreserved ASCII and ucschar decoded,
	// iprivate only in the query, reserved, '%', non-UTF-8 and the
	// characters 3.2 keeps encoded (bidi formatting 4.1, white space 6.1)
	// not.
	{"http://a/%7e%C3%A9%e2%82%ac", syntaxBased, "http://a/~\u00e9\u20ac"},
	{"http://a/%EE%80%80?%EE%80%80#%EE%80%80", syntaxBased, "http://a/%EE%80%80?\ue000#%EE%80%80"},
	{"http://a/%2f%3F%25%23%5B", syntaxBased, "http://a/%2F%3F%25%23%5B"},
	{"http://a/%FC%C3%28%ED%A0%80", syntaxBased, "http://a/%FC%C3%28%ED%A0%80"},
	{"http://a/%e2%80%8f%E2%81%A6%C2%A0%E3%80%80", syntaxBased, "http://a/%E2%80%8F%E2%81%A6%C2%A0%E3%80%80"},
	{"http://a/%EF%BF%BE%EF%B7%90", syntaxBased, "http://a/%EF%BF%BE%EF%B7%90"}, // non-characters are no ucschar (2.2)
	{"http://%E8%A9%B9.%4A%50/", syntaxBased, "http://\u8a79.JP/"},              // the host is not US-ASCII once decoded
	// 5.3.2.4 path segments, IRIs as URIs.
	{"http://a/b/../\u00e9/./c", syntaxBased, "http://a/\u00e9/c"},
	{"../\u00e9/./x/..", syntaxBased, "../\u00e9/"},
	{"http://[2001:DB8::0:1]/", syntaxBased, "http://[2001:db8::1]/"},
	// 5.3.3 scheme-based: ports, empty path, the scheme's own rules.
	{"HTTP://\u00e9.example:80", scheme, "http://\u00e9.example/"},
	{"https://\u00e9.example:443/", scheme, "https://\u00e9.example/"},
	{"urn:ISBN:\u00e9%C3%A9", scheme, "urn:isbn:\u00e9\u00e9"},
	{"mailto:J\u00fcrgen@Example.ORG", scheme, "mailto:J\u00fcrgen@example.org"},
	// 5.3.2.2 character normalization, opt-in; never across a delimiter.
	{"http://a/re\u0301sume\u0301", scheme, "http://a/re\u0301sume\u0301"},
	{"http://a/re\u0301sume\u0301", nfc, "http://a/r\u00e9sum\u00e9"},
	{"http://a/re%CC%81", nfc, "http://a/r\u00e9"},            // decoded, then composed
	{"http://a/?x=\u0338y", nfc, "http://a/?x=\u0338y"},       // "=" U+0338 stays two characters
	{"http://a/\u037e\u2126", nfc, "http://a/\u037e\u2126"},   // U+037E would be ";": the run is kept
	{"http://a/\u2126/\u212b", nfc, "http://a/\u03a9/\u00c5"}, // singletons
	{"http://a/%41\u0301", nfc, "http://a/\u00c1"},            // "%41" is "A" (decoded first), then composed
	// 5.3.3 IDNA, opt-in, DNS schemes only: the Unicode form.
	{"http://xn--rsum-bpad.Example.ORG/", idnaOpt, "http://r\u00e9sum\u00e9.example.org/"},
	{"http://R\u00c9SUM\u00c9.example.org", idnaOpt, "http://r\u00e9sum\u00e9.example.org/"},
	{"http://r%C3%A9sum%C3%A9.example.org/", idnaOpt, "http://r\u00e9sum\u00e9.example.org/"},
	{"foo://xn--rsum-bpad.example.org/", idnaOpt, "foo://xn--rsum-bpad.example.org/"},
	{"xmpp://user@xn--rsum-bpad.example.org/", idnaOpt, "xmpp://user@r\u00e9sum\u00e9.example.org/"},
	{"ftp://xn--rsum-bpad.example.org/", syntaxIDNA, "ftp://r\u00e9sum\u00e9.example.org/"}, // IDNA at the syntax rung too
	{"http://xn--a.example/", idnaOpt, "http://xn--a.example/"},                             // invalid punycode: kept
	// 5.3.4 (RFC 3986 6.2.4) protocol-based options.
	{"http://a/p?#", iri.NormalizeOptions{Level: iri.SchemeBased, DropEmptyQuery: true, DropEmptyFragment: true}, "http://a/p"},
	{"http://a/\u00e9#\u00e9", iri.NormalizeOptions{Level: iri.SchemeBased, DropFragment: true}, "http://a/\u00e9"},
	{"file://localhost/\u00e9", iri.NormalizeOptions{Level: iri.SyntaxBased, FileLocalhost: true}, "file:///\u00e9"},
	// IDNA maps the host before the 6.2.4 choices read it: full-width
	// "ＬＯＣＡＬＨＯＳＴ" is "localhost" (UTS #46), so FileLocalhost
	// empties it in the same pass.
	{"file://\uff2c\uff2f\uff23\uff21\uff2c\uff28\uff2f\uff33\uff34/x", localIDNA, "file:///x"},
	{"file://\uff2c\uff2f\uff23\uff21\uff2c\uff28\uff2f\uff33\uff34/x", iri.NormalizeOptions{Level: iri.SyntaxBased, IDNA: true, FileLocalhost: true}, "file:///x"},
	{"FILE://LocalHost/x", localIDNA, "file:///x"},
	// 5.3.1: SimpleString changes nothing.
	{"HTTP://A/%7e", iri.NormalizeOptions{Level: iri.SimpleString}, "HTTP://A/%7e"},
	// The zero Level is SchemeBased: the options apply to its normal form.
	{"HTTP://A:80/%7e#f", iri.NormalizeOptions{DropFragment: true}, "http://a/~"},
}

var (
	syntaxBased = iri.NormalizeOptions{Level: iri.SyntaxBased}
	scheme      = iri.NormalizeOptions{Level: iri.SchemeBased}
	nfc         = iri.NormalizeOptions{Level: iri.SchemeBased, NFC: true}
	// syntaxIDNA: IDNA without the scheme-based rung.
	syntaxIDNA = iri.NormalizeOptions{Level: iri.SyntaxBased, IDNA: true}
	idnaOpt    = iri.NormalizeOptions{Level: iri.SchemeBased, IDNA: true}
	localIDNA  = iri.NormalizeOptions{Level: iri.SchemeBased, IDNA: true, FileLocalhost: true}
)

func TestNormalize(t *testing.T) {
	for _, tt := range normalizeTests {
		r := iri.MustParse(tt.in)
		got := r.NormalizeWith(tt.o)
		if got.String() != tt.want {
			t.Errorf("Normalize(%q, %+v):\n\tgot  %+q\n\twant %+q", tt.in, tt.o, got.String(), tt.want)
			continue
		}
		back, err := iri.Parse(got.String())
		if err != nil || back != got {
			t.Errorf("Parse(%q):\n\tgot  %v %v\n\twant %v", got, back, err, got)
		}
		if again := got.NormalizeWith(tt.o); again != got {
			t.Errorf("Normalize(%q) again:\n\tgot  %+q\n\twant %+q", got, again.String(), got.String())
		}
	}
}

func TestNormalizeDefault(t *testing.T) {
	r := iri.MustParse("HTTP://\u00e9.example:80/%7e")
	if got, want := r.Normalize(), r.NormalizeWith(scheme); got != want {
		t.Errorf("Normalize(%q):\n\tgot  %v\n\twant %v", r, got, want)
	}
	var zero iri.Ref
	if got := zero.Normalize(); got.IsValid() {
		t.Errorf("Normalize(zero):\n\tgot  %v\n\twant invalid", got)
	}
	if !iri.Equal(zero, iri.Ref{}, iri.SchemeBased) || iri.Equal(zero, r, iri.SchemeBased) {
		t.Errorf("Equal with the zero Ref:\n\tgot  wrong\n\twant zero == zero, zero != valid")
	}
}

// NFC can turn a character into ASCII (U+212A KELVIN SIGN is "K" in NFC),
// which the case rules of 5.3.2.1 then apply to: the normal form is a fixed
// point (found by FuzzNormalize).
func TestNormalizeNFCThenCase(t *testing.T) {
	o := iri.NormalizeOptions{Level: iri.SyntaxBased, NFC: true}
	r := iri.MustParse("//\u212a")
	n := r.NormalizeWith(o)
	if n.String() != "//k" || n.NormalizeWith(o) != n {
		t.Errorf("Parse(%q).NormalizeWith(syntax, NFC):\n\tgot  %q, then %q\n\twant %q, a fixed point", r, n, n.NormalizeWith(o), "//k")
	}
}

// TestNormalizeFixedPoint: for every input of normalizeTests and every
// combination of options at every rung, the normal form is a fixed point
// (Normalize(Normalize(x)) == Normalize(x)).
func TestNormalizeFixedPoint(t *testing.T) {
	for _, tt := range normalizeTests {
		r := iri.MustParse(tt.in)
		for _, o := range allNormalizeOptions() {
			n := r.NormalizeWith(o)
			if again := n.NormalizeWith(o); again != n {
				t.Errorf("Normalize(%q, %+v):\n\tgot  %+q, then %+q\n\twant a fixed point", tt.in, o, n.String(), again.String())
			}
		}
	}
}
