package main

// This file is the expand verb: the URI reference a URI Template (RFC 6570)
// describes for some variables, by package uritemplate.

import (
	"encoding/json"
	"errors"
	"flag"
	"strconv"
	"strings"

	"github.com/urikit/urikit/uritemplate"
)

var expandVerb = &verb{
	name:     "expand",
	synopsis: "expand [--vars JSON | --var NAME=VALUE ...] [--json] [TEMPLATE...]",
	summary:  "expand URI Templates with variables (RFC 6570)",
	doc: `
Expand each input, a URI Template of any level of RFC 6570 (every
operator, prefix and explode modifiers), with the variables of --vars or
of --var, as section 3 says: values are encoded for their operator
("{x}" encodes all but unreserved characters, "{+x}" and "{#x}" keep the
reserved ones and triplets), an undefined variable is skipped (2.3).

--vars takes a JSON object of the variables: a string, a number or a
boolean (written as in the JSON), an array of those (a list), an object
of those (an associative array, its members in the order written), or
null (undefined); a value nested deeper is an error of the templates
that use it. --var NAME=VALUE gives one variable a string; a NAME
given more than once is a list of its values, in order. --vars and --var
do not mix.

Plain output is one line per template: its expansion, or for a template
that is not valid or cannot be expanded (a prefix modifier on a list)
  invalid<TAB>TEMPLATE<TAB>OFFSET<TAB>REASON
with OFFSET the byte offset of the first byte the grammar refuses, or of
the variable. With --json, one object per template: {template, result}
or {template, error {offset, message}}. Exit status 1 when some template
was invalid, 2 on a usage error (bad --vars or --var).`,
	example: `
$ urikit expand --var q='URI Templates' --var lang=en '/search{?q,lang}'
/search?q=URI%20Templates&lang=en
$ urikit expand --vars '{"p": ["a b", "c"], "k": {"x": 1}}' '{/p*}{?k*}' '{+p}'
/a%20b/c?x=1
a%20b,c
$ urikit expand --json --var x=a,b --var y=1 --var y=2 '{?x,y}'
{"template":"{?x,y}","result":"?x=a%2Cb&y=1,2"}`,
	flags: expandFlags,
}

func expandFlags(fs *flag.FlagSet) func(c *cmd, args []string) int {
	varsJSON := fs.String("vars", "", "the variables as a `JSON` object")
	var vars []string
	fs.Func("var", "a variable, a string (repeatable; a `NAME=VALUE` given twice or more is a list)", func(s string) error {
		if !strings.Contains(s, "=") {
			return errors.New("--var takes NAME=VALUE")
		}
		vars = append(vars, s)
		return nil
	})
	jsonLines := fs.Bool("json", false, "write one JSON object per template (JSON Lines)")
	return func(c *cmd, args []string) int {
		values, err := expandValues(*varsJSON, flagSet(fs, "vars"), vars)
		if err != nil {
			return c.usage(err.Error())
		}
		out := c.newOutput(*jsonLines)
		return c.eachParallel(args, out, func(out *output, s string) bool {
			t, err := uritemplate.Parse(s)
			var res string
			if err == nil {
				res, err = t.ExpandMap(values)
			}
			switch {
			case out.json && err != nil:
				out.object(expandFailure{Template: s, Error: templateJSONError(err)})
			case out.json:
				out.object(expandResult{Template: s, Result: res})
			case err != nil:
				off, msg := templateErrorFields(err)
				out.fields("invalid", s, strconv.Itoa(off), msg)
			default:
				out.fields(res)
			}
			return err == nil
		})
	}
}

// expandValues returns the variables of --vars (a JSON object, each value
// read when a template uses it) or of the --var flags.
func expandValues(varsJSON string, varsSet bool, vars []string) (map[string]any, error) {
	if varsSet && len(vars) > 0 {
		return nil, errors.New("--vars and --var do not mix")
	}
	if varsSet {
		var raw map[string]json.RawMessage
		if err := json.Unmarshal([]byte(varsJSON), &raw); err != nil {
			return nil, errors.New("--vars: " + err.Error())
		}
		if raw == nil {
			return nil, errors.New("--vars takes a JSON object")
		}
		values := make(map[string]any, len(raw))
		for name, v := range raw {
			values[name] = v
		}
		return values, nil
	}
	items := map[string][]string{}
	var order []string
	for _, nv := range vars {
		name, value, _ := strings.Cut(nv, "=")
		if _, ok := items[name]; !ok {
			order = append(order, name)
		}
		items[name] = append(items[name], value)
	}
	values := make(map[string]any, len(order))
	for _, name := range order {
		if l := items[name]; len(l) == 1 {
			values[name] = l[0]
		} else {
			values[name] = l
		}
	}
	return values, nil
}

// templateErrorFields returns the offset and the reason of a uritemplate
// error; the reason leaves out the template and the offset, which the
// output gives apart.
func templateErrorFields(err error) (int, string) {
	var e *uritemplate.Error
	if errors.As(err, &e) {
		return e.Offset, e.Err.Error()
	}
	return 0, err.Error()
}

func templateJSONError(err error) *jsonError {
	off, msg := templateErrorFields(err)
	return &jsonError{Offset: off, Message: msg}
}

type expandResult struct {
	Template string `json:"template"`
	Result   string `json:"result"`
}

type expandFailure struct {
	Template string     `json:"template"`
	Error    *jsonError `json:"error"`
}
