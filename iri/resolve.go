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
	if !r.IsValid() || !ref.IsValid() {
		return Ref{}
	}
	legacy := o.Legacy
	if legacy && o.Hierarchical != nil {
		s, _ := r.Scheme()
		legacy = o.Hierarchical(s)
	}
	s := syntax.Resolve(r.r, ref.r, syntax.ResolveOptions{Legacy: legacy, Hierarchical: o.Hierarchical != nil})
	t, f := syntax.Parse(s, r.r.Mode())
	if f != nil {
		// Unreachable for valid inputs: the fuzz tests check it.
		panic("iri: Resolve produced an invalid reference " + s + ": " + f.Error())
	}
	return Ref{t}
}

// ResolveString parses ref as an IRI reference and resolves it against r.
func (r Ref) ResolveString(ref string) (Ref, error) {
	x, err := Parse(ref)
	if err != nil {
		return Ref{}, err
	}
	return r.Resolve(x), nil
}
