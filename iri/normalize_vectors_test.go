package iri_test

// The IRI rows of the normalization vectors of other projects (copied
// into testdata/ with their source header), with a
// pass count per file and the known differences, each explained against
// RFC 3987 5.3 and recorded with urikit's answer (the normal form). Keys
// follow internal/vectors: the input, with " @line N" or " @vectors[I]"
// when a file repeats it.

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"testing"

	"github.com/urikit/urikit/internal/vectors"
	"github.com/urikit/urikit/iri"
)

type normVector struct {
	Input        string `json:"input"`
	Normalized   string `json:"normalized"`
	IsNormalized *bool  `json:"is_normalized_default"`
	Line         int    `json:"line"`
}

// normKeys reads the vectors of a normalization file and keys them.
func normKeys(t *testing.T, raws []json.RawMessage) ([]normVector, []string) {
	vs := make([]normVector, len(raws))
	names, ids := make([]string, len(raws)), make([]string, len(raws))
	for i, raw := range raws {
		if err := json.Unmarshal(raw, &vs[i]); err != nil {
			t.Fatal(err)
		}
		names[i], ids[i] = vs[i].Input, vectors.Line(vs[i].Line)
	}
	return vs, vectors.Keys(t, names, ids)
}

// ipv6Reason: the canonical text of RFC 5952 4 (no leading zeros, "::"
// for the longest run of zeros, lower case), which RFC 3986 6.2.2.1 and
// RFC 3987 5.3.2.1 leave to case alone.
const ipv6Reason = "RFC 5952 4: canonical IPv6 text, where RFC 3986 6.2.2.1 and RFC 3987 5.3.2.1 normalize case only"

// normKnown are the vectors that contradict RFC 3987 5.3, by file, with
// urikit's answer.
var normKnown = map[string]map[string]vectors.Diff{
	"normalization-rust-iri-string.json": {
		"http://example.com/a/b/c/%2e%2e/d/e":         {Reason: "a percent-encoded dot is data, never a dot-segment (urikit's one reading, internal/syntax/dotsegments.go): RFC 3986 5.2.4 removes only \".\" and \"..\" as written, and a normal form that decoded it would resolve elsewhere than the reference; its dots stay encoded", Got: `http://example.com/a/b/c/%2E%2E/d/e`},
		"http://example.com/a/b/c/%2E%2E/d/e":         {Reason: "a percent-encoded dot is data, never a dot-segment (urikit's one reading, internal/syntax/dotsegments.go): RFC 3986 5.2.4 removes only \".\" and \"..\" as written, and a normal form that decoded it would resolve elsewhere than the reference; its dots stay encoded", Got: `http://example.com/a/b/c/%2E%2E/d/e`},
		"http://example.com/a/b/c/.%2e/d/e":           {Reason: "a percent-encoded dot is data, never a dot-segment (urikit's one reading, internal/syntax/dotsegments.go): RFC 3986 5.2.4 removes only \".\" and \"..\" as written, and a normal form that decoded it would resolve elsewhere than the reference; its dots stay encoded", Got: `http://example.com/a/b/c/%2E%2E/d/e`},
		"http://example.com/a/./././././b/c/.%2e/d/e": {Reason: "a percent-encoded dot is data, never a dot-segment (urikit's one reading, internal/syntax/dotsegments.go): RFC 3986 5.2.4 removes only \".\" and \"..\" as written, and a normal form that decoded it would resolve elsewhere than the reference; its dots stay encoded", Got: `http://example.com/a/b/c/%2E%2E/d/e`},
		"https://example.com:/":                       {Reason: "RFC 3986 6.2.3 (RFC 3987 5.3.3) removes the empty port; this file runs at the syntax-based rung because it keeps default ports (http://...:80/)", Got: `https://example.com:/`},
		// IPv6 literals: iri-string only lower-cases them.
		"//[2001:0db8::] @vectors[75]":                   {Reason: ipv6Reason, Got: `//[2001:db8::]`},
		"//[2001:0db8::] @vectors[81]":                   {Reason: ipv6Reason, Got: `//[2001:db8::]`},
		"//[2001:0db8::]:80 @vectors[76]":                {Reason: ipv6Reason, Got: `//[2001:db8::]:80`},
		"//[2001:0db8::]:80 @vectors[82]":                {Reason: ipv6Reason, Got: `//[2001:db8::]:80`},
		"//[2001:0db8:0:0:0:0:0:ffff]":                   {Reason: ipv6Reason, Got: `//[2001:db8::ffff]`},
		"//[2001:0db8:0:0:0:0:0:ffff]:80":                {Reason: ipv6Reason, Got: `//[2001:db8::ffff]:80`},
		"//[2001:0DB8:0000:0000:0000:000A:BCDE:FFFF]":    {Reason: ipv6Reason, Got: `//[2001:db8::a:bcde:ffff]`},
		"//[2001:0DB8:0000:0000:0000:000A:BCDE:FFFF]:80": {Reason: ipv6Reason, Got: `//[2001:db8::a:bcde:ffff]:80`},
		"//[2001:0DB8:0:0:0:0::1]":                       {Reason: ipv6Reason, Got: `//[2001:db8::1]`},
		"//[2001:0DB8:0:0:0:0::1]:80":                    {Reason: ipv6Reason, Got: `//[2001:db8::1]:80`},
		"//[2001:0db8::89ab:cdef:89AB:CDEF]":             {Reason: ipv6Reason, Got: `//[2001:db8::89ab:cdef:89ab:cdef]`},
		"//[2001:0db8::89ab:cdef:89AB:CDEF]:80":          {Reason: ipv6Reason, Got: `//[2001:db8::89ab:cdef:89ab:cdef]:80`},
		"//[2001:0db8::1]":                               {Reason: ipv6Reason, Got: `//[2001:db8::1]`},
		"//[2001:0db8::1]:80":                            {Reason: ipv6Reason, Got: `//[2001:db8::1]:80`},
		"//[2001:0db8:0::1]":                             {Reason: ipv6Reason, Got: `//[2001:db8::1]`},
		"//[2001:0db8:0::1]:80":                          {Reason: ipv6Reason, Got: `//[2001:db8::1]:80`},
		"//[2001:0db8:0:0::1]":                           {Reason: ipv6Reason, Got: `//[2001:db8::1]`},
		"//[2001:0db8:0:0::1]:80":                        {Reason: ipv6Reason, Got: `//[2001:db8::1]:80`},
		"//[2001:0db8:0:0:0::1]":                         {Reason: ipv6Reason, Got: `//[2001:db8::1]`},
		"//[2001:0db8:0:0:0::1]:80":                      {Reason: ipv6Reason, Got: `//[2001:db8::1]:80`},
		"//[2001:0db8:0:0:0:0::1]":                       {Reason: ipv6Reason, Got: `//[2001:db8::1]`},
		"//[2001:0db8:0:0:0:0::1]:80":                    {Reason: ipv6Reason, Got: `//[2001:db8::1]:80`},
		"//[2001:0db8::0:1]":                             {Reason: ipv6Reason, Got: `//[2001:db8::1]`},
		"//[2001:0db8::0:1]:80":                          {Reason: ipv6Reason, Got: `//[2001:db8::1]:80`},
		"//[2001:0db8::0:0:1]":                           {Reason: ipv6Reason, Got: `//[2001:db8::1]`},
		"//[2001:0db8::0:0:1]:80":                        {Reason: ipv6Reason, Got: `//[2001:db8::1]:80`},
		"//[2001:0db8::0:0:0:1]":                         {Reason: ipv6Reason, Got: `//[2001:db8::1]`},
		"//[2001:0db8::0:0:0:1]:80":                      {Reason: ipv6Reason, Got: `//[2001:db8::1]:80`},
		"//[2001:0db8::0:0:0:0:1]":                       {Reason: ipv6Reason, Got: `//[2001:db8::1]`},
		"//[2001:0db8::0:0:0:0:1]:80":                    {Reason: ipv6Reason, Got: `//[2001:db8::1]:80`},
	},
	"normalization-ruby-addressable.json": {
		"http://example.com:%38%30/": {Reason: "RFC 3986 3.2.3: port = *DIGIT; a percent-encoded port is invalid and rejected", Got: `error at offset 25`},
		"feed:http://example.com/":   {Reason: "RFC 3986 3.1: feed: is a scheme of its own; unwrapping it is Addressable's choice, not a normalization", Got: `feed:http://example.com/`},
		"tel:+1-816-555-1212":        {Reason: "RFC 3966 4: tel numbers compare \"after removing all visual separators\"; the scheme-based rung (RFC 3987 5.3.3) drops them: tel:+18165551212", Got: `tel:+18165551212`},
	},
}

// TestNormalizeVectorsRustIRIString compares the syntax-based normal form
// (5.3.2) with iri-string's "normalized", the RFC 3986 6.2.2 normalization
// applied to IRIs, for every input that is an IRI reference.
func TestNormalizeVectorsRustIRIString(t *testing.T) {
	const file = "normalization-rust-iri-string.json"
	f := vectors.Read[json.RawMessage](t, filepath.Join("testdata", file))
	c := vectors.NewTally(t, file, normKnown[file])
	vs, keys := normKeys(t, f.Vectors)
	for i, v := range vs {
		r, err := iri.Parse(v.Input)
		if err != nil {
			continue // not an IRI reference: a URI-only vector
		}
		n := r.NormalizeWith(iri.NormalizeOptions{Level: iri.SyntaxBased})
		if v.Normalized == "" && v.IsNormalized != nil {
			// A predicate vector: is the input its own normal form?
			c.Check(keys[i], "normal? "+strconv.FormatBool(n == r), (n == r) == *v.IsNormalized,
				"IsNormalized("+quote(v.Input)+"):\n\tgot  "+quote(n.String())+"\n\twant is-normalized "+strconv.FormatBool(*v.IsNormalized))
			continue
		}
		got := n.String()
		c.Check(keys[i], got, got == v.Normalized,
			"Normalize("+quote(v.Input)+"):\n\tgot  "+quote(got)+"\n\twant "+quote(v.Normalized))
	}
	c.Done(-1)
}

// TestNormalizeVectorsAddressable compares with Addressable's normalize,
// which turns IRIs into URIs: the scheme-based normal form with IDNA
// (5.3.3) mapped to a URI with ToASCII hosts (iri.Lookup, 3.1) must be its
// "normalized". Addressable also applies NFKC and re-encodes characters per
// component, which RFC 3987 does not (5.3.2.2: NFC, and only when
// converting, never in comparison).
func TestNormalizeVectorsAddressable(t *testing.T) {
	const file = "normalization-ruby-addressable.json"
	f := vectors.Read[json.RawMessage](t, filepath.Join("testdata", file))
	c := vectors.NewTally(t, file, normKnown[file])
	// Addressable also drops an empty "?" and "#" (protocol-based, 5.3.4).
	o := iri.NormalizeOptions{Level: iri.SchemeBased, IDNA: true, DropEmptyQuery: true, DropEmptyFragment: true}
	vs, keys := normKeys(t, f.Vectors)
	for i, v := range vs {
		r, err := iri.Parse(v.Input)
		if err != nil {
			c.Check(keys[i], errorAnswer(err), false, "Parse("+quote(v.Input)+"): "+err.Error())
			continue
		}
		n := r.NormalizeWith(o)
		got := n.String()
		if u, err := iri.Lookup.ToURI(n); err == nil && got != v.Normalized {
			got = u.String()
		}
		c.Check(keys[i], got, got == v.Normalized,
			"Normalize("+quote(v.Input)+"):\n\tgot  "+quote(got)+"\n\twant "+quote(v.Normalized))
	}
	c.Done(-1)
}
