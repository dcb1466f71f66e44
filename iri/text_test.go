package iri_test

import (
	"encoding"
	"errors"
	"testing"

	"github.com/urikit/urikit/internal/reftest"
	"github.com/urikit/urikit/iri"
)

var (
	_ encoding.TextMarshaler   = iri.Ref{}
	_ encoding.TextAppender    = iri.Ref{}
	_ encoding.TextUnmarshaler = (*iri.Ref)(nil)
)

// textRoundTrips: the text form of each reference reads back as the same,
// valid, Ref, through UnmarshalText and through encoding/json, the empty
// string included (RFC 3987 2.2: an irelative-ref with an empty ipath). It
// is package uri's table, where the IRI with ucschar is not a URI, and the
// check is the same (internal/reftest).
var textRoundTrips = []reftest.TextCase{
	{In: ""},   // 2.2, RFC 3986 4.4: the empty same-document reference
	{In: "#"},  // RFC 3986 3.5: an empty fragment
	{In: "?"},  // RFC 3986 3.4: an empty query
	{In: "//"}, // RFC 3986 3.2: an empty authority
	{In: "http://user@example.com:8080/a/b?c=d&e#f"},              // every component
	{In: "http://r\u00e9sum\u00e9.example/\u65e5\u672c?q=\u00e9"}, // 2.2: ucschar
	{In: "http://a/\ue000", Err: iri.ErrPrivateUse},               // 2.2: iprivate only in the query
}

func TestTextRoundTrip(t *testing.T) {
	reftest.TextRoundTrip(t, iri.Parse, textRoundTrips)
}

// TestTextZero: the zero Ref has no text form, as in package uri. Writing
// it as "" would read back as the valid empty reference, a different
// value, so MarshalText and AppendText fail with ErrZeroRef; omitzero or a
// pointer leaves an optional Ref out, and JSON null leaves it zero.
func TestTextZero(t *testing.T) {
	reftest.TextZero(t, iri.Parse, iri.ErrZeroRef)
	var zero iri.Ref
	r := iri.MustParse("http://a/")
	err := r.UnmarshalText([]byte("http://\u00e9:8x/"))
	var e *iri.Error
	if !errors.As(err, &e) || e.Offset != 12 || !errors.Is(err, iri.ErrInvalidPort) || r != zero {
		t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant invalid port at offset 12 and the zero Ref", "http://\u00e9:8x/", r, err)
	}
}
