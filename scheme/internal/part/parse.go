package part

// This file parses a string as a reference (RFC 3986 4.1) before a scheme
// package reads it.

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/uri"
)

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

// Scheme returns the scheme of r as it is written in names when it is one
// of them, compared without regard to case (RFC 3986 3.1). Otherwise, for
// another scheme, a relative reference or the zero Ref, it returns a
// *uri.Error with Op op at offset 0 whose reason is errScheme (and
// uri.ErrZeroRef for the zero Ref): the one way every scheme package
// refuses a reference that is not its own.
func Scheme(r uri.Ref, op string, errScheme error, names ...string) (string, error) {
	if s, ok := r.Scheme(); ok {
		for _, n := range names {
			if strings.EqualFold(s, n) {
				return n, nil
			}
		}
	}
	err := errScheme
	if !r.IsValid() {
		err = fmt.Errorf("%w: %w", errScheme, uri.ErrZeroRef)
	}
	return "", &uri.Error{Op: op, Input: r.String(), Component: uri.Scheme, Err: err}
}
