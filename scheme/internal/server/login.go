package server

// This file reads and writes the login of RFC 1738 3.1, [ user [ ":"
// password ] "@" ] host [ ":" port ], with the host and port of RFC 3986
// 3.2.2 and 3.2.3, for the ftp, telnet, gopher, file and http schemes.

import (
	"strings"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// Login reads the userinfo of r as user [ ":" password ] (RFC 1738 3.1),
// each decoded to its octets, UTF-8 or not: RFC 1738 2.2 and 3.1 let an
// escape stand for any octet; hasUser reports a userinfo, hasPassword its
// ":". A second ":" is in neither user nor password: the reason is
// invalid. Errors have Op op.
func Login(r uri.Ref, op string, invalid error) (user, password string, hasUser, hasPassword bool, err error) {
	ui, ok := r.Userinfo()
	if !ok {
		return "", "", false, false, nil
	}
	u, p, hasPass := strings.Cut(ui, ":")
	if i := strings.IndexByte(p, ':'); i >= 0 {
		return "", "", false, false, fail(r, op, part.At(r, uri.Userinfo)+len(u)+1+i, uri.Userinfo, invalid)
	}
	return part.Octets(u), part.Octets(p), true, hasPass, nil
}

// AppendLogin appends user [ ":" password ] "@" to b when hasUser or
// hasPassword, each percent-encoded with its ":" escaped so that Login
// reads them back (RFC 1738 3.1); nothing otherwise.
func AppendLogin(b []byte, user, password string, hasUser, hasPassword bool) []byte {
	if !hasUser && !hasPassword {
		return b
	}
	b = appendUserinfo(b, user)
	if hasPassword {
		b = append(b, ':')
		b = appendUserinfo(b, password)
	}
	return append(b, '@')
}

// appendUserinfo appends s percent-encoded as userinfo (RFC 3986 3.2.1)
// with ":" escaped too.
func appendUserinfo(b []byte, s string) []byte {
	for _, c := range []byte(uri.Escape(s, uri.Userinfo)) {
		if c == ':' {
			b = append(b, "%3A"...)
		} else {
			b = append(b, c)
		}
	}
	return b
}

// Host reads the host of r (RFC 3986 3.2.2): a reg-name decoded to UTF-8
// text, which must not start with "[" (the reason is invalid), or an IP
// address as written, brackets included. An empty host is refused with
// the reason missing, unless missing is nil. Errors have Op op.
func Host(r uri.Ref, op string, missing, invalid error) (string, error) {
	host, hs := r.Host(), part.At(r, uri.Host)
	if host == "" && missing != nil {
		return "", fail(r, op, hs, uri.Host, missing)
	}
	if r.HostKind() == uri.HostRegName {
		d, bad := part.Decode(host)
		if bad >= 0 {
			return "", fail(r, op, hs+bad, uri.Host, uri.ErrInvalidUTF8)
		}
		if strings.HasPrefix(d, "[") {
			return "", fail(r, op, hs, uri.Host, invalid)
		}
		host = d
	}
	return host, nil
}

// Port reads the port of r (RFC 3986 3.2.3): def when it is absent or
// empty, given when it is not; above 65535 it is uri.ErrInvalidPort.
// Errors have Op op.
func Port(r uri.Ref, op string, def int) (port int, given bool, err error) {
	port, given, ok := ReadPort(r, def)
	if !ok {
		return 0, false, fail(r, op, part.At(r, uri.Port), uri.Port, uri.ErrInvalidPort)
	}
	return port, given, nil
}

// ReadPort is Port without the error: ok is false for a port above 65535.
func ReadPort(r uri.Ref, def int) (port int, given, ok bool) {
	if p, has := r.Port(); has && p != "" {
		n, ok := r.PortNumber()
		if !ok {
			return 0, false, false
		}
		return int(n), true, true
	}
	return def, false, true
}

func fail(r uri.Ref, op string, off int, c uri.Component, err error) error {
	return &uri.Error{Op: op, Input: r.String(), Offset: off, Component: c, Err: err}
}
