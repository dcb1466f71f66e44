//go:build linux && amd64 && !purego

package syntax

import (
	"strings"
	"testing"
	"unsafe"

	"github.com/urikit/urikit/internal/reftest"
)

// TestSkipClassPageEnd: skipClass, skipRest and DotSegmentAt never read
// past a string that ends where a page ends and the next page is
// unmapped, nor before one that starts where a page starts and the
// previous one is unmapped (a fault would kill the test): every length up
// to 40, every start.
func TestSkipClassPageEnd(t *testing.T) {
	mid := reftest.GuardedPage(t)
	page := len(mid)
	n := 0
	for length := 1; length <= 40; length++ {
		for _, at := range []int{0, page - length} { // at the page's start, at its end
			b := mid[at : at+length]
			copy(b, strings.Repeat("a", length))
			for stop := -1; stop < length; stop++ {
				if stop >= 0 {
					b[stop] = ' '
				}
				s := unsafe.String(&b[0], length)
				for i := 0; i < length; i++ {
					if got, want := skipClass(s, i, cPath), skipClassByte(s, i, cPath); got != want {
						t.Fatalf("length %d at %d, stop %d, from %d: skipClass = %d, want %d", length, at, stop, i, got, want)
					}
					checkRest(t, s, i)
					n++
				}
				// A triplet cut short by the page's end: "%4", "%".
				if stop >= 0 && stop+3 > length {
					b[stop] = '%'
					if stop+1 < length {
						b[stop+1] = '4'
					}
					for i := 0; i < length; i++ {
						var got, want bool
						if g, w := skipTriplets(s, i, cPath, &got), skipTripletsByte(s, i, cPath, &want); g != w || got != want {
							t.Fatalf("length %d at %d: skipTriplets(%q, %d) = %d, %v; want %d, %v", length, at, s, i, g, got, w, want)
						}
						checkRest(t, s, i)
					}
					if stop > 0 { // the cut triplet in a query, then in a fragment
						for _, d := range []byte{'?', '#'} {
							b[stop-1] = d
							checkRest(t, s, 0)
						}
						b[stop-1] = 'a'
					}
					b[stop] = ' '
					if stop+1 < length {
						b[stop+1] = 'a'
					}
				}
				// A "/." at the stop, so that DotSegmentAt reads on to it.
				if stop >= 1 {
					b[stop-1], b[stop] = '/', '.'
					if got, want := DotSegmentAt(s), dotSegmentSlow(s); got != want {
						t.Fatalf("length %d at %d: DotSegmentAt(%q) = %d, want %d", length, at, s, got, want)
					}
					b[stop-1] = 'a'
				}
				if got, want := DotSegmentAt(s), dotSegmentSlow(s); got != want {
					t.Fatalf("length %d at %d: DotSegmentAt(%q) = %d, want %d", length, at, s, got, want)
				}
				if stop >= 0 {
					b[stop] = 'a'
				}
			}
		}
	}
	t.Logf("%d scans at page edges", n)
}
