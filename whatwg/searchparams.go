package whatwg

// This file implements URLSearchParams (URL Standard 6.2) over the
// application/x-www-form-urlencoded parser and serializer (5.1, 5.2), which
// it shares with package uri's Values (internal/form).

import (
	"iter"

	"github.com/urikit/urikit/internal/form"
)

// SearchParams is the URL Standard's URLSearchParams (6.2): a list of
// name-value pairs read from a query by the application/x-www-form-urlencoded
// parser (5.1) and written by its serializer (5.2). ParseSearchParams and
// URL.SearchParams make one; URL.WithSearchParams writes one into a URL,
// as the standard's "update steps" do.
//
// A SearchParams changes in place: Append, Delete, DeleteValue, Set and
// Sort have pointer receivers and change the value they are called on, as
// the standard's methods change their object. Like a slice, a copy shares
// its pairs with the original: after q := p, a change made through q may
// show in p. The zero SearchParams is an empty list, ready to use. Since a
// URL is an immutable value, a change reaches it only through
// WithSearchParams:
//
//	p := u.SearchParams()
//	p.Set("page", "2")
//	u = u.WithSearchParams(p)
//
// Names and values are strings of scalar values; a Go string given to a
// method that is not UTF-8 has each byte that is no part of a UTF-8
// character read as U+FFFD, as everywhere in this package.
//
// Beside package uri's Values, which reads a query by the same splitting
// and percent-decoding: SearchParams decodes the octets as UTF-8, each
// invalid sequence a U+FFFD (the Encoding Standard's decoder), where Values
// keeps the octets; its serializer percent-encodes every byte but ASCII
// letters, digits, "*", "-", "." and "_" (a space is "+"), where Values
// leaves the characters a query allows bare; and Sort orders names by
// UTF-16 code units, Values.Sort by bytes.
type SearchParams struct {
	l form.List
}

// ParseSearchParams returns the pairs of s, as new URLSearchParams(s) reads
// them (6.2 constructor with a string): a leading "?" is removed, then s is
// parsed as application/x-www-form-urlencoded (5.1): split on "&", empty
// sequences skipped, each split at its first "=", "+" read as a space, each
// well-formed triplet decoded, and the octets read as UTF-8 without BOM.
func ParseSearchParams(s string) SearchParams {
	if len(s) > 0 && s[0] == '?' {
		s = s[1:]
	}
	return SearchParams{form.Parse(form.ValidText(s), form.Text)}
}

// SearchParams returns the pairs of u's query, as u.searchParams holds them
// (6.1: the query parsed as application/x-www-form-urlencoded); an empty
// SearchParams when the query is null. A change to the result does not
// reach u: see WithSearchParams.
func (u URL) SearchParams() SearchParams {
	q, _ := u.Query()
	return SearchParams{form.Parse(q, form.Text)}
}

// WithSearchParams returns u with the query p.String(), as the standard's
// URLSearchParams update steps set it (6.2): a p without pairs makes the
// query null (and strips trailing spaces from an opaque path), so
// "http://example.com/?" with its params sorted becomes
// "http://example.com/". The zero URL gives the zero URL.
func (u URL) WithSearchParams(p SearchParams) URL {
	// The serialization holds only characters the query state keeps as
	// they are, and never starts with "?", so SetSearch sets it as is.
	return u.SetSearch(p.String())
}

// Append adds the pair name, value at the end (6.2 append()).
func (p *SearchParams) Append(name, value string) {
	p.l.Append(form.ValidText(name), form.ValidText(value))
}

// Delete removes every pair named name (6.2 delete(name)).
func (p *SearchParams) Delete(name string) { p.l.Delete(form.ValidText(name)) }

// DeleteValue removes every pair named name whose value is value (6.2
// delete(name, value)).
func (p *SearchParams) DeleteValue(name, value string) {
	p.l.DeleteValue(form.ValidText(name), form.ValidText(value))
}

// Get returns the value of the first pair named name and true, or "" and
// false when there is none (6.2 get(), whose null is the false).
func (p SearchParams) Get(name string) (string, bool) { return p.l.Get(form.ValidText(name)) }

// GetAll returns the values of the pairs named name, in order (6.2
// getAll()); nil when there are none.
func (p SearchParams) GetAll(name string) []string { return p.l.GetAll(form.ValidText(name)) }

// Has reports whether a pair is named name (6.2 has(name)).
func (p SearchParams) Has(name string) bool { return p.l.Has(form.ValidText(name)) }

// HasValue reports whether a pair is named name and has the value value
// (6.2 has(name, value)).
func (p SearchParams) HasValue(name, value string) bool {
	return p.l.HasValue(form.ValidText(name), form.ValidText(value))
}

// Set gives the first pair named name the value value and removes the
// other pairs named name; without such a pair it appends one (6.2 set()).
func (p *SearchParams) Set(name, value string) {
	p.l.Set(form.ValidText(name), form.ValidText(value))
}

// Sort sorts the pairs by name, comparing names by their UTF-16 code units
// as JavaScript does, and keeps the order of pairs with the same name (6.2
// sort(): a stable sort). "\U0001F308" sorts before "\uFB03", whose code
// unit is above the first surrogate.
func (p *SearchParams) Sort() { p.l.Sort(form.CompareUTF16) }

// Len returns the number of pairs (6.2 size).
func (p SearchParams) Len() int { return len(p.l) }

// All returns the pairs in order (6.2 the value pairs to iterate over).
func (p SearchParams) All() iter.Seq2[string, string] { return p.l.All() }

// String returns the pairs serialized as application/x-www-form-urlencoded
// (5.2, the 6.2 stringifier): name "=" value joined by "&", each UTF-8
// percent-encoded with the application/x-www-form-urlencoded percent-encode
// set, a space as "+".
func (p SearchParams) String() string { return p.l.Encode(form.Text) }
