package dedup

import (
	"errors"
	"fmt"
	"hash/maphash"
	"math/rand/v2"
	"os"
	"strings"
	"syscall"
	"testing"
)

// countAll counts inputs (key, spelling) with a Counter of the given
// limit and returns its classes as lines, and how many runs it spilled.
func countAll(t *testing.T, inputs [][2]string, limit int64) ([]string, int) {
	t.Helper()
	seed := maphash.MakeSeed()
	c := NewCounter(limit, t.TempDir())
	defer c.Close()
	for i, in := range inputs {
		if err := c.Add(maphash.String(seed, in[0]), in[0], in[1]); err != nil {
			t.Fatalf("Add %d: %v", i, err)
		}
	}
	runs := c.Runs()
	var out []string
	if err := c.Each(func(k, first string, count uint64) error {
		out = append(out, fmt.Sprintf("%d\t%s\t%s", count, k, first))
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	dir := c.Dir()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if dir != "" {
		if _, err := os.Stat(dir); !os.IsNotExist(err) {
			t.Errorf("Close left %s: %v", dir, err)
		}
	}
	return out, runs
}

// randomInputs returns n inputs of about classes keys, each spelled in a
// few ways, in random order.
func randomInputs(n, classes int, r *rand.Rand) [][2]string {
	in := make([][2]string, n)
	for i := range in {
		k := r.IntN(classes)
		key := fmt.Sprintf("http://h%d.example/%s", k%97, strings.Repeat("p", k%13)) + fmt.Sprint(k)
		spelling := key
		switch r.IntN(3) {
		case 1:
			spelling = strings.ToUpper(key[:4]) + key[4:]
		case 2:
			spelling = key + "#" + fmt.Sprint(r.IntN(5))
		}
		in[i] = [2]string{key, spelling}
	}
	return in
}

// TestCounterSpills: past its limit a Counter writes exactly what one
// without a limit writes: the classes in order of first appearance, their
// counts and first spellings; and it leaves no file.
func TestCounterSpills(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, tt := range []struct{ n, classes int }{{1000, 10}, {20000, 3000}, {50000, 40000}} {
		in := randomInputs(tt.n, tt.classes, r)
		want, runs := countAll(t, in, 1<<30)
		if runs != 0 {
			t.Fatalf("no limit: %d runs", runs)
		}
		for _, limit := range []int64{300 << 10, 1 << 20, 4 << 20} {
			got, runs := countAll(t, in, limit)
			if strings.Join(got, "\n") != strings.Join(want, "\n") {
				t.Errorf("%d inputs, %d classes, limit %d (%d runs): the classes differ from those without a limit", tt.n, len(want), limit, runs)
			}
			t.Logf("%d inputs, %d classes, limit %d: %d runs", tt.n, len(want), limit, runs)
		}
	}
}

// TestCounterManyRuns: more runs than are merged at once are merged in
// groups, with the same result.
func TestCounterManyRuns(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	in := randomInputs(80000, 70000, r)
	want, _ := countAll(t, in, 1<<30)
	got, runs := countAll(t, in, 120<<10)
	if runs <= maxFanIn {
		t.Fatalf("%d runs, want more than %d", runs, maxFanIn)
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("%d runs: the classes differ from those without a limit", runs)
	}
}

// TestCounterFullDisk: a run that cannot be written (the disk is full)
// is an error naming the file and the reason, and Close removes what was
// made.
func TestCounterFullDisk(t *testing.T) {
	if _, err := os.Stat("/dev/full"); err != nil {
		t.Skip("no /dev/full")
	}
	defer func(f func(string) (*os.File, error)) { createRun = f }(createRun)
	createRun = func(name string) (*os.File, error) {
		if err := os.WriteFile(name, nil, 0o600); err != nil {
			return nil, err
		}
		return os.OpenFile("/dev/full", os.O_WRONLY, 0)
	}
	c := NewCounter(200<<10, t.TempDir())
	var err error
	for i := 0; err == nil && i < 100000; i++ {
		k := fmt.Sprintf("http://h/%d", i)
		err = c.Add(uint64(i), k, k)
	}
	if !errors.Is(err, syscall.ENOSPC) || !strings.Contains(err.Error(), "run1") {
		t.Errorf("Add on a full disk: %v, want ENOSPC naming the run", err)
	}
	dir := c.Dir()
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(dir); !os.IsNotExist(err) {
		t.Errorf("Close left %s", dir)
	}
}

// TestCounterBadDir: a temporary directory that cannot be made is an
// error.
func TestCounterBadDir(t *testing.T) {
	c := NewCounter(100<<10, "/nonexistent/dir")
	var err error
	for i := 0; err == nil && i < 100000; i++ {
		k := fmt.Sprintf("http://h/%d", i)
		err = c.Add(uint64(i), k, k)
	}
	if err == nil || !strings.Contains(err.Error(), "temporary directory") {
		t.Errorf("Add with a bad directory: %v", err)
	}
}

func ExampleCounter() {
	c := NewCounter(1<<20, "")
	defer c.Close()
	for i, s := range []string{"b", "a", "b", "c", "a", "b"} {
		_ = c.Add(uint64(s[0]), s, fmt.Sprint(s, i))
	}
	_ = c.Each(func(key, first string, count uint64) error {
		fmt.Println(count, key, first)
		return nil
	})
	// Output:
	// 3 b b0
	// 2 a a1
	// 1 c c3
}
