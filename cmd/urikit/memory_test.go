package main

import (
	"bytes"
	"fmt"
	"io"
	"net/url"
	"runtime"
	"runtime/debug"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// lineSize is the size of the huge lines of TestHostileLineMemory, 32
// times the buffer of standard input.
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
	// Nothing but bytes that are not UTF-8: no parser reads any of it.
	"ff": func(n int) string { return strings.Repeat("\xff", 4*n) },
	// RFC 3986 6.2.2: a reference that normalization changes throughout.
	"unnormal": func(n int) string { return "HTTP://A/" + strings.Repeat("%7e/./", n*2/3) },
	// RFC 3987 2.2: an IRI; its URI form (3.1) is three times its size.
	"iri": func(n int) string { return "http://a/" + strings.Repeat("éé", n) },
	// RFC 3987 3.2: a URI whose IRI form decodes every triplet.
	"encoded": func(n int) string { return "http://a/" + strings.Repeat("%C3%A9", n*2/3) },
	// RFC 3987 4.1: bidi formatting characters, escaped on a terminal,
	// each one a warning of check --iri.
	"bidi": func(n int) string { return "http://a/" + strings.Repeat("\u202e", n*4/3) },
	// Percent-encoded bidi controls: RFC 3987 3.2 shows them decoded.
	"pctbidi": func(n int) string { return "http://a/" + strings.Repeat("%E2%80%AE", n*4/9) },
	// A host of the URL Standard's domain to ASCII: one long label of
	// letters with a capital, then a long path.
	"host": func(n int) string { return "http://" + strings.Repeat("Ab", n) + "/" + strings.Repeat("cd", n) },
	// The tricks diff and check look for: a backslash before the
	// userinfo, a numeric host, then a long path of backslashes.
	"tricks": func(n int) string { return "http://evil.com\\@0x7f.1/" + strings.Repeat("\\a", n*2) },
	// A line of text holding many references, for extract.
	"text": func(n int) string { return strings.Repeat("see http://a/ ", n*2/7) },
	// RFC 3987 4.2: a right-to-left segment ending in a digit, each one
	// a violation of the bidi rules.
	"rtl": func(n int) string { return "http://a/" + strings.Repeat("\u05d01/", n) },
	// RFC 3987 7.5: a compatibility character (U+FB01 LATIN SMALL
	// LIGATURE FI) every three bytes, and a segment mixing Latin and
	// Cyrillic every four, each a spoofing warning.
	"compat": func(n int) string { return "http://a/" + strings.Repeat("\ufb01", n*4/3) },
	"mixed":  func(n int) string { return "http://a/" + strings.Repeat("a\u0430/", n) },
	// A repair every byte, of two kinds in turn, for parse --lenient.
	"fixes": func(n int) string { return "http://a/" + strings.Repeat("\xff ", 2*n) + "x" },
	// Two halves separated by a tab, for equal.
	"pair": func(n int) string {
		h := "http://a/" + strings.Repeat("bb", n)
		return h + "\t" + h
	},
}

// memoryTest is a run of the command on one huge line: its arguments, the
// line (a key of hugeLines), whether stdout is a terminal, and the most
// the line may cost in bytes allocated per byte (0: maxMemory), beyond
// what the parsers the verb relies on allocate on the line themselves
// when relied is not nil.
type memoryTest struct {
	args     []string
	line     string
	terminal bool
	limit    float64
	relied   func(s string)
}

// memoryTests: every verb, plain and JSON, on huge lines of the kinds
// that cost it most: a huge line costs memory proportional to it.
var memoryTests = []memoryTest{
	{[]string{"parse"}, "uri", false, 0, nil},
	{[]string{"parse", "--json"}, "uri", false, 0, nil},
	{[]string{"parse"}, "invalid", false, 0, nil},
	{[]string{"parse"}, "invalid", true, 0, nil},
	{[]string{"parse", "--json"}, "binary", false, 0, nil},
	{[]string{"parse"}, "ff", true, 0, nil},
	{[]string{"parse", "--iri"}, "iri", true, 0, nil},
	{[]string{"parse", "--iri", "--json"}, "iri", false, 0, nil},
	{[]string{"parse", "--iri"}, "bidi", true, 0, nil},
	{[]string{"parse", "--lenient"}, "uri", false, 0, nil},
	{[]string{"parse", "--lenient", "--json"}, "uri", false, 0, nil},
	// The result is 3 times the line (each 0xFF is "%FF"), one fix.
	{[]string{"parse", "--lenient"}, "ff", false, 0, nil},
	// A fix every byte: the first 64 are listed, the others counted.
	{[]string{"parse", "--lenient"}, "fixes", false, 0, nil},
	{[]string{"parse", "--lenient", "--json"}, "fixes", false, 0, nil},
	{[]string{"parse", "--whatwg"}, "uri", false, 0, nil},
	{[]string{"parse", "--whatwg", "--json"}, "unnormal", false, 0, nil},
	{[]string{"parse", "--whatwg"}, "host", false, 0, nil},
	// The href is three times the line ("é" is "%C3%A9"): the path
	// grows to it, and the href is a copy.
	{[]string{"parse", "--whatwg"}, "iri", false, 9.5, nil},
	{[]string{"parse", "--whatwg"}, "tricks", false, 0, nil},
	{[]string{"parse", "--whatwg", "--json"}, "ff", false, 0, nil},
	{[]string{"inspect"}, "uri", false, 0, nil},
	{[]string{"inspect"}, "invalid", false, 0, nil},
	{[]string{"inspect"}, "unnormal", false, 0, nil},
	{[]string{"inspect", "--iri"}, "iri", false, 0, nil},
	// A bidi violation every few bytes (RFC 3987 4.1, 4.2): the report
	// lists the first 20 and counts the others.
	{[]string{"inspect", "--iri"}, "bidi", true, 0, nil},
	{[]string{"inspect", "--iri"}, "rtl", false, 0, nil},
	// A spoofing warning every few bytes: the first 20 listed.
	{[]string{"inspect", "--iri"}, "compat", false, 0, nil},
	{[]string{"inspect", "--iri"}, "mixed", false, 0, nil},
	{[]string{"normalize"}, "unnormal", false, 0, nil},
	{[]string{"normalize", "--json"}, "unnormal", false, 0, nil},
	{[]string{"normalize", "--level", "syntax", "--drop-fragment", "--file-localhost"}, "unnormal", false, 0, nil},
	{[]string{"normalize", "--iri"}, "encoded", false, 0, nil},
	{[]string{"normalize", "--iri", "--json"}, "iri", false, 0, nil},
	{[]string{"normalize", "--iri", "--nfc", "--idna"}, "iri", false, 0, nil},
	{[]string{"normalize", "--iri"}, "bidi", true, 0, nil},
	// Crawl keys: a key three times the line (each byte escaped) is
	// written twice, the escaped component in the arena, then the key;
	// the surt profile unescapes, escapes and lower-cases the path and
	// lists its segments; the whatwg profile's href is the URL
	// Standard's parser's, the key nothing more.
	{[]string{"normalize", "--profile", "rfc", "--sort-query", "--remove-duplicate-slashes"}, "unnormal", false, 0, nil},
	{[]string{"normalize", "--profile", "rfc"}, "fixes", false, 0, nil},
	{[]string{"normalize", "--profile", "whatwg", "--json"}, "unnormal", false, 0, nil},
	{[]string{"normalize", "--profile", "whatwg"}, "fixes", false, 0, func(s string) { whatwg.Parse(s) }},
	{[]string{"normalize", "--profile", "safebrowsing"}, "unnormal", false, 0, nil},
	{[]string{"normalize", "--profile", "safebrowsing"}, "ff", false, 8.25, nil},
	{[]string{"normalize", "--profile", "surt"}, "unnormal", false, 8.25, nil},
	{[]string{"normalize", "--profile", "surt"}, "fixes", false, 8.25, nil},
	{[]string{"resolve", "--base", "http://a/b/c"}, "unnormal", false, 0, nil},
	{[]string{"resolve", "--json", "--base", "http://a/b/c"}, "binary", false, 0, nil},
	{[]string{"resolve", "--iri", "--base", "http://a/b/c"}, "iri", false, 0, nil},
	{[]string{"relative", "--base", "http://a/b"}, "uri", false, 0, nil},
	{[]string{"relative", "--json", "--base", "http://a/b"}, "uri", false, 0, nil},
	{[]string{"relative", "--iri", "--base", "http://a/b"}, "iri", false, 0, nil},
	{[]string{"convert", "--to", "uri"}, "iri", false, 0, nil},
	{[]string{"convert", "--to", "uri", "--json"}, "iri", false, 0, nil},
	{[]string{"convert", "--to", "iri"}, "encoded", true, 0, nil},
	{[]string{"convert", "--to", "iri", "--json"}, "encoded", false, 0, nil},
	{[]string{"convert", "--to", "iri"}, "pctbidi", false, 0, nil},
	{[]string{"convert", "--to", "uri", "--idna"}, "host", false, 0, nil},
	{[]string{"equal"}, "pair", false, 0, nil},
	{[]string{"equal", "--json"}, "pair", false, 0, nil},
	{[]string{"equal", "--iri", "--nfc"}, "pair", false, 0, nil},
	{[]string{"dedup"}, "unnormal", false, 0, nil},
	{[]string{"dedup", "--json"}, "uri", false, 0, nil},
	{[]string{"dedup", "--iri"}, "encoded", false, 0, nil},
	// dedup holds each class's key and first spelling, then writes them:
	// with a key three times the line, 8 times the line besides the
	// reading and the key's making.
	{[]string{"dedup", "--profile", "surt", "--by", "site"}, "unnormal", false, 9.25, nil},
	{[]string{"dedup", "--profile", "safebrowsing"}, "ff", false, 15.25, nil},
	{[]string{"extract"}, "text", false, 0, nil},
	{[]string{"extract", "--json"}, "uri", false, 0, nil},
	{[]string{"extract", "--iri"}, "iri", false, 0, nil},
	{[]string{"extract"}, "ff", false, 0, nil},
}

// memoryTestsCheckDiff: check and diff, with and without --iri, on the
// lines that cost them most, a line of U+202E of 5 MB among them.
var memoryTestsCheckDiff = []memoryTest{
	{[]string{"check"}, "uri", false, 0, nil},
	{[]string{"check", "--json"}, "binary", false, 0, nil},
	{[]string{"check"}, "invalid", false, 0, nil},
	{[]string{"check"}, "tricks", false, 0, nil},
	{[]string{"check"}, "pctbidi", false, 0, nil},
	{[]string{"check"}, "ff", false, 0, nil},
	{[]string{"check", "--iri"}, "iri", false, 0, nil},
	{[]string{"check", "--iri"}, "bidi", false, 0, nil},
	{[]string{"check", "--iri", "--json"}, "bidi5", false, 0, nil},
	{[]string{"check", "--iri"}, "host", false, 0, nil},
	{[]string{"check", "--iri", "--json"}, "rtl", false, 0, nil},
	{[]string{"check", "--iri"}, "compat", false, 0, nil},
	{[]string{"check", "--iri"}, "mixed", false, 0, nil},
	// diff holds what its four parsers read, and relies on them for it:
	// its bound is beyond what they allocate on the line themselves,
	// which on some lines is many times the line. On the binary line
	// ("b\xffb\xff..." after "http://a/") the URL Standard's href is 5
	// times the line (each 0xFF is "%EF%BF%BD") and its parser writes
	// the path before the href, some 10 in all; net/url escapes the path
	// to compare it with the line and again in String, each time a
	// buffer and a string of twice the line, and writes its href, some 11
	// more. On the ff line (0xFF bytes alone) the URL Standard refuses
	// the line and net/url's escapes are of 3 times it, some 16 in all.
	{[]string{"diff"}, "uri", false, diffMemory, diffReaders("")},
	{[]string{"diff", "--json"}, "binary", false, diffMemory, diffReaders("")},
	{[]string{"diff"}, "ff", false, diffMemory, diffReaders("")},
	{[]string{"diff"}, "tricks", false, diffMemory, diffReaders("")},
	{[]string{"diff", "--json"}, "host", false, diffMemory, diffReaders("")},
	{[]string{"diff", "--base", "http://a/b"}, "unnormal", false, diffMemory, diffReaders("http://a/b")},
}

// diffMemory is what diff may allocate per byte of a line beyond what
// its parsers allocate: reading the line costs 2 (its pieces, then the
// string), and the values the report shows that the parsers do not
// give, a host in lower case and a path without dot-segments, at most 1
// more. Nothing is copied for the JSON or the table.
const diffMemory = 3

// diffReaders returns what diff relies on the parsers it compares for:
// their readings of a line, against base when it is not "" (package uri's
// Parse and Resolve, the URL Standard's parse, url.Parse with
// ResolveReference and the href String writes).
func diffReaders(base string) func(s string) {
	rb, wb, nb := uri.MustParse(base), whatwg.URL{}, (*url.URL)(nil)
	if base != "" {
		wb, _ = whatwg.Parse(base)
		nb, _ = url.Parse(base)
	}
	return func(s string) {
		if r, err := uri.Parse(s); err == nil && base != "" {
			rb.Resolve(r)
		}
		whatwg.ParseRef(s, wb)
		if u, err := url.Parse(s); err == nil {
			if nb != nil {
				u = nb.ResolveReference(u)
			}
			_ = u.String()
		}
	}
}

func init() {
	// 5 MB of U+202E RIGHT-TO-LEFT OVERRIDE after a scheme and host.
	hugeLines["bidi5"] = func(n int) string {
		if n > 1<<10 {
			n = 5 << 20 / 3
		}
		return "http://a/" + strings.Repeat("\u202e", n)
	}
}

// maxMemory is the most a line may cost, in bytes allocated per byte of
// the line, with one worker: reading it costs 2 (its pieces, then the
// string), a result as long as the line 1 more, and the URI form of an
// IRI of non-ASCII letters is 3 times longer (RFC 3987 3.1): inspect
// --iri, which writes that form and the resolved one, costs 6 and a
// little.
const maxMemory = 6.25

// With workers a batch's results are held in the batch's buffer until
// they are written in order (parallel.go): one more copy of the output,
// which the test counts, and parallelSlack for the workers' buffers.
const parallelSlack = 0.25

// TestHostileLineMemory feeds one huge line through each verb, the output
// discarded, and checks the bytes allocated for each byte of the line
// (runtime.MemStats.TotalAlloc, which bounds the peak): what a run on the
// huge line allocates beyond a run on a short line of the same kind (the
// buffers, flag sets and tables that do not grow with the line). With -v
// it prints the figure of each run.
func TestHostileLineMemory(t *testing.T) {
	testLineMemory(t, memoryTests)
}

// TestHostileLineMemoryCheckDiff is TestHostileLineMemory for check and
// diff.
func TestHostileLineMemoryCheckDiff(t *testing.T) {
	testLineMemory(t, memoryTestsCheckDiff)
}

func testLineMemory(t *testing.T, tests []memoryTest) {
	if testing.Short() || raceEnabled {
		t.Skip("slow: 2 MB lines through every verb")
	}
	for _, workers := range []string{"1", "2"} {
		for _, tt := range tests {
			limit := tt.limit
			if limit == 0 {
				limit = maxMemory
			}
			args := append(slices.Clip(tt.args), "--workers", workers)
			short := hugeLines[tt.line](1 << 10)
			long := hugeLines[tt.line](lineSize / 4)
			n := float64(len(long) - len(short))
			a, out := allocated(args, long, tt.terminal)
			b, _ := allocated(args, short, tt.terminal)
			perByte := float64(int64(a)-int64(b)) / n
			relied, parsers := 0.0, ""
			if tt.relied != nil {
				relied = float64(int64(allocatedBy(tt.relied, long))-int64(allocatedBy(tt.relied, short))) / n
				parsers = fmt.Sprintf(", the parsers %.2f", relied)
			}
			if workers != "1" {
				limit += float64(out)/float64(len(long)) + parallelSlack
			}
			terminal := ""
			if tt.terminal {
				terminal = " (terminal)"
			}
			t.Logf("%-60s %-8s %8d bytes%s: %6.2f bytes allocated per byte%s (at most %.2f more), output %.2f",
				strings.Join(args, " "), tt.line, len(long), terminal, perByte, parsers, limit, float64(out)/float64(len(long)))
			if perByte > relied+limit {
				t.Errorf("%q on a %d-byte %s line (terminal %v): %.2f bytes allocated per byte%s, want at most %.2f more",
					args, len(long), tt.line, tt.terminal, perByte, parsers, limit)
			}
		}
	}
}

// allocated returns the bytes a run of args on the line in allocates, and
// the bytes it writes.
func allocated(args []string, in string, terminal bool) (alloc uint64, out int64) {
	stdin := bytes.NewReader([]byte(in))
	var w countingWriter
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	c := &cmd{stdin: stdin, stdout: &w, stderr: io.Discard, stdoutTerminal: terminal}
	c.run(args)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc, int64(w)
}

// allocatedBy returns the bytes f allocates on s.
func allocatedBy(f func(s string), s string) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	f(s)
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// countingWriter discards what is written and counts it.
type countingWriter int64

func (w *countingWriter) Write(p []byte) (int, error) {
	*w += countingWriter(len(p))
	return len(p), nil
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
// with the number of lines: streaming verbs with any number of
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
