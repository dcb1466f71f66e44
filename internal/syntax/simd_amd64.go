package syntax

import "unsafe"

// skipRun is skipClass's sixteen-byte step (simd_amd64.s): the length of
// the longest prefix of p[:n], n >= 1, in the class of the nibble table t.
//
//go:noescape
func skipRun(p *byte, n int, t *[32]byte) int

// dotCandidate is DotSegmentAt's sixteen-byte step (simd_amd64.s): the
// offset of the first '.' of p[:n], n >= 1, that starts a segment (after a
// '/', or at 0 when start is 1), or n.
//
//go:noescape
func dotCandidate(p *byte, n int, start uint64) int

// cpuidSSSE3 reports whether the processor has SSSE3 (PSHUFB).
func cpuidSSSE3() bool

// haveSkipRun: skipRun can run here.
var haveSkipRun = cpuidSSSE3()

// skipClass returns the offset of the first byte at or after s[i] that is
// not in the class mask, or len(s). mask must be one class bit, one of
// pairClasses. Sixteen bytes a step where the processor has SSSE3
// (skipRun), else skipClassWords.
func skipClass(s string, i int, mask uint16) int {
	if i >= len(s) || table[s[i]]&mask == 0 {
		return i // an empty run: an empty host, as in "file:///"
	}
	if haveSkipRun {
		return i + skipRun(stringAt(s, i), len(s)-i, nibbleOf(mask))
	}
	return skipClassWords(s, i, mask)
}

// DotSegmentAt returns the offset of the first "." or ".." segment of
// path (the offset of its first dot), or -1 when there is none: sixteen
// bytes a step (dotCandidate) to each '.' that starts a segment, which
// dotSegmentStarts then checks whole.
func DotSegmentAt(path string) int {
	if len(path) < 8 {
		return dotSegmentShort(path) // the call costs more than the path
	}
	start := uint64(1)
	for i := 0; i < len(path); {
		k := i + dotCandidate(stringAt(path, i), len(path)-i, start)
		if k == len(path) {
			return -1
		}
		if dotSegmentStarts(path, k) {
			return k
		}
		i, start = k+1, 0 // path[k] is a '.': k+1 starts no segment
	}
	return -1
}

// stringAt returns the address of s[i], i < len(s).
func stringAt(s string, i int) *byte {
	return (*byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(s)), i))
}
