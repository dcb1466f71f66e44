package check

import (
	"runtime"
	"strings"
	"testing"
)

// memoryTests are hostile lines, each made of n repetitions, with the most
// bytes a check may allocate per byte of the line, as a URI and as an IRI,
// beyond what the parsers it relies on allocate themselves (see
// TestMemory). A check copies nothing per character, counts the bidi
// violations without making them (iri.Ref.BidiViolations) and lists at
// most MaxPerCode warnings of a code; what it holds is the typed value of
// the scheme, and for an IRI its URI form (RFC 3987 3.1), three times the
// size of its non-ASCII text ("é" is "%C3%A9"), which the typed parse
// reads.
var memoryTests = []struct {
	name     string
	line     func(n int) string
	uri, iri float64
}{
	{"path", func(n int) string { return "http://a/" + strings.Repeat("b", n) }, 0.5, 0.5},
	// RFC 3987 4.1: a bidi formatting character every three bytes.
	{"bidi", func(n int) string { return "http://a/" + strings.Repeat("\u202e", n/3) }, 0.5, 3.5},
	{"encoded bidi", func(n int) string { return "http://a/" + strings.Repeat("%E2%80%AE", n/9) }, 0.5, 0.5},
	{"invisible", func(n int) string { return "http://a/" + strings.Repeat("\u200b", n/3) }, 0.5, 3.5},
	{"full-width", func(n int) string { return "http://a/" + strings.Repeat("ｅ", n/3) }, 0.5, 3.5},
	{"segments", func(n int) string { return "http://a/" + strings.Repeat("é/", n/3) }, 0.5, 3},
	{"controls", func(n int) string { return "http://a/" + strings.Repeat("%0D", n/3) }, 0.5, 0.5},
	{"dot-segments", func(n int) string { return "http://a/" + strings.Repeat("a/../", n/5) }, 0.5, 0.5},
	{"spaces", func(n int) string { return "http://a/" + strings.Repeat("b ", n/2) }, 0.5, 0.5},
	{"raw controls", func(n int) string { return "http://a/" + strings.Repeat("\r\n", n/2) }, 0.5, 0.5},
	{"binary", func(n int) string { return "http://a/" + strings.Repeat("b\xff", n/2) }, 0.5, 0.5},
	// The typed fields of http hold its origin, with the host: one copy.
	{"labels", func(n int) string { return "http://" + strings.Repeat("a.", n/2) + "/" }, 1.5, 1.5},
	{"punycode labels", func(n int) string { return "http://" + strings.Repeat("xn--80ak6aa92e.", n/15) + "/" }, 1.5, 1.5},
	{"encoded labels", func(n int) string { return "http://" + strings.Repeat("%D0%B0.", n/7) + "/" }, 1.5, 1.5},
	// As an IRI: the URI form's host, 3 times the line, and the origin
	// holding it.
	{"idn", func(n int) string { return "http://" + strings.Repeat("é", n/2) + "/" }, 0.5, 6.5},
	{"userinfo", func(n int) string { return "http://" + strings.Repeat("u:p@", n/4) + "h/" }, 0.5, 0.5},
	// A port of any length is read as a number without a copy.
	{"port", func(n int) string { return "http://a:" + strings.Repeat("1", n) + "/" }, 0.5, 0.5},
	// RFC 3987 4.2: a right-to-left part ending in a digit every four
	// bytes, each a violation, counted.
	{"rtl parts", func(n int) string { return "http://a/" + strings.Repeat("\u05d01/", n/4) }, 0.5, 2.5},
}

// TestMemory checks each line of memoryTests: what a check on the long
// line allocates beyond one on a short line, per byte, less what the
// parsers it relies on allocate on the line themselves: the parser
// differential's (diff.Compare, on the head of the line).
func TestMemory(t *testing.T) {
	const long, short = 1 << 18, 1 << 10
	for _, tt := range memoryTests {
		for _, mode := range []struct {
			name  string
			f     func(string) Report
			limit float64
		}{{"URI", URI, tt.uri}, {"IRI", IRI, tt.iri}} {
			l, s := tt.line(long), tt.line(short)
			n := float64(len(l) - len(s))
			got := (float64(allocated(func() { mode.f(l) })) - float64(allocated(func() { mode.f(s) }))) / n
			relied := (float64(reliedOn(l)) - float64(reliedOn(s))) / n
			if got > relied+mode.limit {
				t.Errorf("%s on the %d-byte %s line: %.2f bytes allocated per byte, the parsers %.2f; want at most %g more",
					mode.name, len(l), tt.name, got, relied, mode.limit)
			}
			t.Logf("%s, %s: %.2f bytes allocated per byte, the parsers relied on %.2f (pass)", tt.name, mode.name, got, relied)
		}
	}
}

// reliedOn returns the bytes that the parsers a check of s relies on
// allocate: the parser differential on the head of s.
func reliedOn(s string) uint64 {
	return allocated(func() {
		var c collector
		checkDifferential(s, &c)
	})
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
