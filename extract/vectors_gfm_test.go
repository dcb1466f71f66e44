package extract_test

// This file runs the autolink examples of GitHub Flavored Markdown
// (testdata/gfm-autolinks.json: the spec's "Autolinks (extension)" section
// and cmark-gfm's extension tests, with their source header) against Text
// with Options{WWW: true, Email: true}, GFM's extended www and email
// autolinks. Each vector lists every URI of the example's HTML, in order;
// urikit's answer is the list of URIs found, each as the lenient parser
// writes it (percent-encoded, as cmark-gfm writes hrefs). An example
// urikit answers otherwise is listed in gfmDiffs (gfm_diffs_test.go) with
// the reason and urikit's answer.

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/internal/vectors"
	"github.com/urikit/urikit/uri"
)

type gfmVector struct {
	Text    string   `json:"text"`
	URLs    []string `json:"urls"`
	Source  string   `json:"source"`
	Example int      `json:"example"`
	Section string   `json:"section"`
}

func TestGFMVectors(t *testing.T) {
	const file = "gfm-autolinks.json"
	f := vectors.Read[gfmVector](t, filepath.Join("testdata", file))
	names := make([]string, len(f.Vectors))
	ids := make([]string, len(f.Vectors))
	for i, v := range f.Vectors {
		names[i] = v.Source + " example " + strconv.Itoa(v.Example)
		ids[i] = v.Section
	}
	keys := vectors.Keys(t, names, ids)
	tally := vectors.NewTally(t, file, gfmDiffs)
	links, found := 0, 0
	for i, v := range f.Vectors {
		var got []string
		for m := range extract.All(v.Text, extract.Options{WWW: true, Email: true}) {
			r, _, err := uri.ParseLenient(m.URI)
			if err != nil {
				t.Fatalf("PROPERTY: Text(%q) found %q, which the lenient parser refuses: %v", v.Text, m.URI, err)
			}
			got = append(got, r.String())
		}
		links += len(v.URLs)
		found += common(got, v.URLs)
		g, w := strings.Join(got, " "), strings.Join(v.URLs, " ")
		problem := ""
		if g != w {
			problem = "Text(" + quote(v.Text) + "):\n\tgot  " + quote(g) + "\n\twant " + quote(w)
		}
		tally.Record(keys[i], g, problem)
	}
	t.Logf("%s: urikit finds %d of the examples' %d links", file, found, links)
	tally.Done(len(f.Vectors))
}

// common returns the size of the multiset intersection of a and b.
func common(a, b []string) int {
	n := map[string]int{}
	for _, s := range b {
		n[s]++
	}
	c := 0
	for _, s := range a {
		if n[s] > 0 {
			n[s]--
			c++
		}
	}
	return c
}
