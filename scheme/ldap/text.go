package ldap

// This file decodes the parts of an LDAP URL (RFC 4516 2.1,
// "Percent-Encoding") and maps offsets in a decoded part back to the URL.

import (
	urlpart "github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// part is a percent-encoded piece of the URL at offset off and its
// decoding.
type part struct {
	enc string
	off int
	dec string
}

// decode percent-decodes enc, at off in the URL (RFC 3986 2.1).
func decode(enc string, off int) part {
	dec, _ := uri.Unescape(enc) // the triplets of a valid reference are well-formed
	return part{enc, off, dec}
}

// at returns the offset in the URL of the byte i of the decoded text
// (the "%" of its triplet when it was encoded); len(dec) maps to the end.
func (p part) at(i int) int {
	return p.off + urlpart.RawOffset(p.enc, i)
}

// parseError is the error of Parse: op "parse ldap", the reference, the
// offset of the first byte the scheme's syntax refuses, its component.
func parseError(input string, offset int, c uri.Component, err error) *uri.Error {
	return &uri.Error{Op: "parse ldap", Input: input, Offset: offset, Component: c, Err: err}
}

// unreserved are the unreserved characters of RFC 3986 2.3 besides
// letters and digits, which String writes bare.
const unreserved = "-._~"
