package bench

// This file times the URL Standard's basic URL parser (package whatwg of
// urikit, 4.4 "URL parsing") beside net/url.Parse and nlnwa/whatwg-url on
// each URL list, and compares urikit's hrefs with nlnwa's.

import (
	"net/url"
	"testing"

	nlnwa "github.com/nlnwa/whatwg-url/url"
	"github.com/urikit/urikit/whatwg"
)

// sinkStd keeps whatwg.Parse results alive.
var sinkStd whatwg.URL

// whatwgLines returns the lines of d that whatwg.Parse, net/url.Parse and
// nlnwa/whatwg-url all accept: the set the three are timed on.
func whatwgLines(d dataset) (lines []string, bytes int) {
	for _, l := range d.lines {
		if _, err := whatwg.Parse(l); err != nil {
			continue
		}
		if _, err := url.Parse(l); err != nil {
			continue
		}
		if _, err := nlnwa.Parse(l); err != nil {
			continue
		}
		lines = append(lines, l)
		bytes += len(l)
	}
	return lines, bytes
}

// BenchmarkWHATWGParse parses every line of each list that all three
// parsers accept, one URL per op, cycling through the list. The peer named
// urikit is whatwg.Parse, neturl net/url.Parse and whatwg nlnwa/whatwg-url
// (ratios.sh divides by urikit's time).
func BenchmarkWHATWGParse(b *testing.B) {
	for _, d := range datasets(b) {
		lines, size := whatwgLines(d)
		if len(lines) == 0 {
			continue
		}
		perURL := int64((size + len(lines)/2) / len(lines))
		b.Run("file="+d.name+"/parser=urikit", func(b *testing.B) {
			b.SetBytes(perURL)
			i := 0
			for b.Loop() {
				sinkStd, sinkErr = whatwg.Parse(lines[i])
				if i++; i == len(lines) {
					i = 0
				}
			}
		})
		b.Run("file="+d.name+"/parser=neturl", func(b *testing.B) {
			b.SetBytes(perURL)
			i := 0
			for b.Loop() {
				sinkURL, sinkErr = url.Parse(lines[i])
				if i++; i == len(lines) {
					i = 0
				}
			}
		})
		b.Run("file="+d.name+"/parser=whatwg", func(b *testing.B) {
			b.SetBytes(perURL)
			i := 0
			for b.Loop() {
				sinkWHATWG, sinkErr = nlnwa.Parse(lines[i])
				if i++; i == len(lines) {
					i = 0
				}
			}
		})
	}
}

// TestWHATWGAccepted reports, per list, how many lines whatwg.Parse and
// nlnwa/whatwg-url accept, how many of urikit's hrefs are the line itself
// (the lines Parse takes without allocating), and how many hrefs the two
// implementations of the URL Standard agree on; it checks that Parse of
// each href gives the same URL.
func TestWHATWGAccepted(t *testing.T) {
	for _, d := range datasets(t) {
		var nStd, nNl, same, agree, both int
		shown := 0
		for _, l := range d.lines {
			u, err := whatwg.Parse(l)
			v, errNl := nlnwa.Parse(l)
			if err == nil {
				nStd++
				if u.Href() == l {
					same++
				}
				if w, err := whatwg.Parse(u.Href()); err != nil || w != u {
					t.Errorf("Parse(%q) = %q; Parse of that:\n\tgot  %q, %v\n\twant %q", l, u.Href(), w.Href(), err, u.Href())
				}
			}
			if errNl == nil {
				nNl++
			}
			if err == nil && errNl == nil {
				both++
				if u.Href() == v.Href(false) {
					agree++
				} else if shown < 3 {
					shown++
					t.Logf("%s: %q: urikit %q, whatwg-url %q", d.name, l, u.Href(), v.Href(false))
				}
			}
		}
		lines, _ := whatwgLines(d)
		t.Logf("%s: %d lines; whatwg.Parse accepts %d (%d already serialized), whatwg-url %d; same href on %d of %d both accept; timed on %d",
			d.name, len(d.lines), nStd, same, nNl, agree, both, len(lines))
	}
}
