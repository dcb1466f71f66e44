package uritemplate_test

// The uritemplate-test suite (github.com/uri-templates/uritemplate-test, in
// testdata/, see testdata/SOURCE.md): every case expands to its expected
// result (one of them, for associative arrays), or fails when the result is
// false; and where the template is matchable, Match reads the result back.

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
	Variables uritemplate.Values   `json:"variables"`
	Testcases [][2]json.RawMessage `json:"testcases"`
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
	for _, file := range []string{"spec-examples.json", "spec-examples-by-section.json", "negative-tests.json"} {
		order, groups := readSuite(t, file)
		pass, total, matched := 0, 0, 0
		for _, name := range order {
			g := groups[name]
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
					got, err = tp.Expand(g.Variables)
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
