package uri_test

// This file times Parse (RFC 3986 4.1) on references of each host form of
// 3.2.2, and ParseLenient (Appendix C) on inputs it must repair.

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// parseBenchInputs are valid references, one per host form (3.2.2).
var parseBenchInputs = []struct{ name, in string }{
	{"regname", "https://www.example.com/path/to/page.html?q=1&r=2#frag"},
	{"ipv4", "http://192.168.100.200:8080/a/b?c"},
	{"ipv6", "http://[2001:db8:85a3::8a2e:370:7334]:443/x"},
	{"ipv6v4", "http://[::ffff:192.168.1.1]/y"},
	{"ipvfuture", "http://[v1.fe80::a+en1]/z"},
	{"relative", "../a/b/c?d#e"},
}

var (
	sinkRef   uri.Ref
	sinkErr   error
	sinkFixes []uri.Fix
)

func BenchmarkParse(b *testing.B) {
	for _, tt := range parseBenchInputs {
		b.Run(tt.name, func(b *testing.B) {
			b.SetBytes(int64(len(tt.in)))
			for b.Loop() {
				sinkRef, sinkErr = uri.Parse(tt.in)
			}
		})
	}
}

// BenchmarkParseLenient repairs inputs with many fixes: a run of spaces
// and one of unwise characters inside a path (RFC 2396 2.4.3).
func BenchmarkParseLenient(b *testing.B) {
	for _, tt := range []struct{ name, in string }{
		{"spaces", "http://a/" + strings.Repeat("x ", 500)},
		{"pipes", "http://a/" + strings.Repeat("|", 1000)},
	} {
		b.Run(tt.name, func(b *testing.B) {
			b.SetBytes(int64(len(tt.in)))
			for b.Loop() {
				sinkRef, sinkFixes, sinkErr = uri.ParseLenient(tt.in)
			}
		})
	}
}
