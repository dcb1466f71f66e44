package uri_test

// This file checks that ParseLenient's memory stays linear in its input
// (RFC 3986 Appendix C repairs reported as runs): a 10 MB run of one
// repair is one Fix, and the whole call allocates a few times the input,
// the result itself being up to three times it (2.1: a byte becomes
// "%XX"). A repair every byte, of kinds that alternate, is a Fix each:
// ParseLenientFirst lists 16 and counts the others, and costs the same.

import (
	"runtime"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

func TestParseLenientLarge(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: 10 MB inputs")
	}
	const n = 10 << 20
	rep := strings.Repeat
	for _, tt := range []struct {
		name     string
		in       string
		maxFixes int
		outLen   int
	}{
		{"NULs", rep("\x00", n), 1, 3 * n},                                // RFC 2396 2.4.3 control
		{"spaces", rep(" ", n), 1, 0},                                     // Appendix C: whitespace around
		{"inner spaces", "http://a/" + rep(" ", n) + "x", 1, 9 + 3*n + 1}, // 2.4.3 space
		{"pipes", rep("|", n), 1, 3 * n},                                  // 2.4.3 unwise
		{"backslashes", "http://a" + rep(`\`, n), 1, 8 + n},               // URL Standard special scheme
		{"line breaks", "<http://a/" + rep("\n", n) + ">", 3, 9},          // Appendix C: inside "<...>"
		// A fix every byte: non-ASCII, space, non-ASCII, ...
		{"alternating", "http://a/" + rep("\xff ", n/2) + "x", 16, 9 + 3*n + 1},
		// Whitespace removed every other byte inside "<...>".
		{"broken lines", "<http://a/" + rep("b\n", n/2) + ">", 16, 9 + n/2},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var before, after runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&before)
			r, fixes, more, err := uri.ParseLenientFirst(tt.in, 16)
			runtime.ReadMemStats(&after)
			if err != nil || len(r.String()) != tt.outLen {
				t.Fatalf("ParseLenient(%d bytes %.20q...):\n\tgot  %d bytes, %v\n\twant %d bytes", len(tt.in), tt.in, len(r.String()), err, tt.outLen)
			}
			if len(fixes) > tt.maxFixes {
				t.Errorf("ParseLenient(%d bytes %.20q...):\n\tgot  %d fixes\n\twant at most %d", len(tt.in), tt.in, len(fixes), tt.maxFixes)
			}
			// The result, plus at most the input again (the copy without
			// removed whitespace) and a little.
			alloc := after.TotalAlloc - before.TotalAlloc
			if limit := uint64(tt.outLen + len(tt.in) + 1<<20); alloc > limit {
				t.Errorf("ParseLenient(%d bytes %.20q...):\n\tgot  %d bytes allocated\n\twant at most %d", len(tt.in), tt.in, alloc, limit)
			}
			t.Logf("%d bytes in, %d out, %d fixes and %d more, %d bytes allocated", len(tt.in), len(r.String()), len(fixes), more, alloc)
		})
	}
}
