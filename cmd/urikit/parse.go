package main

// This file is the parse verb: the components of each reference by the
// generic syntax of RFC 3986 (3, 4.1), as written, absent told from empty.

import (
	"flag"

	"github.com/urikit/urikit/uri"
)

func init() {
	register(&verb{
		name:     "parse",
		synopsis: "parse [--json] [URI...]",
		summary:  "check references and show their components (RFC 3986 3, 4.1)",
		doc: `
Parse each input strictly as an RFC 3986 URI-reference (a URI or a
relative reference) and say whether it is valid.

Plain output is one line per input, fields separated by tabs:
  valid<TAB>INPUT
  invalid<TAB>INPUT<TAB>OFFSET<TAB>REASON
OFFSET is the byte offset of the first offending byte in the input (its
length when the input ended too soon). An input that is empty, starts
with '"', holds a control character or is not UTF-8 is written quoted.
So 'grep ^invalid' lists the bad ones and 'cut -f2' the inputs.

With --json, one object per input, keys in this order: input, valid,
then either error {offset, message} or the components scheme,
authority, userinfo, host, host_type (reg-name, ipv4, ipv6, ipvfuture),
port, path, query, fragment. Components are exactly as written (never
decoded; an IP literal keeps its brackets; port is the digit string),
null when absent and "" when present and empty. JSON text cannot hold
bytes that are not UTF-8: in an (invalid) input they are written as
U+FFFD; offsets count the bytes of the input as given.`,
		example: `
$ urikit parse 'http://a/b?q' 'http://a:8x/'
valid	http://a/b?q
invalid	http://a:8x/	10	invalid port: unexpected 'x'
$ urikit parse --json 'http://[::1]:/?'
{"input":"http://[::1]:/?","valid":true,"scheme":"http","authority":"[::1]:","userinfo":null,"host":"[::1]","host_type":"ipv6","port":"","path":"/","query":"","fragment":null}`,
		flags: parseFlags,
	})
}

func parseFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	return func(c *cmd, args []string) int {
		out := newOutput(c.stdout, *jsonLines)
		return c.each(args, out, func(s string) bool {
			r, err := uri.Parse(s)
			switch {
			case out.json && err != nil:
				out.object(parseFailure{Input: s, Error: newJSONError(err)})
			case out.json:
				out.object(newParseResult(r))
			case err != nil:
				out.fields("invalid", shown(s), errorText(err))
			default:
				out.fields("valid", shown(s))
			}
			return err == nil
		})
	}
}

// parseResult is the JSON object of a valid input: the components of RFC
// 3986 3, in the order they are written.
type parseResult struct {
	Input     string  `json:"input"`
	Valid     bool    `json:"valid"`
	Scheme    *string `json:"scheme"`
	Authority *string `json:"authority"`
	Userinfo  *string `json:"userinfo"`
	Host      *string `json:"host"`
	HostType  *string `json:"host_type"`
	Port      *string `json:"port"`
	Path      string  `json:"path"`
	Query     *string `json:"query"`
	Fragment  *string `json:"fragment"`
}

// parseFailure is the JSON object of an invalid input.
type parseFailure struct {
	Input string     `json:"input"`
	Valid bool       `json:"valid"`
	Error *jsonError `json:"error"`
}

func newParseResult(r uri.Ref) parseResult {
	p := parseResult{Input: r.String(), Valid: true, Path: r.Path()}
	p.Scheme = optional(r.Scheme())
	p.Authority = optional(r.Authority())
	p.Userinfo = optional(r.Userinfo())
	if r.HasAuthority() {
		p.Host = optional(r.Host(), true)
		p.HostType = optional(r.HostKind().String(), true)
	}
	p.Port = optional(r.Port())
	p.Query = optional(r.Query())
	p.Fragment = optional(r.Fragment())
	return p
}
