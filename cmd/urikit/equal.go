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
		synopsis: "equal [--level simple|syntax|scheme] A B",
		summary:  "are two references equivalent? (RFC 3986 6.2)",
		doc: `
Compare two RFC 3986 URI-references on a rung of the comparison ladder
of RFC 3986 6.2: simple (6.2.1, the strings as written), syntax (6.2.2,
syntax-based normalization) or scheme (6.2.3, the default: scheme-based
normalization too). See "urikit help normalize" for what each rung does.

Exit status 0 when they are equivalent, 1 when they are not or one is
invalid, 2 on a usage error. The output is one line:
  equal<TAB>FORM                 (the normal form both have)
  different<TAB>FORM-A<TAB>FORM-B
  invalid<TAB>INPUT<TAB>OFFSET<TAB>REASON   (for each invalid input)`,
		example: `
$ urikit equal 'HTTP://www.Example.COM:80/%7euser' 'http://www.example.com/~user'
equal	http://www.example.com/~user
$ urikit equal --level syntax 'http://a:80/' 'http://a/'
different	http://a:80/	http://a/`,
		flags: equalFlags,
	})
}

func equalFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	level := levelFlag(fs, true)
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
