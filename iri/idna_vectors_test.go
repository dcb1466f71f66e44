package iri_test

// The other IDNA vectors (copied to testdata/ with their source header):
// Addressable's IDNA examples through the Lookup and Display profiles of
// this package (RFC 3987 3.1 ToASCII, 3.2.1 ToUnicode), and raw RFC 3492
// Punycode through idna.Punycode, the layer HostToUnicode decodes with: a
// test of the dependency golang.org/x/net/idna, not of urikit, and labelled
// so. Keys follow internal/vectors; known differences record the answer.

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"testing"

	"golang.org/x/net/idna"

	"github.com/urikit/urikit/internal/vectors"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// idnaFileKnown: the Addressable vectors urikit's profiles answer
// differently, keyed by operation and source line, with urikit's answer.
var idnaFileKnown = map[string]vectors.Diff{
	// The extraction turned Ruby's octal byte escapes ("\347\242\274")
	// into digit strings: the inputs (or outputs) are no longer the
	// characters the other side encodes. Keyed by source line.
	"to_ascii line 65":    {Reason: "octal escapes of the Ruby source lost in extraction", Got: `www.343201273343202223343201250343201206343201253343201252343201214343201204343202217343201221343201256343202217343201213343202211343201252343201204343201251343202201343201204343202223343202201343201204343201256343202211343201271343202213343201276343201240343201252343201214343201217343201227343201252343201204343201250343201237343202212343201252343201204.w3.mag.keio.ac.jp`},
	"to_ascii line 83":    {Reason: "octal escapes of the Ruby source lost in extraction", Got: `www.343201273343202223343201250343201206343201253343201252343201213343202231343201204343202217343201221343201256343202217343201213343202211343201252343201204343201250343202231343202201343201204343202223343202201343201204343201256343202211343201270343202231343202213343201276343201237343202231343201252343201213343202231343201217343201227343201252343201204343201250343201237343202212343201252343201204.w3.mag.keio.ac.jp`},
	"to_ascii line 114":   {Reason: "octal escapes of the Ruby source lost in extraction", Got: `347242274346250231346272226350220254345234213347242274.com`},
	"to_ascii line 121":   {Reason: "octal escapes of the Ruby source lost in extraction", Got: `357276230345256240355220261343200271.com`},
	"to_ascii line 127":   {Reason: "octal escapes of the Ruby source lost in extraction", Got: `343203252345256240355220261345215204.com`},
	"to_ascii line 133":   {Reason: "octal escapes of the Ruby source lost in extraction", Got: `341206265`},
	"to_ascii line 139":   {Reason: "octal escapes of the Ruby source lost in extraction", Got: `357276257`},
	"to_ascii line 145":   {Reason: "octal escapes of the Ruby source lost in extraction", Got: `360237214271360237214271360237214271.ws`},
	"to_unicode line 227": {Reason: "octal escapes of the Ruby source lost in extraction", Got: `碼標準萬國碼.com`},
	"to_unicode line 236": {Reason: "octal escapes of the Ruby source lost in extraction", Got: `リ宠퐱卄.com`},
	"to_unicode line 242": {Reason: "octal escapes of the Ruby source lost in extraction", Got: `ᆵ`},
	"to_unicode line 248": {Reason: "octal escapes of the Ruby source lost in extraction", Got: `🌹🌹🌹.ws`},
}

// TestIDNAFileVectors: Addressable's host conversions through iri.Lookup
// (RFC 3987 3.1) and iri.Display (3.2.1).
func TestIDNAFileVectors(t *testing.T) {
	const file = "ruby-addressable-idna.json"
	f := vectors.Read[json.RawMessage](t, filepath.Join("testdata", file))
	c := vectors.NewTally(t, file, idnaFileKnown)
	for _, raw := range f.Vectors {
		var v struct {
			Input, Op, Output string
			Line              int
		}
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Fatal(err)
		}
		// The source line alone tells the vectors apart (each line of
		// the Ruby spec holds one expectation).
		key := v.Op + " line " + strconv.Itoa(v.Line)
		var got string
		switch v.Op {
		case "to_ascii":
			// 3.1: ireg-name by ToASCII.
			u, err := iri.Lookup.ToURIString("http://" + v.Input + "/")
			got = resultAnswer(u.Host(), err)
		case "to_unicode":
			// 3.2.1: punycode labels shown by ToUnicode.
			u, err := uri.Parse("http://" + v.Input + "/")
			got = resultAnswer(iri.Display.FromURI(u).Host(), err)
		default:
			t.Fatalf("%s: unknown op %q", file, v.Op)
		}
		c.Check(key, got, got == v.Output, key+":\n\tgot  "+got+"\n\twant "+v.Output)
	}
	c.Done(-1)
}

// punycodeKnown: where x/net/idna's Punycode profile is not raw RFC 3492.
// The answer is x/net/idna's result, or "error" (its message is its own).
var punycodeKnown = map[string]vectors.Diff{
	// IDNA (RFC 5891 5.4, UTS #46 4.1 V4) rejects an A-label that
	// decodes to ASCII only; the vector tests raw RFC 3492.
	"decode Bach-": {Reason: "x/net/idna rejects \"xn--Bach-\": an all-ASCII A-label is not IDNA", Got: "error"},
	// x/net/idna has no raw RFC 3492 decoder: its profiles split at
	// '.' first, and an all-ASCII label is no A-label anyway.
	"decode -> $1.00 <--": {Reason: "'.' separates IDNA labels; x/net/idna exposes no raw RFC 3492 decoder", Got: "error"},
}

// TestXNetIDNAPunycodeVectors runs rust-url's RFC 3492 vectors through
// golang.org/x/net/idna's Punycode profile (with the "xn--" prefix): a test
// of the dependency urikit's Display profile decodes with, not of urikit.
func TestXNetIDNAPunycodeVectors(t *testing.T) {
	const file = "rust-url-punycode.json"
	f := vectors.Read[json.RawMessage](t, filepath.Join("testdata", file))
	c := vectors.NewTally(t, "x/net/idna Punycode: "+file, punycodeKnown)
	answer := func(s string, err error) string {
		if err != nil {
			return "error"
		}
		return s
	}
	for _, raw := range f.Vectors {
		var v struct {
			Decoded, Encoded *string
			Valid            bool
		}
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Fatal(err)
		}
		switch {
		case v.Valid && v.Decoded != nil && v.Encoded != nil:
			key := "decode " + *v.Encoded
			got, err := idna.Punycode.ToUnicode("xn--" + *v.Encoded)
			want := *v.Decoded
			c.Check(key, answer(got, err), err == nil && got == want, key+":\n\tgot  "+got+"\n\twant "+want)
		case !v.Valid && v.Encoded != nil:
			got, err := idna.Punycode.ToUnicode("xn--" + *v.Encoded)
			c.Check("reject "+*v.Encoded, answer(got, err), err != nil, "decode of invalid "+*v.Encoded+" succeeded")
		case !v.Valid && v.Decoded != nil:
			got, err := idna.Punycode.ToASCII(*v.Decoded)
			c.Check("reject encoding", answer(got, err), err != nil, "encoding of an invalid input succeeded")
		default:
			t.Errorf("%s: vector shape not understood: %s", file, raw)
		}
	}
	c.Done(-1)
}
