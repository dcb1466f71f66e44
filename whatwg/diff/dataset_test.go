package diff

import (
	"bufio"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestDatasets runs Compare on every line of the URL lists in
// $URIKIT_DATASETS (the ada-url/url-various-datasets lists) and logs how
// many lines the parsers read differently, by danger and by class; every
// report holds the properties of FuzzCompare.
func TestDatasets(t *testing.T) {
	dir := os.Getenv("URIKIT_DATASETS")
	if dir == "" {
		t.Skip("URIKIT_DATASETS not set")
	}
	files, _ := filepath.Glob(filepath.Join(dir, "*.txt"))
	if len(files) == 0 {
		t.Skipf("no *.txt in %s", dir)
	}
	total, differ := 0, 0
	for _, name := range files {
		f, err := os.Open(name)
		if err != nil {
			t.Fatal(err)
		}
		sc := bufio.NewScanner(f)
		sc.Buffer(nil, 1<<20)
		lines, n := 0, 0
		byDanger := map[Danger]int{}
		byClass := map[Class]int{}
		for sc.Scan() {
			s := strings.TrimSuffix(sc.Text(), "\r")
			if lines == 0 {
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
		f.Close()
		if err := sc.Err(); err != nil {
			t.Fatal(err)
		}
		t.Logf("%s: %d of %d lines disagree (high %d, medium %d, low %d); by class %v",
			filepath.Base(name), n, lines, byDanger[DangerHigh], byDanger[DangerMedium], byDanger[DangerLow], byClass)
		total += lines
		differ += n
	}
	t.Logf("all lists: %d of %d lines disagree", differ, total)
}
