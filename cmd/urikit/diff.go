package main

// This file is the diff verb (issue 10): each input read by RFC 3986 4.1
// (package uri), the URL Standard (package whatwg) and Go's net/url, and
// where they disagree, from package whatwg/diff.

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/urikit/urikit/whatwg/diff"
)

var diffVerb = &verb{
	name:     "diff",
	synopsis: "diff [--base URL] [--fail-on DANGER] [--json] [URL...]",
	summary:  "where RFC 3986, the URL Standard and net/url disagree",
	doc: `
Read each input with three parsers: urikit's strict RFC 3986 parser, the
URL Standard's (what browsers do) and Go's net/url.Parse, and show, per
component (validity, scheme, userinfo, host, port, path, query,
fragment), where they disagree. Security bugs come from such
disagreements: a check with one parser, a fetch with another.

Components are compared like with like: each parser's own normalized
form (host: RFC 3986's reg-name in lower case, the URL Standard's
serialized host, net/url's Hostname), ports as numbers with the scheme's
default, paths after RFC 3986 5.2.4 for RFC 3986, in one escaped form.
An input all three read alike has no disagreement.

Each disagreement has a class (scheme-confusion, slash-confusion,
host-confusion, userinfo-confusion, whitespace-stripping,
path-confusion, refusal) and a danger: high when two parsers accept the
input and name different hosts or schemes; medium when they differ in
userinfo, port or path, or when one refuses what another reads through
a known trick; low for the query or fragment, or a refusal of a
character.

Plain output is a table per input, for a person: a line with the input
(and the worst danger), then one row per component with each parser's
value ("-" absent, "" empty, blank when the parser refused the input),
disagreeing rows marked with "<-", class and danger, then why each
refusing parser refused. With --json, one object per input: {input,
parsers: {rfc3986, whatwg, net_url}, disagreements: [{component,
values, class, danger, offset}]}, each parser {valid, error, href,
scheme, userinfo, host, port, path, query, fragment}.

--base URL reads each input against a base (RFC 3986 5.2, the URL
Standard's parse with a base, url.URL.ResolveReference); the base must
be an absolute URL all three accept, else it is a usage error.

Exit status 0 when every input was compared (a parser refusing an input
is a finding, not an error); with --fail-on DANGER 1 when some input
has a disagreement of that danger (high, medium or low) or more; 2 on a
usage or I/O error.`,
	example: `
$ urikit diff 'http://0x7f.1/'
http://0x7f.1/	high
  component  rfc3986  whatwg     net/url
  validity   valid    valid      valid
  scheme     http     http       http
  userinfo   -        -          -
  host       0x7f.1   127.0.0.1  0x7f.1   <- host-confusion high
  port       -        -          -
  path       /        /          /
  query      -        -          -
  fragment   -        -          -`,
	flags: diffFlags,
}

func diffFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	base := fs.String("base", "", "read each input against the base `URL`")
	failOn := fs.String("fail-on", "", "exit 1 when an input has a disagreement of `DANGER` (high, medium or low) or more")
	return func(c *cmd, args []string) int {
		var fail diff.Danger
		switch *failOn {
		case "":
		case "high", "medium", "low":
			fail = diff.Danger(*failOn)
		default:
			return c.usage(fmt.Sprintf("bad --fail-on %q: want high, medium or low", *failOn))
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
			r := diff.Compare(s)
			if hasBase {
				r, _ = diff.CompareRef(s, *base)
			}
			if out.json {
				out.object(r)
			} else {
				if out.index > 0 {
					out.text("\n") // a blank line between blocks
				}
				writeDiffTable(out, r)
			}
			w, found := r.Worst()
			return fail == "" || !found || !w.Danger.AtLeast(fail)
		})
	}
}

// writeDiffTable writes the plain report of one input: a header line, the
// table of components by parsers, and the parsers' refusals.
func writeDiffTable(out *output, r diff.Report) {
	var b strings.Builder
	b.WriteString(shown(r.Input))
	if w, ok := r.Worst(); ok {
		b.WriteString("\t" + w.Danger.String())
	} else {
		b.WriteString("\talike")
	}
	b.WriteByte('\n')
	parsers := []diff.Parser{diff.RFC3986, diff.WHATWG, diff.NetURL}
	rows := [][]string{{"component"}}
	for _, p := range parsers {
		rows[0] = append(rows[0], p.String())
	}
	marks := []string{""}
	components := diff.Components
	if !r.Parsers.RFC3986.Valid && !r.Parsers.WHATWG.Valid && !r.Parsers.NetURL.Valid {
		components = components[:1] // validity: nothing else to show
	}
	for _, c := range components {
		row := []string{c.String()}
		for _, p := range parsers {
			v := r.Parsers.View(p)
			switch s := v.Value(c); {
			case !v.Valid && c != diff.Validity:
				row = append(row, "")
			case s == nil:
				row = append(row, "-")
			default:
				row = append(row, shownCell(*s))
			}
		}
		rows = append(rows, row)
		mark := ""
		for _, d := range r.Disagreements {
			if d.Component == c {
				mark = "<- " + d.Class.String() + " " + d.Danger.String()
			}
		}
		marks = append(marks, mark)
	}
	width := make([]int, len(rows[0]))
	for _, row := range rows {
		for i, cell := range row {
			width[i] = max(width[i], cellWidth(cell))
		}
	}
	for i, row := range rows {
		line := "  "
		for j, cell := range row {
			if j > 0 {
				line += "  "
			}
			line += cell
			if j < len(row)-1 || marks[i] != "" {
				line += strings.Repeat(" ", width[j]-cellWidth(cell))
			}
		}
		if marks[i] != "" {
			line += "  " + marks[i]
		}
		b.WriteString(strings.TrimRight(line, " ") + "\n")
	}
	for _, p := range parsers {
		if v := r.Parsers.View(p); v.Error != nil {
			at := ""
			if v.Error.Offset >= 0 {
				at = " at offset " + strconv.Itoa(v.Error.Offset)
			}
			fmt.Fprintf(&b, "  %s refuses%s: %s\n", p, at, shown(v.Error.Message))
		}
	}
	out.text(b.String())
}

// cellWidth is the number of terminal columns s takes.
func cellWidth(s string) int {
	n := 0
	for _, r := range s {
		n += runeWidth(r)
	}
	return n
}

// shownCell is a value as the table shows it: quoted when empty or when
// it holds a character that does not show (shown), so that a cell is one
// run of visible text.
func shownCell(s string) string {
	if s == "" || strings.ContainsAny(s, " \t\n\r") {
		return strconv.Quote(s)
	}
	return shown(s)
}
