package extract_test

// This file checks that HTML is linear in time on hostile documents: a tag
// with very many attributes, values with very many character
// references (known and unknown names), a huge srcset, unclosed tags and
// quotes, CSS with unclosed url(, strings and comments.

import (
	"fmt"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/urikit/urikit/extract"
)

var hostileHTML = []struct {
	name string
	doc  func(n int) string
}{
	{"attributes", func(n int) string {
		var b strings.Builder
		b.WriteString("<a")
		for i := range n / 8 {
			fmt.Fprintf(&b, " a%d=x", i)
		}
		return b.String() + " href=y>"
	}},
	{"entities", func(n int) string { return `<a href="` + strings.Repeat("&amp;", n/5) + `">` }},
	{"unknown-entities", func(n int) string {
		var b strings.Builder
		b.WriteString(`<a href="`)
		for i := range n / 8 {
			fmt.Fprintf(&b, "&n%d;", i)
		}
		return b.String() + `">`
	}},
	{"srcset", func(n int) string { return `<img srcset="` + strings.Repeat("a 1x,", n/5) + `">` }},
	{"parens-srcset", func(n int) string { return `<img srcset="a ` + strings.Repeat("(", n) + `">` }},
	{"links", func(n int) string { return strings.Repeat("<a href=x>", n/10) }},
	{"unclosed", func(n int) string { return `<a href="` + strings.Repeat("x", n) }},
	{"lt", func(n int) string { return strings.Repeat("<", n) }},
	{"css-urls", func(n int) string { return "<style>" + strings.Repeat("url(", n/4) }},
	{"css-strings", func(n int) string { return `<p style="` + strings.Repeat(`'url(`, n/5) + `">` }},
	{"css-comments", func(n int) string { return "<style>" + strings.Repeat("/*url(a)", n/8) }},
}

func TestHTMLLinear(t *testing.T) {
	if raceEnabled {
		t.Skip("not timed under the race detector")
	}
	const n = 1 << 19
	for _, h := range hostileHTML {
		// Four times the input in about four times the time, not
		// sixteen; the slack (twice, and 100ms) absorbs a loaded
		// machine's noise and the cache misses of large maps.
		quarter, full := htmlTime(h.doc(n/4)), htmlTime(h.doc(n))
		if full > 8*quarter+100*time.Millisecond {
			t.Errorf("HTML(%s): %v for %d bytes, %v for a quarter of them: more than linear", h.name, full, n, quarter)
		}
		t.Logf("%s: %v for %d bytes", h.name, full, n)
	}
}

// htmlTime is the least CPU time of three scans of doc, a garbage
// collection before each.
func htmlTime(doc string) time.Duration {
	best := time.Duration(1 << 62)
	for range 3 {
		runtime.GC()
		start := cpuTime()
		extract.HTML(strings.NewReader(doc), extract.HTMLOptions{Base: "http://h/", CSS: true})
		best = min(best, cpuTime()-start)
	}
	return best
}
