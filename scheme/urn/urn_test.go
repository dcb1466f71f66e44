package urn_test

// This file tests Parse and Equivalent against the examples of RFC 8141
// 2.3 and 3.2 and the grammar of RFC 8141 2, valid and invalid.

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/urn"
)

var parseTests = []schemetest.Case[urn.URL]{
	// RFC 8141 3.2: the examples of equivalence.
	{"urn:example:a123,z456", urn.URL{NID: "example", NSS: "a123,z456"}},
	{"URN:example:a123,z456", urn.URL{NID: "example", NSS: "a123,z456"}},
	{"urn:EXAMPLE:a123,z456", urn.URL{NID: "EXAMPLE", NSS: "a123,z456"}},
	{"urn:example:a123,z456?+abc", urn.URL{NID: "example", NSS: "a123,z456", RComponent: "abc"}},
	{"urn:example:a123,z456?=xyz", urn.URL{NID: "example", NSS: "a123,z456", QComponent: "xyz"}},
	{"urn:example:a123,z456#789", urn.URL{NID: "example", NSS: "a123,z456", FComponent: "789", HasFComponent: true}},
	{"urn:example:a123,z456/foo", urn.URL{NID: "example", NSS: "a123,z456/foo"}},
	{"urn:example:a123%2Cz456", urn.URL{NID: "example", NSS: "a123%2Cz456"}},
	{"urn:example:a123%2cz456", urn.URL{NID: "example", NSS: "a123%2cz456"}},
	{"urn:example:%D0%B0123,z456", urn.URL{NID: "example", NSS: "%D0%B0123,z456"}},
	// RFC 8141 2.3.1: an r-component.
	{"urn:example:foo-bar-baz-qux?+CCResolve:cc=uk", urn.URL{NID: "example", NSS: "foo-bar-baz-qux", RComponent: "CCResolve:cc=uk"}},
	// RFC 8141 2.3.2: a q-component.
	{"urn:example:weather?=op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z", urn.URL{NID: "example", NSS: "weather", QComponent: "op=map&lat=39.56&lon=-104.85&datetime=1969-07-21T02:56:15Z"}},
	// RFC 8141 2.3.3: an f-component; 3986's fragment may be empty.
	{"urn:example:foo-bar-baz-qux#somepart", urn.URL{NID: "example", NSS: "foo-bar-baz-qux", FComponent: "somepart", HasFComponent: true}},
	{"urn:example:a#", urn.URL{NID: "example", NSS: "a", HasFComponent: true}},
	// RFC 8141 2: both components, in order; "?" inside them; ":" in the NSS.
	{"urn:example:a?+r?x?=q?+y#f", urn.URL{NID: "example", NSS: "a", RComponent: "r?x", QComponent: "q?+y", FComponent: "f", HasFComponent: true}},
	{"urn:nbn:de:bvb:19-146642", urn.URL{NID: "nbn", NSS: "de:bvb:19-146642"}},
	// RFC 8141 2: NID of 2 and of 32 characters, inner "-".
	{"urn:ab:c", urn.URL{NID: "ab", NSS: "c"}},
	{"urn:" + strings.Repeat("a-", 15) + "bc:x", urn.URL{NID: strings.Repeat("a-", 15) + "bc", NSS: "x"}},
}

var errorTests = []schemetest.ErrorCase{
	// RFC 8141 2: NID = (alphanum) 0*30(ldh) (alphanum).
	{"urn:a:b", 5, urn.ErrNID},
	{"urn:-ab:c", 4, urn.ErrNID},
	{"urn:ab-:c", 7, urn.ErrNID},
	{"urn:a_b:c", 5, urn.ErrNID},
	{"urn:" + strings.Repeat("a", 33) + ":x", 36, urn.ErrNID},
	{"urn:example", 11, urn.ErrNID},
	{"urn://example/a", 4, urn.ErrNID},
	// RFC 8141 2: NSS = pchar *(pchar / "/").
	{"urn:example:", 12, urn.ErrNSS},
	{"urn:example:/a", 12, urn.ErrNSS},
	// RFC 8141 2: rq-components = [ "?+" r-component ] [ "?=" q-component ].
	{"urn:example:a?b", 14, urn.ErrRQ},
	{"urn:example:a?", 14, urn.ErrRQ},
	{"urn:example:a?+", 15, urn.ErrRQ},
	{"urn:example:a?=", 15, urn.ErrRQ},
	{"urn:example:a?+r?=", 18, urn.ErrRQ},
	{"urn:example:a?=/q", 15, urn.ErrRQ},
	// Another scheme.
	{"isbn:0451450523", 0, urn.ErrScheme},
}

func TestParse(t *testing.T) { schemetest.Run(t, urn.Parse, parseTests) }

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, urn.Parse, errorTests) }

var equivalentTests = []struct {
	a, b string
	want bool
}{
	// RFC 8141 3.2: equivalent to urn:example:a123,z456.
	{"urn:example:a123,z456", "URN:example:a123,z456", true},
	{"urn:example:a123,z456", "urn:EXAMPLE:a123,z456", true},
	{"urn:example:a123,z456", "urn:example:a123,z456?+abc", true},
	{"urn:example:a123,z456", "urn:example:a123,z456?=xyz", true},
	{"urn:example:a123,z456", "urn:example:a123,z456#789", true},
	// RFC 8141 3.2: not equivalent to it or to each other.
	{"urn:example:a123,z456", "urn:example:a123,z456/foo", false},
	{"urn:example:a123,z456", "urn:example:a123%2Cz456", false},
	{"urn:example:a123,z456", "urn:example:A123,z456", false},
	{"urn:example:a123,z456", "urn:example:a123,Z456", false},
	{"urn:example:a123,z456", "urn:example:%D0%B0123,z456", false},
	// RFC 8141 3.1: the hex digits of a percent-encoding fold.
	{"urn:example:a123%2Cz456", "urn:example:a123%2cz456", true},
}

func TestEquivalent(t *testing.T) {
	for _, tt := range equivalentTests {
		a, b := mustURN(t, tt.a), mustURN(t, tt.b)
		if got := a.Equivalent(b); got != tt.want {
			t.Errorf("Equivalent(%q, %q):\n\tgot  %v\n\twant %v", tt.a, tt.b, got, tt.want)
		}
	}
}

func mustURN(t *testing.T, s string) urn.URL {
	u, err := urn.ParseString(s)
	if err != nil {
		t.Fatal(err)
	}
	return u
}

// fieldsTests give the fields of check --json: absent is nil, empty "".
var fieldsTests = []schemetest.FieldsCase{
	{"urn:example:a?+r?=q#f", map[string]any{"nid": "example", "nss": "a", "r_component": "r", "q_component": "q", "f_component": "f"}},
	// RFC 8141 2.3: no components; an empty f-component.
	{"urn:example:a", map[string]any{"nid": "example", "nss": "a", "r_component": nil, "q_component": nil, "f_component": nil}},
	{"urn:example:a#", map[string]any{"nid": "example", "nss": "a", "r_component": nil, "q_component": nil, "f_component": ""}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, urn.Parse, fieldsTests) }
