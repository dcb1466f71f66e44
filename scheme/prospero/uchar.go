package prospero

// This file holds the character classes of the prospero grammar of RFC
// 1738 5, which RFC 4157 2 keeps: uchar = unreserved / escape, unreserved
// = alpha / digit / safe / extra, safe = "$" / "-" / "_" / "." / "+",
// extra = "!" / "*" / "'" / "(" / ")" / ",", psegment = *( uchar / "?" /
// ":" / "@" / "&" / "=" ), fieldname and fieldvalue = *( uchar / "?" / ":"
// / "@" / "&" ); and the decoding of a part to its octets. uchar itself
// is in scheme/internal/rfc1738.

import (
	"github.com/urikit/urikit/scheme/internal/rfc1738"
	"github.com/urikit/urikit/uri"
)

// The bare characters besides letters and digits of a ppath (psegment
// and "/") and of a fieldname or fieldvalue (RFC 1738 5), and those String
// writes bare: the same without "?" (see the package doc).
const (
	pathChars     = rfc1738.UcharExtra + "/?:@&="
	fieldChars    = rfc1738.UcharExtra + "?:@&"
	pathCharsOut  = rfc1738.UcharExtra + "/:@&="
	fieldCharsOut = rfc1738.UcharExtra + ":@&"
)

// parseError is the error of Parse: op "parse prospero", the reference, the
// offset of the first byte the scheme's syntax refuses, its component.
func parseError(input string, offset int, c uri.Component, err error) *uri.Error {
	return &uri.Error{Op: "parse prospero", Input: input, Offset: offset, Component: c, Err: err}
}

// text checks s, a part of input at off, against the letters, digits,
// escapes and extra and returns it decoded to its octets
// (rfc1738.Decode).
func text(input string, off int, s, extra string, reason error, c uri.Component) (string, error) {
	dec, bad, err := rfc1738.Decode(s, extra, reason)
	if err != nil {
		return "", parseError(input, off+bad, c, err)
	}
	return dec, nil
}
