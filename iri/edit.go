package iri

// This file changes one component of an IRI reference and leaves every
// other byte as it is (RFC 3987 2.2, RFC 3986 3): the With and Without
// methods of package uri, with the IRI grammar, JoinPath, and the query as
// form data.

import (
	"github.com/urikit/urikit/internal/edit"
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// with runs the editor of component c; op names it in errors.
func (r Ref) with(c syntax.Component, op, v string) (Ref, error) {
	if !r.IsValid() {
		return Ref{}, &Error{Op: op, Input: v, Err: ErrZeroRef}
	}
	n, in, f := edit.Set(r.r, c, v)
	if f != nil {
		return Ref{}, newError(op, in, f)
	}
	return Ref{n}, nil
}

// WithScheme returns r with the scheme s, as uri.Ref.WithScheme does: s
// must match RFC 3986 3.1 and is taken as written.
func (r Ref) WithScheme(s string) (Ref, error) { return r.with(syntax.Scheme, "with scheme", s) }

// WithUserinfo returns r with the iuserinfo u (RFC 3987 2.2), every other
// byte kept, as uri.Ref.WithUserinfo does, with the IRI grammar, which
// every With method of Ref follows: a ucschar stays as it is (an iprivate
// character only in the query); well-formed triplets stay; other octets
// the component cannot hold ("@" here, a space, a "%" that starts no
// triplet, a non-ASCII character that is no ucschar, a bidirectional
// formatting character, which RFC 3987 4.1 keeps out of IRIs, bytes that
// are not UTF-8) are percent-encoded.
func (r Ref) WithUserinfo(u string) (Ref, error) {
	return r.with(syntax.Userinfo, "with userinfo", u)
}

// WithHost returns r with the ihost h, every other byte kept, as
// uri.Ref.WithHost does, with the IRI grammar: an ireg-name keeps its
// ucschar ("例え.jp" stays as it is).
func (r Ref) WithHost(h string) (Ref, error) { return r.with(syntax.Host, "with host", h) }

// WithPort returns r with the port p (digits only), as uri.Ref.WithPort
// does.
func (r Ref) WithPort(p string) (Ref, error) { return r.with(syntax.Port, "with port", p) }

// WithPath returns r with the ipath p, every other byte kept, as
// uri.Ref.WithPath does, with the IRI grammar: ucschar stay, other octets
// an ipath cannot hold are percent-encoded, and a path that would make
// the reference mean something else is an error.
func (r Ref) WithPath(p string) (Ref, error) { return r.with(syntax.Path, "with path", p) }

// WithQuery returns r with the iquery q, as uri.Ref.WithQuery does, with
// the IRI grammar: ucschar and iprivate characters stay (RFC 3987 2.2
// allows iprivate only in the query).
func (r Ref) WithQuery(q string) (Ref, error) { return r.with(syntax.Query, "with query", q) }

// WithFragment returns r with the ifragment f, as uri.Ref.WithFragment
// does, with the IRI grammar: ucschar stay.
func (r Ref) WithFragment(f string) (Ref, error) {
	return r.with(syntax.Fragment, "with fragment", f)
}

// WithoutUserinfo returns r without its userinfo and its "@", every other
// byte kept; r itself when it has none.
func (r Ref) WithoutUserinfo() Ref { return Ref{edit.Remove(r.r, syntax.Userinfo)} }

// WithoutPort returns r without its port and its ":", every other byte
// kept; r itself when it has none.
func (r Ref) WithoutPort() Ref { return Ref{edit.Remove(r.r, syntax.Port)} }

// WithoutQuery returns r without its query and its "?", every other byte
// kept; r itself when it has none.
func (r Ref) WithoutQuery() Ref { return Ref{edit.Remove(r.r, syntax.Query)} }

// JoinPath returns r with the path elements elem joined to its path, as
// uri.Ref.JoinPath does, with the IRI grammar: a ucschar in an element
// stays as it is.
func (r Ref) JoinPath(elem ...string) (Ref, error) {
	if !r.IsValid() {
		return Ref{}, &Error{Op: "join path", Err: ErrZeroRef}
	}
	n, in, f := edit.JoinPath(r.r, elem)
	if f != nil {
		return Ref{}, newError("join path", in, f)
	}
	return Ref{n}, nil
}

// QueryValues returns the pairs of r's query read as form data, as
// uri.Ref.QueryValues reads them: the characters of an iquery are their
// UTF-8 octets ("q=日本+語" gives "日本 語", as "q=%E6%97%A5..." does).
func (r Ref) QueryValues() uri.Values { return r.ToURI().QueryValues() }

// WithQueryValues returns r with the query v.Encode(), every other byte
// kept; with no pairs in v, r without a query, as uri.Ref.WithQueryValues
// does. The zero Ref gives the zero Ref.
func (r Ref) WithQueryValues(v uri.Values) Ref {
	if v.Len() == 0 {
		return r.WithoutQuery()
	}
	n, _ := r.WithQuery(v.Encode())
	return n
}
