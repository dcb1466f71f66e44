package bench

// This file times the URL Standard's basic URL parser (package whatwg of
// urikit, 4.4 "URL parsing") beside net/url.Parse and nlnwa/whatwg-url on
// each URL list, and compares urikit's hrefs with nlnwa's.

import (
	"net/url"
	"sync"
	"testing"

	nlnwa "github.com/nlnwa/whatwg-url/url"
	"github.com/urikit/urikit/whatwg"
)

// sinkStd keeps whatwg.Parse results alive.
var sinkStd whatwg.URL

// whatwgLines returns the lines of d that whatwg.Parse, net/url.Parse and
// nlnwa/whatwg-url all accept: the set the three are timed on.
func whatwgLines(d dataset) (lines []string, bytes int) {
	return acceptedByAll(d.lines, func(l string) (string, bool) { return l, true })
}

// acceptedByAll returns each line that pick keeps, as pick gives it, when
// the three parsers accept it, and the total of their lengths.
func acceptedByAll(in []string, pick func(string) (string, bool)) (lines []string, bytes int) {
	for _, l := range in {
		l, ok := pick(l)
		if !ok {
			continue
		}
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

// timedLines caches the timed lines per benchmark and list, computed when
// a sub-benchmark of the list first runs (so that -bench filtering skips
// the work).
var timedLines sync.Map // benchmark + list name -> *timed

// timed is the lines of a list a benchmark times, and their mean length.
type timed struct {
	lines  []string
	perURL int64
}

// timedFor returns the lines of d that selectLines gives, cached under
// key.
func timedFor(key string, d dataset, selectLines func(dataset) ([]string, int)) *timed {
	if v, ok := timedLines.Load(key + "/" + d.name); ok {
		return v.(*timed)
	}
	lines, size := selectLines(d)
	t := &timed{lines: lines}
	if len(lines) > 0 {
		t.perURL = int64((size + len(lines)/2) / len(lines))
	}
	timedLines.Store(key+"/"+d.name, t)
	return t
}

// BenchmarkWHATWGParse parses every line of each list that all three
// parsers accept, one URL per op, cycling through the list. The peer named
// urikit is whatwg.Parse, neturl net/url.Parse and whatwg nlnwa/whatwg-url
// (ratios.sh divides by urikit's time).
func BenchmarkWHATWGParse(b *testing.B) { benchWHATWG(b, "WHATWGParse", whatwgLines) }

// benchWHATWG times the three parsers on the lines selectLines gives of
// each list, one URL per op.
func benchWHATWG(b *testing.B, key string, selectLines func(dataset) ([]string, int)) {
	for _, d := range datasets(b) {
		peers := []struct {
			name  string
			parse func(string)
		}{
			{"urikit", func(s string) { sinkStd, sinkErr = whatwg.Parse(s) }},
			{"neturl", func(s string) { sinkURL, sinkErr = url.Parse(s) }},
			{"whatwg", func(s string) { sinkWHATWG, sinkErr = nlnwa.Parse(s) }},
		}
		for _, p := range peers {
			b.Run("file="+d.name+"/parser="+p.name, func(b *testing.B) {
				t := timedFor(key, d, selectLines)
				if len(t.lines) == 0 {
					b.Skip("no line all three parsers accept")
				}
				b.SetBytes(t.perURL)
				lines, parse := t.lines, p.parse
				i := 0
				for b.Loop() {
					parse(lines[i])
					if i++; i == len(lines) {
						i = 0
					}
				}
			})
		}
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
