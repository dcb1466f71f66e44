package uri_test

// Benchmarks of normalization on the URL lists of ../shared/datasets/
// (found by walking up from the package directory; the benchmarks skip
// when it is absent). Each reports ns and allocations per reference.
//
//	go test -run XXX -bench Normalize -benchmem ./uri

import (
	"bufio"
	"os"
	"path/filepath"
	"testing"

	"github.com/urikit/urikit/uri"
)

func findDatasets(b *testing.B) string {
	dir, err := os.Getwd()
	if err != nil {
		b.Fatal(err)
	}
	for {
		d := filepath.Join(dir, "shared", "datasets")
		if fi, err := os.Stat(d); err == nil && fi.IsDir() {
			return d
		}
		parent := filepath.Dir(dir)
		if parent == dir {
			b.Skip("shared/datasets not found above the package directory: skipping")
		}
		dir = parent
	}
}

var benchFiles = []string{"kasztp.txt", "node_files.txt", "isaacs_files.txt", "userbait.txt"}

// loadRefs parses every line of a dataset file, keeping the valid ones.
func loadRefs(b *testing.B, name string) []uri.Ref {
	f, err := os.Open(filepath.Join(findDatasets(b), name))
	if err != nil {
		b.Skipf("%s: %v", name, err)
	}
	defer f.Close()
	var refs []uri.Ref
	lines := 0
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		lines++
		line := sc.Text()
		if lines == 1 && len(line) >= 3 && line[:3] == "\xef\xbb\xbf" {
			line = line[3:] // byte order mark
		}
		if r, err := uri.Parse(line); err == nil {
			refs = append(refs, r)
		}
	}
	b.Logf("%s: %d of %d lines parse", name, len(refs), lines)
	return refs
}

func BenchmarkNormalize(b *testing.B) {
	for _, name := range benchFiles {
		b.Run(name, func(b *testing.B) {
			refs := loadRefs(b, name)
			changed := 0
			for _, r := range refs {
				if r.Normalize() != r {
					changed++
				}
			}
			b.Logf("%s: %d of %d change", name, changed, len(refs))
			b.ReportAllocs()
			for b.Loop() {
				for _, r := range refs {
					_ = r.Normalize()
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(refs)), "ns/ref")
		})
	}
}

// BenchmarkNormalizeNormal runs over references already in normal form:
// no allocation at all.
func BenchmarkNormalizeNormal(b *testing.B) {
	refs := loadRefs(b, "kasztp.txt")
	for i, r := range refs {
		refs[i] = r.Normalize()
	}
	b.ReportAllocs()
	for b.Loop() {
		for _, r := range refs {
			_ = r.Normalize()
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(refs)), "ns/ref")
}

func BenchmarkEqual(b *testing.B) {
	refs := loadRefs(b, "kasztp.txt")
	b.ReportAllocs()
	for b.Loop() {
		for i := 1; i < len(refs); i++ {
			_ = uri.Equal(refs[i-1], refs[i], uri.SchemeBased)
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(refs)), "ns/pair")
}

func BenchmarkRelativeRef(b *testing.B) {
	refs := loadRefs(b, "node_files.txt")
	b.ReportAllocs()
	for b.Loop() {
		for i := 1; i < len(refs); i++ {
			_, _ = refs[i-1].RelativeRef(refs[i])
		}
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N*len(refs)), "ns/pair")
}

// BenchmarkNormalizeOne normalizes one typical URL already in normal form.
func BenchmarkNormalizeOne(b *testing.B) {
	r := uri.MustParse("https://www.taxsites.com/associations2.html")
	b.ReportAllocs()
	for b.Loop() {
		_ = r.Normalize()
	}
}

// BenchmarkNormalizeOneChanges normalizes one URL that changes: one
// allocation, the result.
func BenchmarkNormalizeOneChanges(b *testing.B) {
	r := uri.MustParse("HTTPS://www.TaxSites.com:443/a/./%7Eassociations2.html")
	b.ReportAllocs()
	for b.Loop() {
		_ = r.Normalize()
	}
}
