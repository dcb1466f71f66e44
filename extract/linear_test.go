package extract_test

// This file checks that the scan is linear in time and memory on hostile
// input: long runs of "(", "<", "%", "http:" and an unclosed
// "<http://a/ x x x ...".

import (
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/urikit/urikit/extract"
)

var hostile = []struct {
	name string
	text string
}{
	{"parens", strings.Repeat("(", 4<<20)},
	{"angles", strings.Repeat("<", 4<<20)},
	{"percents", strings.Repeat("%", 4<<20)},
	{"http-colons", strings.Repeat("http:", 1<<20)},
	{"http-spaced", strings.Repeat("http: ", 1<<20)},
	{"unclosed-angle", "<http://a/" + strings.Repeat(" x", 2<<20)},
	{"angle-runs", strings.Repeat("<http://a/ x", 1<<18)},
	{"parens-in-uri", "http://a/" + strings.Repeat("(", 4<<20)},
	{"closers-in-uri", "http://a/" + strings.Repeat("a)", 2<<20)},
	{"colons", strings.Repeat("a:", 2<<20)},
	{"scheme-run", strings.Repeat("a", 4<<20) + ":x"},
	{"www", strings.Repeat("www.a ", 1<<20)},
	// Candidates that fail the check, one inside another.
	{"bad-ports", strings.Repeat("http://a:x/", 1<<19)},
	{"www-bad-ports", strings.Repeat("www.a:x/", 1<<19)},
	{"strict-unwise", strings.Repeat("http://a/|", 1<<19)},
	// "<" on a quoted line, each broken across the quote markers of
	// long quoted lines that never close it.
	{"quoted-angles", "> " + strings.Repeat("<a ", 1<<20) + strings.Repeat("\n> "+strings.Repeat("b", 1000), 16)},
	{"quoted-lines", strings.Repeat("> <http://a/b\n> c\n", 1<<17)},
	// A reference a typesetter broke across many lines.
	{"hyphenated", "http://a/" + strings.Repeat("b\u2010\n  ", 1<<19)},
	{"hyphenated-bad-ports", strings.Repeat("http://a:x\u2010\n  ", 1<<18)},
	// Emphasis characters and references on one long line.
	{"emphasis", strings.Repeat("_x http://a/b_ ", 1<<18)},
}

func TestLinear(t *testing.T) {
	for _, opts := range []extract.Options{{}, {AnyScheme: true, WWW: true}, {Strict: true, IRI: true}} {
		for _, h := range hostile {
			var found int
			start := time.Now()
			allocs := testing.AllocsPerRun(1, func() {
				found = 0
				for range extract.All(h.text, opts) {
					found++
				}
			})
			d := time.Since(start) / 2 // AllocsPerRun runs twice
			// Linear: four times the input takes about four times the
			// time, not sixteen (a ratio, so a loaded machine does not
			// fail it). Not timed under the race detector.
			if !raceEnabled {
				if quarter, full, ok := linearTime(h.text, opts); !ok {
					t.Errorf("All(%s, %+v): %v for %d bytes, %v for a quarter of them: more than linear", h.name, opts, full, len(h.text), quarter)
				}
			}
			// Allocations proportional to the input: a few per reference
			// found, a few dozen besides (a lenient parse of a long
			// candidate grows its list of fixes), and bytes a bounded
			// multiple of the text: at worst one uri.Fix of 56 bytes per
			// byte repaired, in a slice grown by doubling.
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			for range extract.All(h.text, opts) {
			}
			runtime.ReadMemStats(&after)
			bytes := after.TotalAlloc - before.TotalAlloc
			if allocs > float64(8*found+64) || bytes > uint64(64*len(h.text)) {
				t.Errorf("All(%s, %+v): %v allocations, %d bytes for %d references in %d bytes", h.name, opts, allocs, bytes, found, len(h.text))
			}
			t.Logf("%s %+v: %d bytes, %d found, %v, %v allocs, %d bytes allocated", h.name, opts, len(h.text), found, d, allocs, bytes)
		}
	}
}

// linearTime times a quarter of text and all of it, and reports whether
// four times the input took at most ten times as long (a quadratic scan
// takes sixteen). A busy machine can stall one measurement, so a ratio
// over the bound is measured again, up to three times, before it counts.
func linearTime(text string, opts extract.Options) (quarter, full time.Duration, ok bool) {
	for range 3 {
		quarter, full = scanTime(text[:len(text)/4], opts), scanTime(text, opts)
		if full <= 10*quarter+20*time.Millisecond {
			return quarter, full, true
		}
	}
	return quarter, full, false
}

// scanTime is the least CPU time of two scans of text (cpuTime: the wall
// clock of a shared machine counts the work of others).
func scanTime(text string, opts extract.Options) time.Duration {
	best := time.Duration(1 << 62)
	for range 2 {
		start := cpuTime()
		for range extract.All(text, opts) {
		}
		best = min(best, cpuTime()-start)
	}
	return best
}
