package iri

// This file implements reference resolution for IRIs (RFC 3987 6.5, which
// applies RFC 3986 5.2 to IRI references character by character).

import (
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// Resolve returns the target of ref against the base r, by the strict
// algorithm of RFC 3986 5.2.2 applied to IRIs (RFC 3987 6.5). r should be
// an absolute IRI; its fragment is ignored. Non-ASCII characters are copied
// as they are: resolution never needs the IRI-to-URI mapping.
func (r Ref) Resolve(ref Ref) Ref {
	return r.ResolveWith(ref, uri.ResolveOptions{})
}

// ResolveWith is Resolve with the options of [uri.ResolveOptions] (RFC 2396
// backward-compatible "http:g").
func (r Ref) ResolveWith(ref Ref, o uri.ResolveOptions) Ref {
	return Ref{syntax.ResolveRef(r.r, ref.r, o.Legacy, o.Hierarchical)}
}

// ResolveString parses ref as an IRI reference and resolves it against r.
func (r Ref) ResolveString(ref string) (Ref, error) {
	x, err := Parse(ref)
	if err != nil {
		return Ref{}, err
	}
	return r.Resolve(x), nil
}
