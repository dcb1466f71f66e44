//go:build !race

package extract_test

// raceEnabled: see race_test.go.
const raceEnabled = false
