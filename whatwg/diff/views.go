package diff

// This file reads the input with each of the three parsers into a
// ParserView: the components of RFC 3986 3 as each parser gives them.

import (
	"errors"
	"net/url"
	"strings"

	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

func some(s string) *string { return &s }

// optional returns &s when present, nil when absent.
func optional(s string, present bool) *string {
	if !present {
		return nil
	}
	return &s
}

// rfc3986View reads s by the strict generic syntax of RFC 3986 4.1 (package
// uri), resolved against base when there is one (5.2). An absolute URI is
// read as the target of 5.2.2 would be: its path without dot-segments
// (5.2.4). The scheme and a reg-name are in lower case (3.1, 3.2.2).
func rfc3986View(s string, base *uri.Ref, low *lowered) ParserView {
	r, err := uri.Parse(s)
	if err != nil {
		var e *uri.Error
		if errors.As(err, &e) {
			return ParserView{Error: &ParseError{Offset: e.Offset, Message: e.Err.Error()}}
		}
		return ParserView{Error: &ParseError{Offset: 0, Message: err.Error()}}
	}
	path := r.Path()
	if base != nil {
		r = base.Resolve(r)
		path = r.Path()
	} else if r.HasScheme() {
		path = uri.RemoveDotSegments(path)
	}
	v := ParserView{Valid: true, Href: some(r.String()), Path: &path}
	if sc, ok := r.Scheme(); ok {
		v.Scheme = some(lowerASCII(sc))
	}
	v.Userinfo = optional(r.Userinfo())
	if r.HasAuthority() {
		v.Host = some(low.host(r.Host()))
	}
	v.Port = optional(r.Port())
	v.Query = optional(r.Query())
	v.Fragment = optional(r.Fragment())
	v.setKeys()
	return v
}

// whatwgView reads s by the URL Standard's basic URL parser, against base
// when it is valid. The host is the serialized host (IPv4 in dotted
// decimal, IPv6 compressed, domains through domain to ASCII); the
// userinfo is username and password joined by ':'; query and fragment are
// search and hash without their "?" and "#".
func whatwgView(s string, base whatwg.URL) ParserView {
	u, err := whatwg.ParseRef(s, base)
	if err != nil {
		var e *whatwg.Error
		if errors.As(err, &e) {
			msg := e.Reason
			if e.Code != "" {
				msg = e.Code + ": " + e.Reason
			}
			return ParserView{Error: &ParseError{Offset: e.Offset, Message: msg}}
		}
		return ParserView{Error: &ParseError{Offset: 0, Message: err.Error()}}
	}
	path := u.Pathname()
	v := ParserView{Valid: true, Href: some(u.Href()), Scheme: some(u.Scheme()), Path: &path}
	if user, pass := u.Username(), u.Password(); user != "" || pass != "" {
		if pass != "" {
			// The href holds "//" user ":" pass "@" after the scheme's
			// ':' (URL Standard 4.5 step 2): the userinfo is its
			// substring.
			at := len(u.Scheme()) + len("://")
			user = u.Href()[at : at+len(user)+1+len(pass)]
		}
		v.Userinfo = &user
	}
	if u.HostType() != whatwg.NoHost {
		v.Host = some(u.Hostname())
		v.domain = u.HostType() == whatwg.Domain || u.HostType() == whatwg.IPv4
		if u.HostType() == whatwg.Domain && u.Scheme() != "file" {
			v.mapped, _ = urlStandardHostText(s)
		}
	}
	v.Port = optional(u.Port(), u.Port() != "")
	if q := u.Search(); q != "" {
		v.Query = some(q[1:])
	}
	if f := u.Hash(); f != "" {
		v.Fragment = some(f[1:])
	}
	v.setKeys()
	return v
}

// netURLView reads s with Go's url.Parse, resolved against base when there
// is one (url.URL.ResolveReference). The host is Hostname in lower case,
// an IPv6 address in brackets; the path is EscapedPath, or the opaque part
// of a URL whose scheme is not followed by "/" ("http:evil.com"); query
// and fragment are RawQuery and EscapedFragment. The userinfo, path and
// fragment are those String writes in the href (netURLParts).
func netURLView(s string, base *url.URL, low *lowered) ParserView {
	u, err := url.Parse(s)
	if err != nil {
		return ParserView{Error: netURLError(s, err)}
	}
	hasAuthority := netURLAuthority(s, u)
	if base != nil {
		u = base.ResolveReference(u)
		hasAuthority = u.Host != "" || u.User != nil || hasAuthority
	}
	href := u.String()
	userinfo, path, fragment := netURLParts(u, href)
	v := ParserView{Valid: true, Href: &href, Path: &path}
	if u.Scheme != "" {
		v.Scheme = some(lowerASCII(u.Scheme))
	}
	if u.User != nil {
		v.Userinfo = &userinfo
	}
	if hasAuthority {
		h := low.host(u.Hostname())
		if strings.Contains(h, ":") {
			h = "[" + h + "]"
		}
		v.Host = &h
	}
	v.Port = optional(u.Port(), u.Port() != "" || strings.HasSuffix(u.Host, ":"))
	v.Query = optional(u.RawQuery, u.RawQuery != "" || u.ForceQuery)
	v.Fragment = optional(fragment, u.Fragment != "" || strings.Contains(s, "#"))
	v.setKeys()
	return v
}

// netURLAuthority reports whether url.Parse read an authority in s: the
// text after the scheme (and its ':') begins with "//", and without a
// scheme not with "///" (as url.Parse decides).
func netURLAuthority(s string, u *url.URL) bool {
	if u.Host != "" || u.User != nil {
		return true
	}
	if u.Opaque != "" {
		return false
	}
	rest, _, _ := strings.Cut(s, "#")
	if u.Scheme != "" {
		rest = rest[len(u.Scheme)+1:]
	} else if strings.HasPrefix(rest, "///") {
		return false
	}
	return strings.HasPrefix(rest, "//")
}

// netURLError is the ParseError of a url.Parse error. net/url gives no
// offset; for its refusal of control characters the offset is that of the
// first one, else -1.
func netURLError(s string, err error) *ParseError {
	var msg string
	if ue := (*url.Error)(nil); errors.As(err, &ue) {
		msg = ue.Err.Error() // without the input, which url.Error quotes whole
	} else {
		msg = err.Error()
	}
	off := -1
	if strings.Contains(msg, "control character") {
		off = strings.IndexFunc(s, func(r rune) bool { return r < 0x20 || r == 0x7f })
	}
	return &ParseError{Offset: off, Message: msg}
}
