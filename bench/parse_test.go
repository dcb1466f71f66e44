package bench

// This file times RFC 3986 4.1 parsing (uri.Parse) beside net/url.Parse and
// the WHATWG URL parser on each URL list, and reports which lines each
// parser accepts.

import (
	"net/url"
	"testing"

	whatwg "github.com/nlnwa/whatwg-url/url"
	"github.com/urikit/urikit/uri"
)

// Sinks keep results alive beyond what b.Loop already does.
var (
	sinkRef    uri.Ref
	sinkURL    *url.URL
	sinkWHATWG *whatwg.Url
	sinkErr    error
)

// BenchmarkParse parses every line of each list that both uri.Parse and
// net/url.Parse accept, one URL per op, cycling through the list: ns/op is
// the time per URL, MB/s the throughput over the list's bytes, allocs/op
// the allocations per URL.
func BenchmarkParse(b *testing.B) {
	for _, d := range datasets(b) {
		lines, size := d.common()
		if len(lines) == 0 {
			continue
		}
		perURL := int64((size + len(lines)/2) / len(lines))
		b.Run("file="+d.name+"/parser=urikit", func(b *testing.B) {
			b.SetBytes(perURL)
			i := 0
			for b.Loop() {
				sinkRef, sinkErr = uri.Parse(lines[i])
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
				sinkWHATWG, sinkErr = whatwg.Parse(lines[i])
				if i++; i == len(lines) {
					i = 0
				}
			}
		})
	}
}

// TestAccepted reports, per list, how many lines each parser accepts, and
// checks what urikit promises for the lines it accepts: String gives the
// line back unchanged (RFC 3986 5.3 recomposition of the parsed
// components is the input).
func TestAccepted(t *testing.T) {
	for _, d := range datasets(t) {
		var nURI, nNet, nWHATWG, onlyURI, onlyNet int
		for _, l := range d.lines {
			r, errURI := uri.Parse(l)
			_, errNet := url.Parse(l)
			_, errWHATWG := whatwg.Parse(l)
			if errURI == nil {
				nURI++
				if r.String() != l {
					t.Errorf("Parse(%q).String():\n\tgot  %q\n\twant %q", l, r.String(), l)
				}
			}
			if errNet == nil {
				nNet++
			}
			if errWHATWG == nil {
				nWHATWG++
			}
			switch {
			case errURI == nil && errNet != nil:
				onlyURI++
			case errURI != nil && errNet == nil:
				onlyNet++
			}
		}
		common, _ := d.common()
		t.Logf("%s: %d lines accepted by urikit %d, net/url %d, whatwg-url %d; timed on the %d both urikit and net/url accept (only urikit %d, only net/url %d)",
			d.name, len(d.lines), nURI, nNet, nWHATWG, len(common), onlyURI, onlyNet)
		if len(d.lines) > 0 && nURI == 0 {
			t.Errorf("%s: urikit accepted none of %d lines", d.name, len(d.lines))
		}
	}
}

// TestParseNoAllocs checks the promise the benchmark measures: parsing a
// valid reference allocates nothing, on every accepted line of every list.
func TestParseNoAllocs(t *testing.T) {
	for _, d := range datasets(t) {
		lines, _ := d.common()
		allocs := testing.AllocsPerRun(1, func() {
			for _, l := range lines {
				sinkRef, sinkErr = uri.Parse(l)
			}
		})
		if allocs != 0 {
			t.Errorf("%s: uri.Parse over %d valid lines: got %v allocations, want 0", d.name, len(lines), allocs)
		}
	}
}
