package wais

// This file holds the search characters RFC 4156 2 takes from RFC 1738 5
// (search = *[ uchar | ";" | ":" | "@" | "&" | "=" ]); uchar itself is in
// scheme/internal/rfc1738.

import (
	"github.com/urikit/urikit/uri"
)

// searchExtra are the characters search adds to uchar (RFC 1738 5).
const searchExtra = ";:@&="

// parseError is the error of Parse: op "parse wais", the reference, the
// offset of the first byte the scheme's syntax refuses, its component.
func parseError(input string, offset int, c uri.Component, err error) *uri.Error {
	return &uri.Error{Op: "parse wais", Input: input, Offset: offset, Component: c, Err: err}
}
