package uri

// This file implements the text encodings of a Ref: the reference as written
// (RFC 3986 5.3 recomposition gives back the same string), for
// encoding.TextMarshaler, encoding.TextAppender and encoding.TextUnmarshaler.

// AppendTo appends the reference, as written, to b and returns the extended
// buffer. The zero Ref appends nothing.
func (r Ref) AppendTo(b []byte) []byte { return append(b, r.r.String()...) }

// AppendText implements encoding.TextAppender: it appends the reference as
// written. It never fails; the zero Ref appends nothing.
func (r Ref) AppendText(b []byte) ([]byte, error) { return r.AppendTo(b), nil }

// MarshalText implements encoding.TextMarshaler: the reference as written.
// The zero Ref also gives "", which reads back as the empty reference (a
// valid same-document reference, RFC 3986 4.4); keep "no reference" apart
// with a pointer or the omitzero option of encoding/json.
func (r Ref) MarshalText() ([]byte, error) {
	return r.AppendTo(make([]byte, 0, len(r.r.String()))), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the strict Parse.
// Empty text is the empty reference, valid (RFC 3986 4.1: a
// relative-ref may be empty), so every valid Ref survives a round trip
// through MarshalText, as JSON for instance. On error *r is set to the zero
// Ref. Package iri's Ref behaves the same.
func (r *Ref) UnmarshalText(text []byte) error {
	x, err := Parse(string(text))
	*r = x
	return err
}
