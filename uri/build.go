package uri

// This file builds a reference from decoded components (RFC 3986 3, 5.3),
// escaping each as its component requires (2.1, 2.4, 3.2.1-3.5), and takes
// a reference apart into decoded components.

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// Parts are the components of a reference, for Build; Ref.Parts gives them
// back. An optional component is present when its Has field is set or its
// value is not empty, so the Has fields are needed only for present but
// empty components ("http://a/?" has an empty query).
//
// Userinfo, Host, Path, Query and Fragment are in one of two forms, as
// Encoded says:
//
//   - decoded (Encoded false, the default): plain data, not
//     percent-encoded. Build escapes every octet the component cannot hold,
//     "%" included, so "a%b" is the text "a%b". A delimiter stays a
//     delimiter: "/" in Path separates segments, "&" and "=" in Query are
//     the query's own.
//   - encoded (Encoded true): spelled as in a reference (RFC 3986 2.1).
//     Build keeps every well-formed triplet as it is and escapes the other
//     octets the component cannot hold, a "%" not followed by two
//     hexadecimal digits included. This is how to give a delimiter as data:
//     Path "/a%2Fb" is one segment "a/b" (see Escape with PathSegment),
//     Query "k=a%26b" a value holding "&".
//
// Ref.Parts gives the decoded form when decoding keeps the reference's
// meaning, and the encoded form, components exactly as written, when the
// reference holds a percent-encoded delimiter that decoding would turn into
// a bare one (RFC 3986 2.2: "a%2Fb" and "a/b" are different paths). So
// Build(r.Parts()) always means what r means.
type Parts struct {
	Scheme string // 3.1; "" for a relative reference

	// HasAuthority asks for an authority (3.2) even when Userinfo, Host
	// and Port are all empty and absent ("file:///x").
	HasAuthority bool
	Userinfo     string // 3.2.1; ":" stays the user:password separator
	HasUserinfo  bool
	// Host is a registered name (3.2.2), escaped as one; an IPv4 address;
	// an IPv6 address, with or without brackets, with an RFC 6874 zone
	// after "%" ("fe80::1%eth0"; encoded, "%25" is the separator); or a
	// bracketed IPvFuture literal. A bracketed literal is taken as
	// written.
	Host    string
	Port    string // 3.2.3: digits only
	HasPort bool

	Path string // 3.3; "/" stays a separator
	// Query is escaped as a whole with the Query component, so "&", "="
	// and "+" stay delimiters. To put one of them in a key or a value,
	// use EncodeForm and Encoded, or escape the key or value with
	// QueryComponent and set Encoded.
	Query       string // 3.4
	HasQuery    bool
	Fragment    string // 3.5
	HasFragment bool

	// Encoded says Userinfo, Host, Path, Query and Fragment are
	// percent-encoded as in a reference rather than plain data.
	Encoded bool
}

// Build returns the reference made of p's components, each percent-encoded
// as its component requires (see Escape and Parts.Encoded), and parsed
// strictly. The scheme must match RFC 3986 3.1 and the port be digits; an
// IPv6 host is checked and bracketed. The result always parses to p's
// components, so Build adds the prefixes the grammar needs and documents
// them:
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
			b = appendPart(b, p.Userinfo, Userinfo, p.Encoded)
			b = append(b, '@')
		}
		var err error
		if b, err = appendHost(b, p.Host, p.Encoded); err != nil {
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
	b = appendPart(b, p.Path, Path, p.Encoded)
	if p.HasQuery || p.Query != "" {
		b = append(b, '?')
		b = appendPart(b, p.Query, Query, p.Encoded)
	}
	if p.HasFragment || p.Fragment != "" {
		b = append(b, '#')
		b = appendPart(b, p.Fragment, Fragment, p.Encoded)
	}
	s := string(b)
	r, f := syntax.Parse(s, syntax.ZoneID)
	if f != nil {
		// Not expected: every component was escaped or checked.
		return Ref{}, newError("build", s, f)
	}
	return Ref{r}, nil
}

// appendPart appends s escaped for component c: as data, or, when encoded,
// keeping its well-formed triplets (2.1).
func appendPart(b []byte, s string, c Component, encoded bool) []byte {
	if !encoded {
		return appendEscape(b, s, c)
	}
	for i := 0; i < len(s); i++ {
		switch ch := s[i]; {
		case ch == '%' && i+2 < len(s) && syntax.IsHexDig(s[i+1]) && syntax.IsHexDig(s[i+2]):
			b = append(b, s[i:i+3]...)
			i += 2
		case syntax.NeedsEscape(ch, syntax.Component(c)):
			b = append(b, '%', upperHex[ch>>4], upperHex[ch&15])
		default:
			b = append(b, ch)
		}
	}
	return b
}

const upperHex = "0123456789ABCDEF"

// appendHost appends a host (3.2.2): an IP-literal as written, an IPv6
// address bracketed (its zone, RFC 6874, introduced by "%25"), or a
// reg-name escaped, decoded or encoded as the flag says.
func appendHost(b []byte, host string, encoded bool) ([]byte, error) {
	switch {
	case strings.HasPrefix(host, "["):
		if _, f := syntax.IPLiteral(host, syntax.ZoneID); f != nil {
			return b, newError("build", host, f)
		}
		return append(b, host...), nil
	case strings.IndexByte(host, ':') >= 0:
		addr, zone, hasZone := strings.Cut(host, "%")
		extra := 2 // lit spells the zone's "%" with two more bytes
		if encoded && hasZone {
			// RFC 6874: the zone is introduced by "%25".
			if !strings.HasPrefix(zone, "25") {
				f := &syntax.Fault{Offset: len(addr) + 1, Err: ErrInvalidZone, Where: "host", Char: -1}
				if f.Offset < len(host) {
					f.Char, _ = utf8.DecodeRuneInString(host[f.Offset:])
				}
				return b, newError("build", host, f)
			}
			zone, extra = zone[2:], 0
		}
		lit := "[" + addr
		if hasZone {
			lit += "%25" + string(appendPart(nil, zone, 0, encoded))
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
				g.Offset = max(g.Offset-extra, len(addr)+1)
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
	return appendPart(b, host, Host, encoded), nil
}

// firstSegmentHasColon reports whether the first segment of path holds a
// ":" (4.2).
func firstSegmentHasColon(path string) bool {
	seg, _, _ := strings.Cut(path, "/")
	return strings.IndexByte(seg, ':') >= 0
}

// Parts returns r's components, decoded when that keeps r's meaning and
// encoded otherwise (see Parts.Encoded), so that Build(r.Parts()) means
// what r means: it is r up to the case of hexadecimal digits and the
// prefixes Build documents. The zero Ref gives the zero Parts.
//
// Decoded, every pct-encoded triplet becomes its octet, except in an
// IP-literal host, which is returned as written, brackets included. The
// encoded form, every component exactly as written, is given instead when
// some triplet stands for a delimiter its component allows bare (RFC 3986
// 2.2: "a%2Fb" is one path segment, "a/b" two), for a "." in the path
// ("%2E%2E" is not the segment ".." to RFC 3986 5.2.4), or when a reg-name
// would decode to text with a ":" or a leading "[", which Build reads as
// an IP address.
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
	kind := r.HostKind()
	regName := kind == HostRegName || kind == HostIPv4
	if !decodes(p.Userinfo, Userinfo) || regName && !decodesHost(p.Host) || !decodes(p.Path, Path) ||
		!decodes(p.Query, Query) || !decodes(p.Fragment, Fragment) {
		p.Encoded = true
		return p
	}
	p.Userinfo = syntax.UnescapeValid(p.Userinfo)
	if regName {
		p.Host = syntax.UnescapeValid(p.Host)
	}
	p.Path = syntax.UnescapeValid(p.Path)
	p.Query = syntax.UnescapeValid(p.Query)
	p.Fragment = syntax.UnescapeValid(p.Fragment)
	return p
}

// decodes reports whether decoding the well-formed component s and
// escaping it again for c (as Build does) keeps its meaning: whether no
// triplet of s stands for an ASCII character that c holds bare and that is
// reserved (2.2), or is a "." in a path (5.2.4 reads only a bare "." as a
// dot-segment). Other triplets are unreserved characters, equivalent to
// their encoding (2.3), or come back encoded.
func decodes(s string, c Component) bool {
	for i := strings.IndexByte(s, '%'); i >= 0; {
		ch := syntax.Unhex(s[i+1])<<4 | syntax.Unhex(s[i+2])
		if ch == '.' && c == Path || syntax.NeedsEscape(ch, 0) && !syntax.NeedsEscape(ch, syntax.Component(c)) {
			return false
		}
		j := strings.IndexByte(s[i+3:], '%')
		if j < 0 {
			break
		}
		i += 3 + j
	}
	return true
}

// decodesHost reports whether a reg-name decodes into a host Build reads as
// a reg-name again (3.2.2).
func decodesHost(h string) bool {
	if !decodes(h, Host) {
		return false
	}
	d := syntax.UnescapeValid(h)
	return strings.IndexByte(d, ':') < 0 && !strings.HasPrefix(d, "[")
}
