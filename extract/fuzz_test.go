package extract_test

// Fuzz target for Text (issue 9): it never panics; spans are in range,
// ordered and non-overlapping; each URI parses under the mode's parser
// (uri.Parse or iri.Parse when strict, uri.ParseLenient otherwise, with
// exactly the fixes reported), and All yields what Text returns.

import (
	"fmt"
	"testing"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

func FuzzText(f *testing.F) {
	f.Add(appendixC, uint8(0))
	for _, c := range textCases {
		f.Add("x "+c.in+" y", uint8(0))
		f.Add(c.in, uint8(15))
	}
	f.Add("<http://a/ x x x", uint8(1))
	f.Add("(((http://a/b)))]]", uint8(2))
	f.Fuzz(func(t *testing.T, text string, flags uint8) {
		opts := extract.Options{AnyScheme: flags&1 != 0, Strict: flags&2 != 0, IRI: flags&4 != 0, WWW: flags&8 != 0}
		ms := extract.Text(text, opts)
		end := 0
		for _, m := range ms {
			if m.Start < end || m.End <= m.Start || m.End > len(text) {
				t.Fatalf("Text(%q, %+v): span [%d, %d) after %d or out of range", text, opts, m.Start, m.End, end)
			}
			end = m.End
			if m.URI == "" {
				t.Fatalf("Text(%q): empty URI in %+v", text, m)
			}
			switch {
			case opts.Strict && opts.IRI:
				if _, err := iri.Parse(m.URI); err != nil {
					t.Fatalf("Text(%q, %+v): %q: %v", text, opts, m.URI, err)
				}
			case opts.Strict:
				if _, err := uri.Parse(m.URI); err != nil {
					t.Fatalf("Text(%q, %+v): %q: %v", text, opts, m.URI, err)
				}
			default:
				if opts.IRI {
					if _, err := iri.Parse(m.URI); err == nil {
						if m.Fixes != nil {
							t.Fatalf("Text(%q): %q is an IRI but has fixes %v", text, m.URI, m.Fixes)
						}
						continue
					}
				}
				_, fixes, err := uri.ParseLenient(m.URI)
				if err != nil {
					t.Fatalf("Text(%q, %+v): %q: %v", text, opts, m.URI, err)
				}
				if fmt.Sprint(fixes) != fmt.Sprint(m.Fixes) {
					t.Fatalf("Text(%q): %q fixes:\n\tgot  %v\n\twant %v", text, m.URI, m.Fixes, fixes)
				}
			}
		}
		i := 0
		for m := range extract.All(text, opts) {
			if i >= len(ms) || fmt.Sprint(m) != fmt.Sprint(ms[i]) {
				t.Fatalf("All(%q) differs from Text at %d", text, i)
			}
			i++
		}
		if i != len(ms) {
			t.Fatalf("All(%q): %d matches, Text %d", text, i, len(ms))
		}
	})
}
