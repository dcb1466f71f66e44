package telnet

// This file places and decodes components through package uri
// (uri.Ref.Offset, uri.UnescapeText), so that errors carry the offset of
// the first offending byte (RFC 3986 3, 2.1).

import "github.com/urikit/urikit/uri"

// at is the offset in r's text where component c starts (uri.Ref.Offset).
func at(r uri.Ref, c uri.Component) int { o, _ := r.Offset(c); return o }

// decode is uri.UnescapeText with the offset in s of a failure, -1 for none.
func decode(s string) (string, int) {
	if d, err := uri.UnescapeText(s); err == nil {
		return d, -1
	} else if e, ok := err.(*uri.Error); ok {
		return "", e.Offset
	}
	return "", 0
}
