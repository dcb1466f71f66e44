package main

// This file is the equal verb: whether two references are equivalent on a
// rung of the comparison ladder of RFC 3986 6.2.

import (
	"flag"
	"strconv"
	"strings"

	"github.com/urikit/urikit/uri"
)

var equalVerb = &verb{
	name:     "equal",
	synopsis: "equal [--level simple|syntax|scheme] [--iri [--nfc] [--idna]] [--json] [A B]",
	summary:  "are two references equivalent? (RFC 3986 6.2)",
	doc: `
Compare two RFC 3986 URI-references on a rung of the comparison ladder
of RFC 3986 6.2: simple (6.2.1, the strings as written), syntax (6.2.2,
syntax-based normalization) or scheme (6.2.3, the default: scheme-based
normalization too). See "urikit help normalize" for what each rung does.
With --iri, A and B are RFC 3987 IRI references compared on the IRI
ladder of RFC 3987 5.3 (no NFC: 5.3.2.2 assumes IRIs are created in it).
--nfc and --idna, with --iri and --level syntax or scheme, compare the
normal forms of normalize --iri --nfc / --idna instead: Unicode
Normalization Form C (5.3.2.2) and hosts of DNS schemes in their UTS #46
Unicode form (5.3.3).

With no A and B, each line of standard input holds a pair, A<TAB>B,
and each gets its line of output.

Exit status 0 when they are equivalent (every pair), 1 when they are not
or one is invalid, 2 on a usage error. The output is one line per pair,
whatever the validity of its sides:
  equal<TAB>FORM                 (the normal form both have)
  different<TAB>FORM-A<TAB>FORM-B
  invalid<TAB>A<TAB>B<TAB>SIDE<TAB>OFFSET<TAB>REASON
SIDE is a or b, the side that is invalid (a when both are), OFFSET the
byte offset in it; for a line of standard input without a tab, B is
empty, SIDE is line and OFFSET the line's length. With --json, one
object per pair: {a, b, equal} with equal true or false, or {a, b,
error {side, offset, message}} (b null for a line without a tab).`,
	example: `
$ urikit equal 'HTTP://www.Example.COM:80/%7euser' 'http://www.example.com/~user'
equal	http://www.example.com/~user
$ urikit equal --level syntax 'http://a:80/' 'http://a/'
different	http://a:80/	http://a/
$ urikit equal --iri 'http://example.org/D%C3%BCrst' 'HTTP://Example.org:80/Dürst'
equal	http://example.org/Dürst
$ urikit equal --json 'HTTP://A' 'http://a/'
{"a":"HTTP://A","b":"http://a/","equal":true}`,
	flags: equalFlags,
}

func equalFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	level := levelFlag(fs)
	var io iriOptions
	fs.BoolVar(&io.iri, "iri", false, "compare IRI references (RFC 3987 5.3)")
	fs.BoolVar(&io.nfc, "nfc", false, "with --iri: compare in Normalization Form C (RFC 3987 5.3.2.2)")
	fs.BoolVar(&io.idna, "idna", false, "with --iri: hosts of DNS schemes by UTS #46 (RFC 3987 5.3.3)")
	jsonLines := fs.Bool("json", false, "write one JSON object per pair (JSON Lines)")
	return func(c *cmd, args []string) int {
		l, err := parseLevel(*level)
		if err == nil {
			err = io.check(l)
		}
		if err != nil {
			c.warnf("%v", err)
			return exitUsage
		}
		if len(args) == 2 && len(c.inputs) > 0 {
			return c.usage("takes A B or --input files of pairs, not both")
		}
		out := c.newOutput(*jsonLines)
		switch len(args) {
		case 2:
			status := exitInvalid
			if equalPair(out, args[0], args[1], l, io) {
				status = exitOK
			}
			if err := out.flush(); err != nil {
				c.warnf("writing output: %v", err)
				return exitUsage
			}
			return status
		case 0:
			// One pair per line of standard input, A and B separated by a
			// tab (a reference never holds one, RFC 3986 2).
			return c.eachParallel(nil, out, func(out *output, line string) bool {
				a, b, ok := strings.Cut(line, "\t")
				if !ok {
					const msg = "want two references separated by a tab"
					if out.json {
						out.object(equalFailure{A: line, Error: &equalError{Side: "line", Offset: len(line), Message: msg}})
					} else {
						out.fields("invalid", line, "", "line", strconv.Itoa(len(line)), msg)
					}
					return false
				}
				return equalPair(out, a, b, l, io)
			})
		}
		c.warnf("takes two references, A and B (or none, to read A<TAB>B lines), not %d", len(args))
		return exitUsage
	}
}

// equalPair compares a and b at level l, as URI references or with io.iri
// as IRI references (RFC 3987 5.3), writes the one line of the result and
// reports whether they are equivalent.
func equalPair(out *output, a, b string, l uri.Level, io iriOptions) bool {
	var forms [2]string
	var errs [2]error
	var eq bool
	if io.iri {
		forms, eq, errs = equalIRI([2]string{a, b}, l, io)
	} else {
		var refs [2]uri.Ref
		for i, s := range [2]string{a, b} {
			refs[i], errs[i] = uri.Parse(s)
			if errs[i] == nil {
				forms[i] = refs[i].NormalizeWith(uri.NormalizeOptions{Level: l}).String()
			}
		}
		eq = errs[0] == nil && errs[1] == nil && uri.Equal(refs[0], refs[1], l)
	}
	for i, side := range [2]string{"a", "b"} {
		if errs[i] == nil {
			continue
		}
		if out.json {
			off, msg := errorFields(errs[i])
			out.object(equalFailure{A: a, B: &b, Error: &equalError{Side: side, Offset: off, Message: msg}})
		} else {
			out.invalid(errs[i], a, b, side)
		}
		return false
	}
	switch {
	case out.json:
		out.object(equalResult{A: a, B: b, Equal: eq})
	case eq:
		out.fields("equal", forms[0])
	default:
		out.fields("different", forms[0], forms[1])
	}
	return eq
}

// equalResult and equalFailure are the JSON objects of equal.
type equalResult struct {
	A     string `json:"a"`
	B     string `json:"b"`
	Equal bool   `json:"equal"`
}

type equalFailure struct {
	A     string      `json:"a"`
	B     *string     `json:"b"` // null for a line without a tab
	Error *equalError `json:"error"`
}

// equalError is the error of a pair: the side that is invalid, a, b or
// line, and the offset in it.
type equalError struct {
	Side    string `json:"side"`
	Offset  int    `json:"offset"`
	Message string `json:"message"`
}
