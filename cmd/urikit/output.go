package main

// This file writes the results (design/CLI.md "Outputs"): plain lines of
// tab-separated fields, or with --json one JSON object per input (JSON
// Lines, RFC 8259 text with HTML escaping off). Results go to stdout only;
// diagnostics go to stderr through cmd.warnf.
//
// In plain output an input is echoed as written, unless it is empty, starts
// with '"', holds a control character, a bidi formatting character (RFC
// 3987 4.1) or another character that does not show (isControl), or is not
// UTF-8: then it is written as a Go-quoted string ("...", those characters
// escaped). A URI reference never contains a
// control character, a space or '"' (RFC 3986 2), so a valid reference is
// always echoed as is, no field ever holds a tab or a line break, and a
// field starting with '"' is always a quoted one.

import (
	"bufio"
	"encoding/json"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// output is a verb's result stream.
type output struct {
	w    *bufio.Writer
	enc  *json.Encoder // nil for plain output
	err  error         // the first write error; later writes are dropped
	json bool
}

func newOutput(w io.Writer, jsonLines bool) *output {
	o := &output{w: bufio.NewWriterSize(w, 32<<10), json: jsonLines}
	if jsonLines {
		o.enc = json.NewEncoder(o.w)
		o.enc.SetEscapeHTML(false) // "&", "<", ">" stay as written
	}
	return o
}

// fields writes one plain line: the fields separated by tabs.
func (o *output) fields(f ...string) {
	if o.err != nil {
		return
	}
	for i, s := range f {
		if i > 0 {
			o.w.WriteByte('\t')
		}
		o.w.WriteString(s)
	}
	_, o.err = o.w.Write([]byte{'\n'})
}

// text writes s as it is; s ends its own lines.
func (o *output) text(s string) {
	if o.err != nil {
		return
	}
	_, o.err = o.w.WriteString(s)
}

// object writes v as one line of JSON. Go strings that are not UTF-8 are
// written with U+FFFD in place of the bad bytes, which JSON cannot hold; the
// error offsets still count bytes of the input as given.
func (o *output) object(v any) {
	if o.err != nil {
		return
	}
	o.err = o.enc.Encode(v)
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
	var ie *iri.Error
	if errors.As(err, &ie) {
		return ie.Offset, ie.Err.Error()
	}
	return 0, err.Error()
}

func newJSONError(err error) *jsonError {
	off, msg := errorFields(err)
	return &jsonError{Offset: off, Message: msg}
}

// errorText is the plain form of an error: its offset and reason as two
// tab-separated fields.
func errorText(err error) string {
	off, msg := errorFields(err)
	return strconv.Itoa(off) + "\t" + msg
}

// shown returns s as plain output echoes an input: as written, or quoted
// when it is empty or as written it would break the line or its fields.
func shown(s string) string {
	if s == "" || !utf8.ValidString(s) || strings.ContainsFunc(s, isControl) || s[0] == '"' {
		return strconv.Quote(s)
	}
	return s
}

// isControl reports the characters plain output never writes as they are:
// C0 and C1 controls, the bidirectional formatting characters (RFC 3987
// 4.1), which would reorder the text around them on the reader's screen,
// and every other character that is not graphic (unicode.IsPrint: format
// characters such as U+200D, private use, unassigned code points, spaces
// other than U+0020), which would not show or would pass for another.
func isControl(r rune) bool {
	return r < 0x20 || r == 0x7f || (r >= 0x80 && r < 0xa0) || isBidiFormatting(r) || !unicode.IsPrint(r)
}

// isBidiFormatting reports ALM, LRM, RLM, LRE, RLE, PDF, LRO, RLO, LRI, RLI,
// FSI and PDI.
func isBidiFormatting(r rune) bool {
	return r == 0x061c || r == 0x200e || r == 0x200f || (r >= 0x202a && r <= 0x202e) || (r >= 0x2066 && r <= 0x2069)
}

// optional returns a pointer to s when present, for a JSON member that is
// null when absent and "" when present and empty.
func optional(s string, present bool) *string {
	if !present {
		return nil
	}
	return &s
}
