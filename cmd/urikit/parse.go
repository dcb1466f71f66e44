package main

// This file is the parse verb: the components of each reference by the
// generic syntax of RFC 3986 (3, 4.1), as written, absent told from empty;
// with --iri by RFC 3987 2.2 (parse_iri.go), with --lenient repaired by
// RFC 3986 Appendix C and RFC 2396 2.4.3 (parse_lenient.go).

import (
	"flag"
	"fmt"

	"github.com/urikit/urikit/canon"
	"github.com/urikit/urikit/uri"
)

var parseVerb = &verb{
	name:     "parse",
	synopsis: "parse [--iri | --lenient | --whatwg [--base URL]] [--json] [URI...]",
	summary:  "check references and show their components (RFC 3986 3, 4.1)",
	doc: `
Parse each input strictly as an RFC 3986 URI-reference (a URI or a
relative reference) and say whether it is valid.

Plain output is one line per input, fields separated by tabs:
  valid<TAB>INPUT
  invalid<TAB>INPUT<TAB>OFFSET<TAB>REASON
OFFSET is the byte offset of the first offending byte in the input (its
length when the input ended too soon). So 'grep ^invalid' lists the bad
ones and 'cut -f2' the inputs. On a pipe the input is written as it is
(an empty input is an empty field), unless it holds a tab or a line
break: then it is quoted, Go-style. On a terminal, an input that is
empty, starts with '"', is not UTF-8 or holds a character that does not
show or would reorder the line (a control, a bidi formatting character
such as U+202E, a zero-width or other default-ignorable character,
private use, a space other than U+0020) is written quoted, those
characters escaped (\u202e). Every verb writes its fields so.

With --json, one object per input, keys in this order: input, valid,
then either error {offset, message} or the components scheme,
authority, userinfo, host, host_type (reg-name, ipv4, ipv6, ipvfuture),
port, path, query, fragment, and site. Components are exactly as written
(never decoded; an IP literal keeps its brackets; port is the digit
string), null when absent and "" when present and empty. site is the
host's registrable domain by the Public Suffix List ("www.example.co.uk"
gives "example.co.uk"), null for an IP address, an empty host, a host
that is a public suffix itself ("github.io") or no host. JSON text cannot hold
bytes that are not UTF-8: in an (invalid) input they are written as
U+FFFD, and "input_base64" after "input" gives the exact bytes
(standard base64); offsets count the bytes of the input as given.

--iri parses each input as an RFC 3987 IRI-reference instead (2.2):
"ucschar" (most non-ASCII characters) is allowed in the userinfo, host,
path, query and fragment, "iprivate" (private-use characters) in the
query only; the output is the same, components shown in Unicode as
written; on a terminal, bidi formatting characters (U+200E, U+202E,
...) are escaped in a quoted field, never written raw (RFC 3987 4.1).

--lenient repairs user-typed or legacy text into a strict URI-reference
(RFC 3986 Appendix C: surrounding "<...>" or quotes, a "URL:" prefix,
whitespace around the text or breaking it across lines; RFC 2396 2.4.3:
spaces, controls, delims, unwise and non-ASCII characters, a stray "%",
percent-encoded as UTF-8 by RFC 3986 2.1 and 2.5) and lists the fixes,
a run of one kind being one fix, the first 64 of them (a hostile input
can need one every byte), then how many more:
  valid<TAB>INPUT<TAB>RESULT                  nothing to repair
  fixed<TAB>INPUT<TAB>RESULT<TAB>FIX...       one field per fix
  invalid<TAB>INPUT<TAB>OFFSET<TAB>REASON     encoding cannot repair it
where FIX is OFFSET:KIND:"WAS"->"NOW" (KIND one of delimiter, prefix,
whitespace, space, control, delims, unwise, percent, non-ascii,
reserved, backslash; "NOW" is "" for a removal), and a last field +N
says N more fixes were made. 'cut -f3' gives the repaired references.
With --json the object has, after valid, "result" (the repaired
reference), "fixes": [{offset, was, now, reason}] and "more_fixes" when
there are more, then the components of the result. Exit status 1
only when some input could not be repaired (a bad scheme, port or IP
literal). --iri and --lenient cannot be combined: lenient parsing
repairs into a URI (RFC 3987 3.1 then gives the IRI back: 'urikit
convert --to iri').

--whatwg reads each input as a browser does, by the basic URL parser of
the URL Standard (url.spec.whatwg.org), against --base URL when given
(itself parsed so; a bad base is a usage error). Plain output is
  valid<TAB>INPUT<TAB>HREF
with the href (the standard's serialization; 'cut -f3' gives them), or
the invalid line above. With
--json: {input, valid, href, protocol, username, password, host,
hostname, port, pathname, search, hash}, the standard's own getters (""
when empty), and search_params, the [name, value] pairs URLSearchParams
reads from the query; or {input, valid: false, error {offset, message}}, the
message starting with the standard's validation error name. 'urikit
diff' shows where this reading and RFC 3986's part.`,
	example: `
$ urikit parse 'http://a/b?q' 'http://[::1]:8x/'
valid	http://a/b?q
invalid	http://[::1]:8x/	14	invalid port: unexpected 'x'
$ urikit parse --iri 'http://納豆.example.org/Dürst' 'http://a/b c'
valid	http://納豆.example.org/Dürst
invalid	http://a/b c	10	invalid character ' ' in path
$ urikit parse --lenient 'URL:x:a b'
fixed	URL:x:a b	x:a%20b	0:prefix:"URL:"->""	7:space:" "->"%20"
$ urikit parse --whatwg 'HTTP://0x7f.1/a/../b'
valid	HTTP://0x7f.1/a/../b	http://127.0.0.1/b`,
	flags: parseFlags,
}

func parseFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	asIRI := fs.Bool("iri", false, "parse IRI references (RFC 3987 2.2): Unicode in every component but the scheme and port")
	lenient := fs.Bool("lenient", false, "repair user-typed references (RFC 3986 Appendix C, RFC 2396 2.4.3) and list the fixes")
	asWHATWG := fs.Bool("whatwg", false, "parse as browsers do, by the URL Standard")
	base := fs.String("base", "", "with --whatwg, the base `URL` to parse against")
	return func(c *cmd, args []string) int {
		out := c.newOutput(*jsonLines)
		switch {
		case *asWHATWG && (*asIRI || *lenient):
			return c.usage("--whatwg cannot be combined with --iri or --lenient")
		case flagSet(fs, "base") && !*asWHATWG:
			return c.usage("--base needs --whatwg")
		case *asWHATWG:
			b, ok := c.parseWHATWGBase(*base, flagSet(fs, "base"))
			if !ok {
				return exitUsage
			}
			return c.eachParallel(args, out, func(out *output, s string) bool { return parseWHATWG(out, s, b) })
		case *asIRI && *lenient:
			// uri.ParseLenient repairs by percent-encoding into a URI;
			// neither package has a lenient IRI parser.
			return c.usage("--iri and --lenient cannot be combined: lenient parsing repairs into a URI (use --lenient, then 'urikit convert --to iri')")
		case *asIRI:
			return c.eachParallel(args, out, func(out *output, s string) bool { return parseIRI(out, s) })
		case *lenient:
			return c.eachParallel(args, out, func(out *output, s string) bool { return parseLenient(out, s) })
		}
		return c.eachParallel(args, out, func(out *output, s string) bool {
			r, err := uri.Parse(s)
			return parseOutput(out, s, r, err)
		})
	}
}

// parseOutput writes the parse result of s, which parsed to r or failed
// with err, in the plain or JSON form, and reports whether s is valid.
func parseOutput(out *output, s string, r components, err error) bool {
	switch {
	case out.json:
		out.object(parseJSON(s, r, err))
	case err != nil:
		out.invalid(err, s)
	default:
		out.fields("valid", s)
	}
	return err == nil
}

// parseJSON returns the JSON object of parse for s, which parsed to r or
// failed with err: the object of parse --json and of /api/parse.
func parseJSON(s string, r components, err error) any {
	if err != nil {
		return parseFailure{Input: s, Error: newJSONError(err)}
	}
	return newParseResult(r)
}

// usage reports a usage error that flag parsing cannot see, with the verb's
// synopsis, and returns exitUsage.
func (c *cmd) usage(msg string) int {
	c.warnf("%s", msg)
	if c.synopsis != "" {
		fmt.Fprintf(c.stderr, "usage: urikit %s\nRun 'urikit help %s' for details.\n", c.synopsis, c.verb)
	}
	return exitUsage
}

// parseResult is the JSON object of a valid input: the components of RFC
// 3986 3, in the order they are written.
type parseResult struct {
	Input string `json:"input"`
	Valid bool   `json:"valid"`
	jsonComponents
}

// jsonComponents are the members of a JSON result that give the
// components of a valid reference, null when absent.
type jsonComponents struct {
	Scheme    *string `json:"scheme"`
	Authority *string `json:"authority"`
	Userinfo  *string `json:"userinfo"`
	Host      *string `json:"host"`
	HostType  *string `json:"host_type"`
	Port      *string `json:"port"`
	Path      string  `json:"path"`
	Query     *string `json:"query"`
	Fragment  *string `json:"fragment"`
	// Site is the host's registrable domain by the Public Suffix List
	// (canon.Site); null without a registered name or for one that is a
	// public suffix itself.
	Site *string `json:"site"`
}

// parseFailure is the JSON object of an invalid input.
type parseFailure struct {
	Input string     `json:"input"`
	Valid bool       `json:"valid"`
	Error *jsonError `json:"error"`
}

// components is what uri.Ref and iri.Ref both have: the accessors of the
// components of RFC 3986 3 and RFC 3987 2.2.
type components interface {
	String() string
	Scheme() (string, bool)
	Authority() (string, bool)
	Userinfo() (string, bool)
	HasAuthority() bool
	Host() string
	HostKind() uri.HostKind
	Port() (string, bool)
	Path() string
	Query() (string, bool)
	Fragment() (string, bool)
}

func newParseResult(r components) parseResult {
	return parseResult{Input: r.String(), Valid: true, jsonComponents: newJSONComponents(r)}
}

func newJSONComponents(r components) jsonComponents {
	p := jsonComponents{Path: r.Path()}
	p.Scheme = optional(r.Scheme())
	p.Authority = optional(r.Authority())
	p.Userinfo = optional(r.Userinfo())
	if r.HasAuthority() {
		p.Host = optional(r.Host(), true)
		p.HostType = optional(r.HostKind().String(), true)
		if r.HostKind() == uri.HostRegName {
			p.Site = optional(canon.Site(r.Host()))
		}
	}
	p.Port = optional(r.Port())
	p.Query = optional(r.Query())
	p.Fragment = optional(r.Fragment())
	return p
}
