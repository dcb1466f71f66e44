package norm

import (
	"testing"

	"github.com/urikit/urikit/internal/syntax"
)

// TestCutDotSegments checks the dot-segment contract of segmentsInto that
// every architecture keeps, on the portable cut: for every path over '/',
// '.' and 'a' up to 8 bytes that starts with '/' (a path after an
// authority), the cut path ends where RFC 3986 5.2.4 ends the path, and
// when dots is false no dot-segment is left.
func TestCutDotSegments(t *testing.T) {
	n := 0
	var each func(p string)
	each = func(p string) {
		if len(p) > 8 {
			return
		}
		n++
		buf := []byte(p)
		end, dots := cutDotSegments(buf, 0, len(buf))
		cut := string(buf[:end])
		if got, want := syntax.RemoveDotSegments(cut), syntax.RemoveDotSegments(p); got != want {
			t.Fatalf("cutDotSegments(%q) = %q: 5.2.4 gives %q, want %q", p, cut, got, want)
		}
		if !dots && syntax.DotSegmentAt(cut) >= 0 {
			t.Fatalf("cutDotSegments(%q) = %q, false: a dot-segment is left", p, cut)
		}
		for _, c := range "/.a" {
			each(p + string(c))
		}
	}
	each("/")
	t.Logf("%d paths", n)
}
