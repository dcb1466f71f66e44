package main

// This file is the extract verb: the URI references in running
// text (RFC 3986 Appendix C, RFC 2396 Appendices E and F), in HTML
// documents (their URI-valued attributes and <base href>, RFC 3986 5.1.1)
// and in mail messages (RFC 2557 Content-Location, RFC 2110
// Content-Base), through package extract. Unlike the other verbs it reads
// whole documents, the files named or standard input, not one input per
// line.

import (
	"bufio"
	"compress/gzip"
	"flag"
	"io"
	"os"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

var extractVerb = &verb{
	name:     "extract",
	synopsis: "extract [--iri] [--www] [--email] [--any-scheme] [--strict] [--html|--mail] [--css] [--base URL] [--json] [FILE...]",
	summary:  "find the references in text, HTML or mail (RFC 3986 App. C)",
	doc: `
Find the URI references in each FILE (standard input when there is none;
"-" is standard input), read whole. Text is read as RFC 3986 Appendix C
says: "<...>" with the whitespace inside removed, "<URL:...>" and
"URL:", "..." in double quotes (the reference runs to the closing quote),
and bare references ended by whitespace or a delimiter (a backtick ends
one), without the sentence punctuation, emphasis, unmatched ")" and
"&name;" after them (GitHub Flavored Markdown 6.9). A reference counts
when its scheme is in the IANA URI Schemes registry (or urikit's), with
the scheme's own syntax where urikit knows it ("file:12", "tag:0" are
not references); with --any-scheme any well-formed scheme followed by
"//" counts too. --www adds "www." and "ftp." hosts and --email bare
addresses, where GFM links them. A reference the strict grammar refuses
is repaired by the lenient parser, which lists its fixes, unless
--strict is given (then it does not count). --iri reads IRIs (RFC 3987):
their Unicode characters are part of them, not repairs.

--html reads HTML documents: every URI-valued attribute (a href, img src
and each srcset candidate, form action, meta refresh, ...), resolved
against the document's <base href> (RFC 3986 5.1.1), itself resolved
against --base; with --css also the url(...) and @import of style
attributes and <style> elements. --mail reads mail messages (RFC 5322,
MIME): text/plain and text/html parts, quoted-printable and base64
decoded, each with its base: Content-Base, Content-Location, or that of
the enclosing multipart (RFC 2557 5), else --base.

Plain output is one line per reference, its target URI: resolved
against the base that applies (RFC 3986 5.2), dot segments removed, the
lenient parser's repairs applied, a Unicode host of a DNS scheme in its
IDNA form (RFC 3987 3.1); with --iri the target IRI (RFC 3987 3.2); a
relative reference without a base as found. With more than one FILE, the
file name and a tab come first. A value that is no reference even to the
lenient parser (in HTML and mail) is reported on standard error, with
the file, its byte offset and the reason, never on standard output, and
the exit status is 1. With --json, one object per reference: {uri,
start, end}, uri as found and start and end the byte offsets of its span
(in mail, in the decoded part), plus file when FILEs are named, part and
base in mail, tag and attr in HTML, resolved (the target URI), fixes and
ambiguous where they apply, and error for a value that is no reference.`,
	example: `
$ echo 'See <http://example.com/a b>, https://例え.jp/パス or www.example.org.' | urikit extract --www
http://example.com/ab
https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9
http://www.example.org
$ echo '<base href="/d/"><a href="x.html">' | urikit extract --html --base http://h.example/
http://h.example/d/
http://h.example/d/x.html`,
	flags: extractFlags,
}

// extractJSON is the JSON object of one reference.
type extractJSON struct {
	File      string     `json:"file,omitempty"`
	Part      string     `json:"part,omitempty"`
	Base      string     `json:"base,omitempty"`
	Tag       string     `json:"tag,omitempty"`
	Attr      string     `json:"attr,omitempty"`
	URI       string     `json:"uri"`
	Start     int        `json:"start"`
	End       int        `json:"end"`
	Resolved  string     `json:"resolved,omitempty"`
	Fixes     []jsonFix  `json:"fixes,omitempty"`
	Ambiguous bool       `json:"ambiguous,omitempty"`
	Error     *jsonError `json:"error,omitempty"`
}

func extractFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	var opts extract.Options
	fs.BoolVar(&opts.IRI, "iri", false, "find IRIs: Unicode letters in hosts and paths (RFC 3987)")
	fs.BoolVar(&opts.WWW, "www", false, `read "www." and "ftp." hosts as http and ftp URIs where GFM links them (RFC 2396 App. F)`)
	fs.BoolVar(&opts.Email, "email", false, "read bare e-mail addresses as mailto URIs where GFM links them")
	fs.BoolVar(&opts.AnyScheme, "any-scheme", false, `accept any well-formed scheme followed by "//", not only registered ones`)
	fs.BoolVar(&opts.Strict, "strict", false, "accept only what the strict parser accepts: no repairs")
	isHTML := fs.Bool("html", false, "read HTML documents: URI-valued attributes")
	isMail := fs.Bool("mail", false, "read mail messages: text/plain and text/html parts")
	css := fs.Bool("css", false, "with --html or --mail, also the URLs in CSS: url(...), @import")
	base := fs.String("base", "", "the base `URL` (the document's own URI)")
	jsonLines := fs.Bool("json", false, "write one JSON object per reference (JSON Lines)")
	return func(c *cmd, args []string) int {
		if *isHTML && *isMail {
			return c.usage("--html and --mail exclude each other")
		}
		// The common --input files are FILE operands too, after the
		// arguments (CLI.md "Inputs").
		args = append(args, c.inputs...)
		x := &extractor{c: c, opts: opts, html: *isHTML, mail: *isMail, css: *css, base: *base, files: len(args) > 0, names: len(args) > 1}
		if flagSet(fs, "base") {
			var err error
			if opts.IRI {
				var b iri.Ref
				if b, err = iri.ParseAbsolute(*base); err == nil {
					x.baseURI = b.ToURI()
				}
			} else {
				x.baseURI, err = uri.ParseAbsolute(*base)
			}
			if err != nil {
				off, msg := errorFields(err)
				c.warnf("bad --base %s: %s at offset %d", shown(*base), msg, off)
				return exitUsage
			}
		}
		x.out = c.newOutput(*jsonLines)
		if len(args) == 0 {
			args = []string{"-"}
		}
		status := exitOK
		for _, name := range args {
			if s := x.file(name); s > status {
				status = s
			}
			if x.out.err != nil {
				break
			}
		}
		if err := x.out.flush(); err != nil {
			c.warnf("writing output: %v", err)
			return exitUsage
		}
		return status
	}
}

// extractor is one run of the verb.
type extractor struct {
	c          *cmd
	out        *output
	opts       extract.Options
	html, mail bool
	css        bool // --css
	base       string
	baseURI    uri.Ref // --base, the zero Ref when not given
	files      bool    // FILEs were named: JSON gives "file"
	names      bool    // more than one: plain lines start with the name
}

// file extracts from one file ("-": standard input) and returns the exit
// status it calls for.
func (x *extractor) file(name string) int {
	var r io.Reader = x.c.stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			x.c.warnf("%v", err)
			return exitUsage
		}
		defer f.Close()
		r = f
	} else if x.c.stdinTerminal && x.c.stderrTerminal {
		x.c.warnf("reading a document from standard input (end with Ctrl-D)")
	}
	br := bufio.NewReaderSize(r, gzipPeekSize)
	r = br
	// A gzip file is recognised by its header (isGzip), whatever its
	// name; offsets are then into the text it holds.
	if isGzip(br) {
		zr, err := gzip.NewReader(br)
		if err != nil {
			x.c.warnf("%s: %v", shown(name), err)
			return exitUsage
		}
		defer zr.Close()
		r = gzipErrors{zr}
	}
	status := exitOK
	var err error
	switch {
	case x.html:
		hopts := extract.HTMLOptions{Base: x.baseString(), IRI: x.opts.IRI, Strict: x.opts.Strict, CSS: x.css}
		var links []extract.Link
		links, err = extract.HTML(r, hopts)
		for _, l := range links {
			if !x.link(name, "", "", l, false) {
				status = exitInvalid
			}
		}
	case x.mail:
		var links []extract.MailLink
		links, err = extract.Mail(r, extract.MailOptions{Options: x.opts, Base: x.baseString(), CSS: x.css})
		for _, l := range links {
			if !x.link(name, l.Part, l.Base, l.Link, l.Ambiguous) {
				status = exitInvalid
			}
		}
	default:
		var b []byte
		b, err = io.ReadAll(r)
		for m := range extract.All(string(b), x.opts) {
			// A reference in text has a scheme: its target is
			// itself, without dot segments (RFC 3986 5.2.2).
			l := extract.Link{Value: m.URI, Start: m.Start, End: m.End, Fixes: m.Fixes, Resolved: m.Ref.Resolve(m.Ref)}
			x.link(name, "", "", l, m.Ambiguous)
		}
	}
	if err != nil {
		x.c.warnf("%s: %v", shown(name), err)
		return exitUsage
	}
	return status
}

// baseString is --base as given, or "".
func (x *extractor) baseString() string {
	if !x.baseURI.IsValid() {
		return ""
	}
	return x.base
}

// link writes one reference and reports whether it is one. In plain
// output a value that is no reference goes to standard error, so that the
// next command of a pipe reads only references.
func (x *extractor) link(file, part, base string, l extract.Link, amb bool) bool {
	if x.out.json {
		j := extractJSON{Part: part, Base: base, Tag: l.Tag, Attr: l.Attr, URI: l.Value, Start: l.Start, End: l.End,
			Ambiguous: amb}
		if l.Resolved.IsValid() {
			j.Resolved = l.Resolved.String()
		}
		if x.files {
			j.File = file
		}
		for _, f := range l.Fixes {
			j.Fixes = append(j.Fixes, jsonFix{Offset: f.Offset, Was: f.Old, Now: f.New, Reason: f.Kind.String()})
		}
		if l.Err != nil {
			j.Error = newJSONError(l.Err)
		}
		x.out.object(j)
		return l.Err == nil
	}
	if l.Err != nil {
		off, msg := errorFields(l.Err)
		where := shown(file)
		if part != "" {
			where += " part " + part
		}
		x.c.warnf("%s: offset %d: not a reference: %s: %s at offset %d", where, l.Start, shown(l.Value), msg, off)
		return false
	}
	var f []string
	if x.names {
		f = append(f, file)
	}
	switch {
	case !l.Resolved.IsValid():
		f = append(f, l.Value)
	case x.opts.IRI:
		f = append(f, iri.Display.FromURI(l.Resolved).String())
	default:
		f = append(f, l.Resolved.String())
	}
	x.out.fields(f...)
	return true
}
