package uri

// This file builds a reference from its components as written (RFC 3986
// 3, 5.3), percent-encoding what a component cannot hold (2.1, 2.4,
// 3.2.1-3.5) and nothing twice, and takes a reference apart into them.

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/edit"
	"github.com/urikit/urikit/internal/syntax"
)

// Parts are the components of a reference as written in one, for Build;
// Ref.Parts gives them back, so Build(r.Parts()) is r, byte for byte. An
// optional component is present when its Has field is set or its value is
// not empty, so the Has fields are needed only for present but empty
// components ("http://a/?" has an empty query).
//
// Each component is percent-encoded text, as the With methods of Ref take
// it: Build keeps every well-formed triplet ("%2F" stays "%2F", never
// "%252F") and percent-encodes every other octet the component cannot
// hold, a "%" that starts no triplet, a space and non-ASCII octets
// included. A delimiter stays a delimiter: "/" in Path separates segments,
// "&" and "=" in Query are the query's own. To give data that holds a
// delimiter or a "%", escape it first: Escape("a/b", PathSegment) for a
// segment, Values.Encode for form data.
type Parts struct {
	Scheme string // 3.1; "" for a relative reference

	// HasAuthority asks for an authority (3.2) even when Userinfo, Host
	// and Port are all empty and absent ("file:///x").
	HasAuthority bool
	Userinfo     string // 3.2.1; ":" stays the user:password separator
	HasUserinfo  bool
	// Host is a registered name (3.2.2), escaped as one; an IPv4 address;
	// an IP-literal in brackets, taken as written; or, as a convenience,
	// an IPv6 address without brackets, with an RFC 6874 zone after
	// "%25" ("fe80::1%25eth0"), which Build brackets.
	Host    string
	Port    string // 3.2.3: digits only
	HasPort bool

	Path        string // 3.3; "/" stays a separator
	Query       string // 3.4; write form data with Values.Encode
	HasQuery    bool
	Fragment    string // 3.5
	HasFragment bool
}

// Build returns the reference made of p's components as written (see
// Parts), each octet a component cannot hold percent-encoded and every
// well-formed triplet kept, parsed strictly: nothing is escaped twice. The
// scheme must match RFC 3986 3.1 and the port be digits; an IP-literal is
// checked, an IPv6 address without brackets bracketed. The result always
// parses to p's components, so Build adds the prefixes the grammar needs
// and documents them (the With methods of Ref refuse such a path instead):
//
//   - with an authority, a path that does not start with "/" gets one (3.3:
//     such a path is empty or absolute);
//   - without an authority, a path starting with "//" becomes "/.//..." (3.3:
//     it would read as an authority; remove_dot_segments drops the "/.");
//   - in a relative reference, a first path segment with a ":" gets "./"
//     (4.2: it would read as a scheme).
//
// Errors are *Error values with Op "build" whose Input is the offending
// component and whose Offset points into it.
func Build(p Parts) (Ref, error) {
	hasUserinfo := p.HasUserinfo || p.Userinfo != ""
	hasPort := p.HasPort || p.Port != ""
	auth := p.HasAuthority || hasUserinfo || p.Host != "" || hasPort
	b := make([]byte, 0, len(p.Scheme)+len(p.Userinfo)+len(p.Host)+len(p.Port)+len(p.Path)+len(p.Query)+len(p.Fragment)+16)
	if p.Scheme != "" {
		if f := syntax.SchemeOnly(p.Scheme); f != nil {
			return Ref{}, newError("build", p.Scheme, f)
		}
		b = append(b, p.Scheme...)
		b = append(b, ':')
	}
	if auth {
		b = append(b, '/', '/')
		if hasUserinfo {
			b = edit.AppendAsWritten(b, p.Userinfo, syntax.Userinfo, false)
			b = append(b, '@')
		}
		var err error
		if b, err = appendHost(b, p.Host); err != nil {
			return Ref{}, err
		}
		if hasPort {
			if f := syntax.PortOnly(p.Port); f != nil {
				return Ref{}, newError("build", p.Port, f)
			}
			b = append(b, ':')
			b = append(b, p.Port...)
		}
	}
	switch path := p.Path; {
	case auth && path != "" && path[0] != '/':
		b = append(b, '/')
	case !auth && strings.HasPrefix(path, "//"):
		b = append(b, '/', '.')
	case !auth && p.Scheme == "" && firstSegmentHasColon(path):
		b = append(b, '.', '/')
	}
	b = edit.AppendAsWritten(b, p.Path, syntax.Path, false)
	if p.HasQuery || p.Query != "" {
		b = append(b, '?')
		b = edit.AppendAsWritten(b, p.Query, syntax.Query, false)
	}
	if p.HasFragment || p.Fragment != "" {
		b = append(b, '#')
		b = edit.AppendAsWritten(b, p.Fragment, syntax.Fragment, false)
	}
	s := string(b)
	r, f := syntax.Parse(s, syntax.ZoneID)
	if f != nil {
		// Not expected: every component was escaped or checked.
		return Ref{}, newError("build", s, f)
	}
	return Ref{r}, nil
}

// appendHost appends a host (3.2.2): an IP-literal as written, an IPv6
// address bracketed (its zone, RFC 6874, introduced by "%25"), or a
// reg-name escaped as written.
func appendHost(b []byte, host string) ([]byte, error) {
	switch {
	case strings.HasPrefix(host, "["):
		if _, f := syntax.IPLiteral(host, syntax.ZoneID); f != nil {
			return b, newError("build", host, f)
		}
		return append(b, host...), nil
	case strings.IndexByte(host, ':') >= 0:
		addr, zone, hasZone := strings.Cut(host, "%")
		lit := "[" + addr
		if hasZone {
			// RFC 6874: the zone is introduced by "%25".
			if !strings.HasPrefix(zone, "25") {
				f := &syntax.Fault{Offset: len(addr) + 1, Err: ErrInvalidZone, Where: "host", Char: -1}
				if f.Offset < len(host) {
					f.Char, _ = utf8.DecodeRuneInString(host[f.Offset:])
				}
				return b, newError("build", host, f)
			}
			lit += "%25" + string(edit.AppendAsWritten(nil, zone[2:], 0, false))
		}
		lit += "]"
		if kind, f := syntax.IPLiteral(lit, syntax.ZoneID); f != nil || kind != syntax.HostIPv6 {
			if f == nil {
				f = &syntax.Fault{Err: ErrInvalidIPv6, Where: "host", Char: -1}
			}
			// Offsets into lit, less its "[", are offsets into host.
			g := *f
			g.Offset = min(max(g.Offset-1, 0), len(host))
			g.Char = -1
			if g.Offset < len(host) {
				g.Char, _ = utf8.DecodeRuneInString(host[g.Offset:])
			}
			return b, newError("build", host, &g)
		}
		return append(b, lit...), nil
	}
	return edit.AppendAsWritten(b, host, syntax.Host, false), nil
}

// firstSegmentHasColon reports whether the first segment of path holds a
// ":" (4.2).
func firstSegmentHasColon(path string) bool {
	seg, _, _ := strings.Cut(path, "/")
	return strings.IndexByte(seg, ':') >= 0
}

// Parts returns r's components exactly as written, so that Build(r.Parts())
// is r, byte for byte: Build keeps what it is given as written, and a valid
// reference needs none of the prefixes Build adds. The host of an
// IP-literal keeps its brackets. The zero Ref gives the zero Parts.
func (r Ref) Parts() Parts {
	var p Parts
	if !r.IsValid() {
		return p
	}
	p.Scheme, _ = r.Scheme()
	p.HasAuthority = r.HasAuthority()
	p.Userinfo, p.HasUserinfo = r.Userinfo()
	p.Host = r.Host()
	p.Port, p.HasPort = r.Port()
	p.Path = r.Path()
	p.Query, p.HasQuery = r.Query()
	p.Fragment, p.HasFragment = r.Fragment()
	return p
}
