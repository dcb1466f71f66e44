package main

import (
	"io"
	"math"
	"strings"
	"testing"
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
