//go:build race

package whatwg_test

// raceEnabled says the race detector is on: timing tests skip.
const raceEnabled = true
