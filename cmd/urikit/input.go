package main

// This file reads the inputs (design/CLI.md "Inputs"): the arguments, or
// one input per line of standard input taken exactly as written. Only the
// line ending, "\n" or "\r\n", is removed; nothing is trimmed, an empty line
// is an empty input (a valid relative reference, RFC 3986 4.2), and a final
// line without a line ending counts. Lines may be of any length. Input is
// streamed: memory grows with the longest line, not with the number of
// lines, and each result is written before the next line is waited for.

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
)

// progressEvery is how many inputs pass between progress reports when
// stderr is a terminal.
const progressEvery = 50000

// lineReader splits a stream into lines.
type lineReader struct {
	r   *bufio.Reader
	buf []byte // a line longer than r's buffer, assembled
}

func newLineReader(r io.Reader) *lineReader {
	return &lineReader{r: bufio.NewReaderSize(r, 64<<10)}
}

// next returns the next line without its line ending, or io.EOF after the
// last one. The line is valid until the next call.
func (l *lineReader) next() ([]byte, error) {
	line, err := l.r.ReadSlice('\n')
	if errors.Is(err, bufio.ErrBufferFull) {
		l.buf = append(l.buf[:0], line...)
		for errors.Is(err, bufio.ErrBufferFull) {
			line, err = l.r.ReadSlice('\n')
			l.buf = append(l.buf, line...)
		}
		line = l.buf
	}
	switch {
	case err == io.EOF && len(line) == 0:
		return nil, io.EOF
	case err != nil && err != io.EOF:
		return nil, err
	}
	if n := len(line); n > 0 && line[n-1] == '\n' {
		line = line[:n-1]
		if n := len(line); n > 0 && line[n-1] == '\r' {
			line = line[:n-1]
		}
	}
	return line, nil
}

// idle reports whether the next line would have to wait for more input:
// the moment to flush results already written.
func (l *lineReader) idle() bool { return l.r.Buffered() == 0 }

// each runs fn on every input, the arguments or the lines of stdin, and
// returns the exit status: exitInvalid when fn reported an invalid input,
// exitUsage on a read or write error. fn writes its results to out and
// reports whether its input was valid.
func (c *cmd) each(args []string, out *output, fn func(s string) bool) int {
	c.warnFlagLike(args)
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
		if isTerminal(c.stdin) {
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
			do(string(line))
			n++
			if c.progressEvery > 0 && n%c.progressEvery == 0 {
				fmt.Fprintf(c.stderr, "\rurikit %s: %d inputs", c.verb, n)
			}
			if out.err != nil {
				break
			}
			if lr.idle() {
				out.flush()
			}
		}
		c.progressDone(n)
	}
	if err := out.flush(); err != nil {
		c.warnf("writing output: %v", err)
		return exitUsage
	}
	return status
}

// progressDone ends the progress line on stderr, if one was written.
func (c *cmd) progressDone(n int) {
	if c.progressEvery > 0 && n >= c.progressEvery {
		fmt.Fprintf(c.stderr, "\rurikit %s: %d inputs\n", c.verb, n)
	}
}

// warnFlagLike warns, on stderr, about an argument that looks like one of
// the verb's flags: flags come before the inputs, so it is read as an
// input. "--" before the inputs silences the warning.
func (c *cmd) warnFlagLike(args []string) {
	if c.explicitEnd {
		return
	}
	v := verbs[c.verb]
	if v == nil {
		return
	}
	fs := newFlagSet(v)
	for _, a := range args {
		name, ok := strings.CutPrefix(a, "-")
		if !ok {
			continue
		}
		name = strings.TrimPrefix(name, "-")
		name, _, _ = strings.Cut(name, "=")
		if fs.Lookup(name) != nil || name == "h" || name == "help" {
			c.warnf("input %q looks like a flag, but flags come before the inputs (put -- before the inputs to silence this)", a)
		}
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
