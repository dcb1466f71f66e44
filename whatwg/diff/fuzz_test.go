package diff

import (
	"reflect"
	"testing"
)

// FuzzCompare: Compare never panics and is deterministic; its
// disagreements are empty exactly when the three views are alike; a high
// danger comes only from two acceptors naming different hosts or schemes.
func FuzzCompare(f *testing.F) {
	for _, tt := range trickTests {
		f.Add(tt.in)
	}
	f.Add("")
	f.Add("//evil.com/")
	f.Add("file:///C:/x")
	f.Fuzz(func(t *testing.T, s string) {
		r := Compare(s)
		if err := properties(r); err != "" {
			t.Fatalf("Compare(%q): %s\n%s", s, err, dump(r))
		}
		if again := Compare(s); !reflect.DeepEqual(again, r) {
			t.Fatalf("Compare(%q): not deterministic", s)
		}
	})
}

// properties returns what is wrong with r, "" when nothing.
func properties(r Report) string {
	if r.Disagreements == nil {
		return "nil disagreements"
	}
	if alike(r.Parsers) != r.Alike() {
		return "disagreements do not match the views"
	}
	acceptors := 0
	for _, p := range parserOrder {
		if r.Parsers.View(p).Valid {
			acceptors++
		}
	}
	for _, d := range r.Disagreements {
		if d.Danger != DangerHigh {
			continue
		}
		if acceptors < 2 {
			return "high danger with fewer than two acceptors"
		}
		i := d.Component.index()
		if d.Component != Host && d.Component != Scheme {
			return "high danger on " + string(d.Component)
		}
		keys := map[string]bool{}
		for _, p := range parserOrder {
			if v := r.Parsers.View(p); v.Valid {
				keys[v.key[i]] = true
			}
		}
		if len(keys) < 2 {
			return "high danger where the acceptors agree"
		}
	}
	for _, d := range r.Disagreements {
		if d.Offset < 0 || d.Offset > len(r.Input) {
			return "offset out of range"
		}
	}
	return ""
}

// alike is the reference definition: all three refuse the input, or all
// three accept it with the same canonical components.
func alike(ps Parsers) bool {
	a, b, c := ps.RFC3986, ps.WHATWG, ps.NetURL
	if !a.Valid && !b.Valid && !c.Valid {
		return true
	}
	return a.Valid && b.Valid && c.Valid && a.key == b.key && b.key == c.key
}
