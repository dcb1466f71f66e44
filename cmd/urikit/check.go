package main

// This file is the check verb (issue 8): the generic syntax of RFC 3986
// 4.1 (or RFC 3987 2.2 with --iri), the scheme's typed parse, and the
// security warnings of package check, each with its stable code.

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/urikit/urikit/check"
)

var checkVerb = &verb{
	name:     "check",
	synopsis: "check [--iri] [--json] [--fail-on WHAT] [URI...]",
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
warnings. A warning does not make the input invalid.

Plain output is one line per input, fields separated by tabs:
  valid<TAB>INPUT[<TAB>WARNING...]
  invalid<TAB>INPUT<TAB>OFFSET<TAB>REASON
where each WARNING is OFFSET:CODE:MESSAGE, OFFSET the byte offset in the
input of the character concerned. With --json, one object per input:
{input, valid, scheme, fields, warnings: [{code, offset, message}]}, or
{input, valid: false, error: {offset, message}}; scheme in lower case,
null for a relative reference; fields the scheme's typed fields ({} when
urikit has no typed parser for it): a field is null when the reference
does not give that component and "" when it gives it empty ("ftp://h/"
has user null, "ftp://@h/" user ""); a string that is not UTF-8 (the
octets of an ftp, file or gopher path) is written with U+FFFD and also
given exactly as NAME_base64. docs/schemes.md lists every scheme's fields.

Exit status 1 when some input is invalid; with --fail-on warning also
when some input has a warning, with --fail-on CODE,... when it has one
of those codes.

The warning codes (stable), with the sections they come from ("seed
url-02", "url-03": draft-ietf-uri-url-02 and -03 of 1994, the drafts
RFC 1738 grew from):
`)
	for _, c := range check.Codes() {
		fmt.Fprintf(&b, "  %-21s %s\n  %-21s   %s\n", c, c.Summary(), "", c.Section())
	}
	b.WriteString(`
mixed-script, confusable, invisible and bidi are checked in IRIs (--iri)
and in punycode ("xn--") host labels, decoded first.`)
	return b.String()
}

func checkFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	asIRI := fs.Bool("iri", false, "check IRI references (RFC 3987 2.2) and their characters")
	failOn := fs.String("fail-on", "invalid", "exit 1 on an invalid input (`WHAT` invalid), on any warning (warning), or on the listed codes")
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

// parseFailOn reads --fail-on: "invalid" (no warning fails), "warning"
// (every warning fails) or a comma-separated list of codes.
func parseFailOn(s string) (func(check.Report) bool, error) {
	switch s {
	case "invalid":
		return func(check.Report) bool { return false }, nil
	case "warning", "warnings":
		return func(r check.Report) bool { return len(r.Warnings) > 0 }, nil
	}
	codes := map[check.Code]bool{}
	for _, name := range strings.Split(s, ",") {
		c := check.Code(strings.TrimSpace(name))
		if c.Section() == "" {
			return nil, fmt.Errorf("bad --fail-on %q: want invalid, warning or warning codes (see 'urikit help check')", name)
		}
		codes[c] = true
	}
	return func(r check.Report) bool {
		for _, w := range r.Warnings {
			if codes[w.Code] {
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

// writeCheck writes the report of one input, plain or JSON.
func writeCheck(out *output, r check.Report) {
	switch {
	case out.json:
		out.object(checkJSON(r))
	case !r.Valid:
		out.invalid(r.Err, r.Input)
	default:
		f := []string{"valid", r.Input}
		for _, w := range r.Warnings {
			f = append(f, strconv.Itoa(w.Offset)+":"+string(w.Code)+":"+w.Message)
		}
		out.fields(f...)
	}
}

// checkJSON returns the JSON object of check (and of /api/check) for the
// report r.
func checkJSON(r check.Report) any {
	if !r.Valid {
		return parseFailure{Input: r.Input, Error: newJSONError(r.Err)}
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
