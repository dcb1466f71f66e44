package iri

// This file implements the text encodings of a Ref, as package uri does:
// the IRI reference as written (RFC 3986 5.3 recomposition, which RFC 3987
// 6.5 applies to IRIs, gives back the same string), for
// encoding.TextMarshaler, encoding.TextAppender and encoding.TextUnmarshaler.
// The empty string is a valid reference (RFC 3987 2.2: an irelative-ref
// with an empty ipath), so it is text like any other; the zero Ref, which
// holds no reference, has no text form.

import (
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// ErrZeroRef is the error of MarshalText and AppendText on the zero Ref, the
// same value as [uri.ErrZeroRef]: the empty text is the valid empty
// reference, and writing the zero Ref as "" would read back as that. The
// With methods and JoinPath fail with it too.
var ErrZeroRef = uri.ErrZeroRef

// AppendTo appends the reference, as written, to b and returns the extended
// buffer. The zero Ref appends nothing.
func (r Ref) AppendTo(b []byte) []byte { return append(b, r.r.String()...) }

// AppendText implements encoding.TextAppender: it appends the reference as
// written. It fails with [ErrZeroRef], b unchanged, for the zero Ref.
func (r Ref) AppendText(b []byte) ([]byte, error) { return syntax.AppendText(b, r.r) }

// MarshalText implements encoding.TextMarshaler: the reference as written,
// "" for the empty reference Parse(""). The zero Ref fails with
// [ErrZeroRef]: an optional field of a struct is best a *Ref, or a Ref with
// the `json:",omitzero"` option, which leaves it out, so that it reads back
// as the zero Ref.
func (r Ref) MarshalText() ([]byte, error) { return syntax.MarshalText(r.r) }

// UnmarshalText implements encoding.TextUnmarshaler with the strict Parse:
// every text Parse accepts, the empty text included, reads back as the Ref
// MarshalText wrote it from. On error *r is set to the zero Ref.
func (r *Ref) UnmarshalText(text []byte) error {
	x, err := Parse(string(text))
	*r = x
	return err
}
