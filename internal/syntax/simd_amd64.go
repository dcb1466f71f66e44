package syntax

import "unsafe"

// skipRun is skipClass's sixteen-byte step (simd_amd64.s): the length of
// the longest prefix of p[:n], n >= 1, in the class of the nibble table t.
//
//go:noescape
func skipRun(p *byte, n int, t *[32]byte) int

// dotSegment is DotSegmentAt's sixteen-byte scan (simd_amd64.s): the
// offset of the first "." or ".." segment of the path p[:n], n >= 1, or n.
//
//go:noescape
func dotSegment(p *byte, n int) int

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

// stringAt returns the address of s[i], i < len(s).
func stringAt(s string, i int) *byte {
	return (*byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(s)), i))
}
