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

// checkDotSegmentAt checks DotSegmentAt, dotSegmentAtWords and
// dotSegmentShort against a byte-by-byte search on p.
func checkDotSegmentAt(t testing.TB, p string) {
	t.Helper()
	want := dotSegmentSlow(p)
	for _, f := range []struct {
		name string
		f    func(string) int
	}{{"DotSegmentAt", DotSegmentAt}, {"dotSegmentAtWords", dotSegmentAtWords}, {"dotSegmentShort", dotSegmentShort}} {
		if got := f.f(p); got != want {
			t.Fatalf("%s(%q) = %d, want %d", f.name, p, got, want)
		}
	}
}

// TestDotSegmentShort: the word-at-a-time scan agrees with a byte-by-byte
// one, at every offset of every test path.
func TestDotSegmentShort(t *testing.T) {
	for _, p := range dotSegmentTests {
		for i := range len(p) + 1 {
			checkDotSegmentAt(t, p[i:])
		}
	}
}

func FuzzDotSegmentAt(f *testing.F) {
	for _, p := range dotSegmentTests {
		f.Add(p)
	}
	f.Fuzz(func(t *testing.T, p string) { checkDotSegmentAt(t, p) })
}
