package syntax

import "testing"

// TestUnhex checks unhex on every hex digit (2.1).
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
		if want >= 0 && int(unhex(byte(c))) != want {
			t.Errorf("unhex(%q) = %d, want %d", rune(c), unhex(byte(c)), want)
		}
	}
}
