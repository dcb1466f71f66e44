package whatwg_test

// This file checks that parsing and validating take time linear in the
// input (no quadratic percent-encoding, path popping or offset mapping).

import (
	"runtime"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/urikit/urikit/whatwg"
)

// linearShapes build inputs of about n units that stress one part of the
// parser each.
var linearShapes = map[string]func(n int) string{
	"dot segments":     func(n int) string { return "http://h/" + strings.Repeat("a/../", n) },                    // 4.4 path state, shorten
	"long segment pop": func(n int) string { return "http://h/" + strings.Repeat("a", n) + "/.." },                // shorten once
	"bad escapes":      func(n int) string { return "http://h/" + strings.Repeat("%zz", n) },                      // invalid-URL-unit
	"many at signs":    func(n int) string { return "http://" + strings.Repeat("a@", n) + "h/" },                  // authority state
	"tabs":             func(n int) string { return "http://h/" + strings.Repeat("\tx", n) },                      // 4.4 step 2 and offsets
	"ipv6":             func(n int) string { return "http://[" + strings.Repeat("1:", n) + "]/" },                 // 3.5 IPv6 parser
	"ipv4 parts":       func(n int) string { return "http://" + strings.Repeat("1.", n) + "1/" },                  // 3.5 IPv4 parser
	"idna":             func(n int) string { return "http://" + strings.Repeat("\u00e9", n) + ".com/" },           // 3.3 domain parser
	"hyphen labels":    func(n int) string { return "http://" + strings.Repeat("\u00e9--\u00e9.", n/4) + "com/" }, // 3.3 "xn--" label checks
	"opaque spaces":    func(n int) string { return "a:" + strings.Repeat(" x", n) + " ?q" },                      // opaque path state
	"non-ASCII query":  func(n int) string { return "http://h/?" + strings.Repeat("\u00e9\xff", n) },              // 1.3 percent-encode
	"relative dots":    func(n int) string { return strings.Repeat("../", n) + "x" },                              // against a base
}

// cpuTime returns the CPU time the process has used: on a machine shared
// with other work, wall-clock time measures the load more than the parser.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// timeOf returns the least CPU time of a few rounds of parsing and
// validating s reps times.
func timeOf(s string, reps int, base whatwg.URL) time.Duration {
	best := time.Duration(1 << 62)
	for range 3 {
		runtime.GC()
		start := cpuTime()
		for range reps {
			whatwg.ParseRef(s, base)
			whatwg.Validate(s, base)
		}
		if d := cpuTime() - start; d < best {
			best = d
		}
	}
	return best
}

// TestLinear parses each shape at n units eight times and at 8n units
// once: the same number of bytes, so linear code takes about the same
// time, and quadratic code eight times as long.
func TestLinear(t *testing.T) {
	if testing.Short() || raceEnabled || runtime.GOOS != "linux" {
		t.Skip("timing test, CPU time on Linux only, not under the race detector")
	}
	base := whatwg.MustParse("https://example.com/" + strings.Repeat("d/", 50000))
	for name, shape := range linearShapes {
		small, large := shape(20000), shape(160000)
		ts, tl := timeOf(small, 8, base), timeOf(large, 1, base)
		if ts < 10*time.Millisecond {
			ts = 10 * time.Millisecond // the clock's granularity
		}
		ratio := float64(tl) / float64(ts)
		t.Logf("%s: 8 x n: %v, 8n: %v (%.1fx)", name, ts, tl, ratio)
		if ratio > 4 { // quadratic code would take 8x
			t.Errorf("%s: 8x the input took %.1fx the time of 8 runs (%v, %v): not linear", name, ratio, ts, tl)
		}
	}
}
