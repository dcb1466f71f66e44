package uri

// This file implements reference resolution (RFC 3986 5.2) and the
// remove_dot_segments algorithm (5.2.4).

import "github.com/urikit/urikit/internal/syntax"

// ResolveOptions choose a reading of RFC 3986 5.2.2.
type ResolveOptions struct {
	// Legacy reads a reference whose scheme equals the base's, ignoring
	// case, as if it had no scheme: RFC 2396 5.2 step 3's backward
	// compatibility ("http:g" against "http://a/b/c/d;p?q" is
	// "http://a/b/c/g"), which RFC 3986 5.2.2 keeps for "non-strict"
	// parsers. It applies only when the scheme is hierarchical.
	Legacy bool
	// Hierarchical tells whether a scheme is hierarchical, for Legacy. When
	// nil, a base is hierarchical when it has an authority or its path
	// starts with "/" (RFC 2396 3's hier_part as opposed to opaque_part).
	Hierarchical func(scheme string) bool
}

// Resolve returns the target of ref against the base r, by the strict
// algorithm of RFC 3986 5.2.2. r should be an absolute URI; its fragment is
// ignored (5.1). A base without a scheme is accepted and gives a relative
// result by the same steps, with one difference where 5.2.4 would lose
// meaning: when base and reference are both relative-path references, a
// ".." that has nothing to cancel is kept and the base's directory is
// written ".", so that ("a/b", "../../c") gives "../c", not "/c", and
// resolving that result later against an absolute base gives what
// resolving the two steps would.
//
// The result always re-parses to the components the algorithm computed:
// where 5.2.2 would give a path starting with "//" and no authority (which
// would read back as an authority), the path is written "/.//..."; where a
// scheme-less result's first segment has a colon, "./" is prepended. Both
// prefixes are removed again by remove_dot_segments.
func (r Ref) Resolve(ref Ref) Ref {
	return r.ResolveWith(ref, ResolveOptions{})
}

// ResolveWith is Resolve with options.
func (r Ref) ResolveWith(ref Ref, o ResolveOptions) Ref {
	return Ref{syntax.ResolveRef(r.r, ref.r, o.Legacy, o.Hierarchical)}
}

// ResolveString parses ref and resolves it against r.
func (r Ref) ResolveString(ref string) (Ref, error) {
	x, err := Parse(ref)
	if err != nil {
		return Ref{}, err
	}
	return r.Resolve(x), nil
}

// RemoveDotSegments removes the "." and ".." segments of a path by the
// algorithm of RFC 3986 5.2.4. It returns path itself when there are none.
func RemoveDotSegments(path string) string { return syntax.RemoveDotSegments(path) }
