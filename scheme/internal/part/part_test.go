package part

import (
	"errors"
	"fmt"
	"testing"

	"github.com/urikit/urikit/uri"
)

// atTests place components in a reference's text (RFC 3986 3).
var atTests = []struct {
	in   string
	c    uri.Component
	want int
}{
	{"ftp://u@h:21/p?q#f", uri.Userinfo, 6},  // 3.2.1
	{"ftp://u@h:21/p?q#f", uri.Host, 8},      // 3.2.2
	{"ftp://u@h:21/p?q#f", uri.Port, 10},     // 3.2.3
	{"ftp://u@h:21/p?q#f", uri.Path, 12},     // 3.3
	{"ftp://u@h:21/p?q#f", uri.Query, 15},    // 3.4
	{"ftp://u@h:21/p?q#f", uri.Fragment, 17}, // 3.5
}

func TestAt(t *testing.T) {
	for _, tc := range atTests {
		r, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := At(r, tc.c); got != tc.want {
			t.Errorf("At(%q, %v):\n\tgot  %v\n\twant %v", tc.in, tc.c, got, tc.want)
		}
	}
}

// decodeTests are percent-encoded parts (RFC 3986 2.1) and their text
// (RFC 3987 3.2), or the offset of the first byte that is not UTF-8.
var decodeTests = []struct {
	in, want string
	bad      int
}{
	{"a%20b", "a b", -1},      // 2.1
	{"caf%C3%A9", "café", -1}, // RFC 3629 3: two octets
	{"", "", -1},              // empty
	{"ab%FFc", "", 2},         // RFC 3629 3: 0xFF never appears
	{"%C3%A9%C3", "", 6},      // RFC 3629 3: truncated sequence
}

func TestDecode(t *testing.T) {
	for _, tc := range decodeTests {
		got, bad := Decode(tc.in)
		if got != tc.want || bad != tc.bad {
			t.Errorf("Decode(%q):\n\tgot  %q, %d\n\twant %q, %d", tc.in, got, bad, tc.want, tc.bad)
		}
	}
}

// rawOffsetTests map offsets of a decoded part to its encoded form
// (RFC 3986 2.1).
var rawOffsetTests = []struct {
	raw  string
	i    int
	want int
}{
	{"abc", 2, 2},     // no triplets
	{"%41%42c", 2, 6}, // two triplets before
	{"a%42c", 1, 1},   // at a triplet
	{"ab", 5, 2},      // past the end: len(raw)
	{"%41", 0, 0},     // start
}

func TestRawOffset(t *testing.T) {
	for _, tc := range rawOffsetTests {
		if got := RawOffset(tc.raw, tc.i); got != tc.want {
			t.Errorf("RawOffset(%q, %d):\n\tgot  %v\n\twant %v", tc.raw, tc.i, got, tc.want)
		}
	}
}

// firstBadUTF8Tests are encoded parts whose decoding is not UTF-8 (RFC
// 3629 3), with the offset of the triplet that starts the bad sequence.
var firstBadUTF8Tests = []struct {
	s    string
	want int
}{
	{"ab%FF", 2},      // 0xFF never appears
	{"%C3%A9x%C3", 7}, // truncated after a good rune
	{"%80", 0},        // a lone continuation octet
	{"ok", 2},         // all valid: len(s)
}

func TestFirstBadUTF8(t *testing.T) {
	for _, tc := range firstBadUTF8Tests {
		dec, _ := uri.Unescape(tc.s)
		if got := FirstBadUTF8(tc.s, dec); got != tc.want {
			t.Errorf("FirstBadUTF8(%q):\n\tgot  %v\n\twant %v", tc.s, got, tc.want)
		}
	}
}

func ExampleAt() {
	r, _ := uri.Parse("telnet://user@host:23/")
	fmt.Println(At(r, uri.Host), At(r, uri.Port))
	// Output: 14 19
}

func ExampleDecode() {
	fmt.Println(Decode("caf%C3%A9"))
	fmt.Println(Decode("caf%E9"))
	// Output:
	// café -1
	//  3
}

func ExampleRawOffset() {
	fmt.Println(RawOffset("%41%42c", 2))
	// Output: 6
}

func ExampleFirstBadUTF8() {
	dec, _ := uri.Unescape("ab%FF")
	fmt.Println(FirstBadUTF8("ab%FF", dec))
	// Output: 2
}

// appendEscapedTests are texts and the characters kept bare, with the
// percent-encoded form (RFC 3986 2.1).
var appendEscapedTests = []struct {
	s, keep, want string
}{
	{"abcXYZ019", "", "abcXYZ019"},   // 2.3: letters and digits
	{"a b/c", "/", "a%20b/c"},        // 2.1: space encoded, "/" kept
	{"-._~", "", "%2D%2E%5F%7E"},     // 2.3: marks only when kept
	{"-._~", "-._~", "-._~"},         // 2.3
	{"100%", "%", "100%25"},          // 2.4: "%" is always encoded
	{"caf\xc3\xa9", "", "caf%C3%A9"}, // 2.1: upper-case hex
}

func TestAppendEscaped(t *testing.T) {
	for _, tc := range appendEscapedTests {
		if got := string(AppendEscaped(nil, tc.s, tc.keep)); got != tc.want {
			t.Errorf("AppendEscaped(%q, %q):\n\tgot  %v\n\twant %v", tc.s, tc.keep, got, tc.want)
		}
	}
}

func ExampleAppendEscaped() {
	fmt.Println(string(AppendEscaped([]byte("x="), "a b/100%", "/%")))
	// Output: x=a%20b/100%25
}

// badUTF8Tests are texts with the offset of their first byte that does
// not start a UTF-8 sequence (RFC 3629 3), -1 for none.
var badUTF8Tests = []struct {
	s    string
	want int
}{
	{"café", -1},        // 3: two-octet sequence
	{"", -1},            // empty
	{"ab\xff", 2},       // 3: 0xFF never appears
	{"\xc3\xa9\xc3", 2}, // 3: truncated sequence
	{"\x80", 0},         // 3: lone continuation octet
}

func TestBadUTF8(t *testing.T) {
	for _, tc := range badUTF8Tests {
		if got := BadUTF8(tc.s); got != tc.want {
			t.Errorf("BadUTF8(%q):\n\tgot  %v\n\twant %v", tc.s, got, tc.want)
		}
	}
}

func ExampleBadUTF8() {
	fmt.Println(BadUTF8("café"), BadUTF8("ab\xff"))
	// Output: -1 2
}

// parseStringTests parse strings as references (RFC 3986 4.1) and read
// them with a parse that returns the host.
var parseStringTests = []struct {
	in, want string
	err      bool
}{
	{"ftp://h/", "h", false}, // 4.1: a valid reference is read
	{"ftp://h /", "", true},  // 3.2.2: a space is refused by uri.Parse
	{"ftp:///", "", true},    // refused by parse
}

func hostOf(r uri.Ref) (string, error) {
	if r.Host() == "" {
		return "", fmt.Errorf("no host")
	}
	return r.Host(), nil
}

func TestParseString(t *testing.T) {
	for _, tc := range parseStringTests {
		got, err := ParseString(tc.in, hostOf)
		if got != tc.want || (err != nil) != tc.err {
			t.Errorf("ParseString(%q):\n\tgot  %q, %v\n\twant %q, error %v", tc.in, got, err, tc.want, tc.err)
		}
	}
}

func ExampleParseString() {
	fmt.Println(ParseString("ftp://example.com/", hostOf))
	// Output: example.com <nil>
}

func TestOctets(t *testing.T) {
	for in, want := range map[string]string{"a%20b": "a b", "caf%E9": "caf\xe9", "%C3%A9": "é", "x": "x", "": ""} {
		if got := Octets(in); got != want {
			t.Errorf("Octets(%q):\n\tgot  %q\n\twant %q", in, got, want)
		}
	}
}

func ExampleOctets() {
	fmt.Printf("%q\n", Octets("caf%E9"))
	// Output: "caf\xe9"
}

func TestField(t *testing.T) {
	if got := Field("", false); got != nil {
		t.Errorf("Field(\"\", false) = %#v, want nil", got)
	}
	if got := Field("", true); got != "" {
		t.Errorf("Field(\"\", true) = %#v, want \"\"", got)
	}
	if got := Field("x", true); got != "x" {
		t.Errorf("Field(\"x\", true) = %#v, want \"x\"", got)
	}
}

func ExampleField() {
	fmt.Printf("%#v %#v\n", Field("", false), Field("", true))
	// Output: <nil> ""
}

func TestIsUTF8(t *testing.T) {
	for _, tc := range []struct {
		in   []string
		want bool
	}{
		{nil, true},
		{[]string{"a", "é"}, true},
		{[]string{"a", "caf\xe9"}, false},
		{[]string{"\xc3"}, false},
	} {
		if got := IsUTF8(tc.in...); got != tc.want {
			t.Errorf("IsUTF8(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func ExampleIsUTF8() {
	fmt.Println(IsUTF8("café"), IsUTF8("caf\xe9"))
	// Output: true false
}

var errOther = errors.New("not mine")

// schemeTests check the scheme of a reference against a package's names
// (RFC 3986 3.1: case-insensitive).
var schemeTests = []struct {
	in   string
	want string // "" for an error
}{
	{"ftp://h/", "ftp"},
	{"FTP://h/", "ftp"},
	{"rlogin://h", "rlogin"},
	{"http://h/", ""},
	{"//h/", ""},
}

func TestScheme(t *testing.T) {
	for _, tc := range schemeTests {
		got, err := Scheme(uri.MustParse(tc.in), "parse x", errOther, "ftp", "rlogin")
		var e *uri.Error
		if got != tc.want || (tc.want == "") != (err != nil) || err != nil && (!errors.As(err, &e) || e.Offset != 0 || e.Input != tc.in || e.Op != "parse x" || !errors.Is(err, errOther)) {
			t.Errorf("Scheme(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
		}
	}
	if _, err := Scheme(uri.Ref{}, "parse x", errOther, "ftp"); !errors.Is(err, errOther) || !errors.Is(err, uri.ErrZeroRef) {
		t.Errorf("Scheme(uri.Ref{}) = %v; want %v and %v", err, errOther, uri.ErrZeroRef)
	}
}

func ExampleScheme() {
	fmt.Println(Scheme(uri.MustParse("TN3270://h"), "parse telnet", errOther, "telnet", "rlogin", "tn3270"))
	fmt.Println(Scheme(uri.MustParse("ssh://h"), "parse telnet", errOther, "telnet", "rlogin", "tn3270"))
	// Output:
	// tn3270 <nil>
	//  uri: parse telnet "ssh://h": not mine at offset 0
}
