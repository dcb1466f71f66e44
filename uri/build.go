package uri

// This file builds a reference from decoded components (RFC 3986 3, 5.3),
// escaping each as its component requires (2.1, 2.4, 3.2.1-3.5), and takes
// a reference apart into decoded components.

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// Parts are the components of a reference in decoded form: plain data, not
// percent-encoded, for Build; Ref.Parts gives them back. An optional
// component is present when its Has field is set or its value is not empty,
// so the Has fields are needed only for present but empty components
// ("http://a/?" has an empty query).
type Parts struct {
	Scheme string // 3.1; "" for a relative reference

	// HasAuthority asks for an authority (3.2) even when Userinfo, Host
	// and Port are all empty and absent ("file:///x").
	HasAuthority bool
	Userinfo     string // 3.2.1; ":" stays the user:password separator
	HasUserinfo  bool
	// Host is a registered name (3.2.2), escaped as one; an IPv4 address;
	// an IPv6 address, with or without brackets, with an RFC 6874 zone
	// after "%" ("fe80::1%eth0"); or a bracketed IPvFuture literal. A
	// bracketed literal is taken as written.
	Host    string
	Port    string // 3.2.3: digits only
	HasPort bool

	Path string // 3.3; "/" stays a separator
	// Query is escaped as a whole with the Query component, so "&", "="
	// and "+" stay delimiters. A key or value holding one of them cannot be
	// given decoded here: leave Query out, then append "?" and the pairs
	// escaped with QueryComponent to String() and Parse the result.
	Query       string // 3.4
	HasQuery    bool
	Fragment    string // 3.5
	HasFragment bool
}

// Build returns the reference made of p's components, each percent-encoded
// as its component requires (see Escape), and parsed strictly. The scheme
// must match RFC 3986 3.1 and the port be digits; an IPv6 host is checked
// and bracketed. The result always parses to p's components, so Build adds
// the prefixes the grammar needs and documents them:
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
			b = appendEscape(b, p.Userinfo, Userinfo)
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
	b = appendEscape(b, p.Path, Path)
	if p.HasQuery || p.Query != "" {
		b = append(b, '?')
		b = appendEscape(b, p.Query, Query)
	}
	if p.HasFragment || p.Fragment != "" {
		b = append(b, '#')
		b = appendEscape(b, p.Fragment, Fragment)
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
// reg-name escaped.
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
			lit += "%25" + Escape(zone, 0)
		}
		lit += "]"
		if kind, f := syntax.IPLiteral(lit, syntax.ZoneID); f != nil || kind != syntax.HostIPv6 {
			if f == nil {
				f = &syntax.Fault{Err: ErrInvalidIPv6, Where: "host", Char: -1}
			}
			// Offsets into lit, less its "[", are offsets into host up
			// to the zone, which lit spells with two more bytes.
			g := *f
			g.Offset--
			if hasZone && g.Offset > len(addr) {
				g.Offset = max(g.Offset-2, len(addr)+1)
			}
			g.Offset = min(max(g.Offset, 0), len(host))
			g.Char = -1
			if g.Offset < len(host) {
				g.Char, _ = utf8.DecodeRuneInString(host[g.Offset:])
			}
			f = &g
			return b, newError("build", host, f)
		}
		return append(b, lit...), nil
	}
	return appendEscape(b, host, Host), nil
}

// firstSegmentHasColon reports whether the first segment of path holds a
// ":" (4.2).
func firstSegmentHasColon(path string) bool {
	seg, _, _ := strings.Cut(path, "/")
	return strings.IndexByte(seg, ':') >= 0
}

// Parts returns r's components decoded: every pct-encoded triplet becomes
// its octet, except in an IP-literal host, which is returned as written,
// brackets included. The zero Ref gives the zero Parts.
//
// Decoding loses the difference between a delimiter and its encoding
// ("a%2Fb" and "a/b" both give the path "a/b"), so Build(r.Parts()) equals
// r only when r is spelled the way Build spells it; it gives the same Parts
// back, but for the prefixes Build documents and for a reg-name that decodes
// to text with a ":" or a leading "[", which Build reads as an IP address.
func (r Ref) Parts() Parts {
	var p Parts
	if !r.IsValid() {
		return p
	}
	p.Scheme, _ = r.Scheme()
	p.HasAuthority = r.HasAuthority()
	ui, ok := r.Userinfo()
	p.Userinfo, p.HasUserinfo = syntax.UnescapeValid(ui), ok
	p.Host = r.Host()
	if r.HostKind() == HostRegName || r.HostKind() == HostIPv4 {
		p.Host = syntax.UnescapeValid(p.Host)
	}
	p.Port, p.HasPort = r.Port()
	p.Path = syntax.UnescapeValid(r.Path())
	q, ok := r.Query()
	p.Query, p.HasQuery = syntax.UnescapeValid(q), ok
	f, ok := r.Fragment()
	p.Fragment, p.HasFragment = syntax.UnescapeValid(f), ok
	return p
}
