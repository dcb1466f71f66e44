package iri_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"testing"

	"github.com/urikit/urikit/iri"
)

var (
	_ encoding.TextMarshaler   = iri.Ref{}
	_ encoding.TextAppender    = iri.Ref{}
	_ encoding.TextUnmarshaler = (*iri.Ref)(nil)
)

// textRoundTrips: the text form of each reference reads back as the same,
// valid, Ref, through UnmarshalText and through encoding/json, the empty
// string included (RFC 3987 2.2: an irelative-ref with an empty ipath). The
// table is package uri's, where the last but one is not a URI.
var textRoundTrips = []struct {
	in    string
	valid bool
}{
	{"", true},   // 2.2, RFC 3986 4.4: the empty same-document reference
	{"#", true},  // RFC 3986 3.5: an empty fragment
	{"?", true},  // RFC 3986 3.4: an empty query
	{"//", true}, // RFC 3986 3.2: an empty authority
	{"http://user@example.com:8080/a/b?c=d&e#f", true},              // every component
	{"http://r\u00e9sum\u00e9.example/\u65e5\u672c?q=\u00e9", true}, // 2.2: ucschar
	{"http://a/\ue000", false},                                      // 2.2: iprivate only in the query
}

// textDoc holds a Ref as a required field, an optional one (omitzero: the
// zero Ref is left out) and a pointer.
type textDoc struct {
	Ref iri.Ref  `json:"ref"`
	Opt iri.Ref  `json:"opt,omitzero"`
	Ptr *iri.Ref `json:"ptr"`
}

func TestTextRoundTrip(t *testing.T) {
	for _, tt := range textRoundTrips {
		var r iri.Ref
		err := r.UnmarshalText([]byte(tt.in))
		if !tt.valid {
			if !errors.Is(err, iri.ErrPrivateUse) || r.IsValid() {
				t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant %v and the zero Ref", tt.in, r, err, iri.ErrPrivateUse)
			}
			var d textDoc
			if err := json.Unmarshal([]byte(`{"ref":"`+tt.in+`"}`), &d); !errors.Is(err, iri.ErrInvalidChar) {
				t.Errorf("json.Unmarshal(%q):\n\tgot  %v\n\twant %v", tt.in, err, iri.ErrInvalidChar)
			}
			continue
		}
		if err != nil || !r.IsValid() || r != iri.MustParse(tt.in) {
			t.Errorf("UnmarshalText(%q):\n\tgot  %v (valid %v), %v\n\twant %q, valid", tt.in, r, r.IsValid(), err, tt.in)
			continue
		}
		if b, err := r.MarshalText(); err != nil || string(b) != tt.in {
			t.Errorf("MarshalText(%q):\n\tgot  %q, %v\n\twant %q", tt.in, b, err, tt.in)
		}
		if b, err := r.AppendText([]byte("x ")); err != nil || string(b) != "x "+tt.in {
			t.Errorf("AppendText(%q):\n\tgot  %q, %v\n\twant %q", tt.in, b, err, "x "+tt.in)
		}
		if b := r.AppendTo([]byte("x ")); string(b) != "x "+tt.in {
			t.Errorf("AppendTo(%q):\n\tgot  %q\n\twant %q", tt.in, b, "x "+tt.in)
		}
		b, err := json.Marshal(textDoc{Ref: r, Ptr: &r})
		q, _ := json.Marshal(tt.in)
		if want := `{"ref":` + string(q) + `,"ptr":` + string(q) + `}`; err != nil || string(b) != want {
			t.Errorf("json.Marshal(%q):\n\tgot  %s, %v\n\twant %s", tt.in, b, err, want)
			continue
		}
		var back textDoc
		if err := json.Unmarshal(b, &back); err != nil || back.Ref != r || !back.Ref.IsValid() || back.Opt.IsValid() || back.Ptr == nil || *back.Ptr != r {
			t.Errorf("json.Unmarshal(%s):\n\tgot  %+v, %v\n\twant %q in ref and ptr, opt zero", b, back, err, tt.in)
		}
	}
}

// TestTextZero: the zero Ref has no text form, as in package uri. Writing
// it as "" would read back as the valid empty reference, a different
// value, so MarshalText and AppendText fail with ErrZeroRef; omitzero or a
// pointer leaves an optional Ref out, and JSON null leaves it zero.
func TestTextZero(t *testing.T) {
	var zero iri.Ref
	if b, err := zero.MarshalText(); !errors.Is(err, iri.ErrZeroRef) || b != nil {
		t.Errorf("MarshalText(zero):\n\tgot  %q, %v\n\twant nil, %v", b, err, iri.ErrZeroRef)
	}
	if b, err := zero.AppendText([]byte("x")); !errors.Is(err, iri.ErrZeroRef) || string(b) != "x" {
		t.Errorf("AppendText(zero):\n\tgot  %q, %v\n\twant %q, %v", b, err, "x", iri.ErrZeroRef)
	}
	if b := zero.AppendTo([]byte("x")); string(b) != "x" {
		t.Errorf("AppendTo(zero):\n\tgot  %q\n\twant %q", b, "x")
	}
	if _, err := json.Marshal(textDoc{}); !errors.Is(err, iri.ErrZeroRef) {
		t.Errorf("json.Marshal(zero):\n\tgot  %v\n\twant %v", err, iri.ErrZeroRef)
	}
	b, err := json.Marshal(textDoc{Ref: iri.MustParse("\u00e9")})
	if want := `{"ref":"` + "\u00e9" + `","ptr":null}`; err != nil || string(b) != want {
		t.Errorf("json.Marshal(omitzero):\n\tgot  %s, %v\n\twant %s", b, err, want)
	}
	var d textDoc
	if err := json.Unmarshal([]byte(`{"ref":null,"opt":null,"ptr":null}`), &d); err != nil || d.Ref != zero || d.Opt != zero || d.Ptr != nil {
		t.Errorf("json.Unmarshal(null):\n\tgot  %+v, %v\n\twant zero Refs", d, err)
	}
	r := iri.MustParse("http://a/")
	if err := r.UnmarshalText(nil); err != nil || r != iri.MustParse("") || !r.IsValid() {
		t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant the valid empty reference", "", r, err)
	}
	r = iri.MustParse("http://a/")
	err = r.UnmarshalText([]byte("http://\u00e9:8x/"))
	var e *iri.Error
	if !errors.As(err, &e) || e.Offset != 11 || !errors.Is(err, iri.ErrInvalidPort) || r != zero {
		t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant invalid port at offset 11 and the zero Ref", "http://\u00e9:8x/", r, err)
	}
}
