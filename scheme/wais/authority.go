package wais

// This file reads the hostport of RFC 1738 3.1 (host [":" port]) with the
// host and port of RFC 3986 3.2.2 and 3.2.3, for RFC 4156 2.

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/uri"
)

// layout holds the offsets in a reference's string of the components
// Parse reads (RFC 3986 3).
type layout struct {
	s        string
	host     int // offset of the host
	port     int // offset of the port digits (after ":")
	path     int
	query    int // offset of the query (after "?")
	hasQuery bool
}

// locate computes the offsets of r's components in r.String(): scheme ":"
// [ "//" authority ] path [ "?" query ] (RFC 3986 3).
func locate(r uri.Ref) layout {
	s := r.String()
	scheme, _ := r.Scheme()
	l := layout{s: s}
	i := len(scheme) + 1
	if auth, ok := r.Authority(); ok {
		i += 2
		l.host = i
		if ui, ok := r.Userinfo(); ok {
			l.host += len(ui) + 1
		}
		l.port = l.host + len(r.Host()) + 1
		i += len(auth)
	}
	l.path = i
	_, l.hasQuery = r.Query()
	l.query = i + len(r.Path()) + 1
	return l
}

// hostPort reads the host and port of r (RFC 1738 3.1: a host is
// required, no userinfo; RFC 3986 3.2.2, 3.2.3). A reg-name is
// percent-decoded and must be UTF-8 (and must not decode to a leading
// "[", which would read as an IP literal); an IP literal is kept as
// written, brackets included. An absent or empty port is def.
func hostPort(r uri.Ref, l layout, def int) (host string, port int, hasPort bool, err error) {
	if !r.HasAuthority() {
		return "", 0, false, parseError(l.s, l.path, uri.Path, fmt.Errorf("%w: the reference has no \"//\" authority", ErrMissingHost))
	}
	if _, ok := r.Userinfo(); ok {
		return "", 0, false, parseError(l.s, l.host-len(mustUserinfo(r))-1, uri.Userinfo, ErrUserinfo)
	}
	host = r.Host()
	switch r.HostKind() {
	case uri.HostRegName:
		if host == "" {
			return "", 0, false, parseError(l.s, l.host, uri.Host, ErrMissingHost)
		}
		dec, err := uri.Unescape(host)
		if err == nil && !utf8.ValidString(dec) {
			err = uri.ErrInvalidUTF8
		}
		if err == nil && strings.HasPrefix(dec, "[") {
			err = fmt.Errorf("decodes to a leading '[', read as an IP literal: %w", uri.ErrInvalidChar)
		}
		if err != nil {
			return "", 0, false, parseError(l.s, l.host, uri.Host, fmt.Errorf("%w: %w", ErrInvalidHost, err))
		}
		host = dec
	}
	port = def
	if digits, ok := r.Port(); ok && digits != "" {
		n, ok := r.PortNumber()
		if !ok {
			return "", 0, false, parseError(l.s, l.port, uri.Port, fmt.Errorf("%w: above 65535", uri.ErrInvalidPort))
		}
		port, hasPort = int(n), true
	}
	return host, port, hasPort, nil
}

func mustUserinfo(r uri.Ref) string {
	ui, _ := r.Userinfo()
	return ui
}

// appendHostPort appends host, escaped as a reg-name unless it is a
// bracketed IP literal (RFC 3986 3.2.2), and ":" port when hasPort or port
// is not def.
func appendHostPort(b []byte, host string, port int, hasPort bool, def int) []byte {
	if strings.HasPrefix(host, "[") {
		b = append(b, host...)
	} else {
		b = append(b, uri.Escape(host, uri.Host)...)
	}
	if hasPort || port != def {
		b = append(b, ':')
		b = fmt.Append(b, port)
	}
	return b
}
