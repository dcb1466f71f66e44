package uri

// This file converts between a Ref and net/url's *url.URL (RFC 3986 3, 5.3
// recomposition on both sides): to a url.URL as url.Parse fills it, and
// back from what url.URL.String spells.

import (
	"errors"
	"net/url"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

var errNilURL = errors.New("nil *url.URL")

// URL returns r as a *url.URL with the fields url.Parse(r.String()) gives,
// so that net/http sends it as r means it: Scheme, Host, EscapedPath(),
// RawQuery, Query() and RequestURI() are url.Parse's wherever url.Parse
// accepts the string, and the other fields are filled the same way (User
// from the userinfo split at its first ":" and decoded; a decoded Path with
// RawPath when the spelling is not net/url's own; Opaque only for a
// rootless path after a scheme, "mailto:a@b"; OmitHost for "foo:/x";
// ForceQuery for an empty query; a decoded Fragment with RawFragment). It
// returns nil for the zero Ref.
//
// Opaque never stands in for an authority. Where url.URL cannot hold a
// detail of r, URL drops the detail and keeps the structure, so u.String()
// may differ from r.String(); FromURL(u) is r whenever it is spelled the
// same, and valid but where net/url's own spelling is not RFC 3986 (it
// writes the sub-delims of an RFC 6874 zone bare: "[fe80::1%25a!]"). The
// details dropped:
//
//   - the scheme is lower-cased, as url.Parse does (3.1: case-insensitive);
//   - an empty fragment ("http://a/#") is dropped: url.URL has no field for
//     one (String writes "#" only for a non-empty Fragment);
//   - userinfo is held decoded, so String re-spells it in net/url's way
//     ("x!y" becomes "x%21y", "%41" becomes "A");
//   - a reg-name is decoded where net/url can hold the octet in Host: an
//     unreserved or sub-delims character (2.3, 3.2.2), "%" ("%25") or a
//     non-ASCII octet; String re-spells it ("a%41" becomes "aA");
//   - a host net/url would refuse becomes the empty host, the port kept:
//     an IPvFuture literal ("[v1.x]") and a reg-name holding any other
//     percent-encoded ASCII octet ("a%00.b", "a%2F", "%5B%3A%3A1%5D"), which
//     cannot be held decoded in Host. net/http then refuses to send the
//     request (it has no host) instead of dialing a different one;
//   - in an IPv6 zone (RFC 6874) the triplets net/url refuses there are
//     kept as written, so Host holds their "%" bare;
//   - an empty authority with an empty path ("http://", "//") is dropped:
//     String writes "//" only before a host, userinfo or path; and a
//     relative reference with an empty authority (or a host dropped as
//     above) and an absolute path ("///x") has the Path "///x", as
//     url.Parse reads it.
//
// Path is decoded, as net/url defines it, so a segment "%2E%2E" appears
// there as ".."; RawPath and EscapedPath keep it encoded, and net/http
// sends EscapedPath, so the request names the path r names (a
// percent-encoded dot is never a dot-segment in urikit). Code that
// resolves Path itself should use EscapedPath instead.
func (r Ref) URL() *url.URL {
	if !r.IsValid() {
		return nil
	}
	u := &url.URL{}
	scheme, hasScheme := r.Scheme()
	u.Scheme = strings.ToLower(scheme)
	path := r.Path()
	if r.HasAuthority() {
		u.User = r.urlUser()
		u.Host = r.urlHost()
		if !hasScheme && u.User == nil && u.Host == "" && path != "" {
			// String writes no "//" here: url.Parse reads "///x" as
			// the path "///x", so the path spells the empty authority.
			path = "//" + path
		}
	} else if hasScheme && path != "" {
		if path[0] == '/' {
			u.OmitHost = true
		} else {
			u.Opaque, path = path, ""
		}
	}
	if path != "" {
		// RawPath as url.Parse sets it: unless the path is net/url's
		// own escaping of Path, which EscapedPath gives but for "*".
		u.Path = syntax.UnescapeValid(path)
		if esc := u.EscapedPath(); esc != path && (u.Path != "*" || path != "%2A") {
			u.RawPath = path
		}
	}
	q, hasQuery := r.Query()
	u.RawQuery = q
	u.ForceQuery = hasQuery && q == ""
	if f, ok := r.Fragment(); ok && f != "" {
		u.Fragment = syntax.UnescapeValid(f)
		if u.EscapedFragment() != f {
			u.RawFragment = f
		}
	}
	return u
}

// urlUser returns the userinfo as url.Parse does: split at its first ":",
// then each side decoded (3.2.1).
func (r Ref) urlUser() *url.Userinfo {
	ui, ok := r.Userinfo()
	if !ok {
		return nil
	}
	name, pass, hasPass := strings.Cut(ui, ":")
	if hasPass {
		return url.UserPassword(syntax.UnescapeValid(name), syntax.UnescapeValid(pass))
	}
	return url.User(syntax.UnescapeValid(name))
}

// urlHost returns the host and port as url.URL.Host holds them (3.2.2,
// 3.2.3, RFC 6874): Hostname, bracketed when it is an IPv6 address, or
// only the port when net/url cannot hold the host.
func (r Ref) urlHost() string {
	h := ""
	switch r.HostKind() {
	case HostIPvFuture:
	case HostIPv6:
		h = "[" + r.Hostname() + "]"
	default:
		h = r.Hostname()
	}
	if port, ok := r.Port(); ok {
		h += ":" + port
	}
	return h
}

// FromURL returns the Ref that u.String() spells, parsed strictly (RFC 3986
// 4.1) except that RFC 6874 zone identifiers are accepted, as url.Parse
// accepts them. It keeps every byte of that string: FromURL(r.URL()) == r
// for every valid r. Note that url.Parse lower-cases the scheme and that
// String re-escapes a decoded Path that has no matching RawPath; FromURL
// sees only the result.
//
// A nil u, or one whose String() is not an RFC 3986 URI-reference (net/url
// lets through, for instance, "[" in a path or a space in RawQuery), is an
// *Error with Op "from URL".
func FromURL(u *url.URL) (Ref, error) {
	if u == nil {
		return Ref{}, &Error{Op: "from URL", Err: errNilURL}
	}
	s := u.String()
	r, f := syntax.Parse(s, syntax.ZoneID)
	if f != nil {
		return Ref{}, newError("from URL", s, f)
	}
	return Ref{r}, nil
}
