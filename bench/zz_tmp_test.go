package bench

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

func BenchmarkZZParse(b *testing.B) {
	for _, d := range datasets(b) {
		lines := changedLines(d)
		b.Run("file="+d.name, func(b *testing.B) {
			i := 0
			for b.Loop() {
				r, _ := uri.Parse(lines[i])
				sinkString = r.String()
				if i++; i == len(lines) {
					i = 0
				}
			}
		})
	}
}
