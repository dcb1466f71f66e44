package http

// This file places and decodes components through package uri
// (uri.Ref.Offset, uri.UnescapeText), so that errors carry the offset of
// the first offending byte (RFC 3986 3, 2.1).

import "github.com/urikit/urikit/uri"

// at is the offset in r's text where component c starts (uri.Ref.Offset).
func at(r uri.Ref, c uri.Component) int { o, _ := r.Offset(c); return o }
