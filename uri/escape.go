package uri

// This file implements percent-encoding per component (RFC 3986 2.1, 2.4;
// the component character sets of 3.2.1, 3.2.2, 3.3, 3.4 and 3.5) and its
// decoding.

import "github.com/urikit/urikit/internal/syntax"

// Component names a component of a reference (RFC 3986 3). It selects the
// character set Escape keeps, the octets that may stand for themselves in
// that component, and it tells which component an [Error] is about.
type Component uint8

// The components. The zero Component names none: Escape then keeps only the
// unreserved characters (2.3), which may stand for themselves anywhere.
const (
	// Userinfo keeps unreserved / sub-delims / ":" (3.2.1).
	Userinfo Component = iota + 1
	// Host keeps unreserved / sub-delims, the characters of a reg-name
	// (3.2.2). A non-ASCII name becomes its percent-encoded UTF-8 octets.
	Host
	// Path keeps pchar / "/" (3.3): "/" stays a segment separator.
	Path
	// PathSegment keeps pchar (3.3): "/" is escaped, for one segment.
	PathSegment
	// Query keeps pchar / "/" / "?" (3.4).
	Query
	// QueryComponent is a key or a value of a query of "key=value" pairs
	// joined by "&": the Query characters but "&", "=" and "+" (which form
	// decoders read as a space). A space becomes "%20", never "+".
	QueryComponent
	// Fragment keeps pchar / "/" / "?" (3.5).
	Fragment
	// Scheme names the scheme (3.1) in errors. A scheme has no
	// percent-encoding: Escape keeps only unreserved characters for it.
	Scheme
	// Port names the port (3.2.3) in errors. A port is digits only:
	// Escape keeps only unreserved characters for it.
	Port
)

// String returns the component's name as the ABNF of RFC 3986 spells it:
// "userinfo", "host", "path", "segment", "query", "query component",
// "fragment", "scheme", "port", and "" for the zero Component.
func (c Component) String() string {
	switch c {
	case Userinfo:
		return "userinfo"
	case Host:
		return "host"
	case Path:
		return "path"
	case PathSegment:
		return "segment"
	case Query:
		return "query"
	case QueryComponent:
		return "query component"
	case Fragment:
		return "fragment"
	case Scheme:
		return "scheme"
	case Port:
		return "port"
	}
	return ""
}

// Escape percent-encodes every octet of s that may not stand for itself in
// component c (RFC 3986 2.1, 2.4): "%" itself, delimiters the component does
// not allow, spaces, controls, and each octet of non-ASCII UTF-8 text, as
// "%" and two upper-case hexadecimal digits. s is taken as data, so a "%" in
// it is always escaped. When nothing needs escaping Escape returns s without
// allocating.
func Escape(s string, c Component) string { return syntax.Escape(s, syntax.Component(c)) }

// Unescape decodes every pct-encoded triplet of s ("%" HEXDIG HEXDIG, RFC
// 3986 2.1) into its octet; the result need not be UTF-8. A "%" not followed
// by two hexadecimal digits is an *Error with Op "unescape" whose Offset is
// the first byte that breaks the triplet (len(s) when s ends too soon) and
// whose reason is ErrInvalidPercent. "+" stays "+": it means a space only in
// HTML form data. Without a "%" Unescape returns s without allocating.
func Unescape(s string) (string, error) {
	u, f := syntax.Unescape(s)
	if f != nil {
		return "", newError("unescape", s, f)
	}
	return u, nil
}
