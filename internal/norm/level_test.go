package norm

import "testing"

// TestRungOf: the zero Level is the scheme-based rung, and an unknown
// Level counts as it too.
func TestRungOf(t *testing.T) {
	for level, want := range map[uint8]Rung{0: RungScheme, 1: RungSyntax, 2: RungSimple, 3: RungScheme, 255: RungScheme} {
		if got := RungOf(level); got != want {
			t.Errorf("RungOf(%d):\n\tgot  %d\n\twant %d", level, got, want)
		}
	}
}
