package edit

// This file replaces or removes one component of a reference (RFC 3986 3:
// scheme ":" ["//" [userinfo "@"] host [":" port]] path ["?" query] ["#"
// fragment]), keeping every other byte, and refuses what the component
// can never be: a scheme or port outside their rules (3.1, 3.2.3), a host
// that is neither a reg-name nor an IP literal (3.2.2), a path that would
// read as another component (3.3, 4.2).

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// Notes of the faults an editor reports.
const (
	noteRootless   = `a path after an authority is empty or starts with "/", RFC 3986 3.3`
	noteDoubleDash = `without an authority a path cannot start with "//", RFC 3986 3.3`
	noteHostColon  = `a reg-name holds no ":": a port goes in WithPort, an IPv6 address in brackets`
	noteHostSquare = `brackets enclose a whole IP literal`
)

// pieces are the offsets of r's components in its string.
type pieces struct {
	s                                                                      string
	schemeEnd, authStart, hostStart, hostEnd, pathStart, pathEnd, queryEnd int
	scheme, auth, userinfo, port, query, fragment, iri                     bool
}

func piecesOf(r syntax.Ref) pieces {
	l := r.Layout()
	p := pieces{
		s: r.String(), schemeEnd: int(l.SchemeEnd), hostStart: int(l.HostStart), hostEnd: int(l.HostEnd),
		pathStart: int(l.PathStart), pathEnd: int(l.PathEnd), queryEnd: int(l.QueryEnd),
		scheme: l.Flags&syntax.FlagScheme != 0, auth: l.Flags&syntax.FlagAuthority != 0,
		userinfo: l.Flags&syntax.FlagUserinfo != 0, port: l.Flags&syntax.FlagPort != 0,
		query: l.Flags&syntax.FlagQuery != 0, fragment: l.Flags&syntax.FlagFragment != 0,
		iri: r.IsIRI(),
	}
	p.authStart = 2
	if p.scheme {
		p.authStart = int(l.SchemeEnd) + 3
	}
	return p
}

// Set returns r with component c replaced by v, the component as written
// in a reference (see AppendAsWritten). A component r lacks is added with
// its delimiter; userinfo, a host or a port added to a reference without
// an authority brings an empty one ("//"), which the path must allow (3.3).
// On failure it returns the input the Fault's offset points into: v, or
// r's string when r's own path cannot follow the new authority.
func Set(r syntax.Ref, c syntax.Component, v string) (syntax.Ref, string, *syntax.Fault) {
	p := piecesOf(r)
	s := p.s
	var out string
	switch c {
	case syntax.Scheme:
		if f := syntax.SchemeOnly(v); f != nil {
			f.Where = "scheme"
			return syntax.Ref{}, v, f
		}
		if p.scheme {
			out = v + s[p.schemeEnd:]
		} else {
			out = v + ":" + s
		}
	case syntax.Userinfo:
		u := asWritten(v, syntax.Userinfo, p.iri)
		switch {
		case p.userinfo:
			out = s[:p.authStart] + u + s[p.hostStart-1:]
		case p.auth:
			out = s[:p.authStart] + u + "@" + s[p.authStart:]
		default:
			if f := p.authorityFits(); f != nil {
				return syntax.Ref{}, s, f
			}
			out = s[:p.pathStart] + "//" + u + "@" + s[p.pathStart:]
		}
	case syntax.Host:
		h, f := host(v, p.iri)
		if f != nil {
			return syntax.Ref{}, v, f
		}
		if p.auth {
			out = s[:p.hostStart] + h + s[p.hostEnd:]
		} else {
			if f := p.authorityFits(); f != nil {
				return syntax.Ref{}, s, f
			}
			out = s[:p.pathStart] + "//" + h + s[p.pathStart:]
		}
	case syntax.Port:
		if f := syntax.PortOnly(v); f != nil {
			return syntax.Ref{}, v, f
		}
		switch {
		case p.port:
			out = s[:p.hostEnd+1] + v + s[p.pathStart:]
		case p.auth:
			out = s[:p.hostEnd] + ":" + v + s[p.hostEnd:]
		default:
			if f := p.authorityFits(); f != nil {
				return syntax.Ref{}, s, f
			}
			out = s[:p.pathStart] + "//:" + v + s[p.pathStart:]
		}
	case syntax.Path:
		path := asWritten(v, syntax.Path, p.iri)
		if f := p.pathFits(v, path); f != nil {
			return syntax.Ref{}, v, f
		}
		out = s[:p.pathStart] + path + s[p.pathEnd:]
	case syntax.Query:
		q := asWritten(v, syntax.Query, p.iri)
		if p.query {
			out = s[:p.pathEnd+1] + q + s[p.queryEnd:]
		} else {
			out = s[:p.pathEnd] + "?" + q + s[p.pathEnd:]
		}
	case syntax.Fragment:
		f := asWritten(v, syntax.Fragment, p.iri)
		if p.fragment {
			out = s[:p.queryEnd+1] + f
		} else {
			out = s + "#" + f
		}
	default:
		return r, "", nil
	}
	n, f := syntax.Parse(out, r.Mode())
	if f != nil {
		return syntax.Ref{}, out, f
	}
	return n, "", nil
}

// Remove returns r without its userinfo, port, query or fragment, with its
// delimiter; r itself when it has none. Other components cannot be removed
// without changing what the rest means, and give r.
func Remove(r syntax.Ref, c syntax.Component) syntax.Ref {
	p := piecesOf(r)
	s := p.s
	var out string
	switch {
	case c == syntax.Userinfo && p.userinfo:
		out = s[:p.authStart] + s[p.hostStart:]
	case c == syntax.Port && p.port:
		out = s[:p.hostEnd] + s[p.pathStart:]
	case c == syntax.Query && p.query:
		out = s[:p.pathEnd] + s[p.queryEnd:]
	case c == syntax.Fragment && p.fragment:
		return r.WithoutFragment()
	default:
		return r
	}
	n, f := syntax.Parse(out, r.Mode())
	if f != nil {
		// Not expected: a shorter reference of the same form.
		return r
	}
	return n
}

// authorityFits returns nil when an authority can be added before r's path,
// which must then be empty or start with "/" (3.3), and otherwise a Fault
// at the path's first byte in r's string.
func (p *pieces) authorityFits() *syntax.Fault {
	if p.pathStart == p.pathEnd || p.s[p.pathStart] == '/' {
		return nil
	}
	return fault(p.s, p.pathStart, syntax.ErrInvalidChar, "path", noteRootless)
}

// pathFits returns nil when path, v as written, can be r's path and read
// back as one (3.3, 4.2), and otherwise a Fault with an offset into v.
func (p *pieces) pathFits(v, path string) *syntax.Fault {
	switch {
	case p.auth:
		if path != "" && path[0] != '/' {
			return fault(v, 0, syntax.ErrInvalidChar, "path", noteRootless)
		}
	case strings.HasPrefix(path, "//"):
		return fault(v, 1, syntax.ErrInvalidChar, "path", noteDoubleDash)
	case !p.scheme:
		seg, _, _ := strings.Cut(v, "/")
		if i := strings.IndexByte(seg, ':'); i >= 0 {
			return fault(v, i, syntax.ErrColonInFirstSeg, "path", "")
		}
	}
	return nil
}

// host returns v escaped as a host (3.2.2): an IP-literal checked and
// taken as written, or a reg-name escaped as written. A ":", "[" or "]"
// outside an IP-literal is a Fault.
func host(v string, iri bool) (string, *syntax.Fault) {
	if strings.HasPrefix(v, "[") {
		if _, f := syntax.IPLiteral(v, syntax.ZoneID); f != nil {
			return "", f
		}
		return v, nil
	}
	if i := strings.IndexAny(v, ":[]"); i >= 0 {
		note := noteHostColon
		if v[i] != ':' {
			note = noteHostSquare
		}
		return "", fault(v, i, syntax.ErrInvalidChar, "host", note)
	}
	return asWritten(v, syntax.Host, iri), nil
}
