package uri_test

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

func BenchmarkMicroNormalize(b *testing.B) {
	r := uri.MustParse("https://www.taxsites.com/associations2.html")
	for b.Loop() {
		_ = r.Normalize()
	}
}

func BenchmarkMicroParse(b *testing.B) {
	for b.Loop() {
		_, _ = uri.Parse("https://www.taxsites.com/associations2.html")
	}
}
