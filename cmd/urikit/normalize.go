package main

// This file is the normalize verb: the normal form of each reference on a
// rung of the comparison ladder of RFC 3986 6.2 (6.2.2 syntax-based, 6.2.3
// scheme-based), with the protocol-based choices of 6.2.4 as opt-in flags;
// or, with --profile or a crawl step, its crawl key (package canon). The
// crawl flags are declared here for normalize and dedup both.

import (
	"flag"
	"fmt"
	"strconv"
	"strings"

	"github.com/urikit/urikit/canon"
	"github.com/urikit/urikit/uri"
)

var normalizeVerb = &verb{
	name:     "normalize",
	synopsis: "normalize [--level simple|syntax|scheme] [--iri [--nfc] [--idna]] [--drop-fragment] [--drop-empty-query] [--drop-empty-fragment] [--file-localhost] [--profile rfc|whatwg|safebrowsing|surt] [--STEP...] [--drop-params LIST] [--json] [URI...]",
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

--profile NAME, or any crawl step, prints crawl keys instead (package
canon; docs/crawl.md lists each step with its source): the profile (rfc,
the default: this verb's normal form; whatwg: the URL Standard's
serialization; safebrowsing: Google Safe Browsing's canonical URL; surt:
the Internet Archive's SURT key), then the steps asked for, in a fixed
order: purell's --drop-fragment, --force-http, --remove-host-dots,
--remove-www, --decode-ip-host, --add-www, --drop-empty-query (also an
empty port), --remove-duplicate-slashes, --remove-directory-index,
--remove-trailing-slash or --add-trailing-slash, and --drop-params LIST
(names, "utm_*" patterns, @session, @tracking), --lowercase-query,
--sort-query; for surt --surt-scheme, --surt-trailing-comma,
--surt-keep-www. A profile reads input leniently, as the URL Standard
does (spaces, "\\", whitespace around it), but never changes a host
silently: a tab inside the authority is an error.

Plain output is one line per input: the normal form (or key), or
  invalid<TAB>INPUT<TAB>OFFSET<TAB>REASON
With --json: {input, result} or {input, error {offset, message}}.`,
	example: `
$ urikit normalize 'HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f'
http://www.example.com/a/~user?q#f
$ urikit normalize --level syntax 'HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f'
http://www.example.com:80/a/~user?q#f
$ urikit normalize --iri --idna 'HTTP://xn--rsum-bpad.Example.ORG:80/%C3%A9t%C3%A9'
http://résumé.example.org/été
$ urikit normalize --profile surt 'http://www.archive.org/goo/?b&a'
org,archive)/goo?a&b
$ urikit normalize --remove-www --sort-query --drop-params @tracking 'https://www.a.example/?utm_source=x&b=2&a=1'
https://a.example/?a=1&b=2`,
	flags: normalizeFlags,
}

func normalizeFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	level := levelFlag(fs)
	var o uri.NormalizeOptions
	crawl := crawlFlags(fs)
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
		out := c.newOutput(*jsonLines)
		if crawl.on(fs) {
			if io.iri || o.DropEmptyFragment || o.FileLocalhost {
				return c.usage("--iri, --nfc, --idna, --drop-empty-fragment and --file-localhost cannot be combined with --profile or the crawl steps")
			}
			k, err := crawl.canonicalizer(fs, *level)
			if err != nil {
				return c.usage(err.Error())
			}
			return c.eachParallel(args, out, func(out *output, s string) bool {
				key, err := k.Key(s)
				writeKey(out, s, key, err)
				return err == nil
			})
		}
		o.Level = l
		o.DropFragment, o.DropEmptyQuery = crawl.o.DropFragment, crawl.o.DropEmptyQuery
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

// crawlOptions are the flags of package canon's keys, on normalize and
// dedup: --profile, a flag per step (canon.Steps) and --drop-params.
type crawlOptions struct {
	profile    *string
	dropParams *string
	o          canon.Options
}

// crawlFlags declares the crawl flags on fs.
func crawlFlags(fs *flag.FlagSet) *crawlOptions {
	cf := &crawlOptions{}
	cf.profile = fs.String("profile", "", "the crawl key's `NAME`: rfc (the default with a step), whatwg, safebrowsing or surt")
	for _, st := range canon.Steps() {
		usage := st.Usage
		switch st.Name {
		case "drop-fragment":
			usage = "remove the fragment (RFC 3986 6.2.4)"
		case "drop-empty-query":
			usage = `remove a "?" with an empty query (6.2.4); as a crawl step, a ":" with an empty port too`
		}
		fs.BoolVar(st.Field(&cf.o), st.Name, false, usage)
	}
	cf.dropParams = fs.String("drop-params", "", "remove the query parameters of `LIST`: names, patterns (utm_*), @session, @tracking, comma-separated")
	return cf
}

// on reports whether a crawl key is asked for: --profile, --drop-params,
// or a step other than --drop-fragment and --drop-empty-query, which the
// normal form takes too.
func (cf *crawlOptions) on(fs *flag.FlagSet) bool {
	if flagSet(fs, "profile") || flagSet(fs, "drop-params") {
		return true
	}
	for _, st := range canon.Steps() {
		if st.Name != "drop-fragment" && st.Name != "drop-empty-query" && *st.Field(&cf.o) {
			return true
		}
	}
	return false
}

// canonicalizer returns the canon.Canonicalizer of the crawl flags and
// --level (when given on the command line), or why it cannot be made.
func (cf *crawlOptions) canonicalizer(fs *flag.FlagSet, level string) (*canon.Canonicalizer, error) {
	o := cf.o
	if *cf.profile != "" {
		p, err := canon.ParseProfile(*cf.profile)
		if err != nil {
			return nil, fmt.Errorf("bad --profile %q: want %s", *cf.profile, strings.Join(canon.Profiles(), ", "))
		}
		o.Profile = p
	}
	if flagSet(fs, "level") {
		l, err := parseLevel(level)
		if err != nil {
			return nil, err
		}
		o.Level = l
	}
	if *cf.dropParams != "" {
		o.DropParams = strings.Split(*cf.dropParams, ",")
	}
	k, err := canon.New(o)
	if err != nil {
		return nil, crawlOptionsError(err)
	}
	return k, nil
}

// crawlOptionsError words an error of canon.New in the command's flags.
func crawlOptionsError(err error) error {
	msg := strings.TrimPrefix(err.Error(), "canon: bad options: ")
	r := strings.NewReplacer("RemoveWWW", "--remove-www", "AddWWW", "--add-www",
		"RemoveTrailingSlash", "--remove-trailing-slash", "AddTrailingSlash", "--add-trailing-slash",
		"the SURT options need the SURT profile", "--surt-scheme, --surt-trailing-comma and --surt-keep-www need --profile surt",
		"takes no level", "takes no --level",
		"level simple: want syntax or scheme", "--level simple compares as written: a crawl key wants --level syntax or scheme", "DropParams", "--drop-params")
	return fmt.Errorf("%s", r.Replace(msg))
}

// writeKey writes the crawl key of s, or why s has none: the plain line
// (the key, or invalid, the input, the offset and the reason) or the JSON
// object {input, result} or {input, error}.
func writeKey(out *output, s, key string, err error) {
	switch {
	case err != nil && out.json:
		off, msg := whatwgErrorFields(err)
		out.object(inputFailure{Input: s, Error: &jsonError{Offset: off, Message: msg}})
	case err != nil:
		off, msg := whatwgErrorFields(err)
		out.fields("invalid", s, strconv.Itoa(off), msg)
	case out.json:
		out.object(inputResult{Input: s, Result: key})
	default:
		out.fields(key)
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
