package whatwg

// This file converts a URL (URL Standard 4.1) to the types of the other
// readings: package uri's Ref (RFC 3986), where the href is a URI, and
// net/url's *url.URL, with the URL's own components.

import (
	"net/url"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// URI returns u's href read as an RFC 3986 URI (uri.Parse), strictly. Most
// hrefs are URIs: the serializer percent-encodes spaces, controls and
// non-ASCII, and hosts are ASCII. Some are not, and then the error is
// uri.Parse's *uri.Error, with the offset in the href: the URL Standard
// leaves "|", "^", "`", "{", "}" and "[" "]" bare in some components and a
// "%" that starts no triplet as it is ("http://a/%zz", "http://a/b|c"),
// and an opaque host or path may hold more. The zero URL is
// uri.ErrZeroRef.
func (u URL) URI() (uri.Ref, error) {
	if !u.IsValid() {
		return uri.Ref{}, &uri.Error{Op: "parse", Err: uri.ErrZeroRef}
	}
	return uri.Parse(u.href)
}

// NetURL returns u as a *url.URL filled from u's components, as url.Parse
// fills it: Scheme; User from the username and password, decoded (nil
// without credentials); Host, the serialized host and ":" port, with the
// triplets of an opaque host that net/url holds decoded (non-ASCII octets,
// "%25"); Path
// decoded with RawPath as written, or Opaque for an opaque path
// ("mailto:a@b"); RawQuery and ForceQuery for an empty query; Fragment
// decoded with RawFragment. So net/http sends u's path and query as
// written, and Hostname is u's host, whatever url.Parse would make of the
// href. Where url.URL cannot hold a detail, String re-spells it: the
// userinfo in net/url's escaping, an empty fragment ("#") dropped, and a
// path net/url would escape again (holding "|", "^" or "\" in a
// non-special URL, or a "%" that starts no triplet) escaped its way. A path that starts with "//" after
// a URL without a host keeps the "/." the serializer writes before it,
// so that String never reads it as an authority. It returns nil for the
// zero URL.
func (u URL) NetURL() *url.URL {
	if !u.IsValid() {
		return nil
	}
	n := &url.URL{Scheme: u.Scheme()}
	path := u.href[u.schemeEnd+1 : u.queryStart]
	if u.hostType != NoHost {
		path = u.Pathname()
		if user, pass := u.Username(), u.Password(); user != "" || pass != "" {
			if pass != "" {
				n.User = url.UserPassword(PercentDecode(user), PercentDecode(pass))
			} else {
				n.User = url.User(PercentDecode(user))
			}
		}
		n.Host = netURLHost(u.Host())
	}
	switch {
	case u.opaque:
		n.Opaque = path
	case u.hostType == NoHost:
		n.OmitHost = true
		fallthrough
	default:
		n.Path = PercentDecode(path)
		if n.EscapedPath() != path {
			n.RawPath = path
		}
	}
	n.RawQuery, n.ForceQuery = u.Query()
	n.ForceQuery = n.ForceQuery && n.RawQuery == ""
	if f, ok := u.Fragment(); ok && f != "" {
		n.Fragment = PercentDecode(f)
		if n.EscapedFragment() != f {
			n.RawFragment = f
		}
	}
	return n
}

// netURLHost returns the host and port h as url.Parse holds them in Host:
// the triplets of non-ASCII octets and "%25" decoded (net/url refuses the
// other triplets of ASCII octets in a host, so they stay as written).
func netURLHost(h string) string {
	if strings.IndexByte(h, '%') < 0 {
		return h
	}
	b := make([]byte, 0, len(h))
	for i := 0; i < len(h); i++ {
		if syntax.IsPctEncoded(h, i) {
			if c := syntax.PctOctet(h, i); c >= 0x80 || c == '%' {
				b = append(b, c)
				i += 2
				continue
			}
		}
		b = append(b, h[i])
	}
	return string(b)
}
