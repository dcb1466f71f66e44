package uritemplate_test

// The uritemplate-test suite (github.com/uri-templates/uritemplate-test, in
// testdata/, see testdata/SOURCE.md): every case expands to its expected
// result (one of them, for associative arrays), or fails when the result is
// false; and where the template is matchable, Match reads the result back.
// Another file of the suite put in testdata/ (extended-tests.json) is run
// too.

import (
	"encoding/json"
	"errors"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/urikit/urikit/uritemplate"
)

// suiteGroup is a group of cases of the suite.
type suiteGroup struct {
	Level     int                  `json:"level"`
	Variables json.RawMessage      `json:"variables"`
	Testcases [][2]json.RawMessage `json:"testcases"`
}

// expander returns the expansion of templates with the group's variables:
// as Values, or when they do not read as Values (a value nested in a list)
// as the Go values of ExpandMap, which fails on the templates that use
// those.
func (g suiteGroup) expander(t *testing.T) func(uritemplate.Template) (string, error) {
	var vals uritemplate.Values
	if err := json.Unmarshal(g.Variables, &vals); err == nil {
		return func(tp uritemplate.Template) (string, error) { return tp.Expand(vals) }
	}
	var m map[string]any
	dec := json.NewDecoder(bytesReader(g.Variables))
	dec.UseNumber()
	if err := dec.Decode(&m); err != nil {
		t.Fatalf("variables: %v", err)
	}
	return func(tp uritemplate.Template) (string, error) { return tp.ExpandMap(m) }
}

// readSuite reads a file of the suite, its groups in the order written.
func readSuite(t *testing.T, file string) ([]string, map[string]suiteGroup) {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", file))
	if err != nil {
		t.Fatal(err)
	}
	var groups map[string]suiteGroup
	if err := json.Unmarshal(data, &groups); err != nil {
		t.Fatal(err)
	}
	var order []string
	dec := json.NewDecoder(bytesReader(data))
	dec.Token()
	for dec.More() {
		name, _ := dec.Token()
		order = append(order, name.(string))
		var skip json.RawMessage
		dec.Decode(&skip)
	}
	return order, groups
}

// expected returns the acceptable results of a case, or nil when it must
// fail.
func expected(t *testing.T, raw json.RawMessage) []string {
	var one string
	if json.Unmarshal(raw, &one) == nil {
		return []string{one}
	}
	var many []string
	if json.Unmarshal(raw, &many) == nil {
		return many
	}
	var b bool
	if json.Unmarshal(raw, &b) == nil && !b {
		return nil
	}
	t.Fatalf("bad expected result %s", raw)
	return nil
}

func TestVector(t *testing.T) {
	files := []string{"spec-examples.json", "spec-examples-by-section.json", "negative-tests.json"}
	more, _ := filepath.Glob(filepath.Join("testdata", "*.json"))
	for _, f := range more {
		if f = filepath.Base(f); !slices.Contains(files, f) {
			files = append(files, f)
		}
	}
	for _, file := range files {
		order, groups := readSuite(t, file)
		pass, total, matched := 0, 0, 0
		for _, name := range order {
			g := groups[name]
			expand := g.expander(t)
			for _, tc := range g.Testcases {
				var tmpl string
				if err := json.Unmarshal(tc[0], &tmpl); err != nil {
					t.Fatal(err)
				}
				total++
				want := expected(t, tc[1])
				tp, err := uritemplate.Parse(tmpl)
				var got string
				if err == nil {
					got, err = expand(tp)
				}
				switch {
				case want == nil && err == nil:
					t.Errorf("%s: %s: Expand(%q) = %q, want an error", file, name, tmpl, got)
					continue
				case want == nil:
					var e *uritemplate.Error
					if !errors.As(err, &e) {
						t.Errorf("%s: %s: %q: error %v is not an *Error", file, name, tmpl, err)
						continue
					}
				case err != nil:
					t.Errorf("%s: %s: Expand(%q): %v", file, name, tmpl, err)
					continue
				case !slices.Contains(want, got):
					t.Errorf("%s: %s: Expand(%q):\n\tgot  %q\n\twant %q", file, name, tmpl, got, want)
					continue
				default:
					if tp.String() != tmpl {
						t.Errorf("%s: %q: String() = %q", file, tmpl, tp.String())
						continue
					}
					if tp.CheckMatch() == nil {
						vals, ok := tp.Match(got)
						if !ok {
							t.Errorf("%s: %s: Match(%q) of %q failed", file, name, got, tmpl)
							continue
						}
						if again, _ := tp.Expand(vals); again != got {
							t.Errorf("%s: %s: %q: Match(%q) = %v, which expands to %q", file, name, tmpl, got, vals, again)
							continue
						}
						matched++
					}
				}
				pass++
			}
		}
		t.Logf("%s: %d/%d pass (%d read back by Match)", file, pass, total, matched)
	}
}
