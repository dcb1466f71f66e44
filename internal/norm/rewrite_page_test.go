//go:build linux && amd64

package norm

import (
	"strings"
	"syscall"
	"testing"
	"unsafe"
)

// TestTripletsRunPageEnd: tripletsRun reads no byte past a source that
// ends where a page ends, and writes none past a destination that does,
// with the next page unmapped (a fault would kill the test).
func TestTripletsRunPageEnd(t *testing.T) {
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 3*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip("mmap:", err)
	}
	defer syscall.Munmap(mem)
	if err := syscall.Mprotect(mem[2*page:], syscall.PROT_NONE); err != nil {
		t.Skip("mprotect:", err)
	}
	mid := mem[page : 2*page]
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
		}
	}
	t.Logf("%d runs at page edges", n)
}
