package whatwg_test

// This file checks that parsing and validating take time linear in the
// input (no quadratic percent-encoding, path popping or offset mapping):
// eight times the input must take well under 64 times (quadratic) the
// time.

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
	"dot segments":     func(n int) string { return "http://h/" + strings.Repeat("a/../", n) },          // 4.4 path state, shorten
	"long segment pop": func(n int) string { return "http://h/" + strings.Repeat("a", n) + "/.." },      // shorten once
	"bad escapes":      func(n int) string { return "http://h/" + strings.Repeat("%zz", n) },            // invalid-URL-unit
	"many at signs":    func(n int) string { return "http://" + strings.Repeat("a@", n) + "h/" },        // authority state
	"tabs":             func(n int) string { return "http://h/" + strings.Repeat("\tx", n) },            // 4.4 step 2 and offsets
	"ipv6":             func(n int) string { return "http://[" + strings.Repeat("1:", n) + "]/" },       // 3.5 IPv6 parser
	"ipv4 parts":       func(n int) string { return "http://" + strings.Repeat("1.", n) + "1/" },        // 3.5 IPv4 parser
	"idna":             func(n int) string { return "http://" + strings.Repeat("\u00e9", n) + ".com/" }, // 3.3 domain to ASCII
	"opaque spaces":    func(n int) string { return "a:" + strings.Repeat(" x", n) + " ?q" },            // opaque path state
	"non-ASCII query":  func(n int) string { return "http://h/?" + strings.Repeat("\u00e9\xff", n) },    // 1.3 percent-encode
	"relative dots":    func(n int) string { return strings.Repeat("../", n) + "x" },                    // against a base
}

// threadTime returns the CPU time the calling OS thread has used: on a
// machine shared with other work, wall-clock time measures the load more
// than the parser.
func threadTime() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(1, &ru) // RUSAGE_THREAD
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// timeOf returns the least CPU time of a few runs of parsing and
// validating s.
func timeOf(s string, base whatwg.URL) time.Duration {
	runtime.LockOSThread()
	defer runtime.UnlockOSThread()
	best := time.Duration(1 << 62)
	for range 5 {
		runtime.GC()
		start := threadTime()
		whatwg.ParseRef(s, base)
		whatwg.Validate(s, base)
		if d := threadTime() - start; d < best {
			best = d
		}
	}
	return best
}

func TestLinear(t *testing.T) {
	if testing.Short() || raceEnabled || runtime.GOOS != "linux" {
		t.Skip("timing test, CPU time per thread on Linux only")
	}
	base := whatwg.MustParse("https://example.com/" + strings.Repeat("d/", 50000))
	for name, shape := range linearShapes {
		small, large := shape(20000), shape(160000)
		ts, tl := timeOf(small, base), timeOf(large, base)
		if ts < time.Millisecond {
			ts = time.Millisecond
		}
		ratio := float64(tl) / float64(ts)
		t.Logf("%s: %v, 8x: %v (%.1fx)", name, ts, tl, ratio)
		if ratio > 32 {
			t.Errorf("%s: 8x the input took %.0fx the time (%v, %v): not linear", name, ratio, ts, tl)
		}
	}
}
