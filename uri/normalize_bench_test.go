package uri_test

// Benchmarks of normalization on the benchmark URL lists
// (internal/datasets; the benchmarks skip when they are absent). Each reports ns and allocations per reference.
//
//	go test -run XXX -bench Normalize -benchmem ./uri

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/datasets"
	"github.com/urikit/urikit/uri"
)

// loadRefs parses every line of a dataset file, keeping the valid ones.
func loadRefs(b *testing.B, name string) []uri.Ref {
	lines := datasets.Lines(b, name)
	var refs []uri.Ref
	for i, line := range lines {
		if i == 0 {
			line = strings.TrimPrefix(line, "\ufeff") // byte order mark
		}
		if r, err := uri.Parse(line); err == nil {
			refs = append(refs, r)
		}
	}
	b.Logf("%s: %d of %d lines parse", name, len(refs), len(lines))
	return refs
}

func BenchmarkNormalize(b *testing.B) {
	for _, name := range datasets.Names {
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
