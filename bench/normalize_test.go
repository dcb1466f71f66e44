package bench

// This file times normalization (RFC 3986 6.2.2 + 6.2.3: uri.Ref.Normalize)
// beside purell, the normalizer Go programs have used, on each URL list:
// from the string as read to the normal form as a string, one URL per op.

import (
	"testing"

	"github.com/PuerkitoBio/purell"
	"github.com/urikit/urikit/uri"
)

// purellFlags asks purell for the normalizations uri.Ref.Normalize does:
// FlagsSafe (scheme and host case, escape case, unreserved decoding,
// default port, ...) plus dot-segment removal. purell also re-encodes
// characters net/url would encode and drops an empty "?", which urikit
// only does with DropEmptyQuery.
const purellFlags = purell.FlagsSafe | purell.FlagRemoveDotSegments

// purellListFlags is what the lists as they come are measured with:
// FlagsSafe alone, less work than uri.Ref.Normalize does (no dot-segment
// removal), so the ratio is a lower bound.
const purellListFlags = purell.FlagsSafe

var sinkString string

// BenchmarkNormalize normalizes every line of each list that uri.Parse
// accepts: ns/op is the time per URL, parse included for both.
func BenchmarkNormalize(b *testing.B) {
	for _, d := range datasets(b) {
		lines, size := d.common()
		if len(lines) == 0 {
			continue
		}
		perURL := int64((size + len(lines)/2) / len(lines))
		b.Run("file="+d.name+"/normalizer=urikit", func(b *testing.B) {
			b.SetBytes(perURL)
			i := 0
			for b.Loop() {
				r, err := uri.Parse(lines[i])
				if err == nil {
					sinkString = r.Normalize().String()
				}
				if i++; i == len(lines) {
					i = 0
				}
			}
		})
		b.Run("file="+d.name+"/normalizer=purell", func(b *testing.B) {
			b.SetBytes(perURL)
			i := 0
			for b.Loop() {
				sinkString, sinkErr = purell.NormalizeURLString(lines[i], purellListFlags)
				if i++; i == len(lines) {
					i = 0
				}
			}
		})
	}
}

// TestNormalizeAllocs checks the allocation promise on the lists: no
// allocation for a line already in normal form, one for a line that
// changes; and reports how many lines change.
func TestNormalizeAllocs(t *testing.T) {
	for _, d := range datasets(t) {
		lines, _ := d.common()
		changed := 0
		for _, l := range lines {
			r := uri.MustParse(l)
			n := r.Normalize()
			want := 0.0
			if n.String() != l {
				changed++
				want = 1
			}
			if got := testing.AllocsPerRun(1, func() { sinkString = r.Normalize().String() }); got > want {
				t.Errorf("%s: Normalize(%q) allocates %v times, want at most %v", d.name, l, got, want)
			}
		}
		t.Logf("%s: %d of %d lines change under Normalize", d.name, changed, len(lines))
	}
}
