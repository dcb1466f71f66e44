package main

// This file is the relative verb: the shortest reference from a base to
// each target, the inverse of resolution (RFC 3986 5.2).

import (
	"flag"
	"github.com/urikit/urikit/iri"

	"github.com/urikit/urikit/uri"
)

var relativeVerb = &verb{
	name:     "relative",
	synopsis: "relative --base BASE [--iri] [--json] [TARGET...]",
	summary:  "shortest reference from a base to each target (inverse of 5.2)",
	doc: `
For each input, a URI (it must have a scheme), print the shortest
reference that resolves against BASE back to it: resolving the output
against BASE (urikit resolve) gives the target with its dot-segments
removed, which every resolution does (RFC 3986 5.2.2). Schemes and
authorities are compared as written: normalize both first to relate
"HTTP://A/" and "http://a/x".

--iri reads BASE and each target as RFC 3987 IRIs and prints the
shortest IRI reference (RFC 3987 6.5).

Plain output is one line per input: the reference (possibly empty: an
empty line on a pipe, "" on a terminal), or
  invalid<TAB>TARGET<TAB>OFFSET<TAB>REASON
so that 'urikit relative --base B T | urikit resolve --base B' gives T
back. With --json: {base, target, result} or {base, target, error}.`,
	example: `
$ urikit relative --base 'http://a/b/c/d;p?q' 'http://a/b/c/g' 'http://a/b/g?y' 'http://a/b/c/d;p?q#s' 'https://a/'
g
../g?y
#s
https://a/`,
	flags: relativeFlags,
}

func relativeFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	base := fs.String("base", "", "the base `URI` (required)")
	asIRI := fs.Bool("iri", false, "read BASE and the targets as IRIs (RFC 3987 6.5)")
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	return func(c *cmd, args []string) int {
		one, ok := c.withBase(*base, flagSet(fs, "base"), func(base string) (baseFunc, error) {
			return relativizer(base, *asIRI)
		})
		if !ok {
			return exitUsage
		}
		out := c.newOutput(*jsonLines)
		return c.eachParallel(args, out, func(out *output, s string) bool {
			rel, err := one(s)
			switch {
			case out.json:
				out.object(relativeJSON(*base, s, rel, err))
			case err != nil:
				out.invalid(err, s)
			default:
				out.fields(rel)
			}
			return err == nil
		})
	}
}

// relativizer parses base strictly, as an absolute URI or with asIRI as an
// absolute IRI, and returns the function that parses a target strictly and
// gives the shortest reference from base to it (the inverse of RFC 3986
// 5.2; RFC 3987 6.5 for IRIs).
func relativizer(base string, asIRI bool) (baseFunc, error) {
	if asIRI {
		b, err := iri.ParseAbsolute(base)
		if err != nil {
			return nil, err
		}
		return func(s string) (string, error) {
			t, err := iri.ParseAbsolute(s)
			if err != nil {
				return "", err
			}
			rel, err := b.RelativeRef(t)
			return rel.String(), err
		}, nil
	}
	b, err := uri.ParseAbsolute(base)
	if err != nil {
		return nil, err
	}
	return func(s string) (string, error) {
		rel, err := relativeOne(b, s)
		return rel.String(), err
	}, nil
}

// relativeOne parses the target s strictly as a URI and returns the
// shortest reference from b to it.
func relativeOne(b uri.Ref, s string) (uri.Ref, error) {
	t, err := uri.ParseAbsolute(s)
	if err != nil {
		return uri.Ref{}, err
	}
	return b.RelativeRef(t)
}

// relativeJSON returns the JSON object of relative for the target s from
// base, reached by rel or failing with err.
func relativeJSON(base, s, rel string, err error) any {
	if err != nil {
		return relativeFailure{Base: base, Target: s, Error: newJSONError(err)}
	}
	return relativeResult{Base: base, Target: s, Result: rel}
}

type relativeResult struct {
	Base   string `json:"base"`
	Target string `json:"target"`
	Result string `json:"result"`
}

type relativeFailure struct {
	Base   string     `json:"base"`
	Target string     `json:"target"`
	Error  *jsonError `json:"error"`
}
