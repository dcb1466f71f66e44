package extract_test

// This file runs the test table of mvdan.cc/xurls/v2 v2.6.0
// (testdata/xurls.json, copied from its xurls_test.go with the source
// header) against Text: the cases xurls runs against its Strict regular
// expression, and those of StrictMatchingScheme(AnyScheme) with
// Options.AnyScheme. Each case gives the first match's text, "none" for no
// match; urikit's answer is the first match's URI. A case urikit answers
// otherwise is listed in xurlsDiffs (xurls_diffs_test.go) with the reason
// and urikit's answer.

import (
	"path/filepath"
	"strconv"
	"testing"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/internal/vectors"
)

type xurlsVector struct {
	Text      string  `json:"text"`
	Want      *string `json:"want"`
	Table     string  `json:"table"`
	Index     int     `json:"index"`
	AnyScheme bool    `json:"any_scheme"`
}

func TestXurlsVectors(t *testing.T) {
	const file = "xurls.json"
	f := vectors.Read[xurlsVector](t, filepath.Join("testdata", file))
	names := make([]string, len(f.Vectors))
	ids := make([]string, len(f.Vectors))
	for i, v := range f.Vectors {
		names[i] = v.Text
		ids[i] = v.Table + "[" + strconv.Itoa(v.Index) + "]"
	}
	keys := vectors.Keys(t, names, ids)
	tally := vectors.NewTally(t, file, xurlsDiffs)
	for i, v := range f.Vectors {
		want := "none"
		if v.Want != nil {
			want = *v.Want
		}
		opts := extract.Options{AnyScheme: v.AnyScheme}
		problem := ""
		var got string
		// xurls runs each case as it is and between line breaks.
		for _, in := range []string{v.Text, "\n" + v.Text + "\n"} {
			g := "none"
			for m := range extract.All(in, opts) {
				g = m.URI
				break
			}
			if got != "" && g != got {
				problem = "PROPERTY: Text(" + quote(in) + ") answers " + quote(g) + ", without the line breaks " + quote(got)
			}
			got = g
		}
		if problem == "" && got != want {
			problem = "Text(" + quote(v.Text) + "):\n\tgot  " + quote(got) + "\n\twant " + quote(want) + " (" + keys[i] + ")"
		}
		tally.Record(keys[i], got, problem)
	}
	tally.Done(len(f.Vectors))
}
