//go:build linux && amd64 && !purego

package norm

import (
	"strings"
	"testing"
	"unsafe"

	"github.com/urikit/urikit/internal/reftest"
)

// TestTripletsRunPageEnd: tripletsRun reads no byte past a source that
// ends where a page ends, and writes none past a destination that does,
// with the next page unmapped (a fault would kill the test).
func TestTripletsRunPageEnd(t *testing.T) {
	mid := reftest.GuardedPage(t)
	page := len(mid)
	n := 0
	for length := 0; length <= 40; length++ {
		for _, tail := range []string{"", "%41", "%2f", "%7E"} {
			if len(tail) > length {
				continue
			}
			body := strings.Repeat("Ab", length)[:length-len(tail)] + tail
			want := lowerIntoWords(make([]byte, len(body)+16), 0, body, 0, len(body), new(bool))
			// The source at the page's end.
			src := mid[page-length:]
			copy(src, body)
			s := unsafe.String(unsafe.SliceData(src), length)
			if got := lowerInto(make([]byte, length), 0, s, 0, length, new(bool)); got != want {
				t.Fatalf("lowerInto(%q) at a page's end = %d, want %d", s, got, want)
			}
			// The destination at the page's end, exactly as long.
			dst := mid[page-length:]
			if got := lowerInto(dst, 0, body, 0, length, new(bool)); got != want {
				t.Fatalf("lowerInto(%q) into a page's end = %d, want %d", body, got, want)
			}
			n++
			// A path: segmentsInto reads and writes within the same bounds.
			path := "/./" + strings.Repeat("/./a", length)[:max(length-3-len(tail), 0)] + tail
			if len(path) > length {
				continue
			}
			src = mid[page-len(path):]
			copy(src, path)
			p := unsafe.String(unsafe.SliceData(src), len(path))
			checkSegments(t, p, 0, 0)
			copy(mid[page-len(path):], "\xff\xff\xff") // the destination is written over
			if e, _ := segmentsInto(mid[page-len(path):], 0, path, 0, len(path), new(bool)); e < 0 || e > len(path) {
				t.Fatalf("segmentsInto(%q) into a page's end = %d", path, e)
			}
		}
	}
	t.Logf("%d runs at page edges", n)
}
