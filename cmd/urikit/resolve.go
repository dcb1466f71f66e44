package main

// This file is the resolve verb: the target URI of each reference against a
// base, by RFC 3986 5.2 (or RFC 2396's backward-compatible reading with
// --legacy).

import (
	"flag"
	"github.com/urikit/urikit/iri"

	"github.com/urikit/urikit/uri"
)

var resolveVerb = &verb{
	name:     "resolve",
	synopsis: "resolve --base BASE [--legacy] [--iri] [--json] [REF...]",
	summary:  "resolve references against a base URI (RFC 3986 5.2)",
	doc: `
Resolve each input, an RFC 3986 URI-reference, against BASE by the
algorithm of RFC 3986 5.2 and print the target URI. BASE is parsed
strictly and must have a scheme; its fragment is ignored (5.1). A bad
BASE is a usage error (exit status 2).

Plain output is one line per input: the target URI, or for an invalid
reference
  invalid<TAB>REF<TAB>OFFSET<TAB>REASON
(a target never holds a tab). With --json, one object per input:
{base, ref, result} or {base, ref, error {offset, message}}.

--iri reads BASE and each input as RFC 3987 IRI references and prints
the target IRI: the algorithm of RFC 3986 5.2 applies to IRIs as it
stands (RFC 3987 6.5).

--legacy reads a reference with the base's scheme as if it had none,
for a hierarchical base: RFC 2396's backward-compatible "http:g" (RFC
3986 5.2.2 allows it to non-strict parsers).`,
	example: `
$ urikit resolve --base 'http://a/b/c/d;p?q' g ../g '?y' 'http:g'
http://a/b/c/g
http://a/b/g
http://a/b/c/d;p?y
http:g
$ urikit resolve --base 'http://a/b/c/d;p?q' --legacy 'http:g'
http://a/b/c/g`,
	flags: resolveFlags,
}

func resolveFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	base := fs.String("base", "", "the base `URI` (required)")
	legacy := fs.Bool("legacy", false, `read "http:g" as "g" for a hierarchical base (RFC 2396)`)
	asIRI := fs.Bool("iri", false, "read BASE and the references as IRIs (RFC 3987 6.5)")
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	return func(c *cmd, args []string) int {
		one, ok := c.withBase(*base, flagSet(fs, "base"), func(base string) (baseFunc, error) {
			return resolver(base, *asIRI, uri.ResolveOptions{Legacy: *legacy})
		})
		if !ok {
			return exitUsage
		}
		out := c.newOutput(*jsonLines)
		return c.eachParallel(args, out, func(out *output, s string) bool {
			t, err := one(s)
			switch {
			case out.json:
				out.object(resolveJSON(*base, s, t, err))
			case err != nil:
				out.invalid(err, s)
			default:
				out.fields(t)
			}
			return err == nil
		})
	}
}

// A baseFunc maps an input to its result against a base bound into it:
// the target of a reference (resolver) or the reference to a target
// (relativizer).
type baseFunc func(s string) (string, error)

// resolver parses base strictly, as an absolute URI or with asIRI as an
// absolute IRI (RFC 3986 4.3, 5.1; RFC 3987 2.2), and returns the function
// that parses a reference strictly and gives its target (RFC 3986 5.2,
// which RFC 3987 6.5 applies to IRIs as it stands).
func resolver(base string, asIRI bool, opts uri.ResolveOptions) (baseFunc, error) {
	if asIRI {
		b, err := iri.ParseAbsolute(base)
		if err != nil {
			return nil, err
		}
		return func(s string) (string, error) {
			r, err := iri.Parse(s)
			if err != nil {
				return "", err
			}
			return b.ResolveWith(r, opts).String(), nil
		}, nil
	}
	b, err := uri.ParseAbsolute(base)
	if err != nil {
		return nil, err
	}
	return func(s string) (string, error) {
		t, err := resolveOne(b, s, opts)
		return t.String(), err
	}, nil
}

// withBase builds the verb's baseFunc from the required --base flag; a
// missing or bad base is reported on stderr (a usage error).
func (c *cmd) withBase(base string, given bool, build func(string) (baseFunc, error)) (baseFunc, bool) {
	if !given {
		c.usage("--base is required")
		return nil, false
	}
	f, err := build(base)
	if err != nil {
		c.badBase(base, err)
		return nil, false
	}
	return f, true
}

// badBase reports a --base that does not parse, at its offset.
func (c *cmd) badBase(base string, err error) {
	off, msg := errorFields(err)
	c.warnf("bad --base %s: %s at offset %d", shown(base), msg, off)
}

// parseBase parses the --base flag, when given, strictly as a URI (RFC 3986
// 3, 5.1). A missing (when required) or bad base is reported on stderr; the
// zero Ref stands for no base.
func (c *cmd) parseBase(s string, given, required bool) (uri.Ref, bool) {
	if !given {
		if required {
			c.usage("--base is required")
			return uri.Ref{}, false
		}
		return uri.Ref{}, true
	}
	b, err := uri.ParseAbsolute(s)
	if err != nil {
		c.badBase(s, err)
		return uri.Ref{}, false
	}
	return b, true
}

// resolveOne parses s strictly and resolves it against b (RFC 3986 5.2).
func resolveOne(b uri.Ref, s string, opts uri.ResolveOptions) (uri.Ref, error) {
	r, err := uri.Parse(s)
	if err != nil {
		return uri.Ref{}, err
	}
	return b.ResolveWith(r, opts), nil
}

// resolveJSON returns the JSON object of resolve for the reference s
// against base, resolved to t or failing with err.
func resolveJSON(base, s, t string, err error) any {
	if err != nil {
		return resolveFailure{Base: base, Ref: s, Error: newJSONError(err)}
	}
	return resolveResult{Base: base, Ref: s, Result: t}
}

type resolveResult struct {
	Base   string `json:"base"`
	Ref    string `json:"ref"`
	Result string `json:"result"`
}

type resolveFailure struct {
	Base  string     `json:"base"`
	Ref   string     `json:"ref"`
	Error *jsonError `json:"error"`
}
