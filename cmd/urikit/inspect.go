package main

// This file is the inspect verb: a report for a person on each reference,
// its components (RFC 3986 3) with absent told from empty, its host type
// (3.2.2), the error pointed at, and its forms: recomposed (5.3) and
// resolved (5.2). Other forms (the normalized one, RFC 3986 6) are added by
// their own files through inspectForms.

import (
	"flag"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

func init() {
	register(&verb{
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
show the characters as written; controls, bidi formatting characters
and other characters that do not show are escaped (\u202e).`,
		example: `
$ urikit inspect 'http://a:8x/'
input       http://a:8x/
valid       no: invalid port: unexpected '/' (a port is digits only, and no "@" follows to make this a userinfo) at offset 11
            http://a:8x/
                       ^
$ urikit inspect --iri 'http://аpple.com/Dürst'
input       http://аpple.com/Dürst
valid       yes: an IRI (RFC 3987 2.2)
scheme      "http"
authority   "аpple.com"
userinfo    (absent)
host        "аpple.com"  (reg-name)
port        (absent)
path        "/Dürst"
query       (absent)
fragment    (absent)
uri         http://%D0%B0pple.com/D%C3%BCrst  (RFC 3987 3.1)
uri (idna)  http://xn--pple-43d.com/D%C3%BCrst  (RFC 3987 3.1, ToASCII)
nfc         yes  (RFC 3987 3.1 step 1)
bidi        ok  (RFC 3987 4.1, 4.2)
spoofing    1 warning  (RFC 3987 7.5, 8)
            mixed scripts in host label at offset 9: "p" (Cyrillic, Latin)
recomposed  http://аpple.com/Dürst  (RFC 3986 5.3)
resolved    http://аpple.com/Dürst  (RFC 3986 5.2, RFC 3987 6.5, against itself)
normalized  http://аpple.com/Dürst  (RFC 3987 5.3)`,
		flags: inspectFlags,
	})
}

// An inspectForm is one derived form in the report, after the recomposed
// and resolved forms. The normalize verb's file adds the normalized form
// here from its init, for instance:
//
//	inspectForms = append(inspectForms, inspectForm[uri.Ref]{"normalized", "RFC 3986 6", normalizeForReport})
var inspectForms []inspectForm[uri.Ref]

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
		return c.reports(args, func(w *strings.Builder, s string) bool { return report(w, s, b) })
	}
}

// reports writes the report of each input, separated by blank lines, and
// says whether all of them were valid through the exit status of each.
func (c *cmd) reports(args []string, report func(w *strings.Builder, s string) bool) int {
	out := newOutput(c.stdout, false)
	first := true
	return c.each(args, out, func(s string) bool {
		if !first {
			out.text("\n")
		}
		first = false
		var rep strings.Builder
		ok := report(&rep, s)
		out.text(rep.String())
		return ok
	})
}

// report writes the report on s, resolving against base when it is valid,
// and says whether s is valid.
func report(w *strings.Builder, s string, base uri.Ref) bool {
	line := func(label, value string) { reportLine(w, label, value) }
	line("input", shown(s))
	if base.IsValid() {
		line("base", base.String())
	}
	r, err := uri.Parse(s)
	if err != nil {
		reportInvalid(line, s, err)
		if ir, err := iri.Parse(s); err == nil {
			line("iri", "valid as an IRI (RFC 3987); its URI form is "+shown(ir.ToURI().String())+"  (RFC 3987 3.1; inspect --iri)")
		}
		return false
	}
	if r.HasScheme() {
		line("valid", "yes: a URI (RFC 3986 3)")
	} else {
		line("valid", "yes: a relative reference (RFC 3986 4.2)")
	}
	reportComponents(line, r)

	// 5.3: String is the recomposition of the components.
	line("recomposed", shown(r.String())+"  (RFC 3986 5.3)")
	switch {
	case base.IsValid():
		line("resolved", shown(base.Resolve(r).String())+"  (RFC 3986 5.2, against the base)")
	case r.HasScheme():
		line("resolved", shown(r.Resolve(r).String())+"  (RFC 3986 5.2, against itself)")
	default:
		line("resolved", shown(r.Resolve(r).String())+"  (RFC 3986 5.2, against itself; --base gives a URI)")
	}
	reportForms(line, inspectForms, r)
	return true
}

// reportLine writes one line of a report: the label, padded, and the value.
func reportLine(w *strings.Builder, label, value string) {
	w.WriteString(label)
	w.WriteString(strings.Repeat(" ", max(1, labelWidth-len(label))))
	w.WriteString(value)
	w.WriteByte('\n')
}

// reportInvalid writes the lines of an input that does not parse: the
// reason and offset, and the input with a caret under the offending byte.
func reportInvalid(line func(label, value string), s string, err error) {
	off, msg := errorFields(err)
	line("valid", "no: "+msg+" at offset "+strconv.Itoa(off))
	text, col := caret(s, off)
	line("", text)
	line("", strings.Repeat(" ", col)+"^")
}

// reportComponents writes the components of r (RFC 3986 3, RFC 3987 2.2),
// each present one quoted, and the host type (3.2.2).
func reportComponents(line func(label, value string), r components) {
	line("scheme", component(r.Scheme()))
	line("authority", component(r.Authority()))
	line("userinfo", component(r.Userinfo()))
	if r.HasAuthority() {
		line("host", component(r.Host(), true)+"  ("+r.HostKind().String()+")")
	} else {
		line("host", component("", false))
	}
	line("port", component(r.Port()))
	line("path", component(r.Path(), true))
	line("query", component(r.Query()))
	line("fragment", component(r.Fragment()))
}

// reportForms writes the derived forms of r that the other verbs' files
// registered, each with where it is defined, or the error computing it.
func reportForms[R any](line func(label, value string), forms []inspectForm[R], r R) {
	for _, f := range forms {
		v, err := f.form(r)
		if err != nil {
			line(f.label, "error: "+err.Error())
			continue
		}
		line(f.label, shown(v)+"  ("+f.note+")")
	}
}

// component shows a component's value: quoted when present (so that an
// empty one shows as ""), (absent) when not.
func component(s string, present bool) string {
	switch {
	case !present:
		return "(absent)"
	case s == "":
		return `""  (present, empty)`
	}
	return strconv.Quote(s)
}

// caret returns s as it can be shown on one line, with control characters
// and bytes that are not UTF-8 escaped, and the column under which the byte
// at offset off appears (one past the end when off is len(s) or more).
func caret(s string, off int) (text string, col int) {
	var b strings.Builder
	col = -1
	for i := 0; i < len(s); {
		if i >= off && col < 0 {
			col = b.Len()
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b.WriteString(`\x` + strconv.FormatUint(uint64(s[i])|0x100, 16)[1:])
		case isControl(r):
			q := strconv.QuoteRune(r)
			b.WriteString(q[1 : len(q)-1])
		default:
			b.WriteRune(r)
		}
		i += size
	}
	text = b.String()
	if col < 0 {
		col = width(text)
	} else {
		col = width(text[:col])
	}
	return text, col
}

// width returns the number of terminal columns s takes, approximately:
// combining marks take none, East Asian wide characters two.
func width(s string) int {
	n := 0
	for _, r := range s {
		switch {
		case unicode.In(r, unicode.Mn, unicode.Me):
		case wide(r):
			n += 2
		default:
			n++
		}
	}
	return n
}

func wide(r rune) bool {
	return r >= 0x1100 && r <= 0x115f || r >= 0x2e80 && r <= 0xa4cf || r >= 0xac00 && r <= 0xd7a3 ||
		r >= 0xf900 && r <= 0xfaff || r >= 0xfe30 && r <= 0xfe4f || r >= 0xff00 && r <= 0xff60 ||
		r >= 0xffe0 && r <= 0xffe6 || r >= 0x1f300 && r <= 0x1f64f || r >= 0x1f900 && r <= 0x1f9ff ||
		r >= 0x20000 && r <= 0x3fffd
}
