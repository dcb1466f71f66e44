package iri_test

// Outside vectors (testdata/, copied with their source header): IRI<->URI conversions (RFC 3987 3.1, 3.2), bidi examples
// (4.4) and IRI grammar tests (2.2). Each test reports its pass count per
// file; a vector that contradicts the RFC is listed in a table of known
// differences with its reason and urikit's answer (answers_test.go). A
// failure not listed fails the test, and so do a listed difference that now
// passes and one whose answer changed. Keys follow internal/vectors.

import (
	"encoding/json"
	"path/filepath"
	"strconv"
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
	Line      int     `json:"line"`
}

// name names a conversion vector in its file: the IRI (with the variant
// where the file has one) for iri->uri, the URI and the variant for
// uri->iri, the section and the logical notation for a bidi example.
func (v conversionVector) name() string {
	switch {
	case strings.HasPrefix(v.Direction, "iri->uri"):
		if v.Variant != "" {
			return v.IRI + " " + v.Variant
		}
		return v.IRI
	case strings.HasPrefix(v.Direction, "uri->iri") && v.URI != nil:
		return *v.URI + " " + v.Variant
	}
	return v.Section + " " + v.Logical
}

// conversionKnown are the conversion vectors that contradict RFC 3987, with
// urikit's answer.
var conversionKnown = map[string]map[string]vectors.Diff{
	"jena-iri-test-xml.json": {
		// 3.1 lets systems convert only the printable US-ASCII
		// characters IRIs do not allow; controls are not among them and
		// "the conversion SHOULD fail".
		"http://example.org/\t":   {Reason: "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)", Got: `error at offset 19`},
		"http://example.org/\n\n": {Reason: "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)", Got: `error at offset 19`},
		"http://example.org/\r":   {Reason: "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)", Got: `error at offset 19`},
		"http://foo.com/\t":       {Reason: "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)", Got: `error at offset 15`},
		"http://foo.com/\n\n":     {Reason: "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)", Got: `error at offset 15`},
		"http://foo.com/\r":       {Reason: "RFC 3987 3.1: controls are not converted (only printable US-ASCII MAY be)", Got: `error at offset 15`},
		// A '^' in the scheme: its encoding "h%5Ettp:prop" is a relative
		// path whose first segment has a colon, not a URI reference.
		"h^ttp:prop":                  {Reason: "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference", Got: `error at offset 5`},
		"h^ttp:title":                 {Reason: "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference", Got: `error at offset 5`},
		"ht^tp:":                      {Reason: "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference", Got: `error at offset 5`},
		"ht^tp://www.w3.org/demo.mp3": {Reason: "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference", Got: `error at offset 5`},
		"ht^tp:Foo":                   {Reason: "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference", Got: `error at offset 5`},
		"h^ttp:":                      {Reason: "RFC 3986 3.1, 4.2: '^' cannot be in a scheme; the encoded form is no URI reference", Got: `error at offset 5`},
	},
	"python-rfc3986.json": {
		// The vector follows IDNA2008, which disallows symbols; UTS #46
		// (idna.Lookup) keeps them valid (status NV8), as did IDNA2003
		// (RFC 3490), which RFC 3987 3.1 names.
		"http://\u2665.net": {Reason: "UTS #46 and RFC 3490 accept U+2665; IDNA2008 does not", Got: `http://xn--g6h.net`},
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

// sharpSKnown are the python-rfc3986 vectors with U+1E9E LATIN CAPITAL
// LETTER SHARP S, which UTS #46 maps to "ss" up to Unicode 15.0 and to
// U+00DF (kept by nontransitional processing) from 16.0, as the vectors
// assume. The hosts go through x/net/idna, whose tables follow the Go
// release (15.0 before Go 1.27, 17.0 from it): they are known differences
// only while idna.UnicodeVersion is older than 16.0, so the test keeps
// working when x/net or Go updates.
var sharpSKnown = map[string]vectors.Diff{
	"http://\u1e9e.com:443": {Reason: "UTS #46 15.0 maps U+1E9E to \"ss\"; 16.0 to U+00DF", Got: `http://ss.com:443`},
	"http://\u1e9e.foo.com": {Reason: "UTS #46 15.0 maps U+1E9E to \"ss\"; 16.0 to U+00DF", Got: `http://ss.foo.com`},
	"http://B\u1e9e.com":    {Reason: "UTS #46 15.0 maps U+1E9E to \"ss\"; 16.0 to U+00DF", Got: `http://bss.com`},
}

// compat16Known is the python-rfc3986 vector that becomes a difference with
// tables of Unicode 16.0 or later: UTS #46 16.0 maps U+2F868 CJK
// COMPATIBILITY IDEOGRAPH-2F868 to U+36FC, which earlier versions and
// IDNA2008 (the vector's) disallow.
var compat16Known = map[string]vectors.Diff{
	"http://\U0002f868.com": {Reason: "UTS #46 16.0 maps U+2F868 to U+36FC; 15.0 and IDNA2008 disallow it", Got: "http://xn--snl.com"},
}

// unicodeBefore reports whether Unicode version v ("15.0.0") is older than
// major.
func unicodeBefore(v string, major int) bool {
	m, _, _ := strings.Cut(v, ".")
	n, err := strconv.Atoi(m)
	return err == nil && n < major
}

// knownConversions is conversionKnown[file], with the Unicode-version
// dependent entries that apply to the x/net/idna in use.
func knownConversions(file string) map[string]vectors.Diff {
	m := map[string]vectors.Diff{}
	for k, d := range conversionKnown[file] {
		m[k] = d
	}
	if file == "python-rfc3986.json" {
		add := compat16Known
		if unicodeBefore(idna.UnicodeVersion, 16) {
			add = sharpSKnown
		}
		for k, d := range add {
			m[k] = d
		}
	}
	return m
}

func TestConversionVectors(t *testing.T) {
	for _, file := range []string{"rfc3987-examples.json", "jena-iri-test-xml.json", "python-rfc3986.json", "ruby-addressable.json", "rust-iri-string.json"} {
		f := vectors.Read[json.RawMessage](t, filepath.Join("testdata", file))
		c := vectors.NewTally(t, file, knownConversions(file))
		vs := make([]conversionVector, len(f.Vectors))
		names, ids := make([]string, len(vs)), make([]string, len(vs))
		for i, raw := range f.Vectors {
			if err := json.Unmarshal(raw, &vs[i]); err != nil {
				t.Fatal(err)
			}
			names[i], ids[i] = vs[i].name(), vectors.Line(vs[i].Line)
		}
		keys := vectors.Keys(t, names, ids)
		for i, v := range vs {
			key := keys[i]
			p := conversionProfile(file, v)
			switch {
			case strings.HasPrefix(v.Direction, "iri->uri"):
				u, err := p.ToURIString(v.IRI)
				got := resultAnswer(u.String(), err)
				if v.URI == nil {
					c.Check(key, got, err != nil, "ToURI("+quote(v.IRI)+"):\n\tgot  "+u.String()+"\n\twant an error")
					continue
				}
				c.Check(key, got, err == nil && got == *v.URI, "ToURI("+quote(v.IRI)+"):\n\tgot  "+got+"\n\twant "+*v.URI)
			case strings.HasPrefix(v.Direction, "uri->iri"):
				u, err := uri.Parse(*v.URI)
				got := ""
				if err != nil {
					got = errorAnswer(err)
				} else {
					got = p.FromURI(u).String()
				}
				c.Check(key, got, err == nil && got == v.IRI, "FromURI("+quote(*v.URI)+"):\n\tgot  "+got+"\n\twant "+v.IRI)
			case v.Direction == "bidi-example":
				// 4.4: Bidi Notation with Hebrew and with Arabic letters.
				for _, arabic := range []bool{false, true} {
					in := bidiNotation(v.Logical, arabic)
					errs := iri.MustParse(in).CheckBidi()
					want := v.Allowed != false
					got, script := "allowed", " (Hebrew)"
					if len(errs) > 0 {
						got = "refused: " + errorList(errs)
					}
					if arabic {
						script = " (Arabic)"
					}
					c.Check(key+script, got, (len(errs) == 0) == want,
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
