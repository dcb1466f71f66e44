package main

// This file is the convert verb: the mapping of IRI references to URI
// references (RFC 3987 3.1) and the conversion of URI references to IRI
// references (RFC 3987 3.2), done by package iri.

import (
	"errors"
	"flag"
	"fmt"
	"strings"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

var convertVerb = &verb{
	name:     "convert",
	synopsis: "convert --to uri|iri [--idna] [--nfc] [--strict] [--json] [INPUT...]",
	summary:  "map IRIs to URIs and URIs to IRIs (RFC 3987 3.1, 3.2)",
	doc: `
--to uri reads each input as an IRI reference (RFC 3987 2.2) and maps it
to a URI reference by RFC 3987 3.1 step 2: "each character in 'ucschar'
or 'iprivate'" becomes the %HH triplets of its UTF-8 octets, upper-case
hex; existing triplets and every allowed character are kept. 3.1 also
says "Systems accepting IRIs MAY also deal with the printable characters
in US-ASCII that are not allowed in URIs, namely "<", ">", '"', space,
"{", "}", "|", "\", "^", and "` + "`" + `", in step 2 above. If these characters
are found but are not converted, then the conversion SHOULD fail." convert
converts them too; --strict refuses them instead (an error at the first
one). '#', '%', '[' and ']' are never converted ("MUST NOT").

--idna, with --to uri, maps a non-ASCII registered name with IDNA
ToASCII (UTS #46 nontransitional processing, UseSTD3ASCIIRules, the
hyphen, joiner and bidi checks) instead of percent-encoding it. 3.1:
"For schemes whose ireg-name is a DNS name, ... replace the ireg-name
part of the IRI by the part converted using the ToASCII operation ...
with the flag UseSTD3ASCIIRules set to TRUE". A host IDNA rejects is an
error at the host's offset. The query and the rest are never converted
by IDNA.

--nfc, with --to uri, normalizes the input to Unicode Normalization
Form C first: 3.1 step 1 variant B, for an IRI "in some known
non-Unicode character encoding" (text transcoded from a legacy
charset): "Convert the IRI to a sequence of characters from the UCS
normalized according to NFC". Without it convert follows variant C
(the IRI is already Unicode): "Do not normalize".

--to iri reads each input as a URI reference (RFC 3986 4.1) and converts
it to an IRI reference by RFC 3987 3.2: a run of triplets is decoded when
it is well-formed UTF-8 (no other charset is guessed: "D%FCrst" stays)
for a character allowed in its component and appropriate to show (not a
bidi formatting character such as U+202E, 4.1; not white space; private
use only in the query); reserved characters, '%' and the characters URIs
do not allow stay encoded; kept triplets are written with upper-case hex.

--idna, with --to iri, shows the punycode ("xn--") labels of a
registered name in Unicode when ToUnicode accepts them and ToASCII gives
them back. 3.2.1: "Implementations with scheme-specific knowledge MAY
convert punycode-encoded domain name labels to the corresponding
characters by using the ToUnicode procedure."

Plain output is one line per input: the result, or for an input that is
not a valid reference of the source kind
  invalid<TAB>INPUT<TAB>OFFSET<TAB>REASON
with OFFSET the byte offset of the first offending byte. On a pipe the
result is written as it is, so that 'convert --to iri | convert --to
uri' round-trips; on a terminal, an empty result or input, or one that
holds a character that does not show, is written quoted as parse does.
With --json, one object per input: {input, result} or {input, error
{offset, message}}. Exit status 1 when some
input was invalid, 2 on a usage error (--to missing or not uri or iri).`,
	example: `
$ urikit convert --to uri 'http://www.example.org/red%09rosé#<red>'
http://www.example.org/red%09ros%C3%A9#%3Cred%3E
$ urikit convert --to uri --idna 'http://résumé.example.org/'
http://xn--rsum-bpad.example.org/
$ urikit convert --to iri 'http://www.example.org/D%C3%BCrst' 'http://www.example.org/D%FCrst'
http://www.example.org/Dürst
http://www.example.org/D%FCrst
$ urikit convert --to iri --idna --json 'http://xn--99zt52a.jp/%e2%80%ae'
{"input":"http://xn--99zt52a.jp/%e2%80%ae","result":"http://納豆.jp/%E2%80%AE"}`,
	flags: convertFlags,
}

func convertFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	to := fs.String("to", "", "map to a URI (RFC 3987 3.1) or an IRI (3.2): `uri|iri`; required")
	useIDNA := fs.Bool("idna", false, "hosts by IDNA: ToASCII with --to uri, ToUnicode with --to iri")
	nfc := fs.Bool("nfc", false, "--to uri: normalize to NFC first (3.1 step 1 variant B)")
	strict := fs.Bool("strict", false, "--to uri: refuse the US-ASCII characters URIs do not allow")
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	return func(c *cmd, args []string) int {
		var conv func(s string) (string, error)
		switch *to {
		case "uri":
			conv = toURI(*useIDNA, *nfc, *strict)
		case "iri":
			if *nfc || *strict {
				return c.usage("--nfc and --strict apply to --to uri only")
			}
			conv = toIRI(*useIDNA)
		case "":
			return c.usage("--to is required: --to uri or --to iri")
		default:
			return c.usage("--to must be uri or iri, not " + shown(*to))
		}
		out := c.newOutput(*jsonLines)
		return c.eachParallel(args, out, func(out *output, s string) bool {
			res, err := conv(s)
			switch {
			case out.json:
				out.object(convertJSON(s, res, err))
			case err != nil:
				out.invalid(err, s)
			default:
				out.fields(res)
			}
			return err == nil
		})
	}
}

// toURI returns the IRI-to-URI mapping with the flags' options.
func toURI(useIDNA, nfc, strict bool) func(s string) (string, error) {
	p := iri.Strict
	if useIDNA {
		p = iri.Lookup
	}
	p = p.With(iri.EncodeUnwise(!strict))
	pn := p.With(iri.NFC(true))
	return func(s string) (string, error) {
		// Map as written first (the result without --nfc), so that an
		// error's offset counts the bytes of the input rather than of
		// its NFC form.
		u, err := p.ToURIString(s)
		if err != nil {
			var e *iri.Error
			if strict && errors.As(err, &e) && e.Offset < len(s) && strings.IndexByte(unwise, s[e.Offset]) >= 0 {
				e.Err = fmt.Errorf("%w (RFC 3987 3.1: not converted with --strict)", e.Err)
			}
			return "", err
		}
		if nfc {
			u, err = pn.ToURIString(s)
		}
		return u.String(), err
	}
}

// unwise are the printable US-ASCII characters that URIs do not allow and
// that --to uri converts unless --strict (RFC 3987 3.1).
const unwise = "<>\" {}|\\^`"

// toIRI returns the URI-to-IRI conversion, with ToUnicode for hosts when
// useIDNA is set.
func toIRI(useIDNA bool) func(s string) (string, error) {
	p := iri.Strict
	if useIDNA {
		p = iri.Display
	}
	return func(s string) (string, error) {
		u, err := uri.Parse(s)
		if err != nil {
			var e *uri.Error
			if _, ierr := iri.Parse(s); ierr == nil && errors.As(err, &e) {
				e.Err = fmt.Errorf("%w; the input is a valid IRI, which --to uri maps to a URI", e.Err)
			}
			return "", err
		}
		return p.FromURI(u).String(), nil
	}
}

// convertJSON returns the JSON object of convert for s, converted to res
// or failing with err.
func convertJSON(s, res string, err error) any {
	if err != nil {
		return convertFailure{Input: s, Error: newJSONError(err)}
	}
	return convertResult{Input: s, Result: res}
}

type convertResult struct {
	Input  string `json:"input"`
	Result string `json:"result"`
}

type convertFailure struct {
	Input string     `json:"input"`
	Error *jsonError `json:"error"`
}
