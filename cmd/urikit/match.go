package main

// This file is the match verb: the variables of a URI Template (RFC 6570)
// read back from URIs, by package uritemplate.

import (
	"encoding/base64"
	"encoding/json"
	"flag"
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/jsonl"
	"github.com/urikit/urikit/uritemplate"
)

var matchVerb = &verb{
	name:     "match",
	synopsis: "match --template T [--json] [URI...]",
	summary:  "read a URI Template's variables back from URIs (RFC 6570)",
	doc: `
Read each input as an expansion of the URI Template T and write the
variables whose expansion it is, as Ruby Addressable's extract does.
Only templates whose expansions read back one way are taken (see
docs/templates.md): each expression must end where a character follows
that its expansion cannot hold ("/users/{id}/repos{?page}" can be read
back, "{name}.{ext}" cannot), and each variable appear once (and with a
prefix modifier only beside its full value). Another template, or one
that is not valid, is a usage error that says why.

Values are decoded ("%20" is a space) but in "{+x}" and "{#x}", which
keep them as written; a "," between the items of "{x}" makes a list, the
name=value items of "{x*}" an associative array. Triplets may be in
either case and unreserved characters encoded or not: "%7e" reads as
"~".

Plain output is one line per input: the variables as a JSON object, in
the order of the template (a string, an array for a list, an object for
an associative array; undefined variables left out), or
  nomatch<TAB>URI
when the input is no expansion of T. With --json, one object per input:
{uri, variables}, variables null when it does not match. A value that
is not UTF-8 (from "%FF") is also given exactly, as NAME_base64 beside
NAME, every string of it in base64. Exit status 1 when some input did
not match, 2 on a usage error.`,
	example: `
$ urikit match --template '/repos/{owner}/{repo}{/path*}{?ref}' '/repos/a/b/docs/x.md?ref=main'
{"owner":"a","repo":"b","path":["docs","x.md"],"ref":"main"}
$ urikit match --template '/search{?q,tags*}' '/search?q=URI%20Templates&x=1' '/about'
{"q":"URI Templates","tags":{"x":"1"}}
nomatch	/about`,
	flags: matchFlags,
}

func matchFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	template := fs.String("template", "", "the URI Template `T` (RFC 6570); required")
	jsonLines := fs.Bool("json", false, "write one JSON object per input (JSON Lines)")
	return func(c *cmd, args []string) int {
		if !flagSet(fs, "template") {
			return c.usage("--template is required")
		}
		t, err := uritemplate.Parse(*template)
		if err == nil {
			err = t.CheckMatch()
		}
		if err != nil {
			return c.usage("--template: " + err.Error())
		}
		names := t.Variables()
		out := c.newOutput(*jsonLines)
		return c.eachParallel(args, out, func(out *output, s string) bool {
			vals, ok := t.Match(s)
			var text string
			if ok {
				text = variablesJSON(names, vals)
			}
			switch {
			case out.json:
				r := matchResult{URI: s}
				if ok {
					r.Variables = json.RawMessage(text)
				}
				out.object(r)
			case ok:
				out.fields(text)
			default:
				out.fields("nomatch", s)
			}
			return ok
		})
	}
}

type matchResult struct {
	URI       string          `json:"uri"`
	Variables json.RawMessage `json:"variables"`
}

// variablesJSON returns the defined variables of vals as a JSON object, in
// the order of names; a value with a string that is not UTF-8 is followed
// by NAME_base64, the value with every string in base64 (CLI.md
// "Outputs").
func variablesJSON(names []string, vals uritemplate.Values) string {
	var b strings.Builder
	b.WriteByte('{')
	for _, name := range names {
		v := vals[name]
		if !v.IsDefined() {
			continue
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		jsonl.String(&b, name)
		b.WriteByte(':')
		text, _ := v.MarshalJSON()
		b.Write(text)
		if enc, ok := base64Value(v); ok {
			b.WriteByte(',')
			jsonl.String(&b, name+"_base64")
			b.WriteByte(':')
			text, _ := enc.MarshalJSON()
			b.Write(text)
		}
	}
	b.WriteByte('}')
	return b.String()
}

// base64Value returns v with each of its strings in standard base64 (RFC
// 4648 4), when one of them is not UTF-8.
func base64Value(v uritemplate.Value) (uritemplate.Value, bool) {
	enc := func(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }
	switch v.Kind() {
	case uritemplate.KindList:
		items := v.Items()
		if !slices.ContainsFunc(items, notUTF8) {
			return v, false
		}
		for i, it := range items {
			items[i] = enc(it)
		}
		return uritemplate.List(items...), true
	case uritemplate.KindAssoc:
		pairs := v.Pairs()
		if !slices.ContainsFunc(pairs, func(p uritemplate.Pair) bool { return notUTF8(p.Name) || notUTF8(p.Value) }) {
			return v, false
		}
		for i, p := range pairs {
			pairs[i] = uritemplate.Pair{Name: enc(p.Name), Value: enc(p.Value)}
		}
		return uritemplate.Assoc(pairs...), true
	}
	if !notUTF8(v.Text()) {
		return v, false
	}
	return uritemplate.String(enc(v.Text())), true
}

func notUTF8(s string) bool { return !utf8.ValidString(s) }
