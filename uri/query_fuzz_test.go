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

// FuzzValues: Get agrees with the first pair All yields for each key; the
// Encode of the pairs is a valid query that QueryValues and url.ParseQuery
// read back to the same pairs.
func FuzzValues(f *testing.F) {
	for _, tt := range valuesTests {
		f.Add(tt.q)
	}
	f.Add("a=%ZZ+%2&%c3%a9=%e2%82%ac;x")
	f.Fuzz(func(t *testing.T, q string) {
		r, err := uri.Parse("?" + q)
		if err != nil {
			r, _, err = uri.ParseLenient("?" + q)
			if err != nil {
				return
			}
		}
		v := r.QueryValues()
		pairs := pairsOf(v)
		first := map[string]string{}
		for _, p := range pairs {
			if _, ok := first[p.k]; !ok {
				first[p.k] = p.v
			}
		}
		for k, want := range first {
			if got := v.Get(k); got != want || !v.Has(k) {
				t.Fatalf("QueryValues(%q).Get(%q):\n\tgot  %q\n\twant %q", q, k, got, want)
			}
		}
		enc := v.Encode()
		back, err := uri.Parse("?" + enc)
		if err != nil {
			t.Fatalf("Parse(%q): %v", "?"+enc, err)
		}
		if got := pairsOf(back.QueryValues()); !slices.Equal(got, pairs) {
			t.Fatalf("QueryValues(Encode(QueryValues(%q))):\n\tgot  %q\n\twant %q", q, got, pairs)
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

// FuzzWithQueryValues: WithQueryValues(QueryValues()) means what the input
// means, as form data: the same pairs, every byte outside the query kept;
// and adding a pair adds exactly that pair.
func FuzzWithQueryValues(f *testing.F) {
	for _, tt := range valuesTests {
		f.Add("http://h/p?"+tt.q+"#f", "k", "v")
	}
	for _, tt := range withQueryValuesTests {
		f.Add(tt.in, "lang", "fr")
	}
	f.Fuzz(func(t *testing.T, s, k, v string) {
		r, err := zoneParser.Parse(s)
		if err != nil {
			return
		}
		vals := r.QueryValues()
		pairs := pairsOf(vals)
		n := r.WithQueryValues(vals)
		if again, err := zoneParser.Parse(n.String()); err != nil || again != n {
			t.Fatalf("Parse(%q).WithQueryValues = %q does not parse: %v", s, n, err)
		}
		if got := pairsOf(n.QueryValues()); !slices.Equal(got, pairs) {
			t.Fatalf("Parse(%q).WithQueryValues(QueryValues()) = %q:\n\tgot  %q\n\twant %q", s, n, got, pairs)
		}
		if n.WithoutQuery() != r.WithoutQuery() {
			t.Fatalf("Parse(%q).WithQueryValues changed more than the query: %q", s, n)
		}
		vals.Add(k, v)
		m := r.WithQueryValues(vals)
		if got, want := pairsOf(m.QueryValues()), append(pairs, pair{k, v}); !slices.Equal(got, want) {
			t.Fatalf("Parse(%q) with %q=%q added: %q:\n\tgot  %q\n\twant %q", s, k, v, m, got, want)
		}
		if m.WithoutQuery() != r.WithoutQuery() {
			t.Fatalf("Parse(%q) with %q=%q added changed more than the query: %q", s, k, v, m)
		}
	})
}
