package main

// This file is the inspect verb: a report for a person on each reference,
// its components (RFC 3986 3) with absent told from empty, its host type
// (3.2.2), the error pointed at, and its forms: recomposed (5.3) and
// resolved (5.2), and normalized (6.2).

import (
	"flag"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

var inspectVerb = &verb{
	name:     "inspect",
	synopsis: "inspect [--iri] [--base BASE] [URI...]",
	summary:  "report on references for a person: components, error, forms",
	doc: `
Write a report on each input, an RFC 3986 URI-reference, for a person to
read: whether it is valid (if not, the input with a caret under the
first offending byte and the reason), each component with its value in
quotes, "" when present and empty, (absent) when absent, the host type,
and its forms: recomposed from the components (RFC 3986 5.3) and
resolved (5.2) against BASE, or without --base against itself, which
removes the dot segments of a URI. Reports are separated by a blank
line. BASE must be a URI; a bad BASE is a usage error (exit status 2).
An input that is not a URI but is a valid IRI (RFC 3987 2.2) is still
invalid (exit status 1), and the report says so and gives its URI form
(RFC 3987 3.1).

--iri reads each input as an IRI reference (RFC 3987 2.2), and BASE as
an IRI. The report adds the URI form (3.1 step 2: percent-encoded
UTF-8), and the URI form with IDNA ToASCII of a non-ASCII host (3.1)
when that differs or fails; whether the text is in NFC (3.1 step 1,
5.3.2.2: IRIs SHOULD be created in NFC); the bidi check (4.1: no bidi
formatting characters; 4.2: no component mixing right-to-left and
left-to-right characters, a right-to-left component starting and ending
with a right-to-left character), each problem with its byte offset; and
the spoofing warnings (7.5, 8: mixed scripts in a host label or path
segment, compatibility characters), each with its offset. Components
show the characters as written; controls, bidi formatting characters,
zero-width and other characters that do not show are escaped (\u202e).
The report is for a person: it is the same on a pipe as on a terminal.`,
	example: `
$ urikit inspect 'http://[::1]:8x/'
input       http://[::1]:8x/
valid       no: invalid port: unexpected 'x' at offset 14
            http://[::1]:8x/
                          ^
$ urikit inspect --iri 'http://gοogle.com/Dü'
input       http://gοogle.com/Dü
valid       yes: an IRI (RFC 3987 2.2)
scheme      "http"
authority   "gοogle.com"
userinfo    (absent)
host        "gοogle.com"  (reg-name)
port        (absent)
path        "/Dü"
query       (absent)
fragment    (absent)
uri         http://g%CE%BFogle.com/D%C3%BC  (RFC 3987 3.1)
uri (idna)  http://xn--gogle-rce.com/D%C3%BC  (RFC 3987 3.1, ToASCII)
nfc         yes  (RFC 3987 3.1 step 1)
bidi        ok  (RFC 3987 4.1, 4.2)
spoofing    1 warning  (RFC 3987 7.5, 8)
            mixed scripts in host label at offset 8: "\u03bf" (Latin, Greek)
recomposed  http://gοogle.com/Dü  (RFC 3986 5.3)
resolved    http://gοogle.com/Dü  (RFC 3986 5.2, RFC 3987 6.5, against itself)
normalized  http://gοogle.com/Dü  (RFC 3987 5.3)`,
	flags: inspectFlags,
}

// inspectForms are the derived forms in the report, after the recomposed
// and resolved forms.
var inspectForms = []inspectForm[uri.Ref]{
	{"normalized", "RFC 3986 6.2.2 + 6.2.3", func(r uri.Ref) (string, error) {
		return r.Normalize().String(), nil
	}},
}

// An inspectForm[R] is a derived form of a valid reference of type R
// (uri.Ref, or iri.Ref for inspect --iri).
type inspectForm[R any] struct {
	label string
	note  string                    // where the form is defined, shown after it
	form  func(r R) (string, error) // the form of a valid reference
}

// labelWidth aligns the values of the report.
const labelWidth = 12

func inspectFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	base := fs.String("base", "", "resolve against the base `URI` (default: the input itself)")
	asIRI := fs.Bool("iri", false, "read IRI references (RFC 3987): add the URI form, bidi and spoofing checks")
	return func(c *cmd, args []string) int {
		if *asIRI {
			return c.inspectIRI(args, *base, flagSet(fs, "base"))
		}
		b, ok := c.parseBase(*base, flagSet(fs, "base"), false)
		if !ok {
			return exitUsage
		}
		return c.reports(args, func(w reportWriter, s string) bool { return report(w, s, b) })
	}
}

// reportWriter writes the lines of a report. A report is for a person, on
// a terminal or through a pager or a file: values are always shown as a
// terminal shows them (showTo, quoteTo), the same on a pipe. It writes
// straight into the output buffer, so a value of any size is not copied.
type reportWriter struct{ w textWriter }

// label starts a line: the label, padded to align the values.
func (r reportWriter) label(label string) {
	r.w.WriteString(label)
	r.w.WriteString(strings.Repeat(" ", max(1, labelWidth-len(label))))
}

// line writes a line of text made by urikit.
func (r reportWriter) line(label string, text ...string) {
	r.label(label)
	for _, t := range text {
		r.w.WriteString(t)
	}
	r.w.WriteByte('\n')
}

// value writes a line with a value from the input, shown as on a
// terminal, then the note.
func (r reportWriter) value(label, v, note string) {
	r.label(label)
	showTo(r.w, v)
	r.w.WriteString(note)
	r.w.WriteByte('\n')
}

// message writes a line with a text that may quote the input (an error
// message, a warning): characters that must not be written raw are
// escaped.
func (r reportWriter) message(label string, text ...string) {
	r.label(label)
	for _, t := range text {
		escapeTo(r.w, t, false)
	}
	r.w.WriteByte('\n')
}

// reports writes the report of each input, separated by blank lines, and
// says whether all of them were valid through the exit status of each.
func (c *cmd) reports(args []string, report func(w reportWriter, s string) bool) int {
	out := c.newOutput(false)
	return c.eachParallel(args, out, func(out *output, s string) bool {
		if out.index > 0 {
			out.text("\n")
		}
		ok := report(reportWriter{out.w}, s)
		out.check()
		return ok
	})
}

// report writes the report on s, resolving against base when it is valid,
// and says whether s is valid.
func report(w reportWriter, s string, base uri.Ref) bool {
	w.value("input", s, "")
	if base.IsValid() {
		w.value("base", base.String(), "")
	}
	r, err := uri.Parse(s)
	if err != nil {
		reportInvalid(w, s, err)
		if ir, err := iri.Parse(s); err == nil {
			w.label("iri")
			w.w.WriteString("valid as an IRI (RFC 3987); its URI form is ")
			showTo(w.w, ir.ToURI().String())
			w.w.WriteString("  (RFC 3987 3.1; inspect --iri)\n")
		}
		return false
	}
	if r.HasScheme() {
		w.line("valid", "yes: a URI (RFC 3986 3)")
	} else {
		w.line("valid", "yes: a relative reference (RFC 3986 4.2)")
	}
	reportComponents(w, r)

	// 5.3: String is the recomposition of the components.
	w.value("recomposed", r.String(), "  (RFC 3986 5.3)")
	switch {
	case base.IsValid():
		w.value("resolved", base.Resolve(r).String(), "  (RFC 3986 5.2, against the base)")
	case r.HasScheme():
		w.value("resolved", r.Resolve(r).String(), "  (RFC 3986 5.2, against itself)")
	default:
		w.value("resolved", r.Resolve(r).String(), "  (RFC 3986 5.2, against itself; --base gives a URI)")
	}
	reportForms(w, inspectForms, r)
	return true
}

// reportInvalid writes the lines of an input that does not parse: the
// reason and offset, and the input with a caret under the offending byte.
func reportInvalid(w reportWriter, s string, err error) {
	off, msg := errorFields(err)
	w.message("valid", "no: ", msg, " at offset ", strconv.Itoa(off))
	w.label("")
	col := caretTo(w.w, s, off)
	w.w.WriteByte('\n')
	w.line("", strings.Repeat(" ", col), "^")
}

// reportComponents writes the components of r (RFC 3986 3, RFC 3987 2.2),
// each present one quoted, and the host type (3.2.2).
func reportComponents(w reportWriter, r components) {
	component(w, "scheme")(r.Scheme())
	component(w, "authority")(r.Authority())
	component(w, "userinfo")(r.Userinfo())
	if r.HasAuthority() {
		w.label("host")
		componentTo(w.w, r.Host(), true)
		w.w.WriteString("  (" + r.HostKind().String() + ")\n")
	} else {
		component(w, "host")("", false)
	}
	component(w, "port")(r.Port())
	component(w, "path")(r.Path(), true)
	component(w, "query")(r.Query())
	component(w, "fragment")(r.Fragment())
}

// reportForms writes the derived forms of r that the other verbs' files
// registered, each with where it is defined, or the error computing it.
func reportForms[R any](w reportWriter, forms []inspectForm[R], r R) {
	for _, f := range forms {
		v, err := f.form(r)
		if err != nil {
			w.message(f.label, "error: ", err.Error())
			continue
		}
		w.value(f.label, v, "  ("+f.note+")")
	}
}

// component returns the function that writes the line of a component,
// given its value and whether it is present.
func component(w reportWriter, label string) func(s string, present bool) {
	return func(s string, present bool) {
		w.label(label)
		componentTo(w.w, s, present)
		w.w.WriteByte('\n')
	}
}

// componentTo shows a component's value: quoted when present (so that an
// empty one shows as ""), (absent) when not.
func componentTo(w textWriter, s string, present bool) {
	switch {
	case !present:
		w.WriteString("(absent)")
	case s == "":
		w.WriteString(`""  (present, empty)`)
	default:
		quoteTo(w, s)
	}
}

// caret returns s as it can be shown on one line, with control characters
// and bytes that are not UTF-8 escaped, and the column under which the byte
// at offset off appears (one past the end when off is len(s) or more).
func caret(s string, off int) (text string, col int) {
	var b strings.Builder
	col = caretTo(&b, s, off)
	return b.String(), col
}

// caretTo writes s as caret shows it and returns the column.
func caretTo(w textWriter, s string, off int) (col int) {
	off = min(max(off, 0), len(s))
	for off < len(s) && !utf8.RuneStart(s[off]) {
		off++
	}
	col = escapeTo(w, s[:off], false)
	escapeTo(w, s[off:], false)
	return col
}

// runeWidth returns the number of terminal columns r takes, approximately:
// combining marks take none, East Asian wide characters two.
func runeWidth(r rune) int {
	switch {
	case r < 0x300:
		return 1
	case unicode.In(r, unicode.Mn, unicode.Me):
		return 0
	case wide(r):
		return 2
	}
	return 1
}

func wide(r rune) bool {
	return r >= 0x1100 && r <= 0x115f || r >= 0x2e80 && r <= 0xa4cf || r >= 0xac00 && r <= 0xd7a3 ||
		r >= 0xf900 && r <= 0xfaff || r >= 0xfe30 && r <= 0xfe4f || r >= 0xff00 && r <= 0xff60 ||
		r >= 0xffe0 && r <= 0xffe6 || r >= 0x1f300 && r <= 0x1f64f || r >= 0x1f900 && r <= 0x1f9ff ||
		r >= 0x20000 && r <= 0x3fffd
}
