package iri_test

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// TestNoAllocs checks the promises of zero allocations: parsing a valid
// reference, every accessor, the appending text forms, ToURI of an IRI that is already a URI, FromURI
// of a URI with nothing to decode, the NFC and bidi checks of ASCII or
// NFC text, and the bidi violations and spoofing warnings counted, not
// made.
func TestNoAllocs(t *testing.T) {
	const s = "http://\u00fc@\u7d0d\u8c46.example:8080/D\u00fcrst;p?\u03b1=\ue000#\u00e9"
	const ascii = "http://user@example.org:8080/a/b;p?q=%C3%A9#f"
	r := iri.MustParse(s)
	a := iri.MustParse(ascii)
	u := uri.MustParse("http://user@example.org:8080/a/b;p?q=x#f")
	// A violation of RFC 3987 4.1 or 4.2 every few bytes.
	hostile := iri.MustParse("http://a/" + strings.Repeat("\u202e\u05d0a1/", 100))
	// A compatibility character and a segment of mixed scripts every few
	// bytes (RFC 3987 7.5).
	spoofs := iri.MustParse("http://a/" + strings.Repeat("\ufb01a\u0430/", 100))
	u2 := uri.MustParse("http://a/%2F%3f%E2%80%AE?%25")
	buf := make([]byte, 0, 128)
	var (
		sinkRef      iri.Ref
		sinkURI      uri.Ref
		sinkBool     bool
		sinkStr      string
		sinkInt      int
		sinkErr      error
		sinkErrs     []*iri.Error
		sinkWarnings []iri.Warning
		sinkKind     iri.HostKind
	)
	tests := []struct {
		name string
		f    func()
	}{
		{"Parse", func() { sinkRef, sinkErr = iri.Parse(s) }},
		{"ParseAbsolute", func() { sinkRef, sinkErr = iri.ParseAbsolute(s) }},
		{"accessors", func() {
			sinkStr, sinkBool = r.Scheme()
			sinkStr, sinkBool = r.Authority()
			sinkStr, sinkBool = r.Userinfo()
			sinkStr = r.Host()
			sinkStr, sinkBool = r.Port()
			sinkStr = r.Path()
			sinkStr, sinkBool = r.Query()
			sinkStr, sinkBool = r.Fragment()
			sinkRef = r.WithoutFragment()
			sinkKind = r.HostKind()
			sinkBool = r.IsAbsolute()
			sinkStr = r.String()
			sinkInt = r.Compare(a)
		}},
		{"AppendText", func() { buf, _ = r.AppendText(buf[:0]) }},
		{"AppendTo", func() { buf = r.AppendTo(buf[:0]) }},
		{"ToURI ASCII", func() { sinkURI = a.ToURI() }},
		{"FromURI no triplet", func() { sinkRef = iri.FromURI(u) }},
		{"FromURI nothing decodable", func() { sinkRef = iri.FromURI(u2) }},
		{"Display.FromURI no punycode", func() { sinkRef = iri.Display.FromURI(u) }},
		{"IsNFC", func() { sinkBool = r.IsNFC() }},
		{"CheckNFC", func() { sinkErr = r.CheckNFC() }},
		{"CheckBidi ASCII", func() { sinkErrs = a.CheckBidi() }},
		{"CheckBidi LTR", func() { sinkErrs = r.CheckBidi() }},
		{"BidiViolations hostile", func() {
			for off := range hostile.BidiViolations() {
				sinkInt += off
			}
		}},
		{"CheckBidiFirst(0) hostile", func() { sinkErrs, sinkInt = hostile.CheckBidiFirst(0) }},
		{"WarningsFirst(0) hostile", func() { sinkWarnings, sinkInt = spoofs.WarningsFirst(0) }},
	}
	for _, tt := range tests {
		if n := testing.AllocsPerRun(100, tt.f); n != 0 {
			t.Errorf("%s: %v allocations, want 0", tt.name, n)
		}
	}
	_, _, _, _, _, _, _, _, _ = sinkRef, sinkURI, sinkBool, sinkStr, sinkInt, sinkErr, sinkErrs, sinkKind, sinkWarnings
}
