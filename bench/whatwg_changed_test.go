package bench

// This file times the URL Standard's parser on URLs that are not in
// serialized form, so that package whatwg cannot return its input as the
// href and runs the state machine (4.4 "URL parsing"): the work behind its
// fast check, beside net/url.Parse and nlnwa/whatwg-url on the same lines.

import (
	"net/url"
	"testing"

	nlnwa "github.com/nlnwa/whatwg-url/url"
	"github.com/urikit/urikit/whatwg"
)

// whatwgChangedLines returns the lines of d rewritten by changed (scheme
// and host in upper case, a "." segment, "%7e") that all three parsers
// accept and whose href differs from the line.
func whatwgChangedLines(d dataset) (lines []string, bytes int) {
	for _, l := range d.lines {
		c, ok := changed(l)
		if !ok {
			continue
		}
		u, err := whatwg.Parse(c)
		if err != nil || u.Href() == c {
			continue
		}
		if _, err := url.Parse(c); err != nil {
			continue
		}
		if _, err := nlnwa.Parse(c); err != nil {
			continue
		}
		lines = append(lines, c)
		bytes += len(c)
	}
	return lines, bytes
}

// BenchmarkWHATWGParseChanged parses every rewritten line of each list,
// one URL per op: urikit is whatwg.Parse (the state machine, never the
// fast check), neturl net/url.Parse, whatwg nlnwa/whatwg-url.
func BenchmarkWHATWGParseChanged(b *testing.B) {
	for _, d := range datasets(b) {
		peers := []struct {
			name  string
			parse func(string)
		}{
			{"urikit", func(s string) { sinkStd, sinkErr = whatwg.Parse(s) }},
			{"neturl", func(s string) { sinkURL, sinkErr = url.Parse(s) }},
			{"whatwg", func(s string) { sinkWHATWG, sinkErr = nlnwa.Parse(s) }},
		}
		var lines []string
		var perURL int64
		for _, p := range peers {
			b.Run("file="+d.name+"/parser="+p.name, func(b *testing.B) {
				if lines == nil {
					var size int
					lines, size = whatwgChangedLines(d)
					if len(lines) == 0 {
						b.Skip("no rewritten line all three parsers accept")
					}
					perURL = int64((size + len(lines)/2) / len(lines))
				}
				b.SetBytes(perURL)
				parse := p.parse
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
