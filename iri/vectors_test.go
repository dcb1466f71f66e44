package iri_test

// Outside vectors (testdata/, copied from ../shared/testdata with their
// source header): IRI<->URI conversions (RFC 3987 3.1, 3.2), bidi examples
// (4.4) and IRI grammar tests (2.2). Each test reports its pass count per
// file; a vector that contradicts the RFC is listed in a table of known
// differences with its reason, a failure not listed fails the test, and so
// does a listed difference that now passes.

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/idna"

	"github.com/urikit/urikit/internal/vectors"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// conversionVector is the iri/ shape.
type conversionVector struct {
	IRI       string  `json:"iri"`
	URI       *string `json:"uri"`
	Direction string  `json:"direction"`
	Variant   string  `json:"variant"`
	Section   string  `json:"section"`
	Logical   string  `json:"logical_bidi_notation"`
	Allowed   any     `json:"allowed"`
}

// conversionKnown are the conversion vectors that contradict RFC 3987.
var conversionKnown = map[string]map[string]string{
	"jena-iri-test-xml.json": {
		// 3.1 lets systems convert only the printable US-ASCII
		// characters IRIs do not allow; controls are not among them and
		// "the conversion SHOULD fail".
		"http://example.org/\t":   "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)",
		"http://example.org/\n\n": "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)",
		"http://example.org/\r":   "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)",
		"http://foo.com/\t":       "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)",
		"http://foo.com/\n\n":     "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)",
		"http://foo.com/\r":       "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)",
		// A '^' in the scheme: its encoding "h%5Ettp:prop" is a relative
		// path whose first segment has a colon, not a URI reference.
		"h^ttp:prop":                  "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference",
		"h^ttp:title":                 "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference",
		"ht^tp:":                      "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference",
		"ht^tp://www.w3.org/demo.mp3": "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference",
		"ht^tp:Foo":                   "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference",
		"h^ttp:":                      "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference",
	},
	"python-rfc3986.json": {
		// x/net/idna v0.62.0 on Go 1.26 carries the UTS #46 tables of
		// Unicode 15.0, where U+1E9E LATIN CAPITAL LETTER SHARP S maps to
		// "ss"; from Unicode 16.0 it maps to U+00DF (kept by
		// nontransitional processing), which the vector assumes.
		"http://\u1e9e.com:443": "UTS #46 15.0 maps U+1E9E to \"ss\"; 16.0 to U+00DF",
		"http://\u1e9e.foo.com": "UTS #46 15.0 maps U+1E9E to \"ss\"; 16.0 to U+00DF",
		"http://B\u1e9e.com":    "UTS #46 15.0 maps U+1E9E to \"ss\"; 16.0 to U+00DF",
		// The vector follows IDNA2008, which disallows symbols; UTS #46
		// (idna.Lookup) keeps them valid (status NV8), as did IDNA2003
		// (RFC 3490), which RFC 3987 3.1 names.
		"http://\u2665.net": "UTS #46 and RFC 3490 accept U+2665; IDNA2008 does not",
	},
	"ruby-addressable.json": {},
	"rfc3987-examples.json": {},
	"rust-iri-string.json":  {},
}

// conversionProfile picks the profile a conversion file assumes (its
// semantics note).
func conversionProfile(file string, v conversionVector) *iri.Profile {
	switch {
	case file == "jena-iri-test-xml.json":
		// toASCIIString: unwise characters encoded, hosts by IDNA.
		return iri.New(iri.EncodeUnwise(true), iri.HostToASCII(idna.Lookup))
	case file == "python-rfc3986.json":
		return iri.Lookup
	case strings.Contains(v.Variant, "ToASCII"):
		return iri.Lookup
	case strings.Contains(v.Variant, "ToUnicode"), strings.Contains(v.Direction, "display_uri"):
		return iri.Display
	}
	return iri.Strict
}

func TestConversionVectors(t *testing.T) {
	for _, file := range []string{"rfc3987-examples.json", "jena-iri-test-xml.json", "python-rfc3986.json", "ruby-addressable.json", "rust-iri-string.json"} {
		f := vectors.Read[json.RawMessage](t, filepath.Join("testdata", file))
		c := vectors.NewTally(t, file, conversionKnown[file])
		for _, raw := range f.Vectors {
			var v conversionVector
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			p := conversionProfile(file, v)
			switch {
			case strings.HasPrefix(v.Direction, "iri->uri"):
				u, err := p.ToURIString(v.IRI)
				if v.URI == nil {
					c.Check(v.IRI, err != nil, "ToURI("+quote(v.IRI)+"):\n\tgot  "+u.String()+"\n\twant an error")
					continue
				}
				got := u.String()
				if err != nil {
					got = err.Error()
				}
				c.Check(v.IRI, err == nil && got == *v.URI, "ToURI("+quote(v.IRI)+"):\n\tgot  "+got+"\n\twant "+*v.URI)
			case strings.HasPrefix(v.Direction, "uri->iri"):
				u, err := uri.Parse(*v.URI)
				got := ""
				if err != nil {
					got = err.Error()
				} else {
					got = p.FromURI(u).String()
				}
				c.Check(*v.URI+" "+v.Variant, got == v.IRI, "FromURI("+quote(*v.URI)+"):\n\tgot  "+got+"\n\twant "+v.IRI)
			case v.Direction == "bidi-example":
				// 4.4: Bidi Notation with Hebrew and with Arabic letters.
				for _, arabic := range []bool{false, true} {
					in := bidiNotation(v.Logical, arabic)
					errs := iri.MustParse(in).CheckBidi()
					want := v.Allowed != false
					c.Check(v.Section+" "+in, (len(errs) == 0) == want,
						"CheckBidi("+quote(in)+") = "+errorList(errs)+", want allowed="+quote(v.Section))
				}
			default:
				t.Errorf("%s: unknown direction %q", file, v.Direction)
			}
		}
		c.Done(-1)
	}
}

func quote(s string) string { return `"` + s + `"` }

func errorList(errs []*iri.Error) string {
	var s []string
	for _, e := range errs {
		s = append(s, e.Error())
	}
	return "[" + strings.Join(s, "; ") + "]"
}
