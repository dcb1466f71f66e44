package main

import (
	"errors"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// sizeTests: the sizes of --max-memory, in powers of 1024.
var sizeTests = []struct {
	in   string
	want int64 // 0: an error
}{
	{"512", 512},
	{"512B", 512},
	{"64K", 64 << 10},
	{"64k", 64 << 10},
	{"512M", 512 << 20},
	{"512MB", 512 << 20},
	{"512MiB", 512 << 20},
	{"2G", 2 << 30},
	{"1.5G", 3 << 29},
	{"1T", 1 << 40},
	{"", 0},
	{"M", 0},
	{"-1G", 0},
	{"0", 0},
	{"12X", 0},
	{"1e3", 0},
	{"NaN", 0},
	{"Inf", 0},
	{"9999999999T", 0},
	{"0x10M", 0},
}

func TestParseSize(t *testing.T) {
	for _, tt := range sizeTests {
		got, err := parseSize(tt.in)
		if tt.want == 0 && err == nil || tt.want != 0 && (err != nil || got != tt.want) {
			t.Errorf("parseSize(%q):\n\tgot  %d, %v\n\twant %d", tt.in, got, err, tt.want)
		}
	}
}

// FuzzParseSize: a size parsed is positive, and the text formatSize
// writes for it parses back to it when it is whole in its unit.
func FuzzParseSize(f *testing.F) {
	for _, tt := range sizeTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := parseSize(s)
		if err != nil {
			return
		}
		if n <= 0 || n == math.MaxInt64 {
			t.Fatalf("parseSize(%q) = %d", s, n)
		}
		text := formatSize(n)
		if strings.Contains(text, ".") {
			return
		}
		if back, err := parseSize(text); err != nil || back != n {
			t.Errorf("parseSize(formatSize(%d) = %q):\n\tgot  %d, %v\n\twant %d", n, text, back, err, n)
		}
	})
}

// TestDedupArgs: dedup takes its inputs from the arguments too, and a
// spelling unlike the normal form is kept beside it (RFC 3986 6.2.2).
func TestDedupArgs(t *testing.T) {
	var out strings.Builder
	c := &cmd{stdin: strings.NewReader(""), stdout: &out, stderr: io.Discard}
	if status := c.run([]string{"dedup", "HTTP://A/%7e", "http://a/~", "x"}); status != exitOK {
		t.Fatalf("exit status %d", status)
	}
	if want := "2\thttp://a/~\tHTTP://A/%7e\n1\tx\tx\n"; out.String() != want {
		t.Errorf("dedup:\n\tgot  %q\n\twant %q", out.String(), want)
	}
}

// TestDedupSpill: past --max-memory dedup spills runs to --tmp and writes
// exactly what it writes without the limit, then leaves no file there.
func TestDedupSpill(t *testing.T) {
	line := func(i int) string {
		// Classes come back: i%50000 repeats, spelled two ways.
		k := i % 50000
		if i%3 == 0 {
			return fmt.Sprintf("HTTP://h%d.example/%%7e%d", k%31, k)
		}
		return fmt.Sprintf("http://h%d.example/~%d", k%31, k)
	}
	run := func(args ...string) string {
		var out, stderr strings.Builder
		c := &cmd{stdin: &lineSource{n: 120000, line: line}, stdout: &out, stderr: &stderr}
		if status := c.run(append([]string{"dedup"}, args...)); status != exitOK {
			t.Fatalf("dedup %q: exit status %d: %s", args, status, stderr.String())
		}
		return out.String()
	}
	want := run()
	tmp := t.TempDir()
	got := run("--max-memory", "2M", "--tmp", tmp, "--workers", "2")
	if got != want {
		t.Errorf("dedup --max-memory 2M: the output differs from the run without a limit (%d and %d bytes)", len(got), len(want))
	}
	if files, _ := os.ReadDir(tmp); len(files) != 0 {
		t.Errorf("dedup left %d files in --tmp", len(files))
	}
	if n := strings.Count(want, "\n"); n != 50000 {
		t.Errorf("%d classes, want 50000", n)
	}
}

// TestDedupTmpErrors: a --tmp where no directory can be made is a clear
// error, exit status 2, once dedup has to spill.
func TestDedupTmpErrors(t *testing.T) {
	var stderr strings.Builder
	c := &cmd{stdin: &lineSource{n: 100000, line: func(i int) string { return fmt.Sprintf("http://h/%d", i) }},
		stdout: io.Discard, stderr: &stderr}
	status := c.run([]string{"dedup", "--max-memory", "1M", "--tmp", "/nonexistent/dir"})
	if status != exitUsage || !strings.Contains(stderr.String(), "temporary directory") || !strings.Contains(stderr.String(), "/nonexistent/dir") {
		t.Errorf("dedup --tmp /nonexistent/dir: exit status %d, stderr %q", status, stderr.String())
	}
}

// TestDedupInterrupt: an interrupt while dedup spills removes its runs,
// and the process dies of the signal.
func TestDedupInterrupt(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	tmp := t.TempDir()
	cmd := exec.Command("urikit", "dedup", "--max-memory", "1M", "--tmp", tmp)
	stdin, err := cmd.StdinPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stdout = io.Discard
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	// Feed lines until a run is there, then interrupt with the input
	// still open.
	deadline := time.Now().Add(60 * time.Second)
	spilled := false
	for i := 0; !spilled && time.Now().Before(deadline); i++ {
		for j := range 2000 {
			fmt.Fprintf(stdin, "http://h%d.example/%d\n", i, j)
		}
		dirs, _ := os.ReadDir(tmp)
		for _, d := range dirs {
			if files, _ := os.ReadDir(tmp + "/" + d.Name()); len(files) > 0 {
				spilled = true
			}
		}
	}
	if !spilled {
		cmd.Process.Kill()
		t.Fatal("no run was written")
	}
	if err := cmd.Process.Signal(os.Interrupt); err != nil {
		t.Fatal(err)
	}
	err = cmd.Wait()
	stdin.Close()
	var ee *exec.ExitError
	if !errors.As(err, &ee) || ee.ExitCode() != -1 {
		t.Errorf("dedup after SIGINT: %v, want death by the signal", err)
	}
	if dirs, _ := os.ReadDir(tmp); len(dirs) != 0 {
		t.Errorf("dedup left %d entries in --tmp after SIGINT", len(dirs))
	}
}

// TestDedupHashWhileSpilling: the workers compute the hashes of keys while
// the counting goroutine spills and resets its table; go test -race finds
// any field they share.
func TestDedupHashWhileSpilling(t *testing.T) {
	var stderr strings.Builder
	c := &cmd{stdin: &lineSource{n: 60000, line: func(i int) string { return fmt.Sprintf("http://h/%d?q=%d", i%20000, i) }},
		stdout: io.Discard, stderr: &stderr}
	if status := c.run([]string{"dedup", "--max-memory", "1M", "--tmp", t.TempDir(), "--workers", "4", "--profile", "surt"}); status != exitOK {
		t.Fatalf("exit status %d: %s", status, stderr.String())
	}
}
