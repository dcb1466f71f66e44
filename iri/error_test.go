package iri_test

// This file checks that package iri returns package uri's error type, so
// one errors.As and the sentinels of either package work on both (RFC 3987
// 2.2 syntax errors, 3.1 conversion, 4.1-4.2 bidi, 5.3.2.2 NFC).

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// sharedErrorTests run an iri function and name the Op, component and
// sentinels its *uri.Error must carry.
var sharedErrorTests = []struct {
	name string
	run  func() error
	op   string
	comp uri.Component
	is   []error
}{
	// RFC 3987 2.2: a syntax error, both packages' sentinels.
	{"Parse", func() error { _, err := iri.Parse("http://a:8x/"); return err }, "parse IRI", uri.Port,
		[]error{uri.ErrInvalidPort, iri.ErrInvalidPort}},
	// 2.2: iprivate outside the query.
	{"Parse", func() error { _, err := iri.Parse("http://a/\ue000"); return err }, "parse IRI", uri.Path,
		[]error{uri.ErrInvalidChar, iri.ErrInvalidChar, iri.ErrPrivateUse}},
	// 3.1: the mapping to a URI of a string that is not an IRI.
	{"ToURIString", func() error { _, err := iri.New().ToURIString("http://a/<b>"); return err }, "IRI to URI", uri.Path,
		[]error{uri.ErrInvalidChar, iri.ErrInvalidChar}},
	// 5.3.2.2: not NFC.
	{"CheckNFC", func() error { return iri.MustParse("http://a/e\u0301").CheckNFC() }, "check IRI NFC", 0,
		[]error{iri.ErrNotNFC}},
}

func TestSharedError(t *testing.T) {
	for _, tt := range sharedErrorTests {
		err := tt.run()
		var e *uri.Error
		if !errors.As(err, &e) || e.Op != tt.op || e.Component != tt.comp {
			t.Errorf("%s:\n\tgot  %#v\n\twant *uri.Error with Op %q, Component %v", tt.name, err, tt.op, tt.comp)
			continue
		}
		var ie *iri.Error
		if !errors.As(err, &ie) || ie != e {
			t.Errorf("%s: errors.As(*iri.Error):\n\tgot  %v\n\twant %v", tt.name, ie, e)
		}
		for _, s := range tt.is {
			if !errors.Is(err, s) {
				t.Errorf("%s: errors.Is(%v, %v):\n\tgot  false\n\twant true", tt.name, err, s)
			}
		}
	}
}
