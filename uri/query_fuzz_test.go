package uri_test

// This file fuzzes the form-data reading and writing of a query (RFC 3986
// 3.4, application/x-www-form-urlencoded).

import (
	"maps"
	"net/url"
	"slices"
	"testing"

	"github.com/urikit/urikit/uri"
)

// FuzzForm: Get agrees with the first pair All yields for each key;
// EncodeForm of the pairs is a valid query that Form and url.ParseQuery
// read back to the same pairs.
func FuzzForm(f *testing.F) {
	for _, tt := range formTests {
		f.Add(tt.q)
	}
	f.Add("a=%ZZ+%2&%c3%a9=%e2%82%ac;x")
	f.Fuzz(func(t *testing.T, q string) {
		var pairs []pair
		first := map[string]string{}
		for k, v := range uri.Form(q).All() {
			pairs = append(pairs, pair{k, v})
			if _, ok := first[k]; !ok {
				first[k] = v
			}
		}
		for k, want := range first {
			if got, ok := uri.Form(q).Get(k); !ok || got != want {
				t.Fatalf("Form(%q).Get(%q):\n\tgot  %q, %v\n\twant %q, true", q, k, got, ok, want)
			}
		}
		enc := uri.EncodeForm(func(yield func(string, string) bool) {
			for _, p := range pairs {
				if !yield(p.k, p.v) {
					return
				}
			}
		})
		r, err := uri.Parse("?" + enc)
		if err != nil {
			t.Fatalf("Parse(%q): %v", "?"+enc, err)
		}
		var back []pair
		for k, v := range r.Form().All() {
			back = append(back, pair{k, v})
		}
		// A pair with an empty key and value is written "=", which
		// reads back as that pair, not as an empty pair.
		if !slices.Equal(back, pairs) {
			t.Fatalf("Form(EncodeForm(Form(%q))):\n\tgot  %q\n\twant %q", q, back, pairs)
		}
		vals, err := url.ParseQuery(enc)
		want := url.Values{}
		for _, p := range pairs {
			want[p.k] = append(want[p.k], p.v)
		}
		if err != nil || !maps.EqualFunc(vals, want, slices.Equal) {
			t.Fatalf("url.ParseQuery(%q):\n\tgot  %v, %v\n\twant %v", enc, vals, err, want)
		}
	})
}
