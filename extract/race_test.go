//go:build race

package extract_test

// raceEnabled: the race detector slows every memory access several times,
// so TestLinear does not time the scans under it.
const raceEnabled = true
