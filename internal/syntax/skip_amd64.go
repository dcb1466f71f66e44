package syntax

import "unsafe"

// skipRun is skipClass's sixteen-byte step (skip_amd64.s): the length of
// the longest prefix of p[:n], n >= 1, in the class of the nibble table t.
//
//go:noescape
func skipRun(p *byte, n int, t *[32]byte) int

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
		return i + skipRun((*byte)(unsafe.Add(unsafe.Pointer(unsafe.StringData(s)), i)), len(s)-i, nibbleOf(mask))
	}
	return skipClassWords(s, i, mask)
}
