package diff

import (
	"net/url"
	"runtime"
	"strings"
	"testing"

	"github.com/urikit/urikit/whatwg"
)

// memoryLines are hostile lines, each made of n repetitions.
var memoryLines = map[string]func(n int) string{
	"path":      func(n int) string { return "http://a/" + strings.Repeat("b", n) },
	"dots":      func(n int) string { return "http://a/" + strings.Repeat("a/../", n/5) },
	"encoded":   func(n int) string { return "http://a/" + strings.Repeat("%41", n/3) },
	"query":     func(n int) string { return "http://a/?" + strings.Repeat("b'", n/2) },
	"host":      func(n int) string { return "http://" + strings.Repeat("a", n) + "/" },
	"bidi":      func(n int) string { return "http://a/" + strings.Repeat("\u202e", n/3) },
	"iri":       func(n int) string { return "http://a/" + strings.Repeat("éé", n/4) },
	"spaces":    func(n int) string { return "http://a/" + strings.Repeat("b ", n/2) },
	"binary":    func(n int) string { return "http://a/" + strings.Repeat("b\xff", n/2) },
	"userinfo":  func(n int) string { return "http://" + strings.Repeat("u:p@", n/4) + "h/" },
	"idn":       func(n int) string { return "http://" + strings.Repeat("é", n/2) + "/" },
	"backslash": func(n int) string { return "http://a\\" + strings.Repeat("b\\", n/2) },
	// Hosts the URL Standard maps: in upper case, percent-encoded UTF-8.
	"upper host":   func(n int) string { return "http://" + strings.Repeat("Ab", n/2) + "/" },
	"encoded host": func(n int) string { return "http://" + strings.Repeat("%D0%B0.", n/7) + "/" },
}

// TestMemory bounds what Compare allocates per byte of a huge line beyond
// what the parsers it compares allocate themselves (the URL Standard's
// parse, url.Parse and the href net/url writes, which holds its userinfo,
// path and fragment): the lenient reading and the comparison copy nothing
// per character, and a host is mapped by domain to ASCII at most once,
// not at all when it is the text the URL Standard mapped, so that Compare
// adds at most maxAdded bytes per byte of the line: the values it shows,
// a host in lower case (once for the views that read it alike), a path
// without dot-segments (RemoveDotSegments writes it in a buffer of the
// path's size).
func TestMemory(t *testing.T) {
	const maxAdded = 1.5
	const long, short = 1 << 18, 1 << 10
	for name, line := range memoryLines {
		l, s := line(long), line(short)
		n := float64(len(l) - len(s))
		got := float64(allocated(func() { Compare(l) })-allocated(func() { Compare(s) })) / n
		parsers := float64(allocated(func() { readAll(l) })-allocated(func() { readAll(s) })) / n
		if got > parsers+maxAdded {
			t.Errorf("Compare on the %d-byte %s line: %.2f bytes allocated per byte, the parsers %.2f; want at most %g more",
				len(l), name, got, parsers, maxAdded)
		}
		t.Logf("%s: Compare %.2f bytes allocated per byte, the parsers %.2f (pass)", name, got, parsers)
	}
}

// readAll reads s as the views do with the parsers alone.
func readAll(s string) {
	whatwg.Parse(s)
	if u, err := url.Parse(s); err == nil {
		_ = u.String()
	}
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}
