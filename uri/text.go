package uri

// This file implements the text encodings of a Ref: the reference as written
// (RFC 3986 5.3 recomposition gives back the same string), for
// encoding.TextMarshaler, encoding.TextAppender and encoding.TextUnmarshaler.
// The empty string is a valid reference (4.1: a relative-ref with an empty
// path, the same-document reference of 4.4), so it is text like any other;
// the zero Ref, which holds no reference, has no text form.

import "github.com/urikit/urikit/internal/syntax"

// ErrZeroRef is the error of MarshalText and AppendText on the zero Ref,
// which holds no reference and so has no text: the empty text is the valid
// empty reference (RFC 3986 4.1), and writing the zero Ref as "" would read
// back as that, a different value. The With methods and JoinPath fail
// with it too: there is no component to change.
var ErrZeroRef = syntax.ErrZeroRef

// AppendTo appends the reference, as written, to b and returns the extended
// buffer. The zero Ref appends nothing.
func (r Ref) AppendTo(b []byte) []byte { return append(b, r.r.String()...) }

// AppendText implements encoding.TextAppender: it appends the reference as
// written. It fails with [ErrZeroRef], b unchanged, for the zero Ref.
func (r Ref) AppendText(b []byte) ([]byte, error) { return syntax.AppendText(b, r.r) }

// MarshalText implements encoding.TextMarshaler: the reference as written,
// "" for the empty reference Parse("") (RFC 3986 4.1). The zero Ref fails
// with [ErrZeroRef]: an optional field of a struct is best a *Ref, or a Ref
// with the `json:",omitzero"` option, which leaves it out, so that it reads
// back as the zero Ref.
func (r Ref) MarshalText() ([]byte, error) { return syntax.MarshalText(r.r) }

// UnmarshalText implements encoding.TextUnmarshaler with the strict Parse:
// every text Parse accepts, the empty text included (it is the valid empty
// reference, RFC 3986 4.1), reads back as the Ref MarshalText wrote it
// from. On error *r is set to the zero Ref.
func (r *Ref) UnmarshalText(text []byte) error {
	x, err := Parse(string(text))
	*r = x
	return err
}
