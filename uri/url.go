package uri

// This file converts between a Ref and net/url's *url.URL, keeping every
// byte of the reference (RFC 3986 5.3 recomposition on both sides).

import (
	"errors"
	"net/url"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

var errNilURL = errors.New("nil *url.URL")

// URL returns r as a *url.URL whose String() is exactly r.String(), so that
// FromURL(r.URL()) == r. It returns nil for the zero Ref.
//
// The fields are filled the way url.Parse fills them: Scheme as written (not
// lower-cased), User from the decoded userinfo split at its first ":", Host
// with the port and with a reg-name decoded, a decoded Path with RawPath
// when the spelling differs from net/url's own escaping, Opaque for a
// rootless path after a scheme ("mailto:a@b"), OmitHost for an absolute
// path after a scheme without an authority ("foo:/x"), RawQuery as written, ForceQuery for an
// empty query, and a decoded Fragment with RawFragment.
//
// Some references have no such representation, and net/url's escape hatch,
// Opaque, which String writes verbatim, holds them instead:
//
//   - an authority net/url would re-spell: a userinfo or reg-name with
//     percent-encoded characters net/url leaves bare ("%41"), lower-case
//     hexadecimal digits, characters net/url escapes ("!", "*", "'", "(",
//     ")" or a second ":" in userinfo), or an empty authority with an empty
//     path ("http://", "//"), which String drops. Opaque is then "//"
//     followed by the authority and the path; Host and User are still set
//     for callers that dial, while Path is left empty.
//   - an empty fragment ("http://a/#"): URL has no field for one (String
//     writes "#" only for a non-empty Fragment). Opaque then holds
//     everything after the scheme's ":", query and "#" included, and
//     RawQuery, ForceQuery and Fragment are empty.
func (r Ref) URL() *url.URL {
	if !r.IsValid() {
		return nil
	}
	s := r.String()
	u := r.structuredURL()
	if u.String() == s {
		return u
	}
	start := 0
	if scheme, ok := r.Scheme(); ok {
		start = len(scheme) + 1
	}
	u.Path, u.RawPath = "", ""
	if f, ok := r.Fragment(); ok && f == "" {
		u.Opaque = s[start:]
		u.RawQuery, u.ForceQuery = "", false
		u.Fragment, u.RawFragment = "", ""
		return u
	}
	end := start + len(r.Path())
	if a, ok := r.Authority(); ok {
		end += 2 + len(a)
	}
	u.Opaque = s[start:end]
	return u
}

// structuredURL fills a url.URL as url.Parse would, without Opaque except
// for a rootless path after a scheme.
func (r Ref) structuredURL() *url.URL {
	u := &url.URL{}
	scheme, hasScheme := r.Scheme()
	u.Scheme = scheme
	path := r.Path()
	if r.HasAuthority() {
		if ui, ok := r.Userinfo(); ok {
			name, pass, hasPass := strings.Cut(syntax.UnescapeValid(ui), ":")
			if hasPass {
				u.User = url.UserPassword(name, pass)
			} else {
				u.User = url.User(name)
			}
		}
		host := syntax.UnescapeValid(r.Host())
		if port, ok := r.Port(); ok {
			host += ":" + port
		}
		u.Host = host
	} else if hasScheme && path != "" {
		if path[0] == '/' {
			u.OmitHost = true
		} else {
			u.Opaque, path = path, ""
		}
	}
	if path != "" {
		u.Path = syntax.UnescapeValid(path)
		if u.EscapedPath() != path {
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
