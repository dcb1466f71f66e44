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
	if UpperHex != "0123456789ABCDEF" {
		t.Errorf("UpperHex = %q", UpperHex)
	}
}
