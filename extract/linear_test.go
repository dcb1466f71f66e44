package extract_test

// This file checks that the scan is linear in time and memory on hostile
// input (issue 9): long runs of "(", "<", "%", "http:" and an unclosed
// "<http://a/ x x x ...".

import (
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
			if d > 500*time.Millisecond {
				t.Errorf("All(%s, %d bytes, %+v): %v, want well under a second", h.name, len(h.text), opts, d)
			}
			// Allocations proportional to the input: at most a few per
			// reference found, and a handful besides.
			if allocs > float64(8*found+16) {
				t.Errorf("All(%s, %+v): %v allocations for %d references", h.name, opts, allocs, found)
			}
			t.Logf("%s %+v: %d bytes, %d found, %v, %v allocs", h.name, opts, len(h.text), found, d, allocs)
		}
	}
}
