// Package datasets finds the benchmark URL lists (kasztp, node_files,
// isaacs_files, userbait: one URL per line) for the tests and benchmarks
// of the module's packages, so that each does not look for them its own
// way. The folder is $URIKIT_DATASETS; without it a test skips, saying
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
	d := os.Getenv("URIKIT_DATASETS")
	if d == "" {
		missing(tb, "no URL lists: set URIKIT_DATASETS to the folder that holds them")
		return ""
	}
	if fi, err := os.Stat(d); err != nil || !fi.IsDir() {
		missing(tb, "URIKIT_DATASETS="+d+" is not a folder")
		return ""
	}
	return d
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
