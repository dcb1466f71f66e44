// Package reftest holds what tests of several packages share: the checks
// that hold uri.Ref and iri.Ref to one contract, the text form of a
// reference (RFC 3986 4.1 and 5.3, RFC 3987 2.2) through
// encoding.TextMarshaler, encoding.TextAppender, encoding.TextUnmarshaler
// and encoding/json; and, on Linux, a page of memory between unreadable
// ones, against which the assembly of internal/syntax and internal/norm
// is shown to read and write nothing past its strings. It imports only the
// standard library, and is imported only by tests. edit.go reads and
// replaces a component by name for the editor tests of both.
package reftest

import (
	"encoding"
	"encoding/json"
	"errors"
	"testing"
)

// Ref is what the checks need of a reference type.
type Ref interface {
	comparable
	IsValid() bool
	String() string
	AppendTo(b []byte) []byte
	encoding.TextAppender
	encoding.TextMarshaler
}

// Unmarshaler is the pointer to a Ref, which reads text.
type Unmarshaler[R any] interface {
	*R
	encoding.TextUnmarshaler
}

// TextCase is a text and what reading it gives: with Err nil, a valid
// reference that Parse accepts; otherwise the reason (errors.Is) that
// UnmarshalText and json.Unmarshal fail with.
type TextCase struct {
	In  string
	Err error
}

// Doc holds a Ref as a required field, an optional one (omitzero: the zero
// Ref is left out) and a pointer.
type Doc[R any] struct {
	Ref R  `json:"ref"`
	Opt R  `json:"opt,omitzero"`
	Ptr *R `json:"ptr"`
}

// TextRoundTrip checks that the text of each valid case reads back as the
// same, valid, Ref that parse gives, through UnmarshalText and through
// encoding/json; that MarshalText, AppendText and AppendTo write it as
// given; and that each invalid case fails with its reason.
func TextRoundTrip[R Ref, P Unmarshaler[R]](t *testing.T, parse func(string) (R, error), cases []TextCase) {
	t.Helper()
	for _, tt := range cases {
		var r R
		err := P(&r).UnmarshalText([]byte(tt.In))
		if tt.Err != nil {
			if !errors.Is(err, tt.Err) || r.IsValid() {
				t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant %v and the zero Ref", tt.In, r, err, tt.Err)
			}
			q, _ := json.Marshal(tt.In)
			var d Doc[R]
			if err := json.Unmarshal([]byte(`{"ref":`+string(q)+`}`), &d); !errors.Is(err, tt.Err) {
				t.Errorf("json.Unmarshal(%s):\n\tgot  %v\n\twant %v", q, err, tt.Err)
			}
			continue
		}
		want, perr := parse(tt.In)
		if err != nil || perr != nil || !r.IsValid() || r != want {
			t.Errorf("UnmarshalText(%q):\n\tgot  %v (valid %v), %v\n\twant %q, valid", tt.In, r, r.IsValid(), err, tt.In)
			continue
		}
		if b, err := r.MarshalText(); err != nil || string(b) != tt.In {
			t.Errorf("MarshalText(%q):\n\tgot  %q, %v\n\twant %q", tt.In, b, err, tt.In)
		}
		if b, err := r.AppendText([]byte("x ")); err != nil || string(b) != "x "+tt.In {
			t.Errorf("AppendText(%q):\n\tgot  %q, %v\n\twant %q", tt.In, b, err, "x "+tt.In)
		}
		if b := r.AppendTo([]byte("x ")); string(b) != "x "+tt.In {
			t.Errorf("AppendTo(%q):\n\tgot  %q\n\twant %q", tt.In, b, "x "+tt.In)
		}
		b, err := json.Marshal(Doc[R]{Ref: r, Ptr: &r})
		q, _ := json.Marshal(tt.In)
		if want := `{"ref":` + string(q) + `,"ptr":` + string(q) + `}`; err != nil || string(b) != want {
			t.Errorf("json.Marshal(%q):\n\tgot  %s, %v\n\twant %s", tt.In, b, err, want)
			continue
		}
		var back Doc[R]
		if err := json.Unmarshal(b, &back); err != nil || back.Ref != r || !back.Ref.IsValid() || back.Opt.IsValid() || back.Ptr == nil || *back.Ptr != r {
			t.Errorf("json.Unmarshal(%s):\n\tgot  %+v, %v\n\twant %q in ref and ptr, opt zero", b, back, err, tt.In)
		}
	}
}

// TextZero checks the zero Ref, which has no text form: MarshalText and
// AppendText fail with errZero (writing it as "" would read back as the
// valid empty reference, RFC 3986 4.1, a different value), AppendTo
// appends nothing, omitzero leaves it out, JSON null leaves it zero, and
// the empty text reads as the valid empty reference parse("").
func TextZero[R Ref, P Unmarshaler[R]](t *testing.T, parse func(string) (R, error), errZero error) {
	t.Helper()
	var zero R
	if b, err := zero.MarshalText(); !errors.Is(err, errZero) || b != nil {
		t.Errorf("MarshalText(zero):\n\tgot  %q, %v\n\twant nil, %v", b, err, errZero)
	}
	if b, err := zero.AppendText([]byte("x")); !errors.Is(err, errZero) || string(b) != "x" {
		t.Errorf("AppendText(zero):\n\tgot  %q, %v\n\twant %q, %v", b, err, "x", errZero)
	}
	if b := zero.AppendTo([]byte("x")); string(b) != "x" {
		t.Errorf("AppendTo(zero):\n\tgot  %q\n\twant %q", b, "x")
	}
	if _, err := json.Marshal(Doc[R]{}); !errors.Is(err, errZero) {
		t.Errorf("json.Marshal(zero):\n\tgot  %v\n\twant %v", err, errZero)
	}
	a, _ := parse("a")
	b, err := json.Marshal(Doc[R]{Ref: a})
	if want := `{"ref":"a","ptr":null}`; err != nil || string(b) != want {
		t.Errorf("json.Marshal(omitzero):\n\tgot  %s, %v\n\twant %s", b, err, want)
	}
	var d Doc[R]
	if err := json.Unmarshal([]byte(`{"ref":null,"opt":null,"ptr":null}`), &d); err != nil || d.Ref != zero || d.Opt != zero || d.Ptr != nil {
		t.Errorf("json.Unmarshal(null):\n\tgot  %+v, %v\n\twant zero Refs", d, err)
	}
	empty, _ := parse("")
	r := a
	if err := P(&r).UnmarshalText(nil); err != nil || r != empty || !r.IsValid() {
		t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant the valid empty reference", "", r, err)
	}
}
