//go:build !purego

package syntax

import "testing"

// TestSkipClassWithoutSSSE3: skipRun's byte-at-a-time path, which a
// processor without SSSE3 takes, agrees with the reference too.
func TestSkipClassWithoutSSSE3(t *testing.T) {
	defer func(v bool) { haveSkipRun = v }(haveSkipRun)
	haveSkipRun = false
	t.Logf("%d scans agree without SSSE3", checkSkipClass(t))
}

// TestSkipTripletsWithoutSSSE3: the same for skipRun's byte-at-a-time
// path.
func TestSkipTripletsWithoutSSSE3(t *testing.T) {
	defer func(v bool) { haveSkipRun = v }(haveSkipRun)
	haveSkipRun = false
	TestSkipTriplets(t)
}
