package server

// This file reads and writes the hostport of RFC 1738 3.1 and RFC 4516 2
// (host [":" port]) with the host and port of RFC 3986 3.2.2 and 3.2.3,
// for the ldap, prospero and wais schemes.

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/uri"
)

// HostPort holds a scheme's rules and reasons for its hostport.
type HostPort struct {
	Op          string // the Op of the errors: "parse wais"
	NoAuthority error  // the reason for a reference without "//"
	Userinfo    error  // the reason for a userinfo, which the scheme has not
	// MissingHost is the reason for an empty host; nil when the host is
	// optional, and then a port needs one (RFC 4516 2: [host [COLON
	// port]]).
	MissingHost error
	InvalidHost error // wraps why a reg-name is not UTF-8 text
}

// Read reads the host and port of r, placed by l. A reg-name is
// percent-decoded and must be UTF-8 (and must not decode to a leading
// "[", which would read as an IP literal); an IP literal is kept as
// written, brackets included (RFC 3986 3.2.2). An absent or empty port is
// def (RFC 3986 3.2.3).
func (h HostPort) Read(r uri.Ref, l Layout, def int) (host string, port int, hasPort bool, err error) {
	if !r.HasAuthority() {
		return "", 0, false, h.fail(l, l.Path, uri.Path, h.NoAuthority)
	}
	if ui, ok := r.Userinfo(); ok {
		return "", 0, false, h.fail(l, l.Host-len(ui)-1, uri.Userinfo, h.Userinfo)
	}
	host = r.Host()
	if r.HostKind() == uri.HostRegName {
		if host == "" && h.MissingHost != nil {
			return "", 0, false, h.fail(l, l.Host, uri.Host, h.MissingHost)
		}
		if host != "" {
			dec, err := uri.Unescape(host)
			if err == nil && !utf8.ValidString(dec) {
				err = uri.ErrInvalidUTF8
			}
			if err == nil && strings.HasPrefix(dec, "[") {
				err = fmt.Errorf("decodes to a leading '[', read as an IP literal: %w", uri.ErrInvalidChar)
			}
			if err != nil {
				return "", 0, false, h.fail(l, l.Host, uri.Host, fmt.Errorf("%w: %w", h.InvalidHost, err))
			}
			host = dec
		}
	}
	port = def
	if digits, ok := r.Port(); ok {
		if host == "" && h.MissingHost == nil {
			return "", 0, false, h.fail(l, l.Port-1, uri.Port, fmt.Errorf("%w: a port without a host", h.InvalidHost))
		}
		if digits != "" {
			n, ok := r.PortNumber()
			if !ok {
				return "", 0, false, h.fail(l, l.Port, uri.Port, fmt.Errorf("%w: above 65535", uri.ErrInvalidPort))
			}
			port, hasPort = int(n), true
		}
	}
	return host, port, hasPort, nil
}

// Append appends host, escaped as a reg-name unless it is a bracketed IP
// literal (RFC 3986 3.2.2), and ":" port when hasPort or port is not def
// (and, when the host is optional, there is a host to carry it).
func (h HostPort) Append(b []byte, host string, port int, hasPort bool, def int) []byte {
	b = append(b, EscapeHost(host)...)
	if (host != "" || h.MissingHost != nil) && (hasPort || port != def) {
		b = append(b, ':')
		b = fmt.Append(b, port)
	}
	return b
}

func (h HostPort) fail(l Layout, off int, c uri.Component, err error) *uri.Error {
	return &uri.Error{Op: h.Op, Input: l.S, Offset: off, Component: c, Err: err}
}
