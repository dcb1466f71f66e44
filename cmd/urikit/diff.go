package main

// This file is the diff verb: each input read by RFC 3986 4.1 (package
// uri), the URL Standard (package whatwg), Go's net/url and RFC 3986
// Appendix B's lenient reading, and where they disagree, from package
// whatwg/diff.

import (
	"flag"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/quote"
	"github.com/urikit/urikit/whatwg/diff"
)

var diffVerb = &verb{
	name:     "diff",
	synopsis: "diff [--base URL] [--fail-on LIST] [--json] [URL...]",
	summary:  "where RFC 3986, the URL Standard, net/url, lenient readers disagree",
	doc: `
Read each input with four parsers: urikit's strict RFC 3986 parser, the
URL Standard's (what browsers do), Go's net/url.Parse, and a lenient
reader that splits any string by RFC 3986 Appendix B (as many libraries
do: the userinfo ends at the last "@"), and show, per component
(validity, scheme, userinfo, host, port, path, query, fragment), where
they disagree. Security bugs come from such disagreements: a check with
one parser, a fetch with another.

Components are compared like with like. Hosts: an RFC 3986 reg-name
percent-decoded and, for schemes whose hosts are DNS names, mapped as
the URL Standard's domain to ASCII maps it; IP addresses in one text.
An internationalized name written as Unicode, as percent-encoded UTF-8
(https://B%C3%BCcher.example/) or in punycode is one host. Numeric IPv4
forms are not read as addresses: http://127.1/ names "127.1" for RFC
3986 and 127.0.0.1 for the URL Standard. Ports as numbers with the
scheme's default; paths after RFC 3986 5.2.4 for the RFC 3986 readers,
in one escaped form. An input all four read alike has no disagreement.

Each disagreement has a class (scheme-confusion, slash-confusion,
host-confusion, userinfo-confusion, whitespace-stripping,
path-confusion, refusal) and a danger: high when two parsers read the
input and name different hosts or schemes; medium when they differ in
userinfo, port or path, or when one refuses what another reads through
a known trick; low for the query or fragment, or a refusal of a
character.

Plain output is a table per input, for a person: a line with the input
(and the worst danger), then one row per component with each parser's
value ("-" absent, "" empty, blank when the parser refused the input),
disagreeing rows marked with "<-", class and danger, then why each
refusing parser refused. A value wider than 64 columns is written whole
and does not widen its column. With --json, one object per input:
{input, parsers: {rfc3986, whatwg, net_url, lenient}, disagreements:
[{component, values, class, danger, offset}]}, each parser {valid,
error, href, scheme, userinfo, host, port, path, query, fragment};
offset is where the component starts in the input.

--base URL reads each input against a base (RFC 3986 5.2 for the RFC
3986 readers, the URL Standard's parse with a base,
url.URL.ResolveReference); the base must be an absolute URL RFC 3986,
the URL Standard and net/url accept, else it is a usage error.

--fail-on LIST: exit 1 when some input has a disagreement of a danger
(high, medium, low) or a class named in the comma-separated LIST:
--fail-on high, --fail-on high,medium, --fail-on slash-confusion.
check's --fail-on takes a list of the same kind (its warning codes).

Exit status 0 when every input was compared (a parser refusing an input
is a finding, not an error); 1 under --fail-on as above; 2 on a usage or
I/O error.`,
	example: `
$ urikit diff 'http://0x7f.1/'
http://0x7f.1/	high
  component  rfc3986  whatwg     net/url  lenient
  validity   valid    valid      valid    valid
  scheme     http     http       http     http
  userinfo   -        -          -        -
  host       0x7f.1   127.0.0.1  0x7f.1   0x7f.1   <- host-confusion high
  port       -        -          -        -
  path       /        /          /        /
  query      -        -          -        -
  fragment   -        -          -        -`,
	flags: diffFlags,
}

func diffFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	base := fs.String("base", "", "read each input against the base `URL`")
	failOn := fs.String("fail-on", "", "exit 1 when an input has a disagreement of a danger or class in the comma-separated `LIST`")
	return func(c *cmd, args []string) int {
		fail, err := parseDiffFailOn(*failOn)
		if err != nil {
			return c.usage(err.Error())
		}
		hasBase := flagSet(fs, "base")
		if hasBase {
			if _, err := diff.CompareRef("", *base); err != nil {
				c.warnf("bad --base %s: %v", shown(*base), err)
				return exitUsage
			}
		}
		out := c.newOutput(*jsonLines)
		return c.eachParallel(args, out, func(out *output, s string) bool {
			var r diff.Report
			if hasBase {
				r, _ = diff.CompareRef(s, *base)
			} else {
				r = diff.Compare(s)
			}
			if out.json {
				out.object(r)
			} else {
				if out.index > 0 {
					out.text("\n") // a blank line between blocks
				}
				writeDiffTable(out, r)
			}
			return !slices.ContainsFunc(r.Disagreements, fail)
		})
	}
}

// parseDiffFailOn reads --fail-on: "" (nothing fails) or a comma-separated
// list of dangers and classes; a disagreement fails when its danger or
// its class is listed.
func parseDiffFailOn(s string) (func(diff.Disagreement) bool, error) {
	if s == "" {
		return func(diff.Disagreement) bool { return false }, nil
	}
	listed := map[string]bool{}
	for _, name := range strings.Split(s, ",") {
		name = strings.TrimSpace(name)
		switch {
		case name == string(diff.DangerHigh), name == string(diff.DangerMedium), name == string(diff.DangerLow):
		case slices.Contains(diff.Classes, diff.Class(name)):
		default:
			return nil, fmt.Errorf("bad --fail-on %s: want a comma-separated list of dangers (high, medium, low) or classes (see 'urikit help diff')", quote.Message(name))
		}
		listed[name] = true
	}
	return func(d diff.Disagreement) bool { return listed[string(d.Danger)] || listed[string(d.Class)] }, nil
}

// diffParsers are the columns of the table, in the order of the report.
var diffParsers = []diff.Parser{diff.RFC3986, diff.WHATWG, diff.NetURL, diff.Lenient}

// maxCellCols is the widest cell that sets the width of its column: a
// wider one is written whole, and the cells after it in its row are not
// aligned, so that a huge value does not pad every other row.
const maxCellCols = 64

// writeDiffTable writes the plain report of one input: a header line, the
// table of components by parsers, and the parsers' refusals, straight
// into the output: a value of any size is written, never copied.
func writeDiffTable(out *output, r diff.Report) {
	if out.err != nil {
		return
	}
	w := out.w
	showTo(w, r.Input)
	if d, ok := r.Worst(); ok {
		w.WriteString("\t" + d.Danger.String() + "\n")
	} else {
		w.WriteString("\talike\n")
	}
	components := diff.Components
	if !r.Parsers.RFC3986.Valid && !r.Parsers.WHATWG.Valid && !r.Parsers.NetURL.Valid && !r.Parsers.Lenient.Valid {
		components = components[:1] // validity: nothing else to show
	}
	// cell is what the table shows of parser p's component c (of the
	// header row when c is ""), and whether it is quoted.
	cell := func(c diff.Component, p diff.Parser) (string, bool) {
		if c == "" {
			return p.String(), false
		}
		v := r.Parsers.View(p)
		switch s := v.Value(c); {
		case !v.Valid && c != diff.Validity:
			return "", false
		case s == nil:
			return "-", false
		default:
			return *s, *s == "" || strings.ContainsAny(*s, " \t\n\r") || needsQuote(*s)
		}
	}
	rows := append([]diff.Component{""}, components...)
	width := make([]int, 1+len(diffParsers))
	for _, c := range rows {
		name := "component"
		if c != "" {
			name = c.String()
		}
		width[0] = max(width[0], len(name))
		for j, p := range diffParsers {
			if n := cellCols(cell(c, p)); n <= maxCellCols {
				width[j+1] = max(width[j+1], n)
			}
		}
	}
	for _, c := range rows {
		mark := ""
		for _, d := range r.Disagreements {
			if d.Component == c && c != "" {
				mark = "<- " + d.Class.String() + " " + d.Danger.String()
			}
		}
		name := "component"
		if c != "" {
			name = c.String()
		}
		// Padding is written only before something that follows it, so
		// that no line ends in spaces.
		w.WriteString("  " + name)
		pad := width[0] - len(name)
		for j, p := range diffParsers {
			s, quoted := cell(c, p)
			pad += 2
			if s == "" && !quoted {
				pad += width[j+1]
				continue
			}
			w.WriteString(strings.Repeat(" ", pad))
			var cols int
			if quoted {
				w.WriteByte('"')
				cols = escapeTo(w, s, true) + 2
				w.WriteByte('"')
			} else {
				w.WriteString(s)
				cols = cellWidth(s)
			}
			pad = max(width[j+1]-cols, 0)
		}
		if mark != "" {
			w.WriteString(strings.Repeat(" ", pad+2) + mark)
		}
		w.WriteByte('\n')
	}
	for _, p := range diffParsers {
		if v := r.Parsers.View(p); v.Error != nil {
			w.WriteString("  " + p.String() + " refuses")
			if v.Error.Offset >= 0 {
				w.WriteString(" at offset " + strconv.Itoa(v.Error.Offset))
			}
			w.WriteString(": ")
			showTo(w, v.Error.Message)
			w.WriteByte('\n')
		}
	}
	out.check()
}

// cellCols is the number of terminal columns a cell takes: s as it is, or
// quoted and escaped.
func cellCols(s string, quoted bool) int {
	if quoted {
		return escapeTo(discard{}, s, true) + 2
	}
	return cellWidth(s)
}

// discard is a textWriter that writes nothing, to measure what escapeTo
// would write.
type discard struct{}

func (discard) Write(p []byte) (int, error)       { return len(p), nil }
func (discard) WriteString(s string) (int, error) { return len(s), nil }
func (discard) WriteByte(byte) error              { return nil }

// cellWidth is the number of terminal columns s takes.
func cellWidth(s string) int {
	n := 0
	for _, r := range s {
		n += runeWidth(r)
	}
	return n
}
