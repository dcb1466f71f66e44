package extract_test

// This file runs the plain-text extraction vectors of linkify-it
// (testdata/linkify-it.json, with its source header) against Text, in the
// style of uri/vectors_test.go and internal/vectors. The file's semantics:
// each positive vector gives the FIRST link linkify-it finds (its
// normalizer off), with its fuzzy links (bare domains, e-mail addresses,
// IPv4 hosts) on; each not_links vector must yield no link. urikit runs it
// with Options{WWW: true, Email: true}: registered schemes, RFC 2396
// Appendix F's abbreviations and GFM's e-mail autolinks, the closest the
// standards come to linkify-it's fuzzy links. A vector urikit answers
// otherwise is listed in linkifyDiffs with a reason and urikit's answer:
// the first URI found, or "none". For an abbreviation or an address the
// test compares the span's text, which is what linkify-it reports, not
// URI, which adds the scheme. Keys are the text, with " @line N" when the
// file repeats it.

import (
	"path/filepath"
	"testing"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/internal/vectors"
)

type linkifyVector struct {
	Text  string   `json:"text"`
	URLs  []string `json:"urls"`
	Line  int      `json:"line"`
	Sect  string   `json:"section"`
	First bool     `json:"first_match_only"`
}

// vectorOptions are the options matching linkify-it's semantics as closely
// as the RFCs allow.
var vectorOptions = extract.Options{WWW: true, Email: true}

func TestLinkifyVectors(t *testing.T) {
	const file = "linkify-it.json"
	f := vectors.Read[linkifyVector](t, filepath.Join("testdata", file))
	names := make([]string, len(f.Vectors))
	ids := make([]string, len(f.Vectors))
	for i, v := range f.Vectors {
		names[i] = v.Text
		ids[i] = vectors.Line(v.Line)
	}
	keys := vectors.Keys(t, names, ids)
	tally := vectors.NewTally(t, file, linkifyDiffs)
	for i, v := range f.Vectors {
		got := "none"
		for m := range extract.All(v.Text, vectorOptions) {
			got = m.URI
			if !hasScheme(v.Text[m.Start:m.End]) {
				// An Appendix F abbreviation: linkify-it's url, its
				// normalizer off, is the text as written.
				got = v.Text[m.Start:m.End]
			}
			break
		}
		want := "none"
		if len(v.URLs) > 0 {
			want = v.URLs[0]
		}
		problem := ""
		if got != want {
			problem = "Text(" + quote(v.Text) + "):\n\tgot  " + quote(got) + "\n\twant " + quote(want) + " (" + v.Sect + ")"
		}
		tally.Record(keys[i], got, problem)
	}
	tally.Done(len(f.Vectors))
}

// hasScheme reports whether a span starts with its scheme (or "<", or
// "URL:"), that is, is not an abbreviation.
func hasScheme(span string) bool {
	for _, m := range extract.Text(span, extract.Options{}) {
		return m.Start == 0
	}
	return false
}
