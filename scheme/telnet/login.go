package telnet

// This file reads the login of RFC 1738 3.1, which RFC 4248 2 and RFC
// 6270 2 keep: [ user [ ":" password ] "@" ] host [ ":" port ].

import (
	"strings"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// parseLogin fills the login fields of u from r, an error returned with
// fail.
func (u *URL) parseLogin(r uri.Ref, fail func(int, uri.Component, error) error) error {
	if ui, ok := r.Userinfo(); ok {
		off := part.At(r, uri.Userinfo)
		user, pass, hasPass := strings.Cut(ui, ":")
		// RFC 1738 3.1: user and password are *[ uchar | ";" | "?" |
		// "&" | "=" ]: a second ":" is in neither.
		if i := strings.IndexByte(pass, ':'); i >= 0 {
			return fail(off+len(user)+1+i, uri.Userinfo, ErrInvalidLogin)
		}
		var bad int
		if u.User, bad = part.Decode(user); bad >= 0 {
			return fail(off+bad, uri.Userinfo, uri.ErrInvalidUTF8)
		}
		if u.Password, bad = part.Decode(pass); bad >= 0 {
			return fail(off+len(user)+1+bad, uri.Userinfo, uri.ErrInvalidUTF8)
		}
		u.HasUser, u.HasPassword = true, hasPass
	}
	host := r.Host()
	hs := part.At(r, uri.Host)
	if host == "" {
		return fail(hs, uri.Host, ErrMissingHost) // 3.1: host is not optional
	}
	if r.HostKind() == uri.HostRegName {
		d, bad := part.Decode(host)
		if bad >= 0 {
			return fail(hs+bad, uri.Host, uri.ErrInvalidUTF8)
		}
		if strings.HasPrefix(d, "[") {
			return fail(hs, uri.Host, ErrInvalidHost)
		}
		host = d
	}
	u.Host = host
	if p, ok := r.Port(); ok && p != "" {
		n, ok := r.PortNumber()
		if !ok {
			return fail(part.At(r, uri.Port), uri.Port, uri.ErrInvalidPort)
		}
		u.Port, u.PortGiven = int(n), true
	}
	return nil
}

// writeLogin appends the login of u to b, escaped so that parseLogin reads
// it back.
func (u URL) writeLogin(b *strings.Builder) {
	if u.HasUser || u.HasPassword {
		b.WriteString(escapeColon(uri.Escape(u.User, uri.Userinfo)))
		if u.HasPassword {
			b.WriteByte(':')
			b.WriteString(escapeColon(uri.Escape(u.Password, uri.Userinfo)))
		}
		b.WriteByte('@')
	}
	if strings.HasPrefix(u.Host, "[") {
		b.WriteString(u.Host) // an IP-literal, as written
	} else {
		b.WriteString(uri.Escape(u.Host, uri.Host))
	}
}

// escapeColon escapes the ":" left by uri.Escape in a user or password.
func escapeColon(s string) string { return strings.ReplaceAll(s, ":", "%3A") }
