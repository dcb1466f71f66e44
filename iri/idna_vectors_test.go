package iri_test

// The other vectors of ../shared/testdata/idna (copied to testdata/):
// Addressable's IDNA examples through the Lookup and Display profiles of
// this package (RFC 3987 3.1 ToASCII, 3.2.1 ToUnicode), and raw RFC 3492
// Punycode through idna.Punycode, the layer HostToUnicode decodes with.

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

var idnaFileKnown = map[string]map[string]string{
	"ruby-addressable-idna.json": {
		// The extraction turned Ruby's octal byte escapes ("\347\242\274")
		// into digit strings: the inputs (or outputs) are no longer the
		// characters the other side encodes. Keyed by source line.
		"to_ascii line 65":    "octal escapes of the Ruby source lost in extraction",
		"to_ascii line 83":    "octal escapes of the Ruby source lost in extraction",
		"to_ascii line 114":   "octal escapes of the Ruby source lost in extraction",
		"to_ascii line 121":   "octal escapes of the Ruby source lost in extraction",
		"to_ascii line 127":   "octal escapes of the Ruby source lost in extraction",
		"to_ascii line 133":   "octal escapes of the Ruby source lost in extraction",
		"to_ascii line 139":   "octal escapes of the Ruby source lost in extraction",
		"to_ascii line 145":   "octal escapes of the Ruby source lost in extraction",
		"to_unicode line 227": "octal escapes of the Ruby source lost in extraction",
		"to_unicode line 236": "octal escapes of the Ruby source lost in extraction",
		"to_unicode line 242": "octal escapes of the Ruby source lost in extraction",
		"to_unicode line 248": "octal escapes of the Ruby source lost in extraction",
	},
	"rust-url-punycode.json": {
		// IDNA (RFC 5891 5.4, UTS #46 4.1 V4) rejects an A-label that
		// decodes to ASCII only; the vector tests raw RFC 3492.
		"decode Bach-": "x/net/idna rejects \"xn--Bach-\": an all-ASCII A-label is not IDNA",
		// x/net/idna has no raw RFC 3492 decoder: its profiles split at
		// '.' first, and an all-ASCII label is no A-label anyway.
		"decode -> $1.00 <--": "'.' separates IDNA labels; x/net/idna exposes no raw RFC 3492 decoder",
	},
}

func TestIDNAFileVectors(t *testing.T) {
	// Addressable: host conversion through the profiles.
	{
		file := "ruby-addressable-idna.json"
		f := vectors.Read[json.RawMessage](t, filepath.Join("testdata", file))
		c := vectors.NewTally(t, file, idnaFileKnown[file])
		for _, raw := range f.Vectors {
			var v struct {
				Input, Op, Output string
				Line              int
			}
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			key := v.Op + " line " + strconv.Itoa(v.Line)
			var got string
			switch v.Op {
			case "to_ascii":
				// 3.1: ireg-name by ToASCII.
				u, err := iri.Lookup.ToURIString("http://" + v.Input + "/")
				got = u.Host()
				if err != nil {
					got = err.Error()
				}
			case "to_unicode":
				// 3.2.1: punycode labels shown by ToUnicode.
				u, err := uri.Parse("http://" + v.Input + "/")
				got = iri.Display.FromURI(u).Host()
				if err != nil {
					got = err.Error()
				}
			default:
				t.Fatalf("%s: unknown op %q", file, v.Op)
			}
			c.Check(key, got == v.Output, key+":\n\tgot  "+got+"\n\twant "+v.Output)
		}
		c.Done(-1)
	}
	// RFC 3492 Punycode through idna.Punycode, with the "xn--" prefix.
	{
		file := "rust-url-punycode.json"
		f := vectors.Read[json.RawMessage](t, filepath.Join("testdata", file))
		c := vectors.NewTally(t, file, idnaFileKnown[file])
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
				c.Check(key, err == nil && got == want, key+":\n\tgot  "+got+"\n\twant "+want)
			case !v.Valid && v.Encoded != nil:
				_, err := idna.Punycode.ToUnicode("xn--" + *v.Encoded)
				c.Check("reject "+*v.Encoded, err != nil, "decode of invalid "+*v.Encoded+" succeeded")
			case !v.Valid && v.Decoded != nil:
				_, err := idna.Punycode.ToASCII(*v.Decoded)
				c.Check("reject encoding", err != nil, "encoding of an invalid input succeeded")
			default:
				t.Errorf("%s: vector shape not understood: %s", file, raw)
			}
		}
		c.Done(-1)
	}
}
