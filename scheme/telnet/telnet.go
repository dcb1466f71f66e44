// Package telnet reads telnet URLs (RFC 4248 2, was RFC 1738 3.8) and the
// rlogin (RFC 1738 3.8) and tn3270 (RFC 6270 2) URLs of the same form into
// a typed value: user, password, host and effective port (23 for telnet
// and tn3270, 513 for rlogin, the "login" service of RFC 1282).
//
//	telnetURL = scheme "://" login [ "/" ]
//	login     = [ user [ ":" password ] "@" ] hostport
//
// Nothing may follow the optional final "/": a further path, a query or a
// fragment is an error (ErrTrailing) at its first byte. The user and
// password are decoded to their octets and kept as they are, UTF-8 or not
// (RFC 1738 2.2 and 3.1 let an escape stand for any octet); IsUTF8 says
// whether they are UTF-8. The host must decode to UTF-8.
//
// The seed draft's reading of these schemes (a "Reference to interactive
// sessions" with telnet's form) is the same.
package telnet

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// Default ports (RFC 4248 2, RFC 6270 2, RFC 1282); the registry of
// package scheme holds the same.
const (
	TelnetPort = 23
	RloginPort = 513
	TN3270Port = 23
)

// Sentinel reasons, for errors.Is on the Err of a *uri.Error.
var (
	ErrScheme       = errors.New("not a telnet, rlogin or tn3270 URL")
	ErrMissingHost  = errors.New("missing host")                          // RFC 1738 3.1: host required
	ErrInvalidLogin = errors.New("invalid user or password")              // RFC 1738 3.1: a ":" in the password
	ErrInvalidHost  = errors.New("invalid host")                          // RFC 1738 3.1: a reg-name decoding to "["
	ErrTrailing     = errors.New("nothing may follow the optional \"/\"") // RFC 4248 2, RFC 1738 3.8
)

// URL is a telnet, rlogin or tn3270 URL.
type URL struct {
	Scheme      string // "telnet", "rlogin" or "tn3270", in lower case
	User        string // decoded octets
	HasUser     bool   // a userinfo is given ("telnet://@h" has an empty user)
	Password    string // decoded octets
	HasPassword bool   // a ":" is given after the user
	// Host is a reg-name decoded, an IPv4 address, or an IP-literal with
	// its brackets, as written.
	Host      string
	Port      int  // the effective port: the scheme's default when none is given
	PortGiven bool // the reference gives a port
	Slash     bool // the reference ends in the optional "/"
}

// defaultPort is the default port of a scheme of this package, 0 for
// another.
func defaultPort(scheme string) int {
	switch strings.ToLower(scheme) {
	case "telnet":
		return TelnetPort
	case "rlogin":
		return RloginPort
	case "tn3270":
		return TN3270Port
	}
	return 0
}

// ParseString parses s as a URI reference (uri.Parse) and then as a URL of
// this package (Parse).
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as a telnet, rlogin or tn3270 URL. An error is a
// *uri.Error with Op "parse telnet" (or rlogin, tn3270) and the offset of
// the first byte the scheme's syntax refuses in r.String().
func Parse(r uri.Ref) (URL, error) {
	in := r.String()
	s, err := part.Scheme(r, "parse telnet", ErrScheme, "telnet", "rlogin", "tn3270")
	if err != nil {
		return URL{}, err
	}
	op := "parse " + s
	fail := func(off int, c uri.Component, err error) error {
		return &uri.Error{Op: op, Input: in, Offset: off, Component: c, Err: err}
	}
	u := URL{Scheme: s, Port: defaultPort(s)}
	if !r.HasAuthority() {
		return URL{}, fail(part.At(r, uri.Path), uri.Host, ErrMissingHost)
	}
	if err := u.parseLogin(r, op); err != nil {
		return URL{}, err
	}
	// RFC 4248 2: the final "/" is optional, and nothing follows it.
	p := r.Path()
	ps := part.At(r, uri.Path)
	switch {
	case p == "/":
		u.Slash = true
	case p != "":
		// After an authority the path starts with "/" (RFC 3986 3.3).
		return URL{}, fail(ps+1, uri.Path, ErrTrailing)
	}
	if _, ok := r.Query(); ok {
		return URL{}, fail(ps+len(p), uri.Query, ErrTrailing)
	}
	if f, ok := r.Fragment(); ok {
		return URL{}, fail(len(in)-len(f)-1, uri.Fragment, ErrTrailing)
	}
	return u, nil
}

// String returns the URL as a reference that Parse reads back to the same
// value. An empty Scheme is written as "telnet".
func (u URL) String() string {
	var b strings.Builder
	if u.Scheme == "" {
		b.WriteString("telnet")
	} else {
		b.WriteString(u.Scheme)
	}
	b.WriteString("://")
	u.writeLogin(&b)
	if u.PortGiven {
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(u.Port))
	}
	if u.Slash {
		b.WriteByte('/')
	}
	return b.String()
}

// IsUTF8 reports whether the user and the password are UTF-8 (RFC 3629);
// when they are not, they hold the octets of the URL exactly.
func (u URL) IsUTF8() bool { return part.IsUTF8(u.User, u.Password) }

// Fields returns the typed value under the keys of `urikit check --json`:
// user and password (decoded octets, nil when the URL gives none: "" is an
// empty one), host (string) and port (the effective port, int).
func (u URL) Fields() map[string]any {
	return map[string]any{
		"user": part.Field(u.User, u.HasUser || u.HasPassword), "password": part.Field(u.Password, u.HasPassword),
		"host": u.Host, "port": u.Port,
	}
}
