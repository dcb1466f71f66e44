//go:build !purego

package norm

import "github.com/urikit/urikit/internal/syntax"

// tripletsRun writes s[i:j] into buf from m with its triplets normalized,
// sixteen bytes a step between them (rewrite_amd64.s), and returns the new
// end of the output, or -1: see lowerInto, pctInto, pathInto,
// segmentsInto and restInto, its uses, and the modes below.
//
//go:noescape
func tripletsRun(buf []byte, m int, s string, i, j int, mode uint64, pct *bool, rest *restRun) (n int, dots bool)

// The modes of tripletsRun, spelled alike in rewrite_amd64.s.
const (
	runLower = 1 // ASCII letters in lower case, written or decoded
	runPath  = 2 // a decoded '.' stops the run with -1
	runDots  = 4 // with runPath: "/./" cut as written, other dot-segments reported
	runRest  = 8 // with runLower: a reg-name, then a path and a query
)

// The values rewrite_amd64.s defines, exactly.
const (
	_, _ uint = runLower - 1, 1 - runLower
	_, _ uint = runPath - 2, 2 - runPath
	_, _ uint = runDots - 4, 4 - runDots
	_, _ uint = runRest - 8, 8 - runRest
)

// unreservedOctet marks the unreserved characters (RFC 3986 2.3), for
// tripletsRun.
//
//lint:ignore U1000 read by rewrite_amd64.s
var unreservedOctet = func() (t [256]byte) {
	for c := range 256 {
		if syntax.IsUnreserved(byte(c)) {
			t[c] = 1
		}
	}
	return t
}()

// hexOctet[c] is the value of the hex digit c (RFC 3986 2.1), and
// hexOctet[256+c] the digit in upper case (6.2.2.1), for tripletsRun.
//
//lint:ignore U1000 read by rewrite_amd64.s
var hexOctet = func() (t [512]byte) {
	for c := range 256 {
		if syntax.IsHexDig(byte(c)) {
			t[c] = syntax.Unhex(byte(c))
			t[256+c] = syntax.Upper(byte(c))
		}
	}
	return t
}()

// lowerInto writes s[i:j], a scheme or a reg-name, into buf from m with
// ASCII letters in lower case and its triplets normalized (6.2.2.1,
// 6.2.2.2: an unreserved one decoded, and lower-cased if a letter), and
// returns the new end of the output. The bytes written past it are
// overwritten by what follows (the output is written in order); buf holds
// the span from m.
func lowerInto(buf []byte, m int, s string, i, j int, pct *bool) int {
	n, _ := tripletsRun(buf, m, s, i, j, runLower, pct, nil)
	return n
}

// pctInto writes s[i:j] into buf from m with its triplets normalized
// (6.2.2.1, 6.2.2.2): one of an unreserved character decoded, every other
// with upper-case hex digits. It returns the new end of the output.
func pctInto(buf []byte, m int, s string, i, j int, pct *bool) int {
	n, _ := tripletsRun(buf, m, s, i, j, 0, pct, nil)
	return n
}

// pathInto is pctInto for the path, or -1 at a "%2E" (the one reading of
// a percent-encoded dot, syntax.IsEncodedDotSegment, is segmentsTo's).
func pathInto(buf []byte, m int, s string, i, j int, pct *bool) int {
	n, _ := tripletsRun(buf, m, s, i, j, runPath, pct, nil)
	return n
}

// segmentsInto is pathInto for a path after an authority (path-abempty,
// RFC 3986 3.3) that also removes each "." segment inside it as it writes
// it ("/./" becomes "/", 5.2.4 B), sixteen bytes a step; dots reports that
// the path may still hold a dot-segment, for dotsInto.
func segmentsInto(buf []byte, m int, s string, i, j int, pct *bool) (n int, dots bool) {
	return tripletsRun(buf, m, s, i, j, runPath|runDots, pct, nil)
}

// restInto writes a reg-name s[i:j] as lowerInto does, then the path
// s[j:rest.pe] as segmentsInto does and the '?' and query
// s[rest.pe:rest.qe] as pctInto does, in one run, and sets rest.hostEnd
// and rest.pathEnd to where the first two end in buf.
func restInto(buf []byte, m int, s string, i, j int, pct *bool, rest *restRun) (n int, dots bool) {
	return tripletsRun(buf, m, s, i, j, runLower|runRest, pct, rest)
}
