package syntax

// This file tests the scanner's IRI mode (RFC 3987 2.2: ucschar in the
// components, iprivate only in the query) against its URI mode (RFC 3986
// 4.1), and recomposition of Parts (RFC 3986 5.3).

import (
	"errors"
	"testing"
	"unicode/utf8"
)

var iriTests = []struct {
	in     string
	offset int   // -1: valid
	err    error // the reason when invalid
}{
	{"http://\u4f8b\u3048.jp/\u30d1\u30b9?\u30af#\u00e9", -1, nil}, // 2.2: ucschar in ihost, ipath, iquery, ifragment
	{"http://u\u00e9@h/", -1, nil},                                 // 2.2: iuserinfo
	{"a\u00e9:b", 3, ErrColonInFirstSeg},                           // 2.2: scheme stays ASCII, so "a\u00e9" is a segment
	{"\u00e9:b", 2, ErrColonInFirstSeg},                            // 2.2: ipath-noscheme
	{"http://h/?\ue000", -1, nil},                                  // 2.2: iprivate in iquery
	{"http://h/\ue000", 9, ErrInvalidChar},                         // 2.2: no iprivate in ipath
	{"http://h/#\ue000", 10, ErrInvalidChar},                       // 2.2: no iprivate in ifragment
	{"http://h/\ufff0", 9, ErrInvalidChar},                         // 2.2: U+FFF0 is no ucschar
	{"http://h/\ufdd0", 9, ErrInvalidChar},                         // 2.2: noncharacters are no ucschar
	{"http://h/\U0001fffe", 9, ErrInvalidChar},                     // 2.2: plane-end noncharacters
	{"http://h/\U000e0001", 9, ErrInvalidChar},                     // 2.2: plane 14 starts at E1000
	{"http://h/\U000e1000", -1, nil},                               // 2.2
	{"http://h/\xff", 9, ErrInvalidUTF8},                           // RFC 3987 3.1: characters, not bytes
	{"http://h/\xed\xa0\x80", 9, ErrInvalidUTF8},                   // a UTF-16 surrogate in UTF-8
	{"http://h/\u00a0x", -1, nil},                                  // 2.2: U+00A0 is the first ucschar
	{"http://h/\u0080", 9, ErrInvalidChar},                         // C1 controls are no ucschar
	{"http://[\u00e9]/", 8, ErrInvalidIPv6},                        // 2.2: IP-literal stays ASCII
	{"http://h:\u0661/", 11, ErrInvalidPort},                       // 2.2: port stays ASCII digits; "h:\u0661" is an iuserinfo until "/"
}

func TestParseIRI(t *testing.T) {
	for _, tt := range iriTests {
		r, f := Parse(tt.in, IRI)
		switch {
		case tt.offset < 0 && f != nil:
			t.Errorf("Parse(%q, IRI):\n\tgot  %v at %d\n\twant valid", tt.in, f, f.Offset)
		case tt.offset >= 0 && (f == nil || f.Offset != tt.offset || !errors.Is(f, tt.err)):
			t.Errorf("Parse(%q, IRI):\n\tgot  %v %v\n\twant %v at %d", tt.in, r.Components(), f, tt.err, tt.offset)
		case f == nil && r.String() != tt.in:
			t.Errorf("Parse(%q, IRI).String():\n\tgot  %q\n\twant %q", tt.in, r.String(), tt.in)
		}
		// No non-ASCII at all in URI mode.
		if _, f := Parse(tt.in, 0); f == nil {
			t.Errorf("Parse(%q, 0):\n\tgot  valid\n\twant an error (RFC 3986 2: URIs are ASCII)", tt.in)
		}
	}
}

// checkModes checks the relation between the modes on one input: the IRI
// grammar only adds non-ASCII characters (RFC 3987 2.2), so URI-valid
// implies IRI-valid with the same components, an ASCII input gets the same
// answer in both modes, and every fault's offset lies in the input.
func checkModes(t *testing.T, s string) {
	t.Helper()
	for _, m := range []Mode{0, ZoneID, IRI, IRI | ZoneID} {
		r, f := Parse(s, m)
		if f != nil {
			if f.Offset < 0 || f.Offset > len(s) || f.Err == nil {
				t.Fatalf("Parse(%q, %d): fault %v at %d outside 0..%d", s, m, f, f.Offset, len(s))
			}
			continue
		}
		p := r.Components()
		if got := p.String(); got != s || p.Len() != len(s) {
			t.Fatalf("Parse(%q, %d).Components().String():\n\tgot  %q (Len %d)\n\twant %q", s, m, got, p.Len(), s)
		}
	}
	ru, fu := Parse(s, 0)
	ri, fi := Parse(s, IRI)
	if fu == nil && (fi != nil || ri.Components() != ru.Components() || ri.HostKind() != ru.HostKind()) {
		t.Fatalf("Parse(%q): URI-valid %v but IRI %v %v", s, ru.Components(), ri.Components(), fi)
	}
	ascii := true
	for i := 0; i < len(s); i++ {
		ascii = ascii && s[i] < utf8.RuneSelf
	}
	if ascii && (fu == nil) != (fi == nil) {
		t.Fatalf("Parse(%q): ASCII input, URI mode %v, IRI mode %v", s, fu, fi)
	}
	if ascii && fu != nil && (fu.Offset != fi.Offset || fu.Err != fi.Err) {
		t.Fatalf("Parse(%q): ASCII input, URI mode %v at %d, IRI mode %v at %d", s, fu, fu.Offset, fi, fi.Offset)
	}
}

func TestParseModes(t *testing.T) {
	for _, tt := range iriTests {
		checkModes(t, tt.in)
	}
}

func FuzzParseModes(f *testing.F) {
	for _, tt := range iriTests {
		f.Add(tt.in)
	}
	for _, s := range []string{
		"foo://u:p@example.com:8042/over/there?name=ferret#nose", "//[v1.x]", "//[::1.2.3.4]",
		"//[fe80::1%25eth0]", "a:b", "1a:b", "%zz", "http://a:8x/", "?#", "",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) { checkModes(t, s) })
}

// TestSchemeWord: the scheme, read a word at a time where the reference
// holds eight bytes, is the one the grammar gives (3.1), for every prefix
// of up to six bytes over letters of both cases, a digit, '+', '.', ':',
// '/', '@' and a non-ASCII byte, before "//h/p".
func TestSchemeWord(t *testing.T) {
	alphabet := "aZ1+.:/@\x80"
	want := func(s string) (string, bool) {
		if s == "" || !('a' <= s[0]|0x20 && s[0]|0x20 <= 'z') {
			return "", false
		}
		for i := 1; i < len(s); i++ {
			c := s[i]
			switch {
			case c == ':':
				return s[:i], true
			case 'a' <= c|0x20 && c|0x20 <= 'z', '0' <= c && c <= '9', c == '+', c == '-', c == '.':
			default:
				return "", false
			}
		}
		return "", false
	}
	n := 0
	var gen func(p string)
	gen = func(p string) {
		s := p + "//h/p"
		r, f := Parse(s, 0)
		ws, wok := want(s)
		if f == nil {
			if gs, gok := r.Scheme(); gs != ws || gok != wok {
				t.Fatalf("Parse(%q).Scheme() = %q, %v; want %q, %v", s, gs, gok, ws, wok)
			}
		} else if wok && f.Offset < len(ws)+1 {
			t.Fatalf("Parse(%q): %v, inside the scheme %q", s, f, ws)
		}
		n++
		if len(p) < 6 {
			for i := 0; i < len(alphabet); i++ {
				gen(p + alphabet[i:i+1])
			}
		}
	}
	gen("")
	t.Logf("%d references", n)
}
