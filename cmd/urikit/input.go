package main

// This file reads the inputs (CLI.md "Inputs"): the arguments, or
// one input per line of standard input taken exactly as written. Only the
// line ending, "\n" or "\r\n", is removed, and a UTF-8 byte-order mark at
// the start of the input; nothing is trimmed, an empty line
// is an empty input (a valid relative reference, RFC 3986 4.2), and a final
// line without a line ending counts. Lines may be of any length. Input is
// streamed: memory grows with the longest line, not with the number of
// lines, and each result is written before the next line is waited for.

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
)

// progressEvery is how many inputs pass between progress reports, which
// are shown only when stderr is a terminal.
const progressEvery = 50000

// lineReader splits a stream into lines.
type lineReader struct {
	r      *bufio.Reader
	chunks [][]byte // the pieces of a line longer than r's buffer
	n      int      // lines read
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10)}
}

// bom is the UTF-8 byte-order mark, U+FEFF, removed from the start of the
// input (CLI.md "Inputs").
const bom = "\xef\xbb\xbf"

// next returns the next line without its line ending, or io.EOF after the
// last one. A line longer than the reader's buffer is assembled from
// copies of its pieces into a string of its exact size: a line costs about
// twice its size to read, whatever its size.
func (l *lineReader) next() (string, error) {
	line, err := l.r.ReadSlice('\n')
	var s string
	if errors.Is(err, bufio.ErrBufferFull) {
		size := len(line)
		l.chunks = append(l.chunks[:0], bytes.Clone(line))
		for errors.Is(err, bufio.ErrBufferFull) {
			line, err = l.r.ReadSlice('\n')
			l.chunks = append(l.chunks, bytes.Clone(line))
			size += len(line)
		}
		var b strings.Builder
		b.Grow(size)
		for i, c := range l.chunks {
			b.Write(c)
			l.chunks[i] = nil
		}
		s = b.String()
	} else {
		s = string(line)
	}
	switch {
	case err == io.EOF && len(s) == 0:
		return "", io.EOF
	case err != nil && err != io.EOF:
		return "", err
	}
	if l.n == 0 {
		s = strings.TrimPrefix(s, bom)
	}
	l.n++
	if n := len(s); n > 0 && s[n-1] == '\n' {
		s = s[:n-1]
		if n := len(s); n > 0 && s[n-1] == '\r' {
			s = s[:n-1]
		}
	}
	return s, nil
}

// idle reports whether the next line would have to wait for more input:
// the moment to flush results already written.
func (l *lineReader) idle() bool { return l.r.Buffered() == 0 }

// each runs fn on every input, the arguments or the lines of stdin, and
// returns the exit status: exitInvalid when fn reported an invalid input,
// exitUsage on a read or write error. fn writes its results to out and
// reports whether its input was valid.
func (c *cmd) each(args []string, out *output, fn func(s string) bool) int {
	status := exitOK
	do := func(s string) {
		if !fn(s) {
			status = exitInvalid
		}
	}
	if len(args) > 0 {
		for _, s := range args {
			do(s)
			if out.err != nil {
				break
			}
		}
	} else {
		if c.stdinTerminal && c.stderrTerminal {
			c.warnf("reading inputs from standard input, one per line (end with Ctrl-D)")
		}
		lr := newLineReader(c.stdin)
		n := 0
		for {
			line, err := lr.next()
			if err == io.EOF {
				break
			}
			if err != nil {
				out.flush()
				c.progressDone(n)
				c.warnf("reading standard input: %v", err)
				return exitUsage
			}
			do(line)
			n++
			if c.stderrTerminal && c.progressEvery > 0 && n%c.progressEvery == 0 {
				if c.stdoutTerminal {
					// The results so far, whole lines, first: the
					// progress line then starts a line of its own.
					out.flush()
				}
				c.progress(n)
			}
			if out.err != nil {
				break
			}
			if lr.idle() {
				out.flush()
			}
		}
		out.flush()
		c.progressDone(n)
	}
	if err := out.flush(); err != nil {
		c.warnf("writing output: %v", err)
		return exitUsage
	}
	return status
}

// progress shows, on stderr, how many inputs were read: one line, which
// each report overwrites ("\r") and which stays open until the next.
func (c *cmd) progress(n int) {
	msg := "urikit " + c.verb + ": " + strconv.Itoa(n) + " inputs"
	io.WriteString(c.stderr, "\r"+msg)
	c.progressLen = len(msg)
}

// clearProgress clears the open progress line before results are written
// on stdout, when stdout is a terminal (and so, likely, the same one as
// stderr): a result never lands inside the progress line, which each
// starts on a line of its own (each flushes the results first). The next
// report writes the line again.
func (c *cmd) clearProgress() {
	if c.progressLen > 0 && c.stdoutTerminal {
		io.WriteString(c.stderr, "\r"+strings.Repeat(" ", c.progressLen)+"\r")
		c.progressLen = 0
	}
}

// progressDone writes the last progress report, ending its line, when
// reports were shown; the results are all written by then.
func (c *cmd) progressDone(n int) {
	if c.stderrTerminal && c.progressEvery > 0 && n >= c.progressEvery {
		fmt.Fprintf(c.stderr, "\rurikit %s: %d inputs\n", c.verb, n)
		c.progressLen = 0
	}
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
