package diff

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/datasets"
)

// TestDatasets runs Compare on every line of the benchmark URL lists
// (internal/datasets) and logs how
// many lines the parsers read differently, by danger and by class; every
// report holds the properties of FuzzCompare.
func TestDatasets(t *testing.T) {
	total, differ := 0, 0
	for _, name := range datasets.Names {
		lines, n := 0, 0
		byDanger := map[Danger]int{}
		byClass := map[Class]int{}
		for i, s := range datasets.Lines(t, name) {
			if i == 0 {
				s = strings.TrimPrefix(s, "\ufeff") // as the command does
			}
			lines++
			r := Compare(s)
			if err := properties(r); err != "" {
				t.Errorf("Compare(%q): %s\n%s", s, err, dump(r))
			}
			if w, ok := r.Worst(); ok {
				n++
				byDanger[w.Danger]++
				byClass[w.Class]++
			}
		}
		t.Logf("%s: %d of %d lines disagree (high %d, medium %d, low %d); by class %v",
			name, n, lines, byDanger[DangerHigh], byDanger[DangerMedium], byDanger[DangerLow], byClass)
		total += lines
		differ += n
	}
	t.Logf("all lists: %d of %d lines disagree", differ, total)
}
