//go:build race

package canon

// raceEnabled says the race detector is on: sync.Pool drops what is put
// back at random, so the allocation tests skip.
const raceEnabled = true
