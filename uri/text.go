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

// MarshalText implements encoding.TextMarshaler: the reference as written,
// and "" for the zero Ref.
func (r Ref) MarshalText() ([]byte, error) {
	return r.AppendTo(make([]byte, 0, len(r.r.String()))), nil
}

// UnmarshalText implements encoding.TextUnmarshaler with the strict Parse.
// Like net/netip's types, empty text gives the zero Ref, so the zero Ref
// survives a round trip; the empty same-document reference, which is a valid
// reference but encodes the same way, also reads back as the zero Ref (use
// Parse("") for it). On error *r is set to the zero Ref.
func (r *Ref) UnmarshalText(text []byte) error {
	if len(text) == 0 {
		*r = Ref{}
		return nil
	}
	x, err := Parse(string(text))
	*r = x
	return err
}
