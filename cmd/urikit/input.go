package main

// This file reads the inputs (CLI.md "Inputs"): the arguments, then the
// files of --input, or with neither one input per line of standard input,
// taken exactly as written. Only the line ending, "\n" or "\r\n", is
// removed, and a UTF-8 byte-order mark at the start of each input file;
// nothing is trimmed, an empty line is an empty input (a valid relative
// reference, RFC 3986 4.2), and a final line without a line ending counts.
// Lines may be of any length. A file that starts with a whole, valid gzip
// header is decompressed, whatever its name (input_gzip.go).
//
// Input is streamed, in batches of lines: memory grows with the longest
// line and the batches in flight, not with the number of lines. each runs
// a verb on every input in the calling goroutine; parallel.go spreads the
// batches over workers.

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
	"unsafe"
)

// lineReader splits a stream into lines.
type lineReader struct {
	r      *bufio.Reader
	chunks [][]byte // the pieces of a line longer than r's buffer
	n      int      // lines read
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10)}
}

// bom is the UTF-8 byte-order mark, U+FEFF, removed from the start of each
// input (CLI.md "Inputs").
const bom = "\xef\xbb\xbf"

// next returns the next line without its line ending, or io.EOF after the
// last one.
func (l *lineReader) next() (string, error) {
	b, long, err := l.read()
	if err != nil {
		return "", err
	}
	if b != nil {
		return string(b), nil
	}
	return long, nil
}

// read returns the next line without its line ending, or io.EOF after the
// last one: a line that fits the reader's buffer as b, a slice of the
// buffer valid until the next read, a longer one as long, assembled from
// copies of its pieces into a string of its exact size: a line costs about
// twice its size to read, whatever its size. b is not nil when long is
// not used.
func (l *lineReader) read() (b []byte, long string, err error) {
	line, err := l.r.ReadSlice('\n')
	isLong := errors.Is(err, bufio.ErrBufferFull)
	if isLong {
		size := len(line)
		l.chunks = append(l.chunks[:0], bytes.Clone(line))
		for errors.Is(err, bufio.ErrBufferFull) {
			line, err = l.r.ReadSlice('\n')
			l.chunks = append(l.chunks, bytes.Clone(line))
			size += len(line)
		}
		var sb strings.Builder
		sb.Grow(size)
		for i, c := range l.chunks {
			sb.Write(c)
			l.chunks[i] = nil
		}
		long = sb.String()
	}
	switch {
	case err == io.EOF && len(line) == 0 && !isLong:
		return nil, "", io.EOF
	case err != nil && err != io.EOF:
		return nil, "", err
	}
	first := l.n == 0
	l.n++
	if isLong {
		if first {
			long = strings.TrimPrefix(long, bom)
		}
		if n := len(long); n > 0 && long[n-1] == '\n' {
			long = long[:n-1]
			if n := len(long); n > 0 && long[n-1] == '\r' {
				long = long[:n-1]
			}
		}
		return nil, long, nil
	}
	if first {
		line = bytes.TrimPrefix(line, []byte(bom))
	}
	if n := len(line); n > 0 && line[n-1] == '\n' {
		line = line[:n-1]
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
	}
	if line == nil {
		line = []byte{}
	}
	return line, "", nil
}

// idle reports whether the next line would have to wait for more input:
// the moment to flush results already written.
func (l *lineReader) idle() bool { return l.r.Buffered() == 0 }

// A batch is a run of consecutive inputs, the unit of work of the workers.
type batch struct {
	lines []string
	first int   // the number of inputs before the batch
	pos   int64 // the bytes of input read when the batch was cut
	idle  bool  // the input had nothing more buffered when the batch was cut

	// Filled in by a worker (parallel.go).
	out      chunks        // the results, written in order by the writer
	invalid  bool          // some input was invalid
	done     chan struct{} // closed when the worker is done
	norm     []dedupItem   // dedup's normal forms, one per line
	normText []byte        // the text of the normal forms that differ from their input
}

const (
	batchBytes = 64 << 10 // a batch is cut when its lines reach this size
	batchLines = 1024     // or this number of lines
)

// inputFile is a file of --input, or standard input ("-").
type inputFile struct {
	name string // as given; "-" for standard input
	size int64  // its size when it is a regular file, else -1
}

// batchReader reads the inputs in batches: the arguments, then the
// --input files in order, or standard input when there is neither.
type batchReader struct {
	c     *cmd
	args  []string
	files []inputFile
	n     int   // inputs so far
	size  int64 // the total size of the files, or -1 when unknown
	pos   int64 // bytes read from the files (compressed bytes of gzip files)

	lr        *lineReader  // the file being read
	closer    io.Closer    // its file, closed at its end
	name      string       // its name, for errors
	count     *countReader // counts its bytes
	stdinUsed bool         // "-" was read once already
	err       error        // the error next returns from now on
}

// countReader counts the bytes read through it.
type countReader struct {
	r io.Reader
	n int64
}

func (r *countReader) Read(p []byte) (int, error) {
	n, err := r.r.Read(p)
	r.n += int64(n)
	return n, err
}

// inputFiles returns the files to read: the --input files, or standard
// input when there are no arguments and no --input. It stats each file,
// for the total size the progress shows; a file that cannot be read is a
// usage error (exit 2), reported before any output.
func (c *cmd) inputFiles(args []string) ([]inputFile, int64, error) {
	names := c.inputs
	if len(names) == 0 && len(args) == 0 {
		names = []string{"-"}
	}
	var files []inputFile
	total := int64(0)
	for _, name := range names {
		f := inputFile{name: name, size: -1}
		var st os.FileInfo
		var err error
		if name == "-" {
			if sf, ok := c.stdin.(*os.File); ok {
				st, err = sf.Stat()
			}
		} else {
			st, err = os.Stat(name)
			if err == nil && st.IsDir() {
				err = fmt.Errorf("%s is a directory", name)
			}
			if err != nil {
				return nil, 0, err
			}
		}
		if err == nil && st != nil && st.Mode().IsRegular() {
			f.size = st.Size()
		}
		if f.size < 0 || total < 0 {
			total = -1
		} else {
			total += f.size
		}
		files = append(files, f)
	}
	return files, total, nil
}

// newBatchReader returns the reader of args and the files of --input.
func (c *cmd) newBatchReader(args []string) (*batchReader, error) {
	files, size, err := c.inputFiles(args)
	if err != nil {
		return nil, err
	}
	if len(files) == 1 && files[0].name == "-" && len(c.inputs) == 0 && c.stdinTerminal && c.stderrTerminal {
		c.warnf("reading inputs from standard input, one per line (end with Ctrl-D)")
	}
	return &batchReader{c: c, args: args, files: files, size: size}, nil
}

// open opens the next file; a gzip stream is recognised by its header
// (isGzip).
func (br *batchReader) open() error {
	f := br.files[0]
	br.files = br.files[1:]
	var r io.Reader
	br.closer = nil
	br.name = f.name
	if f.name == "-" {
		br.name = "standard input"
		if br.stdinUsed {
			r = strings.NewReader("") // read once, then at its end
		} else {
			r = br.c.stdin
			br.stdinUsed = true
		}
	} else {
		file, err := os.Open(f.name)
		if err != nil {
			return err
		}
		r, br.closer = file, file
	}
	br.count = &countReader{r: r}
	// The line reader reads from peek itself (bufio.NewReaderSize
	// returns a reader that is large enough).
	peek := bufio.NewReaderSize(br.count, gzipPeekSize)
	r = peek
	if isGzip(peek) {
		// RFC 1952 2.2: members one after another are read as one
		// stream (gzip.Reader's multistream mode).
		z, err := gzip.NewReader(peek)
		if err != nil {
			return fmt.Errorf("%s: %v", br.name, err)
		}
		r = gzipErrors{z}
	}
	br.lr = newLineReader(r)
	return nil
}

// closeFile closes the file being read.
func (br *batchReader) closeFile() {
	if br.count != nil {
		br.pos += br.count.n
		br.count = nil
	}
	if br.closer != nil {
		br.closer.Close()
		br.closer = nil
	}
	br.lr = nil
}

// readPos returns the bytes of input read so far.
func (br *batchReader) readPos() int64 {
	if br.count != nil {
		return br.pos + br.count.n
	}
	return br.pos
}

// fail returns err, after the batch of the lines read before it (n of
// them), when there are any: their results come before the error.
func (br *batchReader) fail(err error, cut func() *batch, n int) (*batch, error) {
	br.err = err
	if n > 0 {
		return cut(), nil
	}
	return nil, err
}

// next returns the next batch, or io.EOF after the last one. A read
// error is returned with the file's name.
func (br *batchReader) next() (*batch, error) {
	if br.err != nil {
		return nil, br.err
	}
	b := &batch{first: br.n}
	if len(br.args) > 0 {
		n := min(len(br.args), batchLines)
		b.lines, br.args = br.args[:n:n], br.args[n:]
		br.n += n
		b.pos = br.readPos()
		return b, nil
	}
	var buf []byte // the bytes of the short lines, which their strings share
	var ends []int // the end of each short line in buf, -1 for a long one
	var longs []string
	cut := func() *batch {
		data := ""
		if len(buf) > 0 {
			// buf is never written again: its strings may share it.
			data = unsafe.String(unsafe.SliceData(buf), len(buf))
		}
		b.lines = make([]string, len(ends))
		start := 0
		for i, end := range ends {
			if end < 0 {
				b.lines[i], longs = longs[0], longs[1:]
				continue
			}
			b.lines[i] = data[start:end]
			start = end
		}
		br.n += len(ends)
		b.pos = br.readPos()
		return b
	}
	size := 0
	for {
		if br.lr == nil {
			if len(br.files) == 0 {
				if len(ends) > 0 {
					return cut(), nil
				}
				return nil, io.EOF
			}
			if err := br.open(); err != nil {
				return br.fail(err, cut, len(ends))
			}
		}
		line, long, err := br.lr.read()
		if err == io.EOF {
			br.closeFile()
			continue
		}
		if err != nil {
			name := br.name
			br.closeFile()
			return br.fail(fmt.Errorf("reading %s: %w", name, err), cut, len(ends))
		}
		if line != nil {
			if buf == nil {
				buf = make([]byte, 0, batchBytes)
			}
			if len(buf)+len(line) > cap(buf) {
				// Does not fit the rest of the buffer: the line is
				// copied on its own, now, before the next read.
				// (ReadSlice's lines fit the reader's buffer, as
				// large as batchBytes, so the batch is cut next.)
				long = string(line)
				line = nil
			} else {
				buf = append(buf, line...)
				ends = append(ends, len(buf))
			}
		}
		if line == nil {
			longs = append(longs, long)
			ends = append(ends, -1)
			size += len(long)
		} else {
			size += len(line)
		}
		if br.lr.idle() {
			b.idle = true
			return cut(), nil
		}
		if len(ends) >= batchLines || size >= batchBytes {
			return cut(), nil
		}
	}
}

// each runs fn on every input (the arguments, the --input files, or the
// lines of stdin) in input order, in the calling goroutine, and returns the
// exit status: exitInvalid when fn reported an invalid input, exitUsage on
// a read or write error. fn writes its results to out and reports whether
// its input was valid. Results are flushed whenever the input has nothing
// more buffered, so that a pipe's lines come out as they go in.
//
// A verb whose fn keeps no state between inputs may use eachParallel
// instead (parallel.go), which spreads the inputs over --workers.
func (c *cmd) each(args []string, out *output, fn func(s string) bool) int {
	br, err := c.newBatchReader(args)
	if err != nil {
		c.warnf("%v", err)
		return exitUsage
	}
	status := exitOK
	p := c.startProgress(br)
	for {
		b, err := br.next()
		if err == io.EOF {
			break
		}
		if err != nil {
			out.flush()
			p.done()
			c.warnf("%v", err)
			return exitUsage
		}
		for i, s := range b.lines {
			out.index = b.first + i
			if !fn(s) {
				status = exitInvalid
			}
			if out.err != nil {
				break
			}
		}
		if out.err != nil {
			break
		}
		if b.idle || p.due() {
			out.flush()
		}
		p.update(b.first+len(b.lines), b.pos)
	}
	out.flush()
	p.done()
	if err := out.flush(); err != nil {
		c.warnf("writing output: %v", err)
		return exitUsage
	}
	return status
}

// isTerminal reports whether f is a terminal: a character device other
// than the null device (the standard library has no isatty).
func isTerminal(f any) bool {
	file, ok := f.(*os.File)
	if !ok {
		return false
	}
	st, err := file.Stat()
	if err != nil || st.Mode()&os.ModeCharDevice == 0 {
		return false
	}
	null, err := os.Stat(os.DevNull)
	return err != nil || !os.SameFile(st, null)
}
