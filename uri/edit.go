package uri

// This file changes one component of a reference and leaves every other
// byte as it is (RFC 3986 3): the With and Without methods, and JoinPath.

import (
	"github.com/urikit/urikit/internal/edit"
	"github.com/urikit/urikit/internal/syntax"
)

// with runs the editor of component c; op names it in errors.
func (r Ref) with(c Component, op, v string) (Ref, error) {
	if !r.IsValid() {
		return Ref{}, &Error{Op: op, Input: v, Err: ErrZeroRef}
	}
	n, in, f := edit.Set(r.r, syntax.Component(c), v)
	if f != nil {
		return Ref{}, newError(op, in, f)
	}
	return Ref{n}, nil
}

// WithScheme returns r with the scheme s (RFC 3986 3.1), added when r is a
// relative reference; every other byte of r is kept. A scheme is not
// escaped: s must be ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), and is
// taken as written (schemes compare without regard to case). Otherwise the
// error is an *Error (Op "with scheme") with the offset in s and
// ErrInvalidScheme, or ErrMissingScheme for "".
//
// Like every With method, it works on the zero Ref only to report
// ErrZeroRef.
func (r Ref) WithScheme(s string) (Ref, error) { return r.with(Scheme, "with scheme", s) }

// WithUserinfo returns r with the userinfo u (RFC 3986 3.2.1), every other
// byte of r kept. u is the userinfo as written: well-formed triplets stay,
// and every octet a userinfo cannot hold is percent-encoded, "@" and a "%"
// that starts no triplet included (":" stays: it separates the user name
// from the password). To give a user name as data, escape it first:
// Escape(name, Userinfo) encodes "%" too, and a ":" is best encoded as
// "%3A".
//
// A reference without an authority gets an empty one ("mailto:" style
// references cannot: their path would no longer be a path, RFC 3986 3.3,
// and the error names r's path).
func (r Ref) WithUserinfo(u string) (Ref, error) { return r.with(Userinfo, "with userinfo", u) }

// WithHost returns r with the host h (RFC 3986 3.2.2), every other byte of
// r kept. h is the host as written: an IP-literal in brackets ("[::1]",
// "[v1.x]", an RFC 6874 zone as "%25"), checked and kept as it is, or a
// reg-name (an IPv4 address is one too), whose well-formed triplets stay and
// whose other octets a reg-name cannot hold are percent-encoded ("a b" is
// "a%20b"). A ":", "[" or "]" outside brackets is an error: a port goes in
// WithPort, an IPv6 address in brackets. "" is the empty host.
//
// A reference without an authority gets one, when its path allows (RFC
// 3986 3.3: empty or starting with "/"). Errors are *Error values with Op
// "with host".
func (r Ref) WithHost(h string) (Ref, error) { return r.with(Host, "with host", h) }

// WithPort returns r with the port p (RFC 3986 3.2.3), every other byte of
// r kept: p is digits only (ErrInvalidPort at the first other byte), and
// "" is an empty port ("http://a:/"). A reference without an authority gets
// an empty host before the port, when its path allows. Errors are *Error
// values with Op "with port".
func (r Ref) WithPort(p string) (Ref, error) { return r.with(Port, "with port", p) }

// WithPath returns r with the path p (RFC 3986 3.3), every other byte of r
// kept. p is the path as written: "/" separates segments, well-formed
// triplets stay ("%2F" is a "/" inside a segment), and every other octet a
// path cannot hold is percent-encoded, "?", "#", a space and a "%" that
// starts no triplet included: WithPath("/a%2Fb c/d") gives "/a%2Fb%20c/d".
// To give a segment as data, escape it with Escape(s, PathSegment).
//
// A path that would make the reference mean something else is an error
// (*Error, Op "with path", with the offset in p): after an authority, a
// path that is neither empty nor starts with "/" (3.3); without one, a
// path starting with "//", which would read as an authority (3.3); and in
// a relative reference, a first segment holding ":", which would read as a
// scheme (4.2, ErrColonInFirstSeg: write "./a:b").
func (r Ref) WithPath(p string) (Ref, error) { return r.with(Path, "with path", p) }

// WithQuery returns r with the query q (RFC 3986 3.4), added when r has
// none, every other byte of r kept. q is the query as written, without
// "?": well-formed triplets stay, and every other octet a query cannot
// hold is percent-encoded ("#", a space, a "%" that starts no triplet,
// non-ASCII octets). "" is an empty query ("http://a/?"); WithoutQuery
// removes it. To write form data, use WithQueryValues. Errors are *Error
// values with Op "with query" (only for a result of 2 GiB or more).
func (r Ref) WithQuery(q string) (Ref, error) { return r.with(Query, "with query", q) }

// WithFragment returns r with the fragment f (RFC 3986 3.5), added when r
// has none, every other byte of r kept. f is the fragment as written,
// without "#": well-formed triplets stay, and every other octet a fragment
// cannot hold is percent-encoded ("#" itself, a space, ...). "" is an
// empty fragment ("http://a/#"). Errors are *Error values with Op "with
// fragment" (only for a result of 2 GiB or more).
func (r Ref) WithFragment(f string) (Ref, error) { return r.with(Fragment, "with fragment", f) }

// WithoutUserinfo returns r without its userinfo and its "@" (RFC 3986
// 3.2.1), every other byte kept; r itself when it has none.
func (r Ref) WithoutUserinfo() Ref { return Ref{edit.Remove(r.r, syntax.Userinfo)} }

// WithoutPort returns r without its port and its ":" (RFC 3986 3.2.3),
// every other byte kept; r itself when it has none.
func (r Ref) WithoutPort() Ref { return Ref{edit.Remove(r.r, syntax.Port)} }

// WithoutQuery returns r without its query and its "?" (RFC 3986 3.4),
// every other byte kept; r itself when it has none.
func (r Ref) WithoutQuery() Ref { return Ref{edit.Remove(r.r, syntax.Query)} }

// JoinPath returns r with the path elements elem joined to its path, as
// net/url's URL.JoinPath joins them, except that the base path keeps its
// meaning. Each element is path text as written (well-formed triplets
// stay, other octets a path cannot hold are percent-encoded, as WithPath
// does) and "/" separates segments in it; empty and "." segments go, and
// ".." removes the segment before it but never climbs above the root (or
// out of a relative reference). The result ends with "/" when the last
// element does, and every other byte of r is kept.
//
// Where net/url cleans the whole path, collapsing "//" and re-spelling
// its escapes, JoinPath keeps the base path's segments as written: its
// empty segments, its triplets ("http://h/a%2Fb/c" joined with "x" is
// "http://h/a%2Fb/c/x"), and its final "/" when every element is empty.
// Only the base's dot-segments are removed (RFC 3986 5.2.4), as resolving
// it would remove them. A percent-encoded dot ("%2E%2E") is data, never a
// dot-segment. With an authority and an empty path the result's path
// starts with "/" ("http://h" joined with "x" is "http://h/x").
//
// The error, an *Error with Op "join path", is only for a result of 2 GiB
// or more.
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
