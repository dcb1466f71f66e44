package main

// This file is the equal verb: whether two references are equivalent on a
// rung of the comparison ladder of RFC 3986 6.2.

import (
	"flag"
	"strconv"
	"strings"

	"github.com/urikit/urikit/uri"
)

func init() {
	register(&verb{
		name:     "equal",
		synopsis: "equal [--level simple|syntax|scheme] [--iri] [A B]",
		summary:  "are two references equivalent? (RFC 3986 6.2)",
		doc: `
Compare two RFC 3986 URI-references on a rung of the comparison ladder
of RFC 3986 6.2: simple (6.2.1, the strings as written), syntax (6.2.2,
syntax-based normalization) or scheme (6.2.3, the default: scheme-based
normalization too). See "urikit help normalize" for what each rung does.
With --iri, A and B are RFC 3987 IRI references compared on the IRI
ladder of RFC 3987 5.3 (no NFC: 5.3.2.2 assumes IRIs are created in it).

With no A and B, each line of standard input holds a pair, A<TAB>B,
and each gets its line of output.

Exit status 0 when they are equivalent (every pair), 1 when they are not
or one is invalid, 2 on a usage error. The output is one line per pair:
  equal<TAB>FORM                 (the normal form both have)
  different<TAB>FORM-A<TAB>FORM-B
  invalid<TAB>INPUT<TAB>OFFSET<TAB>REASON   (for each invalid input)`,
		example: `
$ urikit equal 'HTTP://www.Example.COM:80/%7euser' 'http://www.example.com/~user'
equal	http://www.example.com/~user
$ urikit equal --level syntax 'http://a:80/' 'http://a/'
different	http://a:80/	http://a/
$ urikit equal --iri 'http://example.org/D%C3%BCrst' 'HTTP://Example.org:80/Dürst'
equal	http://example.org/Dürst`,
		flags: equalFlags,
	})
}

func equalFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	level := levelFlag(fs, true)
	iriMode := fs.Bool("iri", false, "compare IRI references (RFC 3987 5.3)")
	return func(c *cmd, args []string) int {
		l, err := parseLevel(*level, true)
		if err != nil {
			c.warnf("%v", err)
			return exitUsage
		}
		out := newOutput(c.stdout, false)
		switch len(args) {
		case 2:
			status := exitInvalid
			if equalPair(out, args[0], args[1], l, *iriMode) {
				status = exitOK
			}
			if out.flush() != nil {
				return exitUsage
			}
			return status
		case 0:
			// One pair per line of standard input, A and B separated by a
			// tab (a reference never holds one, RFC 3986 2).
			return c.each(nil, out, func(line string) bool {
				a, b, ok := strings.Cut(line, "\t")
				if !ok {
					out.fields("invalid", shown(line), strconv.Itoa(len(line)), "want two references separated by a tab")
					return false
				}
				return equalPair(out, a, b, l, *iriMode)
			})
		}
		c.warnf("takes two references, A and B (or none, to read A<TAB>B lines), not %d", len(args))
		return exitUsage
	}
}

// equalPair compares a and b at level l, as URI references or with iriMode
// as IRI references (RFC 3987 5.3), and writes the one line of the result.
func equalPair(out *output, a, b string, l uri.Level, iriMode bool) bool {
	var forms [2]string
	var errs [2]error
	var eq bool
	if iriMode {
		forms, eq, errs = equalIRI([]string{a, b}, l)
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
	switch {
	case errs[0] != nil || errs[1] != nil:
		for i, s := range [2]string{a, b} {
			if errs[i] != nil {
				out.fields("invalid", shown(s), errorText(errs[i]))
			}
		}
		return false
	case eq:
		out.fields("equal", forms[0])
		return true
	}
	out.fields("different", forms[0], forms[1])
	return false
}
