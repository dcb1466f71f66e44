package iri_test

import (
	"testing"

	"github.com/urikit/urikit/iri"
)

// normAllocTests: the allocation promises of Normalize and Equal (RFC 3987
// 5.3): none for a reference already in normal form, one (the result
// string) for one that changes, none for Equal up to 1 KiB; NFC and IDNA
// cost more when they change something (measured, not promised).
var normAllocTests = []struct {
	name string
	in   string
	o    iri.NormalizeOptions
	max  float64
}{
	{"normal", "http://\u00fc@\u7d0d\u8c46.example:8080/D\u00fcrst;p?\u03b1=\ue000#\u00e9", scheme, 0},
	{"normal ASCII", "http://example.org/a/b?q=%C3%28#f", scheme, 0},
	{"normal syntax", "http://\u00c9X.example:80/\u00e9", syntaxBased, 0},
	{"normal NFC", "http://a/r\u00e9sum\u00e9", nfc, 0},
	{"changes", "HTTP://\u00e9.Example:80/a/./b/../%7e%C3%A9?%ee%80%80#x", scheme, 1},
	{"changes syntax", "http://a/%c3%a9/../b", syntaxBased, 1},
}

func TestNormalizeAllocs(t *testing.T) {
	var sink iri.Ref
	for _, tt := range normAllocTests {
		r := iri.MustParse(tt.in)
		n := testing.AllocsPerRun(100, func() { sink = r.NormalizeWith(tt.o) })
		if n > tt.max {
			t.Errorf("Normalize(%q) %s:\n\tgot  %v allocations\n\twant at most %v", tt.in, tt.name, n, tt.max)
		}
	}
	a := iri.MustParse("HTTP://\u00e9.Example:80/a/./b/../%7e%C3%A9?%ee%80%80#x")
	b := iri.MustParse("http://\u00e9.example/a/~\u00e9?\ue000#x")
	var eq bool
	if n := testing.AllocsPerRun(100, func() { eq = iri.Equal(a, b, iri.SchemeBased) }); n != 0 || !eq {
		t.Errorf("Equal(%q, %q):\n\tgot  %v, %v allocations\n\twant true, 0 allocations", a, b, eq, n)
	}
	_ = sink
}

// BenchmarkNormalizeIRI measures the normal forms of an IRI that changes,
// with and without the NFC and IDNA options (go test -bench NormalizeIRI
// -benchmem ./iri).
func BenchmarkNormalizeIRI(b *testing.B) {
	for _, bb := range []struct {
		name string
		in   string
		o    iri.NormalizeOptions
	}{
		{"normal", "http://\u7d0d\u8c46.example/D\u00fcrst?\u03b1=1#\u00e9", scheme},
		{"changes", "HTTP://\u7d0d\u8c46.example:80/D%C3%BCrst/./x/..?%CE%B1=1#\u00e9", scheme},
		{"NFC", "http://\u7d0d\u8c46.example/Du\u0308rst?\u03b1=1#\u00e9", nfc},
		{"IDNA", "http://xn--99zt52a.example/D\u00fcrst?\u03b1=1#\u00e9", idnaOpt},
	} {
		b.Run(bb.name, func(b *testing.B) {
			r := iri.MustParse(bb.in)
			b.ReportAllocs()
			for b.Loop() {
				_ = r.NormalizeWith(bb.o)
			}
		})
	}
}
