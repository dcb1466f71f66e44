package syntax

// This file holds the text form that uri.Ref and iri.Ref share for
// encoding.TextAppender and encoding.TextMarshaler: the reference as
// written (RFC 3986 5.3 recomposition gives back the same string). Every
// string a parse accepts has a text form, the empty string included (4.1:
// "" is a relative-ref, the same-document reference of 4.4); the zero Ref
// has none.

import "errors"

// ErrZeroRef reports a Ref that holds no reference (the zero value) where
// its text is asked for, or where it is edited. The uri and iri packages
// export it.
var ErrZeroRef = errors.New("the zero Ref holds no reference")

// AppendText appends r as written to b, and fails with ErrZeroRef, b
// unchanged, for the zero Ref.
func AppendText(b []byte, r Ref) ([]byte, error) {
	if !r.IsValid() {
		return b, ErrZeroRef
	}
	return append(b, r.s...), nil
}

// MarshalText returns r as written in a new slice of its length, or nil and
// ErrZeroRef for the zero Ref.
func MarshalText(r Ref) ([]byte, error) {
	if !r.IsValid() {
		return nil, ErrZeroRef
	}
	return append(make([]byte, 0, len(r.s)), r.s...), nil
}
