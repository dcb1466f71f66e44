//go:build !amd64

package syntax

// haveSkipRun: the sixteen-byte scanner is amd64's (skip_amd64.s).
const haveSkipRun = false

// skipClass returns the offset of the first byte at or after s[i] that is
// not in the class mask, or len(s). mask must be one class bit, one of
// pairClasses.
func skipClass(s string, i int, mask uint16) int { return skipClassWords(s, i, mask) }
