package iri

// This file derives profiles from profiles, so that a program can add the
// options of RFC 3987 3.1 (NFC, EncodeUnwise) to a ready-made profile such
// as Lookup without naming the IDNA profile behind it.

// With returns a new Profile with p's options and then opts applied; p is
// not changed. Lookup.With(EncodeUnwise(true)) maps hosts with IDNA ToASCII
// (3.1) and also percent-encodes the printable US-ASCII characters URIs do
// not allow.
func (p *Profile) With(opts ...Option) *Profile {
	q := *p
	for _, o := range opts {
		o(&q)
	}
	return &q
}
