package uritemplate

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// matchTemplates returns the seed templates and those of the suite in
// testdata/ that are matchable.
func matchTemplates(t *testing.T) []string {
	list := append([]string(nil), seedTemplates...)
	files, _ := filepath.Glob(filepath.Join("testdata", "*.json"))
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		var groups map[string]struct {
			Testcases [][2]json.RawMessage `json:"testcases"`
		}
		if err := json.Unmarshal(data, &groups); err != nil {
			t.Fatal(err)
		}
		for _, g := range groups {
			for _, tc := range g.Testcases {
				var s string
				json.Unmarshal(tc[0], &s)
				list = append(list, s)
			}
		}
	}
	var out []string
	for _, s := range list {
		if tp, err := Parse(s); err == nil && tp.CheckMatch() == nil {
			out = append(out, s)
		}
	}
	return out
}

// TestMatchCanonical runs FuzzMatch's check on every matchable template of
// the seeds and the suite, with many draws of canonical values.
func TestMatchCanonical(t *testing.T) {
	n := 0
	for _, s := range matchTemplates(t) {
		tp := MustParse(s)
		for seed := range uint64(300) {
			if checkCanonical(t, &tp, &rng{seed}) {
				n++
			}
		}
	}
	t.Logf("%d canonical values read back", n)
}
