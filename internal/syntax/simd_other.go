//go:build !amd64 || purego

package syntax

// wordScanner: skipClassWords and its pair table serve skipClass here,
// and skipTriplets stops at each '%'.
const wordScanner = true

// haveSkipRun: the sixteen-byte scanner is amd64's (simd_amd64.s).
const haveSkipRun = false

// skipClass returns the offset of the first byte at or after s[i] that is
// not in the class mask, or len(s). mask must be one class bit, one of
// pairClasses.
func skipClass(s string, i int, mask uint16) int { return skipClassWords(s, i, mask) }

// DotSegmentAt returns the offset of the first "." or ".." segment of
// path (the offset of its first dot), or -1 when there is none.
func DotSegmentAt(path string) int { return dotSegmentAtWords(path) }

// skipTriplets is skipClass: the word scanner stops at each '%', and
// scanEscapes crosses the triplets.
func skipTriplets(s string, i int, mask uint16, pct *bool) int { return skipClassWords(s, i, mask) }

// skipRest is the one run over the rest of a reference of amd64
// (simd_amd64.s); here it stops at once, and Parse scans each component
// on its own.
func skipRest(_ string, i int, _ bool, _ *bool) (he, pe, qe, k int) {
	return i, i, i, i
}
