package iri_test

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// toURITests are IRI-to-URI mappings with no options (RFC 3987 3.1, step 1
// variant C, step 2).
var toURITests = []struct{ in, want string }{
	// 3.1 note: existing triplets and allowed characters untouched.
	{"http://www.example.org/red%09ros\u00e9#red", "http://www.example.org/red%09ros%C3%A9#red"},
	// 3.1 note: the Old Italic letters U+10300-10302, 4 octets each.
	{"http://example.com/\U00010300\U00010301\U00010302", "http://example.com/%F0%90%8C%80%F0%90%8C%81%F0%90%8C%82"},
	// 3.1: ireg-name percent-encoded by the generic step 2.
	{"http://r\u00e9sum\u00e9.example.org", "http://r%C3%A9sum%C3%A9.example.org"},
	// 3.1 note: an IDN in the query is not IDNA-converted.
	{"http://validator.w3.org/check?uri=http%3A%2F%2Fr\u00e9sum\u00e9.example.org",
		"http://validator.w3.org/check?uri=http%3A%2F%2Fr%C3%A9sum%C3%A9.example.org"},
	// 2.2: iprivate in the query, ucschar in userinfo and fragment.
	{"http://\u00fcser@h/p?\ue000#\u00e9", "http://%C3%BCser@h/p?%EE%80%80#%C3%A9"},
	// 3.1: ASCII is never touched, lower-case triplets included.
	{"http://a/%7euser?q=%e9", "http://a/%7euser?q=%e9"},
	// 3.1: a bidi formatting character is a ucschar: it is encoded.
	{"http://a/\u202e", "http://a/%E2%80%AE"},
	// RFC 6874 zone identifiers pass through.
	{"http://[fe80::1%25eth0]/\u00e9", "http://[fe80::1%25eth0]/%C3%A9"},
	// 4.1 / 2.2: relative references.
	{"#D\u00fcrst", "#D%C3%BCrst"},
	{"", ""},
}

func TestToURI(t *testing.T) {
	p := iri.New(iri.AllowZoneID(true))
	for _, tt := range toURITests {
		r, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := r.ToURI().String(); got != tt.want {
			t.Errorf("ToURI(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
	}
}

// profileToURITests are mappings with options.
var profileToURITests = []struct {
	name    string
	p       *iri.Profile
	in      string
	want    string
	wantErr error
}{
	// The seed (draft-duerst-iri-03 3.1): '<' and '>' were 'iadditional'
	// characters of the draft's IRIs; RFC 3987 3.1 lets systems convert
	// them (MAY), which EncodeUnwise does.
	{"seed 3.1", iri.New(iri.EncodeUnwise(true)), "http://www.example.org/red%09ros\u00e9#<red>",
		"http://www.example.org/red%09ros%C3%A9#%3Cred%3E", nil},
	// 3.1: without the option they are not converted, so the conversion fails.
	{"seed 3.1 strict", iri.Strict, "http://www.example.org/red%09ros\u00e9#<red>", "", iri.ErrInvalidChar},
	// 3.1: '#', '%', '[' and ']' MUST NOT be converted.
	{"unwise space", iri.New(iri.EncodeUnwise(true)), "file:C:\\My Documents\\a{b}|c^`\"", "file:C:%5CMy%20Documents%5Ca%7Bb%7D%7Cc%5E%60%22", nil},
	{"unwise keeps %", iri.New(iri.EncodeUnwise(true)), "http://a/%zz", "", iri.ErrInvalidPercent},
	// 3.1: ireg-name by ToASCII.
	{"idna", iri.Lookup, "http://r\u00e9sum\u00e9.example.org", "http://xn--rsum-bpad.example.org", nil},
	{"idna upper", iri.Lookup, "http://B\u00fccher.de/B\u00fccher", "http://xn--bcher-kva.de/B%C3%BCcher", nil},
	// UTS #46 nontransitional: sharp s is kept.
	{"idna fass", iri.Lookup, "http://fa\u00df.de", "http://xn--fa-hia.de", nil},
	// Percent-encoded UTF-8 in the host is decoded for ToASCII.
	{"idna pct", iri.Lookup, "http://r%C3%A9sum%C3%A9.example.org/", "http://xn--rsum-bpad.example.org/", nil},
	// ASCII hosts are left as written, and so are hosts whose triplets
	// are not UTF-8.
	{"idna ascii", iri.Lookup, "http://EXAMPLE.org/\u00e9", "http://EXAMPLE.org/%C3%A9", nil},
	{"idna not utf-8", iri.Lookup, "http://a%FF.example/\u00e9", "http://a%FF.example/%C3%A9", nil},
	// A host IDNA rejects (UseSTD3ASCIIRules: '_' is not allowed; a label
	// starting with a combining mark, V5/V6).
	{"idna reject", iri.Lookup, "http://\u0301a.example/", "", iri.ErrIDNA},
	// 3.1 step 1 variant B: NFC first ("e" + U+0301 becomes U+00E9).
	{"nfc", iri.New(iri.NFC(true)), "http://a/re\u0301sume\u0301", "http://a/r%C3%A9sum%C3%A9", nil},
	// Variant C: no normalization.
	{"no nfc", iri.Strict, "http://a/re\u0301", "http://a/re%CC%81", nil},
}

func TestProfileToURIString(t *testing.T) {
	for _, tt := range profileToURITests {
		u, err := tt.p.ToURIString(tt.in)
		if tt.wantErr != nil {
			if !errors.Is(err, tt.wantErr) {
				t.Errorf("%s: ToURIString(%q):\n\tgot  %v, %v\n\twant error %v", tt.name, tt.in, u, err, tt.wantErr)
			}
			continue
		}
		if err != nil || u.String() != tt.want {
			t.Errorf("%s: ToURIString(%q):\n\tgot  %v, %v\n\twant %v", tt.name, tt.in, u, err, tt.want)
		}
	}
}

func TestToURIStringErrorOffset(t *testing.T) {
	// The offset counts bytes of the input, before EncodeUnwise.
	_, err := iri.New(iri.EncodeUnwise(true)).ToURIString("http://a/< >/%zz")
	var e *iri.Error
	if !errors.As(err, &e) || e.Offset != 14 || e.Input != "http://a/< >/%zz" {
		t.Errorf("ToURIString error:\n\tgot  %#v\n\twant offset 14", err)
	}
}

// fromURITests are URI-to-IRI conversions with no options (RFC 3987 3.2).
var fromURITests = []struct{ in, want string }{
	// 3.2.1: valid UTF-8 is decoded.
	{"http://www.example.org/D%C3%BCrst", "http://www.example.org/D\u00fcrst"},
	// A percent-encoded dot is data, never a dot-segment: a segment that
	// would read "." or ".." keeps its dots encoded; other dots decode.
	{"http://h/a/%2E%2E/b", "http://h/a/%2E%2E/b"},
	{"http://h/a/.%2e/b%2E", "http://h/a/.%2E/b."},
	{"http://h/a/%2e/b", "http://h/a/%2E/b"},
	{"http://h/a/%2E%2E%2E/x%2Ey", "http://h/a/.../x.y"},
	{"http://h/a?%2E%2E#%2E", "http://h/a?..#."},
	// 3.2.1: invalid UTF-8 stays encoded; no other charset is guessed.
	{"http://www.example.org/D%FCrst", "http://www.example.org/D%FCrst"},
	{"http://www.example.org/r%E9sum%E9.html", "http://www.example.org/r%E9sum%E9.html"},
	// 3.2.1: U+202E RLO stays encoded (4.1), in upper case.
	{"http://xn--99zt52a.example.org/%e2%80%ae", "http://xn--99zt52a.example.org/%E2%80%AE"},
	// 3.2 step 2: '%', reserved and disallowed ASCII stay, spelling kept.
	{"http://a/%25%2f%2F%3F%23%20%3c", "http://a/%25%2f%2F%3F%23%20%3c"},
	// 3.2 step 2: unreserved ASCII is decoded.
	{"http://a/%7euser/%41%2D", "http://a/~user/A-"},
	// 3.2 step 4 / 2.2: iprivate only in the query.
	{"http://a/%EE%80%80?%EE%80%80#%EE%80%80", "http://a/%EE%80%80?\ue000#%EE%80%80"},
	// 3.2 step 4 / 2.2: non-characters and specials are not ucschar.
	{"http://a/%EF%BF%BE%EF%BF%BD%EF%B7%90", "http://a/%EF%BF%BE%EF%BF%BD%EF%B7%90"},
	// 3.2 step 4 / 4.1: LRM and the isolates stay encoded.
	{"http://a/%E2%80%8E%E2%81%A6x", "http://a/%E2%80%8E%E2%81%A6x"},
	// 3.2 step 4 / 6.1: a space look-alike (U+3000) stays encoded.
	{"http://a/%E3%80%80", "http://a/%E3%80%80"},
	// 3.2 step 3: a truncated sequence re-encoded, the valid one after it
	// decoded; overlongs and surrogates are not UTF-8.
	{"http://a/%C3%C3%BC", "http://a/%C3\u00fc"},
	{"http://a/%c0%af%ed%a0%80", "http://a/%C0%AF%ED%A0%80"},
	// C1 controls are not ucschar.
	{"http://a/%C2%85", "http://a/%C2%85"},
	// Host and userinfo: ireg-name and iuserinfo take ucschar.
	{"http://%C3%BC@r%C3%A9sum%C3%A9.example.org/", "http://\u00fc@r\u00e9sum\u00e9.example.org/"},
	// IP literal with a zone: copied.
	{"http://[fe80::1%25%41]/", "http://[fe80::1%25%41]/"},
	// Punycode is kept without HostToUnicode (3.2.1).
	{"http://xn--99zt52a.example.org/", "http://xn--99zt52a.example.org/"},
}

func TestFromURI(t *testing.T) {
	p := uri.NewParser(uri.AllowZoneID(true))
	for _, tt := range fromURITests {
		u, err := p.Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if got := iri.FromURI(u).String(); got != tt.want {
			t.Errorf("FromURI(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
	}
}

// hostToUnicodeTests are 3.2.1's ToUnicode of punycode labels.
var hostToUnicodeTests = []struct{ in, want string }{
	{"http://xn--99zt52a.example.org/%e2%80%ae", "http://\u7d0d\u8c46.example.org/%E2%80%AE"},
	// Other labels keep their spelling.
	{"http://xn--99zt52a.EXAMPLE.org/", "http://\u7d0d\u8c46.EXAMPLE.org/"},
	// Not valid punycode: kept.
	{"http://xn--a.example/", "http://xn--a.example/"},
	// UTS #46 nontransitional: the sharp s label.
	{"http://xn--fa-hia.de/", "http://fa\u00df.de/"},
	// Punycode of "a-" + U+202E: ToUnicode succeeds at decoding but the
	// label is not valid IDNA, so it is kept.
	{"http://xn--a--h4t.example/", "http://xn--a--h4t.example/"},
}

func TestHostToUnicode(t *testing.T) {
	for _, tt := range hostToUnicodeTests {
		got := iri.Display.FromURI(uri.MustParse(tt.in)).String()
		if got != tt.want {
			t.Errorf("FromURI(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
	}
}
