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

// Split is a reference as the lenient reader (Lenient) reads it: each
// component a substring of the input, whether it is present (absent is
// not empty), and the byte offset in the input of its first byte (of the
// authority, its first byte after "//"). The components follow one another
// in the input as RFC 3986 3 writes them.
type Split struct {
	Scheme, Userinfo, Host, Port, Path, Query, Fragment                  string
	HasScheme, HasAuthority, HasUserinfo, HasPort, HasQuery, HasFragment bool
	AuthorityAt, HostAt, PortAt, PathAt, QueryAt, FragmentAt             int
}

// SplitLenient splits s as RFC 3986 Appendix B's regular expression does,
// and its authority as 3.2 describes: the reading of the Lenient parser.
// Every string has one, and a valid RFC 3986 reference is split into the
// components uri.Parse gives. It allocates nothing.
func SplitLenient(s string) Split {
	var p Split
	i := 0
	// scheme: one or more characters but ":/?#", then ":".
	if k := strings.IndexAny(s, ":/?#"); k > 0 && s[k] == ':' {
		p.Scheme, p.HasScheme = s[:k], true
		i = k + 1
	}
	// authority: "//" then anything but "/?#".
	if strings.HasPrefix(s[i:], "//") {
		i += 2
		p.HasAuthority, p.AuthorityAt = true, i
		end := len(s)
		if k := strings.IndexAny(s[i:], "/?#"); k >= 0 {
			end = i + k
		}
		auth := s[i:end]
		p.HostAt = i
		if k := strings.LastIndexByte(auth, '@'); k >= 0 {
			p.Userinfo, p.HasUserinfo = auth[:k], true
			p.HostAt = i + k + 1
		}
		hostport := s[p.HostAt:end]
		h := len(hostport)
		from := 0
		if strings.HasPrefix(hostport, "[") {
			if k := strings.IndexByte(hostport, ']'); k >= 0 {
				from = k + 1
			}
		}
		if k := strings.IndexByte(hostport[from:], ':'); k >= 0 {
			h = from + k
			p.Port, p.HasPort, p.PortAt = hostport[h+1:], true, p.HostAt+h+1
		}
		p.Host = hostport[:h]
		i = end
	}
	// path: anything but "?#".
	p.PathAt = i
	end := len(s)
	if k := strings.IndexAny(s[i:], "?#"); k >= 0 {
		end = i + k
	}
	p.Path = s[i:end]
	i = end
	if i < len(s) && s[i] == '?' {
		i++
		end = len(s)
		if k := strings.IndexByte(s[i:], '#'); k >= 0 {
			end = i + k
		}
		p.Query, p.HasQuery, p.QueryAt = s[i:end], true, i
		i = end
	}
	if i < len(s) && s[i] == '#' {
		p.Fragment, p.HasFragment, p.FragmentAt = s[i+1:], true, i+1
	}
	return p
}

// resolve returns the target of the reference p against base, by the
// algorithm of RFC 3986 5.2.2 (strict: a scheme in p is kept), with 5.2.3
// merge and 5.2.4 remove_dot_segments.
func (p Split) resolve(base uri.Ref) Split {
	if p.HasScheme {
		p.Path = uri.RemoveDotSegments(p.Path)
		return p
	}
	t := p
	t.Scheme, t.HasScheme = base.Scheme()
	if p.HasAuthority {
		t.Path = uri.RemoveDotSegments(p.Path)
		return t
	}
	t.Userinfo, t.HasUserinfo = base.Userinfo()
	t.Host, t.HasAuthority = base.Host(), base.HasAuthority()
	t.Port, t.HasPort = base.Port()
	switch {
	case p.Path == "":
		t.Path = base.Path()
		if !p.HasQuery {
			t.Query, t.HasQuery = base.Query()
		}
	case strings.HasPrefix(p.Path, "/"):
		t.Path = uri.RemoveDotSegments(p.Path)
	default:
		// 5.2.3: merge.
		bp := base.Path()
		if base.HasAuthority() && bp == "" {
			t.Path = uri.RemoveDotSegments("/" + p.Path)
		} else {
			t.Path = uri.RemoveDotSegments(bp[:strings.LastIndexByte(bp, '/')+1] + p.Path)
		}
	}
	return t
}

// recompose writes the reading out as RFC 3986 5.3 does.
func (p Split) recompose() string {
	var b strings.Builder
	if p.HasScheme {
		b.WriteString(p.Scheme)
		b.WriteByte(':')
	}
	if p.HasAuthority {
		b.WriteString("//")
		if p.HasUserinfo {
			b.WriteString(p.Userinfo)
			b.WriteByte('@')
		}
		b.WriteString(p.Host)
		if p.HasPort {
			b.WriteByte(':')
			b.WriteString(p.Port)
		}
	}
	b.WriteString(p.Path)
	if p.HasQuery {
		b.WriteByte('?')
		b.WriteString(p.Query)
	}
	if p.HasFragment {
		b.WriteByte('#')
		b.WriteString(p.Fragment)
	}
	return b.String()
}

// lenientView reads s by RFC 3986 Appendix B, resolved against base when
// there is one (5.2.2). As for RFC 3986's reading, an absolute reference
// is read as the target of 5.2.2: its path without dot-segments (5.2.4).
// Every string is read: the view is always valid.
func lenientView(s string, base *uri.Ref, low *lowered) ParserView {
	p := SplitLenient(s)
	href := s
	switch {
	case base != nil:
		p = p.resolve(*base)
		href = p.recompose()
	case p.HasScheme:
		p.Path = uri.RemoveDotSegments(p.Path)
	}
	v := ParserView{Valid: true, Href: &href, Path: &p.Path}
	if p.HasScheme {
		v.Scheme = some(lowerASCII(p.Scheme))
	}
	v.Userinfo = optional(p.Userinfo, p.HasUserinfo)
	if p.HasAuthority {
		v.Host = some(low.host(p.Host))
	}
	v.Port = optional(p.Port, p.HasPort)
	v.Query = optional(p.Query, p.HasQuery)
	v.Fragment = optional(p.Fragment, p.HasFragment)
	v.setKeys()
	return v
}
