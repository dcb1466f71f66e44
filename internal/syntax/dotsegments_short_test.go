package syntax

import "testing"

// dotSegmentSlow is DotSegmentAt byte by byte.
func dotSegmentSlow(p string) int {
	for k := range len(p) {
		if dotSegmentStarts(p, k) {
			return k
		}
	}
	return -1
}

var dotSegmentTests = []string{
	"", ".", "..", "...", "/.", "/..", "/...", "./", "../", "a/.", "a/..", "a/./b",
	"/a/b/c/./d", "/a/b/c/d/e/f/g/.", "/abcdefg/../", "/abcdef/./", "/abcdefg/.", "www.example.com/a.html",
	"/a.b.c.d.e.f.g.h.i/j.k/.l/..m/", "/1234567/..", "/12345678/..", "1234567./..", "/1234567.",
	"/a/b/c/d/e/f/g/h/i/j/k/l/m/n/o/p/q/r/./", "........", "/......./", "a......./.",
}

// TestDotSegmentShort: the word-at-a-time scan agrees with a byte-by-byte
// one, at every offset of every test path.
func TestDotSegmentShort(t *testing.T) {
	for _, p := range dotSegmentTests {
		for i := range len(p) + 1 {
			q := p[i:]
			if got, want := dotSegmentShort(q), dotSegmentSlow(q); got != want {
				t.Errorf("dotSegmentShort(%q) = %d, want %d", q, got, want)
			}
			if got, want := DotSegmentAt(q), dotSegmentSlow(q); got != want {
				t.Errorf("DotSegmentAt(%q) = %d, want %d", q, got, want)
			}
			if got, want := dotSegmentAtWords(q), dotSegmentSlow(q); got != want {
				t.Errorf("dotSegmentAtWords(%q) = %d, want %d", q, got, want)
			}
		}
	}
}

func FuzzDotSegmentAt(f *testing.F) {
	for _, p := range dotSegmentTests {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) {
		if got, want := dotSegmentShort(p), dotSegmentSlow(p); got != want {
			t.Fatalf("dotSegmentShort(%q) = %d, want %d", p, got, want)
		}
		if got, want := DotSegmentAt(p), dotSegmentSlow(p); got != want {
			t.Fatalf("DotSegmentAt(%q) = %d, want %d", p, got, want)
		}
		if got, want := dotSegmentAtWords(p), dotSegmentSlow(p); got != want {
			t.Fatalf("dotSegmentAtWords(%q) = %d, want %d", p, got, want)
		}
	})
}
