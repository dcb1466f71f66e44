package diff

// This file makes the canonical forms in which components are compared
// (the package doc: "like with like"): percent-encoding normalized by RFC
// 3986 6.2.2.1 and 6.2.2.2, case by 6.2.2.1 and 3.2.2, ports by 6.2.3,
// IPv6 literals by RFC 5952 4.

import (
	"github.com/urikit/urikit/whatwg"
	"net/netip"
	"strconv"
	"strings"
)

// portKey is the port as a number in decimal without leading zeros, the
// scheme's default when absent or empty.
func portKey(scheme string, port *string) string {
	if port == nil || *port == "" {
		return whatwg.DefaultPort(scheme)
	}
	p := strings.TrimLeft(*port, "0")
	if p == "" {
		p = "0"
	}
	return p
}

// hostKey is the host in lower case, an IPv6 literal in the form of RFC
// 5952 4 inside brackets, "" for none, and "" for "localhost" in a file
// URL (RFC 8089 2; the URL Standard makes it the empty host).
func hostKey(scheme string, host *string) string {
	if host == nil {
		return ""
	}
	h := strings.ToLower(*host)
	if strings.HasPrefix(h, "[") && strings.HasSuffix(h, "]") {
		if a, err := netip.ParseAddr(h[1 : len(h)-1]); err == nil && a.Is6() {
			return "[" + a.String() + "]"
		}
	}
	if scheme == "file" && h == "localhost" {
		return ""
	}
	return h
}

// userinfoKey is the user name and the password, each percent-decoded,
// split at the first ':' (RFC 3986 3.2.1); an empty password is none.
func userinfoKey(userinfo *string) string {
	if userinfo == nil {
		return ""
	}
	user, pass, _ := strings.Cut(*userinfo, ":")
	user, pass = decode(user), decode(pass)
	if pass == "" {
		return user
	}
	return user + "\x00" + pass
}

// pathKey is the path in canonical escaped form; the empty path of a
// special scheme with a host is "/" (RFC 3986 6.2.3; the URL Standard's
// special URLs always have a path).
func pathKey(scheme string, hasHost bool, path *string) string {
	if path == nil {
		return ""
	}
	p := *path
	if p == "" && hasHost && whatwg.IsSpecialScheme(scheme) {
		p = "/"
	}
	return canon(p, pathChars, "!'()*")
}

// optionalKey is the canonical form of a query or fragment, alike when
// empty or absent. The URL Standard encodes "'" in the query of a special
// URL, which means nothing there: it is decoded.
func optionalKey(s *string) string {
	if s == nil {
		return ""
	}
	return canon(*s, pathChars+"?", "'")
}

// pathChars are the characters besides unreserved that RFC 3986 3.3 allows
// as they are in a path: pchar's sub-delims, ":" and "@", and "/".
const pathChars = "!$&'()*+,;=:@/"

const upperHex = "0123456789ABCDEF"

// canon returns s in canonical escaped form: the percent-encodings of
// unreserved characters and of the bytes in decodeToo decoded (RFC 3986
// 6.2.2.2), the others with upper-case hex digits (6.2.2.1); every byte
// but unreserved and allowed percent-encoded (2.1), and a "%" not followed
// by two hex digits encoded as "%25". decodeToo must be within allowed.
func canon(s, allowed, decodeToo string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			d := unhex(s[i+1])<<4 | unhex(s[i+2])
			if isUnreserved(d) || strings.IndexByte(decodeToo, d) >= 0 {
				b.WriteByte(d)
			} else {
				b.WriteByte('%')
				b.WriteByte(upperHex[d>>4])
				b.WriteByte(upperHex[d&15])
			}
			i += 2
			continue
		}
		if !isUnreserved(c) && strings.IndexByte(allowed, c) < 0 {
			b.WriteByte('%')
			b.WriteByte(upperHex[c>>4])
			b.WriteByte(upperHex[c&15])
			continue
		}
		b.WriteByte(c)
	}
	return b.String()
}

// decode percent-decodes s, leaving a "%" not followed by two hex digits
// as it is.
func decode(s string) string {
	if !strings.Contains(s, "%") {
		return s
	}
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) && isHex(s[i+1]) && isHex(s[i+2]) {
			b.WriteByte(unhex(s[i+1])<<4 | unhex(s[i+2]))
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// isUnreserved reports RFC 3986 2.3 unreserved = ALPHA / DIGIT / "-" /
// "." / "_" / "~".
func isUnreserved(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

func isHex(c byte) bool {
	return '0' <= c && c <= '9' || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}

func unhex(c byte) byte {
	switch {
	case c <= '9':
		return c - '0'
	case c >= 'a':
		return c - 'a' + 10
	}
	return c - 'A' + 10
}

// setKeys fills v.key from the view's components.
func (v *ParserView) setKeys() {
	if !v.Valid {
		return
	}
	scheme := ""
	if v.Scheme != nil {
		scheme = strings.ToLower(*v.Scheme)
	}
	v.key[Validity.index()] = strconv.FormatBool(v.Valid)
	v.key[Scheme.index()] = scheme
	v.key[Userinfo.index()] = userinfoKey(v.Userinfo)
	v.key[Host.index()] = hostKey(scheme, v.Host)
	v.key[Port.index()] = portKey(scheme, v.Port)
	v.key[Path.index()] = pathKey(scheme, v.Host != nil, v.Path)
	v.key[Query.index()] = optionalKey(v.Query)
	v.key[Fragment.index()] = optionalKey(v.Fragment)
}
