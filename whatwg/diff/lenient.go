package diff

// This file is the lenient reader: RFC 3986 Appendix B's regular
// expression, which splits any string into the five components,
//
//	^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
//
// the reading of the many libraries that split a reference this way and
// refuse no character. Its authority is split as RFC 3986 3.2 describes:
// the userinfo ends at the authority's last "@" (3.2.1: the userinfo holds
// no "@"), the port follows the host's first ":" (3.2.3), after the "]" of
// an IP literal (3.2.2). The components are substrings of the input.

import (
	"strings"

	"github.com/urikit/urikit/uri"
)

// parts are the components of one reading, with the offset of each in the
// input (Appendix B reads every string, so every offset is known).
type parts struct {
	scheme, userinfo, host, port, path, query, fragment                  string
	hasScheme, hasAuthority, hasUserinfo, hasPort, hasQuery, hasFragment bool
	authorityAt, hostAt, portAt, pathAt, queryAt, fragmentAt             int
}

// appendixB splits s by RFC 3986 Appendix B and 3.2.
func appendixB(s string) parts {
	var p parts
	i := 0
	// scheme: one or more characters but ":/?#", then ":".
	if k := strings.IndexAny(s, ":/?#"); k > 0 && s[k] == ':' {
		p.scheme, p.hasScheme = s[:k], true
		i = k + 1
	}
	// authority: "//" then anything but "/?#".
	if strings.HasPrefix(s[i:], "//") {
		i += 2
		p.hasAuthority, p.authorityAt = true, i
		end := len(s)
		if k := strings.IndexAny(s[i:], "/?#"); k >= 0 {
			end = i + k
		}
		auth := s[i:end]
		p.hostAt = i
		if k := strings.LastIndexByte(auth, '@'); k >= 0 {
			p.userinfo, p.hasUserinfo = auth[:k], true
			p.hostAt = i + k + 1
		}
		hostport := s[p.hostAt:end]
		h := len(hostport)
		from := 0
		if strings.HasPrefix(hostport, "[") {
			if k := strings.IndexByte(hostport, ']'); k >= 0 {
				from = k + 1
			}
		}
		if k := strings.IndexByte(hostport[from:], ':'); k >= 0 {
			h = from + k
			p.port, p.hasPort, p.portAt = hostport[h+1:], true, p.hostAt+h+1
		}
		p.host = hostport[:h]
		i = end
	}
	// path: anything but "?#".
	p.pathAt = i
	end := len(s)
	if k := strings.IndexAny(s[i:], "?#"); k >= 0 {
		end = i + k
	}
	p.path = s[i:end]
	i = end
	if i < len(s) && s[i] == '?' {
		i++
		end = len(s)
		if k := strings.IndexByte(s[i:], '#'); k >= 0 {
			end = i + k
		}
		p.query, p.hasQuery, p.queryAt = s[i:end], true, i
		i = end
	}
	if i < len(s) && s[i] == '#' {
		p.fragment, p.hasFragment, p.fragmentAt = s[i+1:], true, i+1
	}
	return p
}

// resolve returns the target of the reference p against base, by the
// algorithm of RFC 3986 5.2.2 (strict: a scheme in p is kept), with 5.2.3
// merge and 5.2.4 remove_dot_segments.
func (p parts) resolve(base uri.Ref) parts {
	if p.hasScheme {
		p.path = uri.RemoveDotSegments(p.path)
		return p
	}
	t := p
	t.scheme, t.hasScheme = base.Scheme()
	if p.hasAuthority {
		t.path = uri.RemoveDotSegments(p.path)
		return t
	}
	t.userinfo, t.hasUserinfo = base.Userinfo()
	t.host, t.hasAuthority = base.Host(), base.HasAuthority()
	t.port, t.hasPort = base.Port()
	switch {
	case p.path == "":
		t.path = base.Path()
		if !p.hasQuery {
			t.query, t.hasQuery = base.Query()
		}
	case strings.HasPrefix(p.path, "/"):
		t.path = uri.RemoveDotSegments(p.path)
	default:
		// 5.2.3: merge.
		bp := base.Path()
		if base.HasAuthority() && bp == "" {
			t.path = uri.RemoveDotSegments("/" + p.path)
		} else {
			t.path = uri.RemoveDotSegments(bp[:strings.LastIndexByte(bp, '/')+1] + p.path)
		}
	}
	return t
}

// String recomposes the reading as RFC 3986 5.3 does.
func (p parts) String() string {
	var b strings.Builder
	if p.hasScheme {
		b.WriteString(p.scheme)
		b.WriteByte(':')
	}
	if p.hasAuthority {
		b.WriteString("//")
		if p.hasUserinfo {
			b.WriteString(p.userinfo)
			b.WriteByte('@')
		}
		b.WriteString(p.host)
		if p.hasPort {
			b.WriteByte(':')
			b.WriteString(p.port)
		}
	}
	b.WriteString(p.path)
	if p.hasQuery {
		b.WriteByte('?')
		b.WriteString(p.query)
	}
	if p.hasFragment {
		b.WriteByte('#')
		b.WriteString(p.fragment)
	}
	return b.String()
}

// lenientView reads s by RFC 3986 Appendix B, resolved against base when
// there is one (5.2.2). As for RFC 3986's reading, an absolute reference
// is read as the target of 5.2.2: its path without dot-segments (5.2.4).
// Every string is read: the view is always valid.
func lenientView(s string, base *uri.Ref) ParserView {
	p := appendixB(s)
	href := s
	switch {
	case base != nil:
		p = p.resolve(*base)
		href = p.String()
	case p.hasScheme:
		p.path = uri.RemoveDotSegments(p.path)
	}
	v := ParserView{Valid: true, Href: &href, Path: &p.path}
	if p.hasScheme {
		v.Scheme = some(lowerASCII(p.scheme))
	}
	v.Userinfo = optional(p.userinfo, p.hasUserinfo)
	if p.hasAuthority {
		v.Host = some(p.host)
	}
	v.Port = optional(p.port, p.hasPort)
	v.Query = optional(p.query, p.hasQuery)
	v.Fragment = optional(p.fragment, p.hasFragment)
	v.setKeys()
	return v
}
