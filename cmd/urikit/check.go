package main

// This file is the check verb: the generic syntax of RFC 3986 4.1 (or RFC
// 3987 2.2 with --iri), the scheme's typed parse, and the security
// warnings of package check, each with its stable code.

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/urikit/urikit/check"
	"github.com/urikit/urikit/internal/quote"
)

var checkVerb = &verb{
	name:     "check",
	synopsis: "check [--iri] [--json] [--fail-on LIST] [URI...]",
	summary:  "validate references and report security warnings (RFC 3986 7)",
	doc:      checkDoc(),
	example: `
$ urikit check 'https://www.example.org/path?q=1#f'
valid	https://www.example.org/path?q=1#f
$ urikit check 'x-y:z'
valid	x-y:z	0:unknown-scheme:the scheme "x-y" is not in the registry
$ urikit check 'http://a/b c'
invalid	http://a/b c	10	invalid character ' ' in path`,
	flags: checkFlags,
}

// checkDoc is the verb's description, with every warning code and the
// sections behind it.
func checkDoc() string {
	var b strings.Builder
	b.WriteString(`
Check each input: the generic syntax of an RFC 3986 URI-reference (with
--iri an RFC 3987 IRI-reference), then the syntax of its scheme where
urikit has a typed parser for it (its fields are given), then the
security concerns of RFC 3986 7, RFC 3987 8 and the seed drafts, as
warnings. A warning does not make the input invalid. An invalid input
has warnings too: those of what a lenient reader (RFC 3986 Appendix B)
or a browser (the URL Standard) makes of it, since they follow it all
the same. At most 16 warnings of one code are listed per input, then
one that says more are left out.

Plain output is one line per input, fields separated by tabs:
  valid<TAB>INPUT[<TAB>WARNING...]
  invalid<TAB>INPUT<TAB>OFFSET<TAB>REASON[<TAB>WARNING...]
where each WARNING is OFFSET:CODE:MESSAGE, OFFSET the byte offset in the
input of the character concerned. With --json, one object per input:
{input, valid, scheme, fields, warnings: [{code, offset, message}]}, or
{input, valid: false, error: {offset, message}, warnings}; scheme in
lower case, null for a relative reference; fields the scheme's typed
fields ({} when urikit has no typed parser for it): a field is null when
the reference does not give that component and "" when it gives it empty
("ftp://h/" has user null, "ftp://@h/" user ""); a string that is not
UTF-8 (the octets of an ftp, file or gopher path) is written with U+FFFD
and also given exactly as NAME_base64. docs/schemes.md lists every
scheme's fields.

Hosts are compared like with like before parsers are said to differ:
an internationalized name as Unicode (--iri), as percent-encoded UTF-8
or in punycode is one host, and no warning at all when it is ordinary.

--fail-on LIST: exit 1 when some input has a warning named in the
comma-separated LIST of codes, or any warning with --fail-on warning;
invalid inputs always exit 1 (the default, --fail-on invalid). diff's
--fail-on takes a list of the same kind (its dangers and classes).

The warning codes (stable), with the sections they come from ("seed
url-02", "url-03": draft-ietf-uri-url-02 and -03 of 1994, the drafts
RFC 1738 grew from):
`)
	for _, c := range check.Codes() {
		fmt.Fprintf(&b, "  %-21s %s\n  %-21s   %s\n", c, c.Summary(), "", c.Section())
	}
	b.WriteString(`
mixed-script, confusable, invisible and bidi are checked in IRIs (--iri),
in punycode ("xn--") and percent-encoded host labels, decoded first, and
invisible and bidi also in percent-encoded text anywhere ("%E2%80%AE").`)
	return b.String()
}

func checkFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	asIRI := fs.Bool("iri", false, "check IRI references (RFC 3987 2.2) and their characters")
	failOn := fs.String("fail-on", "invalid", "exit 1 on an invalid input (invalid), on any warning (warning), or on the codes in the comma-separated `LIST`")
	return func(c *cmd, args []string) int {
		fail, err := parseFailOn(*failOn)
		if err != nil {
			return c.usage(err.Error())
		}
		out := c.newOutput(*jsonLines)
		run := check.URI
		if *asIRI {
			run = check.IRI
		}
		return c.eachParallel(args, out, func(out *output, s string) bool {
			r := run(s)
			writeCheck(out, r)
			return r.Valid && !fail(r)
		})
	}
}

// parseFailOn reads --fail-on: a comma-separated list of "invalid" (no
// warning fails: an invalid input always does), "warning" (every warning
// fails) and warning codes (the warnings of those codes fail).
func parseFailOn(s string) (func(check.Report) bool, error) {
	codes := map[check.Code]bool{}
	any := false
	for _, name := range strings.Split(s, ",") {
		switch c := check.Code(strings.TrimSpace(name)); {
		case c == "invalid":
		case c == "warning" || c == "warnings":
			any = true
		case c.Section() != "":
			codes[c] = true
		default:
			return nil, fmt.Errorf("bad --fail-on %s: want a comma-separated list of invalid, warning or warning codes (see 'urikit help check')", quote.Message(name))
		}
	}
	return func(r check.Report) bool {
		for _, w := range r.Warnings {
			if any || codes[w.Code] {
				return true
			}
		}
		return false
	}, nil
}

// checkResult is the JSON object of a valid input.
type checkResult struct {
	Input    string         `json:"input"`
	Valid    bool           `json:"valid"`
	Scheme   *string        `json:"scheme"`
	Fields   map[string]any `json:"fields"`
	Warnings []checkWarning `json:"warnings"`
}

type checkWarning struct {
	Code    string `json:"code"`
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}

// checkFailure is the JSON object of an invalid input.
type checkFailure struct {
	Input    string         `json:"input"`
	Valid    bool           `json:"valid"`
	Error    *jsonError     `json:"error"`
	Warnings []checkWarning `json:"warnings"`
}

// writeCheck writes the report of one input, plain or JSON.
func writeCheck(out *output, r check.Report) {
	if out.json {
		out.object(checkJSON(r))
		return
	}
	f := []string{"valid", r.Input}
	if !r.Valid {
		off, msg := errorFields(r.Err)
		f = []string{"invalid", r.Input, strconv.Itoa(off), msg}
	}
	for _, w := range r.Warnings {
		f = append(f, strconv.Itoa(w.Offset)+":"+string(w.Code)+":"+w.Message)
	}
	out.fields(f...)
}

// checkJSON returns the JSON object of check (and of /api/check) for the
// report r.
func checkJSON(r check.Report) any {
	if !r.Valid {
		res := checkFailure{Input: r.Input, Error: newJSONError(r.Err), Warnings: []checkWarning{}}
		for _, w := range r.Warnings {
			res.Warnings = append(res.Warnings, checkWarning{string(w.Code), w.Offset, w.Message})
		}
		return res
	}
	res := checkResult{Input: r.Input, Valid: true, Scheme: optional(r.Scheme, r.Scheme != ""),
		Fields: r.Fields, Warnings: []checkWarning{}}
	if res.Fields == nil {
		res.Fields = map[string]any{}
	}
	for _, w := range r.Warnings {
		res.Warnings = append(res.Warnings, checkWarning{string(w.Code), w.Offset, w.Message})
	}
	return res
}
