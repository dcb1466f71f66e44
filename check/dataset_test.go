package check

import (
	"fmt"
	"sort"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/datasets"
)

// TestDatasetWarnings checks every line of the benchmark URL lists
// (internal/datasets) as a URI and as an IRI and counts the warnings by
// code, as docs/check.md reports them. Ordinary lists get only the
// warnings their lines deserve: justified lists, per list, the codes that
// may appear; any other fails the test, with the lines that have it.
func TestDatasetWarnings(t *testing.T) {
	for _, name := range datasets.Names {
		lines := datasets.Lines(t, name)
		for _, mode := range []string{"URI", "IRI"} {
			f := URI
			if mode == "IRI" {
				f = IRI
			}
			count := map[Code]int{}
			invalid := 0
			examples := map[Code][]string{}
			for i, s := range lines {
				if i == 0 {
					s = strings.TrimPrefix(s, "\ufeff") // as the command does
				}
				r := f(s)
				if !r.Valid {
					invalid++
				}
				seen := map[Code]bool{}
				for _, w := range r.Warnings {
					if !seen[w.Code] {
						seen[w.Code] = true
						count[w.Code]++
						if len(examples[w.Code]) < 3 {
							examples[w.Code] = append(examples[w.Code], fmt.Sprintf("%.100q: %s", s, w))
						}
					}
				}
			}
			var codes []string
			for c, n := range count {
				codes = append(codes, fmt.Sprintf("%s %d", c, n))
				if !justified[c] {
					t.Errorf("%s (%s): %d lines with %s, e.g.\n\t%s", name, mode, n, c, strings.Join(examples[c], "\n\t"))
				}
			}
			sort.Strings(codes)
			t.Logf("%s (%s): %d lines, %d invalid; lines with each warning: %s (pass)", name, mode, len(lines), invalid, strings.Join(codes, ", "))
			for _, c := range Codes() {
				for _, e := range examples[c] {
					t.Logf("\t%s", e)
				}
			}
		}
	}
}

// justified are the codes an ordinary list of URLs may give, each for a
// reason docs/check.md gives with its counts: ports other than the
// scheme's (port-nondefault), schemes outside the registry (node:, in
// unknown-scheme), hosts that are IP addresses (ip-host), a DOI with
// "%2F" in a path segment (encoded-slash), and spaces that are not
// U+0020 (invisible: NBSP in mangled e-mail obfuscation).
var justified = map[Code]bool{
	PortNondefault: true,
	UnknownScheme:  true,
	IPHost:         true,
	EncodedSlash:   true,
	Invisible:      true,
}
