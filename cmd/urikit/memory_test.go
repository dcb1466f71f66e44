package main

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"
)

// lineSize is the size of the huge line of TestLineMemory, 32 times the
// buffer of standard input.
const lineSize = 2 << 20

// hugeLines are the lines of memoryTests, made of n repetitions, each
// about 4n bytes long.
var hugeLines = map[string]func(n int) string{
	// RFC 3986 3: a valid URI, a long path.
	"uri": func(n int) string { return "http://a/" + strings.Repeat("bbbb", n) },
	// Invalid at the end: the input is echoed with the error.
	"invalid": func(n int) string { return "http://a/" + strings.Repeat("bbbb", n) + " " },
	// Not UTF-8: JSON gives input_base64 too.
	"binary": func(n int) string { return "http://a/" + strings.Repeat("b\xffb\xff", n) },
	// RFC 3986 6.2.2: a reference that normalization changes throughout.
	"unnormal": func(n int) string { return "HTTP://A/" + strings.Repeat("%7e/./", n*2/3) },
	// RFC 3987 2.2: an IRI; its URI form (3.1) is three times its size.
	"iri": func(n int) string { return "http://a/" + strings.Repeat("éé", n) },
	// RFC 3987 3.2: a URI whose IRI form decodes every triplet.
	"encoded": func(n int) string { return "http://a/" + strings.Repeat("%C3%A9", n*2/3) },
	// RFC 3987 4.1: bidi formatting characters, escaped on a terminal.
	"bidi": func(n int) string { return "http://a/" + strings.Repeat("\u202e", n*4/3) },
	// Two halves separated by a tab, for equal.
	"pair": func(n int) string {
		h := "http://a/" + strings.Repeat("bb", n)
		return h + "\t" + h
	},
}

// memoryTests: every verb, plain and JSON, on one huge line (issue 7: a
// huge line costs memory proportional to it).
var memoryTests = []struct {
	args     []string
	line     string // a key of hugeLines
	terminal bool   // stdout a terminal
}{
	{[]string{"parse"}, "uri", false},
	{[]string{"parse", "--json"}, "uri", false},
	{[]string{"parse"}, "invalid", false},
	{[]string{"parse"}, "invalid", true},
	{[]string{"parse", "--json"}, "binary", false},
	{[]string{"parse", "--iri"}, "iri", true},
	{[]string{"parse", "--iri", "--json"}, "iri", false},
	{[]string{"parse", "--iri"}, "bidi", true},
	{[]string{"parse", "--lenient"}, "uri", false},
	{[]string{"parse", "--lenient", "--json"}, "uri", false},
	{[]string{"inspect"}, "uri", false},
	{[]string{"inspect"}, "invalid", false},
	{[]string{"inspect"}, "unnormal", false},
	{[]string{"inspect", "--iri"}, "iri", false},
	// Not inspect --iri on the bidi line: iri.Ref.CheckBidi returns one
	// error per bidi formatting character, some 60 bytes per byte.
	{[]string{"normalize"}, "unnormal", false},
	{[]string{"normalize", "--json"}, "unnormal", false},
	{[]string{"normalize", "--iri"}, "encoded", false},
	{[]string{"normalize", "--iri", "--json"}, "iri", false},
	{[]string{"normalize", "--iri"}, "bidi", true},
	{[]string{"resolve", "--base", "http://a/b/c"}, "unnormal", false},
	{[]string{"resolve", "--json", "--base", "http://a/b/c"}, "binary", false},
	{[]string{"relative", "--base", "http://a/b"}, "uri", false},
	{[]string{"relative", "--json", "--base", "http://a/b"}, "uri", false},
	{[]string{"convert", "--to", "uri"}, "iri", false},
	{[]string{"convert", "--to", "uri", "--json"}, "iri", false},
	{[]string{"convert", "--to", "iri"}, "encoded", true},
	{[]string{"convert", "--to", "iri", "--json"}, "encoded", false},
	{[]string{"equal"}, "pair", false},
	{[]string{"equal", "--json"}, "pair", false},
	{[]string{"equal", "--iri", "--nfc"}, "pair", false},
}

// maxMemory is the most a line may cost, in bytes allocated per byte of the
// line: reading it costs 2 (its pieces, then the string), a result as long
// as the line 1 more, and the URI form of an IRI of non-ASCII letters is 3
// times longer (RFC 3987 3.1): inspect --iri, which writes that form and
// the resolved one, costs 6 and a little.
const maxMemory = 6.25

// TestLineMemory feeds one huge line through each verb, the output
// discarded, and checks the bytes allocated for each byte of the line
// (runtime.MemStats.TotalAlloc, which bounds the peak): what a run on the
// huge line allocates beyond a run on a short line of the same kind (the
// buffers, flag sets and tables that do not grow with the line).
//
// With more than one worker (parallel.go), a batch's results are held in
// the batch's buffer until they are written in order: one more copy of
// the output, which for inspect --iri is some 8 bytes per byte of the
// line: parallelMaxMemory.
func TestLineMemory(t *testing.T) {
	for _, workers := range []string{"1", "2"} {
		limit := maxMemory
		if workers != "1" {
			limit = parallelMaxMemory
		}
		for _, tt := range memoryTests {
			args := append(slices.Clip(tt.args), "--workers", workers)
			short := hugeLines[tt.line](1 << 10)
			long := hugeLines[tt.line](lineSize / 4)
			perByte := float64(allocated(args, long, tt.terminal)-allocated(args, short, tt.terminal)) /
				float64(len(long)-len(short))
			if perByte > limit {
				t.Errorf("%q on a %d-byte %s line (terminal %v): %.2f bytes allocated per byte, want at most %g",
					args, len(long), tt.line, tt.terminal, perByte, limit)
			}
		}
	}
}

// parallelMaxMemory is maxMemory with workers: one more copy of the output.
const parallelMaxMemory = 15

// allocated returns the bytes a run of args on the line in allocates.
func allocated(args []string, in string, terminal bool) uint64 {
	stdin := bytes.NewReader([]byte(in))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	c := &cmd{stdin: stdin, stdout: io.Discard, stderr: io.Discard, stdoutTerminal: terminal}
	c.run(args)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// lineSource is a reader of n generated lines, line(i) each, made as they
// are read: the input takes no memory of its own.
type lineSource struct {
	n, i int
	line func(i int) string
	buf  []byte
}

func (r *lineSource) Read(p []byte) (int, error) {
	for len(r.buf) < len(p) && r.i < r.n {
		r.buf = append(r.buf, r.line(r.i)...)
		r.buf = append(r.buf, '\n')
		r.i++
	}
	if len(r.buf) == 0 {
		return 0, io.EOF
	}
	n := copy(p, r.buf)
	r.buf = r.buf[:copy(r.buf, r.buf[n:])]
	return n, nil
}

// peakHeap runs args on n lines and returns the most heap in use seen
// while it ran, sampled every 200µs, with the collector kept close to the
// live heap (GOGC 10).
func peakHeap(args []string, n int, line func(i int) string) uint64 {
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	runtime.GC()
	var base runtime.MemStats
	runtime.ReadMemStats(&base)
	done := make(chan struct{})
	peak := make(chan uint64)
	go func() {
		var m runtime.MemStats
		most := uint64(0)
		for {
			runtime.ReadMemStats(&m)
			most = max(most, m.HeapAlloc)
			select {
			case <-done:
				peak <- most - min(most, base.HeapAlloc)
				return
			case <-time.After(200 * time.Microsecond):
			}
		}
	}()
	c := &cmd{stdin: &lineSource{n: n, line: line}, stdout: io.Discard, stderr: io.Discard}
	c.run(args)
	close(done)
	return <-peak
}

// heapTests: the heap a run takes grows with what the verb must keep, not
// with the number of lines (issue 11): streaming verbs with any number of
// workers keep the batches in flight; dedup keeps one entry per class.
var heapTests = []struct {
	args    []string
	classes func(n int) int // the distinct normal forms among n lines
}{
	{[]string{"parse", "--workers", "1"}, nil},
	{[]string{"normalize", "--workers", "4"}, nil},
	{[]string{"check", "--json", "--workers", "2"}, nil},
	// 100 classes, however many lines: RFC 3986 6.2.2 puts the
	// spellings of each together.
	{[]string{"dedup", "--workers", "2"}, func(int) int { return 100 }},
	{[]string{"dedup", "--workers", "1"}, func(int) int { return 100 }},
	// One class per line.
	{[]string{"dedup", "--workers", "2"}, func(n int) int { return n }},
}

// TestHeap runs each test on 20000 and on 200000 lines: ten times the
// lines must not take more heap, but for one class per line, where dedup's
// table must grow, by at least the text of the classes.
func TestHeap(t *testing.T) {
	if testing.Short() {
		t.Skip("slow")
	}
	const small, large = 20000, 200000
	for _, tt := range heapTests {
		line := func(n int) func(i int) string {
			return func(i int) string {
				k := i
				if tt.classes != nil {
					k = i % tt.classes(n)
				}
				// Spellings that normalize alike (RFC 3986 6.2.2.1,
				// 6.2.2.2) alternate.
				if i%2 == 0 {
					return fmt.Sprintf("HTTP://Host%d.example/%%7Ea/./b/%d", k%97, k)
				}
				return fmt.Sprintf("http://host%d.example/~a/b/%d", k%97, k)
			}
		}
		a := peakHeap(tt.args, small, line(small))
		b := peakHeap(tt.args, large, line(large))
		grows := tt.classes != nil && tt.classes(large) == large
		switch {
		case grows && b < a+large*30:
			t.Errorf("%q: %d lines, one class each: %d bytes of heap, %d for %d lines: want it to grow by the classes",
				tt.args, large, b, a, small)
		case !grows && b > max(2*a, a+4<<20):
			t.Errorf("%q: %d lines: %d bytes of heap, %d for %d lines: want no more (4 MiB of slack)",
				tt.args, large, b, a, small)
		}
	}
}
