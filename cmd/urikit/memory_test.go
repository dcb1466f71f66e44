package main

import (
	"bytes"
	"io"
	"runtime"
	"slices"
	"strings"
	"testing"
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
