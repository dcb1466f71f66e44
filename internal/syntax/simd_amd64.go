//go:build !purego

package syntax

import "unsafe"

// skipRun is skipClass's and skipTriplets' sixteen-byte step
// (simd_amd64.s): the length of the longest prefix of s in the class of
// the nibble table t, with pct not nil also crossing whole triplets and
// setting *pct when it crosses one.
//
//go:noescape
func skipRun(s string, t *[32]byte, pct *bool) int

// skipRest is Parse's one run over the rest of a reference
// (simd_amd64.s): from s[i], with fromHost a reg-name up to a '/', '?' or
// '#', then the path up to a '?' or '#', the query up to a '#', the
// fragment, each in its class, crossing whole triplets and setting *pct
// as skipRun does. It returns where the host, the path and the query end,
// and k, where it stopped: len(s), or the byte that stopped the run it
// was in (whose end is k). Without SSSE3 it stops at once.
//
//go:noescape
func skipRest(s string, i int, fromHost bool, pct *bool) (he, pe, qe, k int)

// skipRest finds the tables of its classes at these offsets of nibbles.
const (
	_, _ uint16 = cRegName - 1<<2, 1<<2 - cRegName
	_, _ uint16 = cQuery - 1<<3, 1<<3 - cQuery
	_, _ uint16 = cPath - 1<<4, 1<<4 - cPath
)

// skipRun's TRIPLET tests HEXDIG as this bit of table.
const _, _ uint16 = cHexDig - 0x400, 0x400 - cHexDig

// dotSegment is DotSegmentAt's sixteen-byte scan (simd_amd64.s): the
// offset of the first "." or ".." segment of the path p[:n], n >= 1, or n.
//
//go:noescape
func dotSegment(p *byte, n int) int

// cpuidSSSE3 reports whether the processor has SSSE3 (PSHUFB).
func cpuidSSSE3() bool

// wordScanner: skipClassWords and its pair table serve skipClass, and
// skipTriplets stops at each '%'; not here, where skipRun does in every
// case and crosses whole triplets itself.
const wordScanner = false

// haveSkipRun: skipRun can take sixteen bytes a step here; without it
// (a processor without SSSE3) it goes byte by byte. Tests set it.
var haveSkipRun = cpuidSSSE3()

// skipClass returns the offset of the first byte at or after s[i] that is
// not in the class mask, or len(s). mask must be one class bit, one of
// pairClasses. Sixteen bytes a step (skipRun), or one where the processor
// lacks SSSE3. Small enough to be inlined, so that the call is skipRun's
// alone.
func skipClass(s string, i int, mask uint16) int {
	return i + skipRun(s[i:], nibbleOf(mask), nil)
}

// skipTriplets is skipClass that also crosses each whole triplet (RFC
// 3986 2.1), setting *pct when it crosses one: it stops at a byte out of
// the class that starts no triplet, a '%' among them.
func skipTriplets(s string, i int, mask uint16, pct *bool) int {
	return i + skipRun(s[i:], nibbleOf(mask), pct)
}

// DotSegmentAt returns the offset of the first "." or ".." segment of
// path (the offset of its first dot), or -1 when there is none: sixteen
// bytes a step (dotSegment), but for a path under eight bytes, where the
// call costs more than the path.
func DotSegmentAt(path string) int {
	if len(path) < 8 {
		return dotSegmentShort(path)
	}
	if k := dotSegment(unsafe.StringData(path), len(path)); k < len(path) {
		return k
	}
	return -1
}
