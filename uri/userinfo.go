package uri

// This file answers what net/url's URL answers about the user (RFC 3986
// 3.2.1: user name and password in the userinfo, the password deprecated
// by 3.2.1 and hidden by Redacted) and about the request target (RFC 9112
// 3.2.1 origin-form: the path and the query).

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// Username returns the user name of r's userinfo, decoded: the userinfo up
// to its first ":" (RFC 3986 3.2.1), with its triplets decoded, as
// url.URL.User.Username gives it; "" when there is no userinfo. The decoded
// octets need not be UTF-8. It allocates only when the name holds a "%".
func (r Ref) Username() string {
	ui, _ := r.Userinfo()
	name, _, _ := strings.Cut(ui, ":")
	return syntax.UnescapeValid(name)
}

// Password returns the password of r's userinfo, decoded: the userinfo
// after its first ":" with its triplets decoded, and true, as
// url.URL.User.Password gives them; "" and false when the userinfo has no
// ":" or there is none. RFC 3986 3.2.1 deprecates a password in a
// reference: see Redacted.
func (r Ref) Password() (string, bool) {
	ui, _ := r.Userinfo()
	_, pass, ok := strings.Cut(ui, ":")
	return syntax.UnescapeValid(pass), ok
}

// Redacted returns r as written, but with a password, when the userinfo
// has one (a ":"), replaced by "xxxxx", as url.URL.Redacted does:
// "http://user:xxxxx@host/" for "http://user:secret@host/". Every other
// byte is r's, where net/url's String re-spells what it decoded. It
// returns r.String(), without allocating, when there is no password; ""
// for the zero Ref.
func (r Ref) Redacted() string {
	ui, ok := r.Userinfo()
	i := strings.IndexByte(ui, ':')
	if !ok || i < 0 {
		return r.String()
	}
	start, _ := r.Offset(Userinfo)
	s := r.String()
	return s[:start+i+1] + "xxxxx" + s[start+len(ui):]
}

// RequestURI returns the target an HTTP request for r names, as
// url.URL.RequestURI gives it: the path as written and, when r has a query,
// "?" and the query; the fragment is left out. An empty path is "/"
// ("http://a?q" gives "/?q"), and a path that follows a scheme without
// "/" is the whole of it ("mailto:a@b?x" gives "a@b?x", net/url's Opaque).
// It allocates nothing unless the path is empty and there is a query. The
// zero Ref gives "". (net/url gives "*" for the path "%2A", which RFC 3986
// 2.2 does not read as "*"; RequestURI keeps "%2A".)
func (r Ref) RequestURI() string {
	if !r.IsValid() {
		return ""
	}
	l := r.r.Layout()
	end := int(l.PathEnd)
	if l.Flags&syntax.FlagQuery != 0 {
		end = int(l.QueryEnd)
	}
	s := r.String()
	if l.PathStart < l.PathEnd {
		return s[l.PathStart:end]
	}
	if end == int(l.PathEnd) {
		return "/"
	}
	return "/" + s[l.PathEnd:end]
}
