package main

// This file is the normalize verb: the normal form of each reference on a
// rung of the comparison ladder of RFC 3986 6.2 (6.2.2 syntax-based, 6.2.3
// scheme-based), with the protocol-based choices of 6.2.4 as opt-in flags.

import (
	"flag"

	"github.com/urikit/urikit/uri"
)

var normalizeVerb = &verb{
	name:     "normalize",
	synopsis: "normalize [--level simple|syntax|scheme] [--iri [--nfc] [--idna]] [--drop-fragment] [--drop-empty-query] [--drop-empty-fragment] [--file-localhost] [--json] [URI...]",
	summary:  "normal form of references (RFC 3986 6.2.2, 6.2.3; RFC 3987 5.3)",
	doc: `
Print the normal form of each input, an RFC 3986 URI-reference.

--level simple (6.2.1) writes each valid input as it is. --level syntax
is syntax-based normalization (RFC 3986 6.2.2): scheme and host in lower
case, upper-case hex in percent-encodings, percent-encoded unreserved
characters decoded (and nothing else), dot-segments removed, IPv6
literals in their RFC 5952 text. --level scheme (the default, the form
of uri.Ref.Normalize) adds scheme-based normalization (6.2.3) from the
scheme registry: default and empty ports dropped, an empty path with an
authority made "/" for http(s) and the like, and each registered
scheme's own rules (urn NIDs, mailto domains).

The protocol-based normalizations of 6.2.4 change what a reference may
identify and are off unless asked for: --drop-fragment,
--drop-empty-query ("/p?" -> "/p"), --drop-empty-fragment ("#" at the
end), --file-localhost ("file://localhost/x" -> "file:///x", RFC 8089 2).

--iri reads each input as an RFC 3987 IRI reference and prints its IRI
normal form (RFC 3987 5.3): percent-encoded characters that an IRI may
hold literally are decoded (never reserved characters, bidi formatting
characters or white space), and only the scheme and a US-ASCII host are
lower-cased (with --level scheme also the ASCII letters of any host of a
DNS scheme such as http). Two more steps are opt-in: --nfc puts the text
in Unicode Normalization Form C (5.3.2.2: comparison otherwise assumes
IRIs are created in NFC), --idna writes the host of a DNS scheme in its
UTS #46 Unicode form (5.3.3: "xn--rsum-bpad" -> "résumé").

Plain output is one line per input: the normal form, or
  invalid<TAB>INPUT<TAB>OFFSET<TAB>REASON
With --json: {input, result} or {input, error {offset, message}}.`,
	example: `
$ urikit normalize 'HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f'
http://www.example.com/a/~user?q#f
$ urikit normalize --level syntax 'HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f'
http://www.example.com:80/a/~user?q#f
$ urikit normalize --iri --idna 'HTTP://xn--rsum-bpad.Example.ORG:80/%C3%A9t%C3%A9'
http://résumé.example.org/été`,
	flags: normalizeFlags,
}

func normalizeFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	level := levelFlag(fs)
	var o uri.NormalizeOptions
	fs.BoolVar(&o.DropFragment, "drop-fragment", false, "remove the fragment (RFC 3986 6.2.4)")
	fs.BoolVar(&o.DropEmptyQuery, "drop-empty-query", false, `remove a "?" with an empty query (6.2.4)`)
	fs.BoolVar(&o.DropEmptyFragment, "drop-empty-fragment", false, `remove a "#" with an empty fragment (6.2.4)`)
	fs.BoolVar(&o.FileLocalhost, "file-localhost", false, `write "file://localhost/" as "file:///" (RFC 8089 2)`)
	var io iriOptions
	fs.BoolVar(&io.iri, "iri", false, "read IRI references and print the IRI normal form (RFC 3987 5.3)")
	fs.BoolVar(&io.nfc, "nfc", false, "with --iri: Unicode Normalization Form C (RFC 3987 5.3.2.2)")
	fs.BoolVar(&io.idna, "idna", false, "with --iri: hosts of DNS schemes in UTS #46 Unicode form (RFC 3987 5.3.3)")
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	return func(c *cmd, args []string) int {
		l, err := parseLevel(*level)
		if err == nil {
			err = io.check(l)
		}
		if err != nil {
			c.warnf("%v", err)
			return exitUsage
		}
		o.Level = l
		out := c.newOutput(*jsonLines)
		return c.eachParallel(args, out, func(out *output, s string) bool {
			result, err := normalizeOne(s, o, io)
			switch {
			case out.json:
				out.object(resultJSON(s, result, err))
			case err != nil:
				out.invalid(err, s)
			default:
				out.fields(result)
			}
			return err == nil
		})
	}
}

// normalizeOne returns the normal form of s under o and io (the options
// of normalize's flags), or why s is not a reference.
func normalizeOne(s string, o uri.NormalizeOptions, io iriOptions) (string, error) {
	if io.iri {
		return normalizeIRI(s, o, io)
	}
	r, err := uri.Parse(s)
	return r.NormalizeWith(o).String(), err
}

// resultJSON returns the JSON object of normalize for s, normalized to
// result or failing with err.
func resultJSON(s, result string, err error) any {
	if err != nil {
		return inputFailure{Input: s, Error: newJSONError(err)}
	}
	return inputResult{Input: s, Result: result}
}

// inputResult and inputFailure are the JSON objects of the verbs that map
// one input to one result (normalize, convert).
type inputResult struct {
	Input  string `json:"input"`
	Result string `json:"result"`
}

type inputFailure struct {
	Input string     `json:"input"`
	Error *jsonError `json:"error"`
}
