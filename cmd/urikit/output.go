package main

// This file writes the results (CLI.md "Outputs"): plain lines of
// tab-separated fields, or with --json one JSON object per input (JSON
// Lines, RFC 8259 text with HTML escaping off, json.go). Results go to
// stdout only; diagnostics go to stderr through cmd.warnf.
//
// Every verb writes its plain fields through output.fields, which decides
// how a field is shown:
//   - on a pipe (stdout not a terminal), raw: the bytes as they are, so that
//     verbs chain (relative | resolve, convert --to iri | convert --to uri);
//     an empty result is an empty field. Only a field holding a tab or a
//     line break, which would split the line or its fields, is quoted
//     (see quoteTo); a URI or IRI reference never holds one (RFC 3986 2,
//     RFC 3987 2.2), so only the echo of an invalid input can.
//   - on a terminal, for a person: a field that is empty, starts with '"',
//     is not UTF-8 or holds a character that must not be written raw
//     (quote.MustEscape: controls, bidi formatting characters, default-ignorable
//     and other invisible characters) is quoted with those escaped (\u202e).
// Fields are written straight into the output buffer: a field of any size
// is never copied.

import (
	"bufio"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/quote"
	"github.com/urikit/urikit/uri"
)

// output is a verb's result stream.
type output struct {
	w        *bufio.Writer
	err      error // the first write error; later writes are dropped
	json     bool
	terminal bool // stdout is a terminal: fields are shown escaped
	// index is the number of inputs before the one being written (0 for
	// the first), set by each and eachParallel before each call of the
	// verb's function.
	index int
}

// newOutput returns the verb's output on stdout: JSON Lines when jsonLines
// is set, else plain lines shown for a terminal when stdout is one.
func (c *cmd) newOutput(jsonLines bool) *output {
	return &output{w: bufio.NewWriterSize(resultWriter{c}, 32<<10), json: jsonLines, terminal: c.stdoutTerminal}
}

// resultWriter is stdout, on which the progress line, when one is shown on
// the same terminal, is cleared before results are written.
type resultWriter struct{ c *cmd }

func (w resultWriter) Write(p []byte) (int, error) {
	w.c.clearProgress()
	return w.c.stdout.Write(p)
}

// fields writes one plain line: the fields, each shown for a pipe or a
// terminal, separated by tabs.
func (o *output) fields(f ...string) { o.fieldsThen(nil, f...) }

// fieldsThen is fields with more of the line written by then, after the
// fields, when then is not nil: fields written straight into the output,
// each starting with its tab, and shown as they are.
func (o *output) fieldsThen(then func(w textWriter), f ...string) {
	if o.err != nil {
		return
	}
	for i, s := range f {
		if i > 0 {
			o.w.WriteByte('\t')
		}
		if o.terminal {
			showTo(o.w, s)
		} else {
			rawTo(o.w, s)
		}
	}
	if then != nil {
		then(o.w)
	}
	_, o.err = o.w.Write([]byte{'\n'})
}

// invalid writes the plain line of an invalid input: "invalid", the inputs
// (one, or both sides of a pair), and the extra fields, then the offset and
// the reason of err.
func (o *output) invalid(err error, inputs ...string) {
	off, msg := errorFields(err)
	o.fields(append(append([]string{"invalid"}, inputs...), strconv.Itoa(off), msg)...)
}

// check takes up a write error of the buffer, after writing to o.w
// directly.
func (o *output) check() {
	if o.err == nil {
		_, o.err = o.w.Write(nil)
	}
}

// text writes s as it is; s ends its own lines.
func (o *output) text(s string) {
	if o.err != nil {
		return
	}
	_, o.err = o.w.WriteString(s)
}

// flush writes out what is buffered and returns the first write error.
func (o *output) flush() error {
	if o.err == nil {
		o.err = o.w.Flush()
	}
	return o.err
}

// jsonError is the "error" member of a JSON result.
type jsonError struct {
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

// errorFields returns the byte offset and the reason of a uri or iri error;
// the reason leaves out the input and the offset, which the output gives
// apart.
func errorFields(err error) (offset int, message string) {
	var e *uri.Error
	if errors.As(err, &e) {
		return e.Offset, e.Err.Error()
	}
	return 0, err.Error()
}

func newJSONError(err error) *jsonError {
	off, msg := errorFields(err)
	return &jsonError{Offset: off, Message: msg}
}

// textWriter is what the show functions write to: a *bufio.Writer or a
// *strings.Builder.
type textWriter interface {
	io.Writer
	io.StringWriter
	io.ByteWriter
}

// rawTo writes s as plain output on a pipe shows it: as it is, unless it
// holds a tab or a line break, which would break the line into more
// fields or lines: then quoted.
func rawTo(w textWriter, s string) {
	if strings.ContainsAny(s, "\t\n\r") {
		quoteTo(w, s)
		return
	}
	w.WriteString(s)
}

// showTo writes s as plain output on a terminal shows it: as it is, or
// quoted when it is empty, starts with '"', is not UTF-8 or holds a
// character that must not be written raw.
func showTo(w textWriter, s string) {
	if needsQuote(s) {
		quoteTo(w, s)
		return
	}
	w.WriteString(s)
}

// needsQuote reports whether a terminal is shown s quoted.
func needsQuote(s string) bool {
	if s == "" || s[0] == '"' {
		return true
	}
	for i := 0; i < len(s); {
		b := s[i]
		if b >= 0x20 && b < 0x7f {
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || quote.MustEscape(r) {
			return true
		}
		i += size
	}
	return false
}

// shown returns s as a terminal shows it (showTo), for diagnostics on
// stderr and reports.
func shown(s string) string {
	if !needsQuote(s) {
		return s
	}
	var b strings.Builder
	quoteTo(&b, s)
	return b.String()
}

// quoteTo writes s double-quoted, Go-style: '"' and '\' escaped with a
// backslash, a byte that is not UTF-8 as \xHH, and a character that must
// not be written raw (quote.MustEscape) as \t, \n, \r, \xHH, \uHHHH or
// \UHHHHHHHH. Other characters are written as they are, in runs.
func quoteTo(w textWriter, s string) {
	w.WriteByte('"')
	escapeTo(w, s, true)
	w.WriteByte('"')
}

// escapeTo writes s with the escapes of quoteTo, without the quotes ('"'
// and '\' escaped only when quoting), and returns the number of terminal
// columns written.
func escapeTo(w textWriter, s string, quoting bool) (cols int) {
	var buf [10]byte
	start := 0 // the run of characters written as they are
	for i := 0; i < len(s); {
		b := s[i]
		if b >= 0x20 && b < 0x7f && (!quoting || b != '"' && b != '\\') {
			cols++
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !(r == utf8.RuneError && size == 1) && r >= 0x80 && !quote.MustEscape(r) {
			cols += runeWidth(r)
			i += size
			continue
		}
		w.WriteString(s[start:i])
		e := quote.AppendEscape(buf[:0], s[i:])
		w.Write(e)
		cols += len(e)
		i += size
		start = i
	}
	w.WriteString(s[start:])
	return cols
}

// optional returns a pointer to s when present, for a JSON member that is
// null when absent and "" when present and empty.
func optional(s string, present bool) *string {
	if !present {
		return nil
	}
	return &s
}
