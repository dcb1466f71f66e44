package syntax

import (
	"strings"
	"testing"
)

var pctTests = []string{
	"", "%41", "a%2Fb", "http://h/p?q=%20#f%7e", "http://u%40:p@h/", "http://%41.com/", "//[fe80::1%25eth0]/",
	"é%41", "http://h/é?%41", "http://h/é?é#%41", "a:b/é%2F", "%", "http://h/a b",
}

// checkPct: the pct of every Ref Parse returns, and of those derived from
// it, says whether its string holds a '%'.
func checkPct(t *testing.T, s string) {
	for _, m := range []Mode{0, IRI, ZoneID, IRI | ZoneID} {
		r, f := Parse(s, m)
		if f != nil {
			continue
		}
		if want := strings.Contains(s, "%"); r.pct != want {
			t.Fatalf("Parse(%q, %d).pct = %v, want %v", s, m, r.pct, want)
		}
		if w := r.WithoutFragment(); w.pct != strings.Contains(w.s, "%") {
			t.Fatalf("Parse(%q, %d).WithoutFragment().pct = %v", s, m, w.pct)
		}
		for _, b := range []string{"http://a/b%41/c?d", "http://a/b/c?d", "a:b", "//h"} {
			base, _ := Parse(b, m)
			if x := ResolveRef(base, r, false, nil); x.IsValid() && x.pct != strings.Contains(x.s, "%") {
				t.Fatalf("Resolve(%q, %q).pct = %v", base.s, s, x.pct)
			}
		}
	}
}

func TestPct(t *testing.T) {
	for _, s := range pctTests {
		checkPct(t, s)
	}
}

func FuzzPct(f *testing.F) {
	for _, s := range pctTests {
		f.Add(s)
	}
	f.Fuzz(checkPct)
}
