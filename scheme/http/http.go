// Package http reads http and https URIs (RFC 9110 4.2.1, 4.2.2) and ws and
// wss URIs (RFC 6455 3) into a typed value: the host, which these schemes
// require, the effective port (80 for http and ws, 443 for https and wss)
// and the origin of RFC 6454 4 serialized by RFC 6454 6.2
// ("http://example.com", scheme and host in lower case, the default port
// left out).
//
// The components are kept as written, percent-encodings included: HTTP
// sends the path and query as they are (RFC 9110 7.1), and the host is
// compared in lower case (RFC 9110 4.2.3), not decoded. A userinfo is
// kept, though RFC 9110 4.2.4 forbids senders to generate one (the check
// package warns of it). A ws or wss URI with a fragment is an error
// (RFC 6455 3: "#" only when escaped).
package http

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/scheme/internal/server"
	"github.com/urikit/urikit/uri"
)

// Sentinel reasons, for errors.Is on the Err of a *uri.Error.
var (
	ErrScheme      = errors.New("not an http, https, ws or wss URI")
	ErrMissingHost = errors.New("missing host")                  // RFC 9110 4.2.1, RFC 6455 3
	ErrFragment    = errors.New("a fragment in a WebSocket URI") // RFC 6455 3
)

// URL is an http, https, ws or wss URI.
type URL struct {
	Scheme      string // "http", "https", "ws" or "wss", in lower case
	Userinfo    string // as written; deprecated (RFC 9110 4.2.4)
	HasUserinfo bool
	Host        string // as written, an IP-literal with its brackets; never empty
	Port        int    // the effective port: the scheme's default when none is given
	PortGiven   bool   // the reference gives a port
	Path        string // as written
	Query       string // as written
	HasQuery    bool
	Fragment    string // as written; never in ws and wss
	HasFragment bool
}

// DefaultPort returns the default port of scheme, compared without regard
// to case: 80 for http and ws (RFC 9110 4.2.1, RFC 6455 3), 443 for https
// and wss (RFC 9110 4.2.2, RFC 6455 3), 0 for another scheme.
func DefaultPort(scheme string) int {
	switch strings.ToLower(scheme) {
	case "http", "ws":
		return 80
	case "https", "wss":
		return 443
	}
	return 0
}

// ParseString parses s as a URI reference (uri.Parse) and then as a URL of
// this package (Parse).
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as an http, https, ws or wss URI. An error is a *uri.Error
// with Op "parse http" (or https, ws, wss) and the offset of the first
// byte the scheme's syntax refuses in r.String().
func Parse(r uri.Ref) (URL, error) {
	in := r.String()
	s, err := part.Scheme(r, "parse http", ErrScheme, "http", "https", "ws", "wss")
	if err != nil {
		return URL{}, err
	}
	u := URL{Scheme: s, Port: DefaultPort(s)}
	fail := func(off int, c uri.Component, err error) (URL, error) {
		return URL{}, &uri.Error{Op: "parse " + u.Scheme, Input: in, Offset: off, Component: c, Err: err}
	}
	// RFC 9110 4.2.1: "A sender MUST NOT generate an "http" URI with an
	// empty host identifier. A recipient that processes such a URI
	// reference MUST reject it as invalid." RFC 6455 3: host required.
	if !r.HasAuthority() {
		return fail(part.At(r, uri.Path), uri.Host, ErrMissingHost)
	}
	if u.Host = r.Host(); u.Host == "" {
		return fail(part.At(r, uri.Host), uri.Host, ErrMissingHost)
	}
	u.Userinfo, u.HasUserinfo = r.Userinfo()
	var ok bool
	if u.Port, u.PortGiven, ok = server.ReadPort(r, u.Port); !ok {
		return fail(part.At(r, uri.Port), uri.Port, uri.ErrInvalidPort) // RFC 9110 4.1: a TCP port
	}
	u.Path = r.Path()
	u.Query, u.HasQuery = r.Query()
	u.Fragment, u.HasFragment = r.Fragment()
	if u.HasFragment && (u.Scheme == "ws" || u.Scheme == "wss") {
		return fail(len(in)-len(u.Fragment)-1, uri.Fragment, ErrFragment)
	}
	return u, nil
}

// Origin returns the origin of the URI (RFC 6454 4: scheme, host, port)
// serialized by RFC 6454 6.2: the scheme and host in lower case (their
// ASCII letters, the i;ascii-casemap of RFC 6454 4), then the port after
// ":" unless it is the scheme's default ("http://example.com",
// "https://[2001:db8::1]:8443").
func (u URL) Origin() string {
	var b strings.Builder
	b.Grow(len(u.Scheme) + len("://") + len(u.Host) + len(":65535"))
	writeLower(&b, u.Scheme)
	b.WriteString("://")
	writeLower(&b, u.Host)
	if u.Port != DefaultPort(u.Scheme) {
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(u.Port))
	}
	return b.String()
}

// writeLower writes s with its ASCII letters in lower case.
func writeLower(b *strings.Builder, s string) {
	for i := 0; i < len(s); i++ {
		b.WriteByte(syntax.Lower(s[i]))
	}
}

// String returns the URI as written from its components, which Parse
// reads back to the same value. An empty Scheme is written as "http".
func (u URL) String() string {
	var b strings.Builder
	if u.Scheme == "" {
		b.WriteString("http")
	} else {
		b.WriteString(u.Scheme)
	}
	b.WriteString("://")
	if u.HasUserinfo {
		b.WriteString(u.Userinfo)
		b.WriteByte('@')
	}
	b.WriteString(u.Host)
	if u.PortGiven {
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(u.Port))
	}
	b.WriteString(u.Path)
	if u.HasQuery {
		b.WriteByte('?')
		b.WriteString(u.Query)
	}
	if u.HasFragment {
		b.WriteByte('#')
		b.WriteString(u.Fragment)
	}
	return b.String()
}

// Fields returns the typed value under the keys of `urikit check --json`:
// port (the effective port, int) and origin (string).
func (u URL) Fields() map[string]any {
	return map[string]any{"port": u.Port, "origin": u.Origin()}
}
