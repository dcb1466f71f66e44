//go:build race

package main

// raceEnabled says the race detector is on: the tests that count the
// bytes a run allocates skip (it slows them tenfold).
const raceEnabled = true
