//go:build linux

package reftest

import (
	"syscall"
	"testing"
)

// GuardedPage returns one page of writable memory between two pages that
// can be neither read nor written, unmapped when the test ends: a string
// placed against either edge shows a read or write past its ends as a
// fault, which kills the test. It skips the test where the memory cannot
// be mapped so.
func GuardedPage(t testing.TB) []byte {
	t.Helper()
	page := syscall.Getpagesize()
	mem, err := syscall.Mmap(-1, 0, 3*page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Skip("mmap:", err)
	}
	t.Cleanup(func() { syscall.Munmap(mem) })
	if err := syscall.Mprotect(mem[:page], syscall.PROT_NONE); err != nil {
		t.Skip("mprotect:", err)
	}
	if err := syscall.Mprotect(mem[2*page:], syscall.PROT_NONE); err != nil {
		t.Skip("mprotect:", err)
	}
	return mem[page : 2*page : 2*page]
}
