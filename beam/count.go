package urikitbeam

// This file is the count stages: the number of lines per normal form (one
// line per equivalence class of RFC 3986 6.2) and per host, written as
// "COUNT<TAB>KEY". A normal form or host never holds a tab or a line
// break: RFC 3986 2 and RFC 3987 2.2 allow neither in a reference.

import (
	"strconv"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
)

func init() {
	register.Function2x1(formatCount)
}

// Count counts each distinct string of a PCollection<string> and returns a
// PCollection<string> of "COUNT<TAB>KEY" lines. The sum is combined per
// key on each worker before the shuffle (stats.Count).
func Count(s beam.Scope, keys beam.PCollection) beam.PCollection {
	counts := stats.Count(s, keys)
	return beam.ParDo(s, formatCount, counts)
}

// formatCount writes one count line.
func formatCount(key string, n int) string {
	return strconv.Itoa(n) + "\t" + key
}
