package uri_test

import (
	"net/url"
	"testing"

	"github.com/urikit/urikit/uri"
)

// Benchmarks of Escape and Unescape beside net/url's PathEscape,
// QueryEscape and PathUnescape. Run with
//
//	go test -run XXX -bench 'Escape|Unescape' -benchmem ./uri
var (
	benchPlain   = "/a/very/long/path/with-nothing_to.escape~here/and/more/segments/index.html"
	benchDirty   = "/a path/with spaces/and ünïcödé/and {braces} [brackets] 100%/done"
	benchEncoded = "/a%20path/with%20spaces/and%20%C3%BCn%C3%AFc%C3%B6d%C3%A9/and%20%7Bbraces%7D/100%25/done"
	benchSegment = "with-nothing_to.escape~here"
	benchQuery   = "name=J. Random Hacker&topic=a+b=c&lang=français"
)

func BenchmarkEscape(b *testing.B) {
	for _, bb := range []struct {
		name string
		s    string
		c    uri.Component
	}{
		{"PathUnchanged", benchPlain, uri.Path},
		{"PathDirty", benchDirty, uri.Path},
		{"SegmentUnchanged", benchSegment, uri.PathSegment},
		{"QueryComponent", benchQuery, uri.QueryComponent},
	} {
		b.Run(bb.name, func(b *testing.B) {
			b.SetBytes(int64(len(bb.s)))
			for b.Loop() {
				_ = uri.Escape(bb.s, bb.c)
			}
		})
	}
}

func BenchmarkNetURLEscape(b *testing.B) {
	b.Run("PathSegmentUnchanged", func(b *testing.B) {
		s := benchSegment
		b.SetBytes(int64(len(s)))
		for b.Loop() {
			_ = url.PathEscape(s)
		}
	})
	b.Run("PathSegmentDirty", func(b *testing.B) {
		b.SetBytes(int64(len(benchDirty)))
		for b.Loop() {
			_ = url.PathEscape(benchDirty)
		}
	})
	b.Run("QueryEscape", func(b *testing.B) {
		b.SetBytes(int64(len(benchQuery)))
		for b.Loop() {
			_ = url.QueryEscape(benchQuery)
		}
	})
}

func BenchmarkUnescape(b *testing.B) {
	for _, bb := range []struct{ name, s string }{
		{"Unchanged", benchPlain},
		{"Encoded", benchEncoded},
	} {
		b.Run(bb.name, func(b *testing.B) {
			b.SetBytes(int64(len(bb.s)))
			for b.Loop() {
				_, _ = uri.Unescape(bb.s)
			}
		})
	}
}

func BenchmarkNetURLUnescape(b *testing.B) {
	for _, bb := range []struct{ name, s string }{
		{"Unchanged", benchPlain},
		{"Encoded", benchEncoded},
	} {
		b.Run(bb.name, func(b *testing.B) {
			b.SetBytes(int64(len(bb.s)))
			for b.Loop() {
				_, _ = url.PathUnescape(bb.s)
			}
		})
	}
}
