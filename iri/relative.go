package iri

// This file implements relative references for IRIs, the inverse of
// reference resolution (RFC 3986 4.2 and 5.2, which RFC 3987 6.5 applies to
// IRI references character by character).

import (
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// ErrNotAbsolute reports an IRI reference without a scheme where an IRI is
// required (RFC 3986 4.3), the same value as [uri.ErrNotAbsolute].
var ErrNotAbsolute = uri.ErrNotAbsolute

// RelativeRef returns the shortest IRI reference that resolves against base
// to target, by the rules of [uri.Ref.RelativeRef]: base.Resolve(rel) ==
// target, the target taken with its dot-segments removed. Non-ASCII
// characters are compared and copied as written (6.5: no mapping to a URI
// is needed), so "http://例.example/a/é" against "http://例.example/a/b"
// gives "é". Schemes and authorities are compared as written: normalize
// both first to relate differently spelled ones.
//
// RelativeRef fails with ErrNotAbsolute when base or target has no scheme.
func (base Ref) RelativeRef(target Ref) (Ref, error) {
	r, in, f := syntax.RelativeRef(base.r, target.r)
	if f != nil {
		return Ref{}, newError("relative", in, f)
	}
	return Ref{r}, nil
}
