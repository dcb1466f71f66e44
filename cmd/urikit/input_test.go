package main

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"sync/atomic"
	"testing"
	"testing/iotest"
	"time"
)

// lineTests: how standard input splits into inputs (CLI.md
// "Inputs": only "\n" or "\r\n" removed, nothing trimmed).
var lineTests = []struct {
	in   string
	want []string
}{
	{"", nil},                                    // no lines
	{"a", []string{"a"}},                         // a last line without a line ending
	{"a\n", []string{"a"}},                       // "\n" removed
	{"a\r\n", []string{"a"}},                     // "\r\n" removed
	{"a\r", []string{"a\r"}},                     // a lone "\r" at the end stays
	{"a\rb\n", []string{"a\rb"}},                 // a lone "\r" inside stays
	{"a\r\r\n", []string{"a\r"}},                 // only one "\r" goes with the "\n"
	{"\n\n", []string{"", ""}},                   // empty lines are empty inputs
	{"\r\n", []string{""}},                       // an empty line with "\r\n"
	{" a \t\n", []string{" a \t"}},               // nothing trimmed
	{"a\nb", []string{"a", "b"}},                 // two lines, the last unended
	{"x\n\ny\r\n", []string{"x", "", "y"}},       // mixed endings
	{"\x00\xff\n", []string{"\x00\xff"}},         // bytes passed as they are
	{strings.Repeat("a", 200000) + "\r\nb", nil}, // a long line, see below
}

func TestLineReader(t *testing.T) {
	for _, tt := range lineTests {
		want := tt.want
		if want == nil && tt.in != "" {
			want = []string{strings.Repeat("a", 200000), "b"}
		}
		got := readLines(t, tt.in)
		if fmt.Sprint(got) != fmt.Sprint(want) || len(got) != len(want) {
			t.Errorf("lines(%.40q):\n\tgot  %.80q\n\twant %.80q", tt.in, got, want)
		}
	}
}

func readLines(t testing.TB, in string) []string {
	lr := newLineReader(strings.NewReader(in))
	var got []string
	for {
		line, err := lr.next()
		if err == io.EOF {
			return got
		}
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, string(line))
	}
}

// FuzzLineReader checks that the lines, rejoined with "\n", give back the
// input less the line endings it removed.
func FuzzLineReader(f *testing.F) {
	for _, tt := range lineTests[:13] {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, in string) {
		got := readLines(t, in)
		want := strings.ReplaceAll(in, "\r\n", "\n")
		want = strings.TrimSuffix(want, "\n")
		if joined := strings.Join(got, "\n"); joined != want {
			t.Errorf("lines(%q) joined:\n\tgot  %q\n\twant %q", in, joined, want)
		}
		if n := strings.Count(in, "\n"); len(got) != n && len(got) != n+1 {
			t.Errorf("lines(%q): %d lines for %d line feeds", in, len(got), n)
		}
	})
}

// lineCounter counts the lines written to it.
type lineCounter struct{ n atomic.Int64 }

func (w *lineCounter) Write(p []byte) (int, error) {
	w.n.Add(int64(bytes.Count(p, []byte{'\n'})))
	return len(p), nil
}

// TestStreaming feeds many lines through a pipe and checks that the results
// come out while the input goes in: the command never holds more than a
// bounded number of lines, whatever the number of lines. With one worker
// that is the line being read and the one before; with N, the batches in
// flight (runBatches: 4N waiting to be written, N more being worked on,
// one being read), here each of one chunk.
func TestStreaming(t *testing.T) {
	const lines, chunk = 200000, 100
	for _, tt := range []struct {
		verb    []string
		workers int
	}{
		{[]string{"parse"}, 1},
		{[]string{"parse", "--json"}, 1},
		{[]string{"resolve", "--base", "http://a/b/"}, 1},
		{[]string{"parse"}, 2},
		{[]string{"normalize"}, 4},
		{[]string{"check", "--json"}, 3},
	} {
		verb := append(tt.verb, "--workers", strconv.Itoa(tt.workers))
		maxLag := int64(2 * chunk)
		if tt.workers > 1 {
			maxLag = int64(chunk * (5*tt.workers + 2))
		}
		pr, pw := io.Pipe()
		out := &lineCounter{}
		done := make(chan int)
		go func() {
			done <- run(verb, pr, out, io.Discard)
		}()
		var buf []byte
		worst := int64(0)
		for i := 0; i < lines; i += chunk {
			if lag := int64(i) - out.n.Load(); lag > worst {
				worst = lag
			}
			buf = buf[:0]
			for j := i; j < i+chunk; j++ {
				buf = fmt.Appendf(buf, "http://h/%d\n", j)
			}
			if _, err := pw.Write(buf); err != nil {
				t.Fatal(err)
			}
		}
		pw.Close()
		if status := <-done; status != exitOK {
			t.Fatalf("%v: exit status %d", verb, status)
		}
		if got := out.n.Load(); got != lines {
			t.Errorf("%v: %d lines out, want %d", verb, got, lines)
		}
		if worst > maxLag {
			t.Errorf("%v: output lagged %d lines behind the input, want at most %d", verb, worst, maxLag)
		}
	}
}

// failing is a reader or writer that fails.
type failing struct{}

var errFail = errors.New("device on fire")

func (failing) Read([]byte) (int, error)  { return 0, errFail }
func (failing) Write([]byte) (int, error) { return 0, errFail }

// ioTests: I/O failures are exit status 2 with a message on stderr.
var ioTests = []struct {
	name   string
	args   []string
	stdin  io.Reader
	stdout io.Writer
	want   string // on stderr
}{
	{"read", []string{"parse"}, io.MultiReader(strings.NewReader("http://a/\n"), failing{}), io.Discard,
		"urikit parse: reading standard input: device on fire\n"},
	// The error inside a batch: the lines before it are written first.
	{"read in a batch", []string{"parse", "--workers", "2"}, &failAfter{r: strings.NewReader("http://a/\nhttp://b/\nhttp://c")}, io.Discard,
		"urikit parse: reading standard input: device on fire\n"},
	{"write", []string{"parse", "http://a/"}, strings.NewReader(""), failing{},
		"urikit parse: writing output: device on fire\n"},
	{"write json", []string{"resolve", "--json", "--base", "http://a/"}, strings.NewReader("b\n"), failing{},
		"urikit resolve: writing output: device on fire\n"},
	{"write inspect", []string{"inspect", "http://a/"}, strings.NewReader(""), failing{},
		"urikit inspect: writing output: device on fire\n"},
}

func TestIOErrors(t *testing.T) {
	for _, tt := range ioTests {
		var stderr strings.Builder
		if status := run(tt.args, tt.stdin, tt.stdout, &stderr); status != exitUsage {
			t.Errorf("%s: exit status %d, want %d", tt.name, status, exitUsage)
		}
		if got := stderr.String(); got != tt.want {
			t.Errorf("%s: stderr:\n\tgot  %q\n\twant %q", tt.name, got, tt.want)
		}
	}
}

// progressTests: the progress reports on stderr (CLI.md "Outputs"),
// shown only when stderr is a terminal, whatever stdin and stdout are, and
// not with --no-progress.
var progressTests = []struct {
	stdin, stdout, stderr bool // which are terminals
	args                  []string
	want                  bool
}{
	{false, false, true, nil, true},
	{false, false, true, []string{"--no-progress"}, false},
	{false, false, true, []string{"--workers", "1"}, true},
	{true, false, false, nil, false},  // stdin a terminal, stderr not: no progress
	{false, true, false, nil, false},  // stdout a terminal, stderr not
	{false, false, false, nil, false}, // none
}

func TestProgress(t *testing.T) {
	for _, tt := range progressTests {
		var stdout, stderr strings.Builder
		c := &cmd{stdin: iotest.OneByteReader(strings.NewReader("a\nb\nc\nd\ne\n")), stdout: &stdout, stderr: &stderr,
			progressInterval: time.Nanosecond, stdinTerminal: tt.stdin, stdoutTerminal: tt.stdout, stderrTerminal: tt.stderr}
		if status := c.run(append([]string{"parse"}, tt.args...)); status != exitOK {
			t.Fatalf("exit status %d", status)
		}
		got := stderr.String()
		if tt.want {
			if !strings.Contains(got, "urikit parse: 5 lines") || !strings.HasSuffix(got, "\n") || !strings.Contains(got, "B") {
				t.Errorf("progress (terminals: stdin %v, stdout %v, stderr %v, %q):\n\tgot  %q\n\twant lines, bytes and a line end",
					tt.stdin, tt.stdout, tt.stderr, tt.args, got)
			}
		} else if got != "" {
			t.Errorf("progress (terminals: stdin %v, stdout %v, stderr %v, %q):\n\tgot  %q\n\twant none", tt.stdin, tt.stdout, tt.stderr, tt.args, got)
		}
		if strings.Count(stdout.String(), "\n") != 5 {
			t.Errorf("stdout: %q", stdout.String())
		}
	}
	// run: stderr is not a terminal here, so no progress.
	var stderr strings.Builder
	run([]string{"parse"}, strings.NewReader(strings.Repeat("a\n", 100000)), io.Discard, &stderr)
	if stderr.Len() != 0 {
		t.Errorf("progress without a terminal: %q", stderr.String())
	}
}

// TestProgressETA: with --input files, whose size is known, the progress
// shows the share read and the time left.
func TestProgressETA(t *testing.T) {
	name := filepath.Join(t.TempDir(), "in.txt")
	if err := os.WriteFile(name, []byte(strings.Repeat("http://a/b\n", 30000)), 0o666); err != nil {
		t.Fatal(err)
	}
	var stderr strings.Builder
	c := &cmd{stdin: strings.NewReader(""), stdout: io.Discard, stderr: &stderr, progressInterval: time.Nanosecond, stderrTerminal: true}
	if status := c.run([]string{"normalize", "--input", name}); status != exitOK {
		t.Fatalf("exit status %d", status)
	}
	got := stderr.String()
	for _, want := range []string{"urikit normalize: 30k lines", "100%", "330/330 kB"} {
		if !strings.Contains(got, want) {
			t.Errorf("progress of a file: %q lacks %q", got, want)
		}
	}
}

// progressTerminalTests: inputs whose results are written between
// progress reports: after each line (one byte per read, so that each line
// waits for input), or when the output buffer fills, in the middle of a
// line (long lines).
var progressTerminalTests = []struct {
	name  string
	lines int
	line  func(i int) string
	read  func(io.Reader) io.Reader
}{
	{"one byte per read", 9, func(i int) string { return fmt.Sprintf("http://h/%d", i) }, iotest.OneByteReader},
	{"long lines", 40, func(i int) string { return fmt.Sprintf("http://h/%d/%s", i, strings.Repeat("x", 5000)) },
		func(r io.Reader) io.Reader { return r }},
}

// TestProgressSameTerminal: with stdout and stderr on one terminal, the
// progress line is cleared before results are written, and drawn only
// after whole result lines, so that no result lands inside it: the screen
// shows each result line whole, then the last report.
func TestProgressSameTerminal(t *testing.T) {
	for _, tt := range progressTerminalTests {
		for _, workers := range []string{"1", "3"} {
			var term strings.Builder // what the terminal received, both streams
			var in strings.Builder
			var want []string
			for i := range tt.lines {
				in.WriteString(tt.line(i) + "\n")
				want = append(want, "valid\t"+tt.line(i))
			}
			c := &cmd{stdin: tt.read(strings.NewReader(in.String())), stdout: &term, stderr: &term,
				progressInterval: time.Nanosecond, stdoutTerminal: true, stderrTerminal: true}
			if status := c.run([]string{"parse", "--workers", workers}); status != exitOK {
				t.Fatalf("%s: exit status %d", tt.name, status)
			}
			got := screen(term.String())
			last := ""
			if len(got) > 0 {
				got, last = got[:len(got)-1], got[len(got)-1]
			}
			if !slices.Equal(got, want) || !strings.Contains(last, fmt.Sprintf("urikit parse: %d lines", tt.lines)) {
				t.Errorf("%s, --workers %s: screen of %.300q:\n\tgot  %.300q then %q\n\twant %.300q then the progress",
					tt.name, workers, term.String(), got, last, want)
			}
			if strings.Count(term.String(), "urikit parse: ") < 3 {
				t.Errorf("%s, --workers %s: too few reports in %.300q", tt.name, workers, term.String())
			}
		}
	}
}

// screen returns the lines a terminal shows after receiving s: "\r" moves
// to the start of the line, "\n" to the next line, other characters
// overwrite; trailing spaces do not show.
func screen(s string) []string {
	var lines [][]rune
	var line []rune
	col := 0
	for _, r := range s {
		switch r {
		case '\r':
			col = 0
		case '\n':
			lines = append(lines, line)
			line, col = nil, 0
		default:
			if col < len(line) {
				line[col] = r
			} else {
				line = append(line, r)
			}
			col++
		}
	}
	if len(line) > 0 {
		lines = append(lines, line)
	}
	out := make([]string, len(lines))
	for i, l := range lines {
		out[i] = strings.TrimRight(string(l), " ")
	}
	return out
}

// chunkReader returns the bytes of s in reads of the sizes of steps, in
// turn: batches are cut where the input runs dry.
type chunkReader struct {
	s     string
	steps []int
	i     int
}

func (r *chunkReader) Read(p []byte) (int, error) {
	if r.s == "" {
		return 0, io.EOF
	}
	n := 1
	if len(r.steps) > 0 {
		n = r.steps[r.i%len(r.steps)]
		r.i++
	}
	n = min(max(n, 1), len(p), len(r.s))
	copy(p, r.s[:n])
	r.s = r.s[n:]
	return n, nil
}

// batchLinesOf returns the lines of in as the batches of standard input
// give them, checking that each batch's first is the count before it.
func batchLinesOf(t testing.TB, in string, steps []int) []string {
	got, err := batchLinesErr(t, in, steps)
	if err != nil {
		t.Fatal(err)
	}
	return got
}

// batchLinesErr is batchLinesOf that returns the lines before a read
// error and the error.
func batchLinesErr(t testing.TB, in string, steps []int) ([]string, error) {
	c := &cmd{stdin: &chunkReader{s: in, steps: steps}}
	br, err := c.newBatchReader(nil)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for {
		b, err := br.next()
		if err == io.EOF {
			return got, nil
		}
		if err != nil {
			return got, err
		}
		if b.first != len(got) || len(b.lines) == 0 {
			t.Fatalf("batch of %d lines first %d after %d lines", len(b.lines), b.first, len(got))
		}
		got = append(got, b.lines...)
	}
}

// batchTests: inputs whose lines fill, overflow and skip the batches'
// buffers (input.go: a line that does not fit the rest of the buffer is
// copied on its own; one longer than the reader's buffer is assembled).
var batchTests = []string{
	strings.Repeat("http://a/b\n", 5000),
	strings.Repeat(strings.Repeat("x", 40<<10)+"\n", 5),
	"a\n" + strings.Repeat("y", 200<<10) + "\r\nb\n" + strings.Repeat("z", 70<<10),
	bom + "a\r\n" + bom + "b\n",
	"",
	"\n\n\n",
}

// TestBatchReader: the batches give the lines the line reader gives, in
// order, however the reads fall.
func TestBatchReader(t *testing.T) {
	for _, in := range batchTests {
		want := readLines(t, in)
		for _, steps := range [][]int{nil, {7, 1, 300}, {64 << 10}, {1 << 20}} {
			if got := batchLinesOf(t, in, steps); !slices.Equal(got, want) {
				t.Errorf("batches(%.40q, reads %v):\n\tgot  %d lines %.80q\n\twant %d lines %.80q", in, steps, len(got), got, len(want), want)
			}
		}
	}
}

// FuzzBatchReader: the batches give the lines the line reader gives, of
// the input as it is or, when it starts with a whole, valid gzip header
// (as compress/gzip reads it, no reserved flag bit set), of what it
// decompresses to; a gzip stream that does not decompress is a read error
// that names gzip, after the lines before it. Text is never a read error,
// whatever its first bytes.
func FuzzBatchReader(f *testing.F) {
	for _, tt := range lineTests[:13] {
		f.Add(tt.in, uint8(3))
	}
	for _, in := range gzipTests {
		f.Add(in.in, uint8(1))
		f.Add(in.in, uint8(200))
	}
	f.Fuzz(func(t *testing.T, in string, step uint8) {
		steps := []int{int(step), 1, int(step) * 7}
		got, err := batchLinesErr(t, in, steps)
		z, zerr := gzip.NewReader(strings.NewReader(in))
		if zerr != nil || in[3]&gzipReserved != 0 {
			if want := readLines(t, in); err != nil || !slices.Equal(got, want) {
				t.Errorf("batches(%q), text:\n\tgot  %q, %v\n\twant %q", in, got, err, want)
			}
			return
		}
		text, zerr := io.ReadAll(z)
		switch {
		case zerr != nil && (err == nil || !strings.Contains(err.Error(), "gzip: ")):
			t.Errorf("batches(%q), gzip that does not decompress (%v):\n\tgot  %q, %v\n\twant an error naming gzip", in, zerr, got, err)
		case zerr == nil && (err != nil || !slices.Equal(got, readLines(t, string(text)))):
			t.Errorf("batches(%q), gzip of %q:\n\tgot  %q, %v\n\twant %q", in, text, got, err, readLines(t, string(text)))
		}
	})
}

// gzipOf returns s compressed as one gzip member with header h.
func gzipOf(s string, h gzip.Header) string {
	var b strings.Builder
	z := gzip.NewWriter(&b)
	z.Header = h
	z.Write([]byte(s))
	z.Close()
	return b.String()
}

// withHeaderCRC returns the gzip member g with FHCRC set and the CRC16 of
// its header (ten bytes, without other fields) inserted after it,
// corrupted when bad.
func withHeaderCRC(g string, bad bool) string {
	h := []byte(g[:10])
	h[3] |= gzipFHCRC
	crc := uint16(crc32.ChecksumIEEE(h))
	if bad {
		crc++
	}
	return string(h) + string([]byte{byte(crc), byte(crc >> 8)}) + g[10:]
}

// gzipTests: inputs that start with gzip's magic bytes, and whether they
// are gzip streams (RFC 1952 2.3: a whole, valid header); those that are
// not are text, read line by line.
var gzipTests = []struct {
	in     string
	isGzip bool
}{
	{"\x1f\x8b", false},                                           // the magic bytes alone
	{"\x1f\x8bhttp://a/\n", false},                                // text after them: CM is not 8
	{"\x1f\x8b\x08", false},                                       // a header cut short
	{"\x1f\x8b\x08\x00\x00\x00\x00", false},                       // still short of ten bytes
	{"\x1f", false},                                               // one byte
	{"\x1f\x8c\x08\x00\x00\x00\x00\x00\x00\x03", false},           // ID2 wrong
	{"\x1f\x8b\x08\x20\x00\x00\x00\x00\x00\x03x", false},          // a reserved flag bit
	{"\x1f\x8b\x08\x04\x00\x00\x00\x00\x00\x03\x05\x00ab", false}, // FEXTRA longer than the input
	{"\x1f\x8b\x08\x08\x00\x00\x00\x00\x00\x03name", false},       // FNAME without its zero
	{"\x1f\x8b\x08\x10\x00\x00\x00\x00\x00\x03" + strings.Repeat("c", 600) + "\x00", false}, // FCOMMENT over 512 bytes
	{withHeaderCRC(gzipOf("http://a/\n", gzip.Header{}), true), false},                      // FHCRC that does not match
	{gzipOf("http://a/\nb c\n", gzip.Header{}), true},
	{gzipOf("", gzip.Header{}), true},
	{gzipOf("\xef\xbb\xbfx\r\ny", gzip.Header{Name: "urls.txt", Comment: "c", Extra: []byte("ab")}), true},
	{withHeaderCRC(gzipOf("http://a/\n", gzip.Header{}), false), true},
	{gzipOf("http://a/\n", gzip.Header{})[:15], true},                   // compressed data cut short: an error
	{gzipOf("a\n", gzip.Header{}) + gzipOf("b\n", gzip.Header{}), true}, // two members
	// The longest header compress/gzip reads (gzipHeaderMax).
	{gzipOf("a\n", gzip.Header{Extra: make([]byte, 0xffff), Name: strings.Repeat("n", 511), Comment: strings.Repeat("c", 511)}), true},
}

// TestIsGzip: a stream is gzip only when it starts with a whole, valid
// header; isGzip leaves the bytes to read.
func TestIsGzip(t *testing.T) {
	for _, tt := range gzipTests {
		r := bufio.NewReaderSize(&chunkReader{s: tt.in, steps: []int{1}}, gzipPeekSize)
		if got := isGzip(r); got != tt.isGzip {
			t.Errorf("isGzip(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.isGzip)
		}
		if rest, _ := io.ReadAll(r); string(rest) != tt.in {
			t.Errorf("isGzip(%q) read:\n\tgot  %q left\n\twant all of it", tt.in, rest)
		}
	}
}

// failAfter reads r, whose last read comes with errFail: the line reader
// has lines buffered when the error comes.
type failAfter struct{ r *strings.Reader }

func (f *failAfter) Read(p []byte) (int, error) {
	n, _ := f.r.Read(p)
	if f.r.Len() == 0 {
		return n, errFail
	}
	return n, nil
}

// TestReadErrorAfterLines: the lines read before a read error are written,
// then the error reported, with any number of workers.
func TestReadErrorAfterLines(t *testing.T) {
	for _, workers := range []string{"1", "2"} {
		var out, stderr strings.Builder
		status := run([]string{"parse", "--workers", workers}, &failAfter{r: strings.NewReader("http://a/\nhttp://b/\nhttp://c")}, &out, &stderr)
		if want := "valid\thttp://a/\nvalid\thttp://b/\n"; status != exitUsage || out.String() != want {
			t.Errorf("--workers %s: a read error after two lines:\n\tgot  %d %q\n\twant %d %q", workers, status, out.String(), exitUsage, want)
		}
	}
}
