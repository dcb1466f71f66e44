package uri

// This file reads and writes a query (RFC 3986 3.4) as the
// application/x-www-form-urlencoded data of HTML forms (the URL Standard,
// section 5): "name=value" pairs joined by "&", "+" for a space, and
// percent-encoded octets (RFC 3986 2.1).

import (
	"iter"
	"net/url"
	"slices"
	"strings"

	"github.com/urikit/urikit/internal/form"
)

// Values is a query read as application/x-www-form-urlencoded data: its
// decoded name-value pairs, in order, duplicates kept. [Ref.QueryValues]
// reads a reference's query into a Values, [Ref.WithQueryValues] writes
// one back, and the zero Values is an empty list, ready to use.
//
// The query is read as the URL Standard's form parser reads it (5.1): split
// on "&", empty pairs skipped, each pair split at its first "=" (a pair
// without one has the value ""), "+" read as a space, and each "%" followed
// by two hexadecimal digits read as the octet they name; ";" is an
// ordinary character. The decoded octets are kept as they are, UTF-8 or
// not, since a URI's query is octets (RFC 3986 3.4); whatwg.SearchParams,
// the URL Standard's URLSearchParams, reads them as UTF-8 text instead,
// each invalid sequence a U+FFFD, and percent-encodes more when it writes.
//
// The methods that change a Values (Set, Add, Del, Sort) have pointer
// receivers. Like a slice, a copy of a Values shares its pairs: after
// w := v, a change made through w may show in v. Build a new Values (or
// call r.QueryValues again) to keep one unchanged.
type Values struct {
	l form.List
}

// QueryValues returns the pairs of r's query read as form data (see
// Values); an empty Values when r has no query.
func (r Ref) QueryValues() Values {
	q, _ := r.Query()
	return Values{form.Parse(q, form.Octets)}
}

// WithQueryValues returns r with the query v.Encode(), every other byte of
// r unchanged; with no pairs in v, r without a query (as net/url's
// RawQuery = v.Encode() and the URL Standard's URLSearchParams do). So
// adding a parameter changes the query and nothing else:
//
//	v := r.QueryValues()
//	v.Add("page", "2")
//	r = r.WithQueryValues(v)
//
// The pairs of the result's QueryValues are v's. The zero Ref gives the
// zero Ref, and so does a result of 2 GiB or more, which no Ref holds.
func (r Ref) WithQueryValues(v Values) Ref {
	if v.Len() == 0 {
		return r.WithoutQuery()
	}
	n, _ := r.WithQuery(v.Encode())
	return n
}

// ValuesFromURL returns the pairs of u in the order u.Encode writes them:
// keys sorted, each key's values in order.
func ValuesFromURL(u url.Values) Values {
	var v Values
	for _, k := range slices.Sorted(func(yield func(string) bool) {
		for k := range u {
			if !yield(k) {
				return
			}
		}
	}) {
		for _, s := range u[k] {
			v.Add(k, s)
		}
	}
	return v
}

// Get returns the value of the first pair whose name is key, or "" when
// there is none (as url.Values.Get; Has tells the two apart).
func (v Values) Get(key string) string {
	s, _ := v.l.Get(key)
	return s
}

// GetAll returns the values of the pairs whose name is key, in order; nil
// when there are none.
func (v Values) GetAll(key string) []string { return v.l.GetAll(key) }

// Has reports whether a pair is named key.
func (v Values) Has(key string) bool { return v.l.Has(key) }

// Set gives the first pair named key the value value and removes the other
// pairs named key, so that the pair keeps its place; without such a pair it
// adds one at the end.
func (v *Values) Set(key, value string) { v.l.Set(key, value) }

// Add adds the pair key, value at the end.
func (v *Values) Add(key, value string) { v.l.Append(key, value) }

// Del removes every pair named key.
func (v *Values) Del(key string) { v.l.Delete(key) }

// Len returns the number of pairs.
func (v Values) Len() int { return len(v.l) }

// All returns the pairs in order.
func (v Values) All() iter.Seq2[string, string] { return v.l.All() }

// Sort sorts the pairs by name, byte by byte, keeping the order of the
// pairs of each name (a stable sort).
func (v *Values) Sort() { v.l.Sort(strings.Compare) }

// Encode returns the query (without "?") that holds v's pairs in order,
// "name=value" joined by "&", for QueryValues to read back. It encodes
// exactly what must be: a space as "+"; "&", "=", "+", "%" and ";" (which
// net/url's ParseQuery refuses) as "%XX"; and every octet RFC 3986 3.4
// does not allow in a query, non-ASCII UTF-8 included, as "%XX". So
// "/", "?", ":", "@" and the other sub-delims stay as they are, where
// url.Values.Encode would encode them. The result can follow "?" in any
// reference, and url.ParseQuery reads it to the same pairs.
func (v Values) Encode() string { return v.l.Encode(form.Octets) }
