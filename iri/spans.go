package iri

// This file locates the components of a reference (RFC 3986 3, RFC 3987 2.2)
// as byte offsets into its string, from the lengths the accessors return.

// span is a component's [start, end) in the reference string.
type span struct{ start, end int }

// spans are the components of a reference, each with its presence.
type spans struct {
	userinfo, host, path, query, fragment            span
	hasUserinfo, hasAuthority, hasQuery, hasFragment bool
}

// componentSpans computes the component offsets of r (the layout of
// syntax.Ref: scheme ":" "//" userinfo "@" host ":" port path "?" query "#"
// fragment).
type refLike interface {
	String() string
	Scheme() (string, bool)
	Authority() (string, bool)
	Userinfo() (string, bool)
	Host() string
	Path() string
	Query() (string, bool)
	Fragment() (string, bool)
}

func componentSpans[R refLike](r R) spans {
	var sp spans
	s := r.String()
	p := 0
	if scheme, ok := r.Scheme(); ok {
		p = len(scheme) + 1
	}
	if auth, ok := r.Authority(); ok {
		sp.hasAuthority = true
		a := p + 2
		h := a
		if ui, ok := r.Userinfo(); ok {
			sp.hasUserinfo = true
			sp.userinfo = span{a, a + len(ui)}
			h = a + len(ui) + 1
		}
		sp.host = span{h, h + len(r.Host())}
		p = a + len(auth)
	} else {
		sp.host = span{p, p}
	}
	sp.path = span{p, p + len(r.Path())}
	q := sp.path.end
	if query, ok := r.Query(); ok {
		sp.hasQuery = true
		sp.query = span{q + 1, q + 1 + len(query)}
		q = sp.query.end
	} else {
		sp.query = span{q, q}
	}
	if _, ok := r.Fragment(); ok {
		sp.hasFragment = true
		sp.fragment = span{q + 1, len(s)}
	} else {
		sp.fragment = span{len(s), len(s)}
	}
	return sp
}
