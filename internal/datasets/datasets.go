// Package datasets finds the benchmark URL lists (kasztp, node_files,
// isaacs_files, userbait: one URL per line) for the tests and benchmarks
// of the module's packages, so that each does not look for them its own
// way. The folder is $URIKIT_DATASETS, else a shared/datasets folder in
// the working directory or above it; without one a test skips, saying
// so, except in CI (CI=true), where it fails.
package datasets

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Names are the four URL lists, in the order the benchmarks report them.
var Names = []string{"kasztp.txt", "node_files.txt", "isaacs_files.txt", "userbait.txt"}

// Dir returns the folder of the URL lists, or skips tb (fails it in CI)
// when there is none.
func Dir(tb testing.TB) string {
	tb.Helper()
	if d := os.Getenv("URIKIT_DATASETS"); d != "" {
		return d
	}
	dir, err := os.Getwd()
	if err != nil {
		tb.Fatal(err)
	}
	for {
		d := filepath.Join(dir, "shared", "datasets")
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			return d
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			missing(tb, "no URL lists: set URIKIT_DATASETS, or put shared/datasets above the package directory")
			return ""
		}
		dir = parent
	}
}

// Lines returns the lines of the list name, each without its line ending
// ("\n" or "\r\n"); a missing list skips tb (fails it in CI).
func Lines(tb testing.TB, name string) []string {
	tb.Helper()
	b, err := os.ReadFile(filepath.Join(Dir(tb), name))
	if err != nil {
		missing(tb, err.Error())
		return nil
	}
	s := strings.TrimSuffix(string(b), "\n")
	if s == "" {
		return nil
	}
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSuffix(l, "\r")
	}
	return lines
}

func missing(tb testing.TB, why string) {
	tb.Helper()
	if os.Getenv("CI") == "true" {
		tb.Fatal(why)
	}
	tb.Skip("skipping: " + why)
}
