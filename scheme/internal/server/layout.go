// Package server reads the server part of a URL for the scheme packages:
// the host of RFC 3986 3.2.2 (a reg-name decoded to UTF-8 text), the port
// of RFC 3986 3.2.3 with the scheme's default, and the login of RFC 1738
// 3.1 (user ":" password, decoded). Its errors are *uri.Error values with
// the scheme's Op and the offset of the first byte refused; each scheme
// package keeps its own rules and reasons.
package server

// This file places the components of a reference in its text (RFC 3986 3).

import "github.com/urikit/urikit/uri"

// Layout holds the offsets in a reference's text S of the components the
// scheme packages read (RFC 3986 3).
type Layout struct {
	S     string
	Host  int // offset of the host
	Port  int // offset of the port digits (after ":")
	Path  int
	Query int // offset of the query (after "?")
}

// Locate computes the offsets of r's components in r.String(): scheme ":"
// [ "//" authority ] path [ "?" query ] (RFC 3986 3).
func Locate(r uri.Ref) Layout {
	s := r.String()
	scheme, _ := r.Scheme()
	l := Layout{S: s}
	i := len(scheme) + 1
	if auth, ok := r.Authority(); ok {
		i += 2
		l.Host = i
		if ui, ok := r.Userinfo(); ok {
			l.Host += len(ui) + 1
		}
		l.Port = l.Host + len(r.Host()) + 1
		i += len(auth)
	}
	l.Path = i
	l.Query = i + len(r.Path()) + 1
	return l
}
