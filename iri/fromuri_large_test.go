package iri_test

// This file checks FromURI (RFC 3987 3.2) on long URIs: one allocation,
// the result's exact size, however much is decoded, and time linear in
// the URI, with a percent-encoded dot (kept encoded, 3.2's exception for
// dot-segments) every three bytes.

import (
	"strings"
	"testing"
	"time"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

var fromURILarge = []struct {
	name   string
	uri    func(n int) string
	result func(n int) string
}{
	// 3.2 step 3: each "%C3%A9" decodes to "é".
	{"decoded", func(n int) string { return "http://a/" + strings.Repeat("%C3%A9", n) },
		func(n int) string { return "http://a/" + strings.Repeat("é", n) }},
	// A dot is decoded in a segment longer than "..", and re-cased
	// where it is a segment of its own.
	{"dots", func(n int) string { return "http://a/" + strings.Repeat("%2e", n) },
		func(n int) string { return "http://a/" + strings.Repeat(".", n) }},
	{"dot-segments", func(n int) string { return "http://a" + strings.Repeat("/%2e", n) },
		func(n int) string { return "http://a" + strings.Repeat("/%2E", n) }},
	// Step 4: U+202E stays encoded, in upper case.
	{"bidi", func(n int) string { return "http://a/" + strings.Repeat("%e2%80%ae", n) },
		func(n int) string { return "http://a/" + strings.Repeat("%E2%80%AE", n) }},
}

func TestFromURILarge(t *testing.T) {
	const n = 1 << 18
	for _, tt := range fromURILarge {
		u := uri.MustParse(tt.uri(n))
		var got iri.Ref
		allocs := testing.AllocsPerRun(1, func() { got = iri.FromURI(u) })
		if want := tt.result(n); got.String() != want {
			t.Errorf("FromURI(%s of %d bytes):\n\tgot  %.40q...\n\twant %.40q...", tt.name, len(u.String()), got.String(), want)
		}
		if allocs != 1 {
			t.Errorf("FromURI(%s of %d bytes): %v allocations, want 1", tt.name, len(u.String()), allocs)
		}
		// Four times the URI takes about four times the time, not
		// sixteen; measured again when a busy machine stalls a run.
		short := uri.MustParse(tt.uri(n / 4))
		ok := false
		var quarter, full time.Duration
		for range 3 {
			quarter, full = fromURITime(short), fromURITime(u)
			if ok = full <= 10*quarter+20*time.Millisecond; ok {
				break
			}
		}
		if !ok {
			t.Errorf("FromURI(%s): %v for %d bytes, %v for a quarter of them: more than linear", tt.name, full, len(u.String()), quarter)
		}
	}
}

// fromURITime is the least time of two conversions of u.
func fromURITime(u uri.Ref) time.Duration {
	best := time.Duration(1 << 62)
	for range 2 {
		start := time.Now()
		iri.FromURI(u)
		best = min(best, time.Since(start))
	}
	return best
}
