package syntax

import (
	"strings"
	"testing"
)

// TestASCIIClasses checks each one-octet class against its ABNF set
// spelled out (table_test.go), for every octet.
func TestASCIIClasses(t *testing.T) {
	classes := []struct {
		name string
		is   func(byte) bool
		set  string
	}{
		{"IsAlpha", IsAlpha, abnfALPHA},
		{"IsDigit", IsDigit, abnfDIGIT},
		{"IsAlphaNum", IsAlphaNum, abnfALPHA + abnfDIGIT},
		{"IsHexDig", IsHexDig, abnfHEXDIG},
		{"IsUnreserved", IsUnreserved, abnfUnreserved},
		{"IsSchemeChar", IsSchemeChar, abnfALPHA + abnfDIGIT + "+-."},
	}
	for _, cl := range classes {
		for c := range 256 {
			if got, want := cl.is(byte(c)), strings.IndexByte(cl.set, byte(c)) >= 0; got != want {
				t.Errorf("%s(%#x) = %v, want %v", cl.name, c, got, want)
			}
		}
	}
}

// TestLowerUpper checks Lower and Upper for every octet: only ASCII letters
// change, and only to the other case.
func TestLowerUpper(t *testing.T) {
	for c := range 256 {
		lower, upper := byte(c), byte(c)
		switch {
		case 'A' <= c && c <= 'Z':
			lower = byte(c - 'A' + 'a')
		case 'a' <= c && c <= 'z':
			upper = byte(c - 'a' + 'A')
		}
		if got := Lower(byte(c)); got != lower {
			t.Errorf("Lower(%#x) = %#x, want %#x", c, got, lower)
		}
		if got := Upper(byte(c)); got != upper {
			t.Errorf("Upper(%#x) = %#x, want %#x", c, got, upper)
		}
	}
}

// TestUnhex checks Unhex on every hex digit (2.1).
func TestUnhex(t *testing.T) {
	for c := range 256 {
		want := -1
		switch {
		case '0' <= c && c <= '9':
			want = c - '0'
		case 'a' <= c && c <= 'f':
			want = c - 'a' + 10
		case 'A' <= c && c <= 'F':
			want = c - 'A' + 10
		}
		if want >= 0 && int(Unhex(byte(c))) != want {
			t.Errorf("Unhex(%q) = %d, want %d", rune(c), Unhex(byte(c)), want)
		}
	}
}

// TestPctTriplet checks the triplet helpers: every octet written by AppendPct
// reads back through IsPctEncoded and PctOctet, in upper case, and the
// near misses are refused.
func TestPctTriplet(t *testing.T) {
	for c := range 256 {
		b := AppendPct([]byte("x"), byte(c))
		s := string(b)
		if len(s) != 4 || s[1] != '%' || s[2:] != strings.ToUpper(s[2:]) {
			t.Fatalf("AppendPct(%#x) = %q", c, s[1:])
		}
		if !IsPctEncoded(s, 1) || PctOctet(s, 1) != byte(c) {
			t.Errorf("%q: IsPctEncoded %v, PctOctet %#x; want true, %#x", s, IsPctEncoded(s, 1), PctOctet(s, 1), c)
		}
		if lower := strings.ToLower(s); !IsPctEncoded(lower, 1) || PctOctet(lower, 1) != byte(c) {
			t.Errorf("%q: lower-case hex not read back", lower)
		}
	}
	for _, s := range []string{"", "%", "%4", "%4G", "%G4", "a41", "%%41", " %41"} {
		if IsPctEncoded(s, 0) {
			t.Errorf("IsPctEncoded(%q, 0) = true", s)
		}
	}
	if UpperHex != "0123456789ABCDEF" || LowerHex != "0123456789abcdef" {
		t.Errorf("UpperHex = %q, LowerHex = %q", UpperHex, LowerHex)
	}
}

// TestHasUpperAppendLower checks the word-at-a-time HasUpper and
// AppendLower against Lower byte by byte, on every length up to three
// words and every position of one upper-case letter among bytes that
// border the letters ('@', '[', '`', '{', 0xC1).
func TestHasUpperAppendLower(t *testing.T) {
	const fill = "@[`{a\xc1z0"
	for n := 0; n <= 24; n++ {
		base := strings.Repeat(fill, 4)[:n]
		cases := []string{base}
		for i := 0; i < n; i++ {
			for _, c := range []byte{'A', 'Z', 'M'} {
				cases = append(cases, base[:i]+string(c)+base[i+1:])
			}
		}
		for _, s := range cases {
			want := make([]byte, len(s))
			upper := false
			for i := 0; i < len(s); i++ {
				want[i] = Lower(s[i])
				upper = upper || want[i] != s[i]
			}
			if got := HasUpper(s); got != upper {
				t.Errorf("HasUpper(%q) = %v, want %v", s, got, upper)
			}
			if got := AppendLower([]byte("x"), s); string(got) != "x"+string(want) {
				t.Errorf("AppendLower(%q) = %q, want %q", s, got[1:], want)
			}
		}
	}
}

// TestEqualLower checks EqualLower: ASCII letters fold, nothing else does.
func TestEqualLower(t *testing.T) {
	for _, c := range []struct {
		s, lower string
		want     bool
	}{
		{"", "", true},
		{"HTTPS", "https", true},
		{"hTtP", "http", true},
		{"http", "https", false},
		{"https", "http", false},
		{"[", "{", false},       // '[' is no letter: '[' | 0x20 is '{'
		{"\u212a", "k", false},  // the Kelvin sign folds to "k" in Unicode only
		{"\xc1", "\xe1", false}, // 'A' with the high bit is no letter
		{"HTTP", "HTTP", false}, // lower must be in lower case
	} {
		if got := EqualLower(c.s, c.lower); got != c.want {
			t.Errorf("EqualLower(%q, %q) = %v, want %v", c.s, c.lower, got, c.want)
		}
	}
}

// TestIsASCII: every length up to three words, with one byte of each
// kind at each place, against the byte-by-byte answer.
func TestIsASCII(t *testing.T) {
	for n := 0; n <= 24; n++ {
		base := strings.Repeat("a", n)
		if !IsASCII(base) {
			t.Errorf("IsASCII(%q) = false", base)
		}
		for i := 0; i < n; i++ {
			for _, c := range []byte{0x00, 0x7f, 0x80, 0xc3, 0xff} {
				s := base[:i] + string([]byte{c}) + base[i+1:]
				if got, want := IsASCII(s), c < 0x80; got != want {
					t.Errorf("IsASCII(%q) = %v, want %v", s, got, want)
				}
			}
		}
	}
}
