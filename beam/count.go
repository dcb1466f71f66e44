package urikitbeam

// This file is the count stages: the number of lines per normal form (one
// line per equivalence class of RFC 3986 6.2, or per crawl key), per host
// and per site (the host's registrable domain), written as "COUNT<TAB>KEY".
// A normal form or host never holds a tab or a line break: RFC 3986 2 and
// RFC 3987 2.2 allow neither in a reference, and the crawl profiles escape
// or refuse them.

import (
	"strconv"

	"github.com/urikit/urikit/canon"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/register"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/transforms/stats"
)

func init() {
	register.Function2x1(formatCount)
	register.Function2x0(siteOf)
	register.Emitter1[string]()
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

// Sites maps a PCollection<string> of hosts to the registrable domains
// among them (eTLD+1 by the Public Suffix List, canon.Site): a host that
// is an IP address, a public suffix or empty has none and is dropped.
func Sites(s beam.Scope, hosts beam.PCollection) beam.PCollection {
	return beam.ParDo(s.Scope("urikit.Sites"), siteOf, hosts)
}

// siteOf emits the site of host, when it has one.
func siteOf(host string, emit func(string)) {
	if site, ok := canon.Site(host); ok {
		emit(site)
	}
}
