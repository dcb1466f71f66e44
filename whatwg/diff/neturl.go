package diff

// This file reads the components of net/url's reading out of its one
// serialization, url.URL.String, which writes
//
//	[scheme ":"] opaque ["?" query] ["#" fragment]
//	[scheme ":"] ["//" [userinfo "@"] host] path ["?" query] ["#" fragment]
//
// the userinfo by Userinfo.String, the path by EscapedPath and the
// fragment by EscapedFragment. Each of those methods writes a new string
// of its component (the path of a line of 0xFF bytes, "%FF" each, twice:
// a buffer and the string), so that calling them beside String would
// write each component twice more; the view takes them as substrings of
// the href instead.

import (
	"net/url"
	"strings"
)

// netURLParts returns the userinfo (when u.User is not nil), the path and
// the fragment (when u.Fragment is not empty) of u as href, u.String(),
// holds them: u.User.String(), u.EscapedPath() (u.Opaque when it is not
// empty) and u.EscapedFragment(). None of the delimiters it looks for can
// be in a component before it: String escapes '@' in the userinfo, '/',
// '?' and '#' in the userinfo and host, '?' and '#' in the path, and
// url.Parse cuts the fragment before the query. Where href does not tell
// the path alone (a "/" or "./" that String adds before some paths), the
// path is EscapedPath's.
func netURLParts(u *url.URL, href string) (userinfo, path, fragment string) {
	end := len(href)
	if u.Fragment != "" {
		i := strings.IndexByte(href, '#')
		fragment = href[i+1:]
		end = i
	}
	if u.ForceQuery || u.RawQuery != "" {
		end -= 1 + len(u.RawQuery)
	}
	if u.Opaque != "" {
		return "", u.Opaque, fragment
	}
	at := 0
	if u.Scheme != "" {
		at = len(u.Scheme) + 1
	}
	authority := (u.Scheme != "" || u.Host != "" || u.User != nil) && !(u.OmitHost && u.Host == "" && u.User == nil)
	if authority && (u.Host != "" || u.Path != "" || u.User != nil) {
		at += len("//")
	}
	if u.User != nil {
		k := strings.IndexByte(href[at:end], '@')
		userinfo = href[at : at+k]
		at += k + 1
	}
	switch {
	case u.Host != "":
		// The path follows the escaped host, which holds no '/', and
		// begins with '/' unless it is empty or String adds the '/'.
		if u.Path != "" && (u.Path[0] != '/' || u.RawPath != "" && u.RawPath[0] != '/') {
			return userinfo, u.EscapedPath(), fragment
		}
		if k := strings.IndexByte(href[at:end], '/'); k >= 0 {
			at += k
		} else {
			at = end
		}
	case at == 0 && strings.HasPrefix(href, "./"):
		// Perhaps String's "./" before a first segment with a ':'.
		return userinfo, u.EscapedPath(), fragment
	}
	return userinfo, href[at:end], fragment
}
