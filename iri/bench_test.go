package iri_test

// Benchmarks of parsing and of both conversions (RFC 3987 3.1, 3.2). Run:
//
//	go test -run '^$' -bench . -benchmem -count 5 ./iri
//
// The "unchanged" cases must report 0 allocs/op. For instruction counts
// that do not depend on the load of the machine, run the test binary under
// callgrind twice with -test.benchtime 10000x and 30000x and divide the
// difference by 20000:
//
//	go test -c -o iri.test ./iri
//	GOMAXPROCS=1 GOGC=off GODEBUG=asyncpreemptoff=1 valgrind --tool=callgrind \
//		./iri.test -test.run '^$' -test.bench '^BenchmarkToURI$/^unchanged$' -test.benchtime 10000x
//
// The dataset benchmarks read the kasztp URL list (internal/datasets; a web crawl,
// one URL per line) when it is found, and skip otherwise (fail in CI).

import (
	"testing"

	"github.com/urikit/urikit/internal/datasets"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

const (
	benchASCII = "http://www.example.org/red%09rose/index.html?q=1#top"
	benchIRI   = "http://www.example.org/r\u00e9sum\u00e9/\u7d0d\u8c46?q=\u03b1\u03b2#D\u00fcrst"
	benchURI   = "http://www.example.org/r%C3%A9sum%C3%A9/%E7%B4%8D%E8%B1%86?q=%CE%B1%CE%B2#D%C3%BCrst"
)

func BenchmarkParse(b *testing.B) {
	b.SetBytes(int64(len(benchIRI)))
	for b.Loop() {
		if _, err := iri.Parse(benchIRI); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkToURI/unchanged must report 0 allocs/op.
func BenchmarkToURI(b *testing.B) {
	for _, bc := range []struct{ name, in string }{{"unchanged", benchASCII}, {"encode", benchIRI}} {
		r := iri.MustParse(bc.in)
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.in)))
			for b.Loop() {
				_ = r.ToURI()
			}
		})
	}
	r := iri.MustParse("http://r\u00e9sum\u00e9.example.org/")
	b.Run("idna", func(b *testing.B) {
		for b.Loop() {
			if _, err := iri.Lookup.ToURI(r); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkFromURI/unchanged must report 0 allocs/op.
func BenchmarkFromURI(b *testing.B) {
	for _, bc := range []struct{ name, in string }{
		{"unchanged", benchASCII},
		{"kept", "http://a/%E2%80%AE%2F%FC?%25x"},
		{"decode", benchURI},
	} {
		u := uri.MustParse(bc.in)
		b.Run(bc.name, func(b *testing.B) {
			b.SetBytes(int64(len(bc.in)))
			for b.Loop() {
				_ = iri.FromURI(u)
			}
		})
	}
}

// BenchmarkDataset converts each valid line of a web crawl both ways.
func BenchmarkDataset(b *testing.B) {
	lines := datasets.Lines(b, "kasztp.txt")
	var uris []uri.Ref
	var iris []iri.Ref
	for _, l := range lines {
		if u, err := uri.Parse(l); err == nil {
			uris = append(uris, u)
			iris = append(iris, iri.FromURI(u))
		}
	}
	b.Logf("kasztp.txt: %d of %d lines are URI references", len(uris), len(lines))
	b.Run("FromURI", func(b *testing.B) {
		for b.Loop() {
			for _, u := range uris {
				_ = iri.FromURI(u)
			}
		}
	})
	b.Run("ToURI", func(b *testing.B) {
		for b.Loop() {
			for _, r := range iris {
				_ = r.ToURI()
			}
		}
	})
}
