package bench

// This file finds and reads the benchmark URL lists: one URL per line, as
// written (only the line ending is removed), from the folder
// $URIKIT_DATASETS names. Without them the tests and benchmarks skip, saying so,
// except in CI (CI=true), where a missing directory fails them.

import (
	"bytes"
	"net/url"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/urikit/urikit/uri"
)

// datasetsEnv overrides where the URL lists are looked for.
const datasetsEnv = "URIKIT_DATASETS"

// dataset is one URL list.
type dataset struct {
	name  string   // file name without ".txt"
	lines []string // every line as written
	bytes int      // total length of lines, line endings excluded
}

var (
	loadOnce sync.Once
	loaded   []dataset
	loadErr  string // why there are no datasets, for t.Skip
)

// findDatasets returns $URIKIT_DATASETS, or why it names no directory.
func findDatasets() (string, string) {
	d := os.Getenv(datasetsEnv)
	if d == "" {
		return "", datasetsEnv + " is not set: it names the folder of the URL lists"
	}
	if fi, err := os.Stat(d); err != nil || !fi.IsDir() {
		return "", datasetsEnv + "=" + d + " is not a directory"
	}
	return d, ""
}

// inCI reports whether the tests run in CI, where missing URL lists fail
// instead of skipping.
func inCI() bool { return os.Getenv("CI") == "true" }

// splitLines splits a file into lines exactly as written: only "\n" or
// "\r\n" is removed, and a final empty line after the last newline is not
// a line. A UTF-8 byte order mark at the start of the file is an encoding
// mark, not part of the first URL, and is dropped.
func splitLines(b []byte) []string {
	b = bytes.TrimPrefix(b, []byte("\xef\xbb\xbf"))
	s := string(b)
	s = strings.TrimSuffix(s, "\n")
	if s == "" {
		return nil
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

// datasets returns every *.txt list, sorted by name, or skips tb.
func datasets(tb testing.TB) []dataset {
	tb.Helper()
	d, why := loadDatasets()
	if why != "" && inCI() {
		tb.Fatal("URL lists not found, and CI=true: " + why)
	}
	if why != "" {
		tb.Skip("skipping: URL lists not found: " + why)
	}
	return d
}

// loadDatasets reads the lists once, or says why it cannot.
func loadDatasets() ([]dataset, string) {
	loadOnce.Do(func() {
		dir, why := findDatasets()
		if why != "" {
			loadErr = why
			return
		}
		files, err := filepath.Glob(filepath.Join(dir, "*.txt"))
		if err != nil || len(files) == 0 {
			loadErr = "no *.txt URL lists in " + dir
			return
		}
		sort.Strings(files)
		for _, f := range files {
			b, err := os.ReadFile(f)
			if err != nil {
				loadErr = err.Error()
				loaded = nil
				return
			}
			d := dataset{name: strings.TrimSuffix(filepath.Base(f), ".txt"), lines: splitLines(b)}
			for _, l := range d.lines {
				d.bytes += len(l)
			}
			loaded = append(loaded, d)
		}
	})
	return loaded, loadErr
}

// common returns the lines of d that both uri.Parse and net/url.Parse
// accept: the set every parser is timed on, so that peers parse the same
// lines.
func (d dataset) common() (lines []string, bytes int) {
	for _, l := range d.lines {
		if _, err := uri.Parse(l); err != nil {
			continue
		}
		if _, err := url.Parse(l); err != nil {
			continue
		}
		lines = append(lines, l)
		bytes += len(l)
	}
	return lines, bytes
}
