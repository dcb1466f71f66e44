//go:build unix

package extract_test

import (
	"syscall"
	"time"
)

// cpuTime is the CPU time the process has used, user and system: on a
// machine shared with other work it measures this test's work better than
// the wall clock does.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return time.Duration(time.Now().UnixNano())
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
