package part

// This file parses a string as a reference (RFC 3986 4.1) before a scheme
// package reads it.

import "github.com/urikit/urikit/uri"

// ParseString parses s as a URI reference (uri.Parse) and reads it with
// parse, a scheme package's Parse; an error of uri.Parse is returned as is
// with the zero T.
func ParseString[T any](s string, parse func(uri.Ref) (T, error)) (T, error) {
	r, err := uri.Parse(s)
	if err != nil {
		var zero T
		return zero, err
	}
	return parse(r)
}
