package main

// This file is the equal verb: whether two references are equivalent on a
// rung of the comparison ladder of RFC 3986 6.2.

import (
	"flag"

	"github.com/urikit/urikit/uri"
)

func init() {
	register(&verb{
		name:     "equal",
		synopsis: "equal [--level simple|syntax|scheme] [--iri] A B",
		summary:  "are two references equivalent? (RFC 3986 6.2)",
		doc: `
Compare two RFC 3986 URI-references on a rung of the comparison ladder
of RFC 3986 6.2: simple (6.2.1, the strings as written), syntax (6.2.2,
syntax-based normalization) or scheme (6.2.3, the default: scheme-based
normalization too). See "urikit help normalize" for what each rung does.
With --iri, A and B are RFC 3987 IRI references compared on the IRI
ladder of RFC 3987 5.3 (no NFC: 5.3.2.2 assumes IRIs are created in it).

Exit status 0 when they are equivalent, 1 when they are not or one is
invalid, 2 on a usage error. The output is one line:
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
		if len(args) != 2 {
			c.warnf("takes two references, A and B, not %d", len(args))
			return exitUsage
		}
		out := newOutput(c.stdout, false)
		if *iriMode {
			return c.equalIRI(out, args, l)
		}
		var refs [2]uri.Ref
		valid := true
		for i, s := range args {
			r, err := uri.Parse(s)
			if err != nil {
				out.fields("invalid", shown(s), errorText(err))
				valid = false
			}
			refs[i] = r
		}
		status := exitInvalid
		if valid {
			o := uri.NormalizeOptions{Level: l}
			a, b := refs[0].NormalizeWith(o), refs[1].NormalizeWith(o)
			if uri.Equal(refs[0], refs[1], l) {
				out.fields("equal", a.String())
				status = exitOK
			} else {
				out.fields("different", a.String(), b.String())
			}
		}
		if out.flush() != nil {
			return exitUsage
		}
		return status
	}
}

// equalIRI is equal --iri.
func (c *cmd) equalIRI(out *output, args []string, l uri.Level) int {
	forms, eq, errs := equalIRI(args, l)
	status := exitInvalid
	switch {
	case errs[0] != nil || errs[1] != nil:
		for i, err := range errs {
			if err != nil {
				out.fields("invalid", shown(args[i]), errorText(err))
			}
		}
	case eq:
		out.fields("equal", forms[0])
		status = exitOK
	default:
		out.fields("different", forms[0], forms[1])
	}
	if out.flush() != nil {
		return exitUsage
	}
	return status
}
