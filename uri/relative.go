package uri

// This file implements relative references, the inverse of reference
// resolution (RFC 3986 4.2, 5.2).

import "github.com/urikit/urikit/internal/syntax"

// ErrNotAbsolute reports a reference without a scheme where a URI is
// required (RFC 3986 4.3).
var ErrNotAbsolute = syntax.ErrNotAbsolute

// RelativeRef returns the shortest reference that resolves against base to
// target: base.Resolve(rel) == target for every pair of URIs, where "=="
// compares the strings and the target is taken with its dot-segments
// removed (RFC 3986 5.2.2 removes them in every resolution, so no reference
// can resolve to "http://a/b/../c"; RelativeRef aims at "http://a/c"). The
// base's fragment plays no part (5.1).
//
// The forms tried, shortest wins: the same-document reference "" or
// "#fragment" (4.4), "?query", a relative path ("c", "../d/e", "./a:b"
// when the first segment holds a colon, "." for the base's directory), an
// absolute path ("/x"), a network path ("//host/x") when only the scheme
// matches, and the target itself when the schemes differ or nothing
// shorter resolves back to it. Schemes and authorities are compared as
// written: normalize both first to relate "HTTP://A/" and "http://a/x".
//
// RelativeRef fails with ErrNotAbsolute when base or target has no scheme.
func (base Ref) RelativeRef(target Ref) (Ref, error) {
	r, in, f := syntax.RelativeRef(base.r, target.r)
	if f != nil {
		return Ref{}, newError("relative", in, f)
	}
	return Ref{r}, nil
}
