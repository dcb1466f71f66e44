package syntax

import "testing"

// TestPairs checks the pair table against table, and that every class
// skipClass is given is one pairs holds.
func TestPairs(t *testing.T) {
	for a := range 256 {
		for b := range 256 {
			if got, want := pairs[a|b<<8], uint8(table[a]&table[b]&pairClasses); got != want {
				t.Fatalf("pairs[%#x|%#x<<8] = %08b, want %08b", a, b, got, want)
			}
		}
	}
	if pairClasses>>8 != 0 {
		t.Fatalf("pairClasses %016b reach past the low byte", pairClasses)
	}
}
