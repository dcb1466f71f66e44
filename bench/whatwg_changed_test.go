package bench

// This file times the URL Standard's parser on URLs that are not in
// serialized form, so that package whatwg cannot return its input as the
// href and runs the state machine (4.4 "URL parsing"): the work behind its
// fast check, beside net/url.Parse and nlnwa/whatwg-url on the same lines.

import (
	"testing"

	"github.com/urikit/urikit/whatwg"
)

// whatwgChangedLines returns the lines of d rewritten by changed (scheme
// and host in upper case, a "." segment, "%7e") that all three parsers
// accept and whose href differs from the line.
func whatwgChangedLines(d dataset) ([]string, int) {
	return acceptedByAll(d.lines, func(l string) (string, bool) {
		c, ok := changed(l)
		if !ok {
			return "", false
		}
		u, err := whatwg.Parse(c)
		return c, err == nil && u.Href() != c
	})
}

// BenchmarkWHATWGParseChanged parses every rewritten line of each list,
// one URL per op: urikit is whatwg.Parse (the state machine, never the
// fast check), neturl net/url.Parse, whatwg nlnwa/whatwg-url.
func BenchmarkWHATWGParseChanged(b *testing.B) {
	benchWHATWG(b, "WHATWGParseChanged", whatwgChangedLines)
}
