// Package ftp reads ftp URLs (RFC 1738 3.2) into a typed value: the user
// and password, the host and its effective port (21 when none is given,
// 3.2), the path segments decoded (3.2.2) and the typecode of ";type="
// (3.2.2), normalized to lower case.
//
// The seed draft (the 1994 "Uniform Resource Locators" draft, section on
// FTP) describes the same URL; its grammar's "!" ftptype suffix was replaced
// by ";type=" before RFC 1738, and only ";type=" is read here.
//
// Decoded values must be UTF-8: a user, password, host or segment whose
// percent-encoded octets are not UTF-8 is an error (uri.ErrInvalidUTF8),
// though RFC 1738 allows any octet there. A "?" is data in an fsegment
// (RFC 1738 5), so a query that RFC 3986 would split off is read as part
// of the last segment. A fragment (RFC 3986 3.5) is kept as written.
package ftp

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/scheme/internal/server"
	"github.com/urikit/urikit/uri"
)

// DefaultPort is the port of an ftp URL that gives none (RFC 1738 3.2).
const DefaultPort = 21

// Sentinel reasons, for errors.Is on the Err of a *uri.Error.
var (
	ErrNotFTP       = errors.New("not an ftp URL")           // another scheme, or none
	ErrMissingHost  = errors.New("missing host")             // 3.2: login = ... hostport
	ErrInvalidLogin = errors.New("invalid user or password") // 3.2: a ":" in the password
	ErrInvalidHost  = errors.New("invalid host")             // 3.1: a reg-name decoding to "["
	ErrInvalidPath  = errors.New("invalid fpath")            // 3.2.2, 5: a ";" other than ";type=", or no "/"
	ErrInvalidType  = errors.New("invalid typecode")         // 3.2.2: a, i or d
)

// URL is an ftp URL (RFC 1738 3.2):
//
//	ftpurl = "ftp://" login [ "/" fpath [ ";type=" ftptype ]]
type URL struct {
	User        string // 3.2.1, decoded
	HasUser     bool   // a userinfo is given ("ftp://@h/" has an empty user)
	Password    string // 3.2.1, decoded
	HasPassword bool
	// Host is the host (RFC 1738 3.1): a reg-name decoded, an IPv4
	// address, or an IP-literal with its brackets, as written.
	Host      string
	Port      int  // the effective port: DefaultPort when none is given
	PortGiven bool // the reference gives a port
	// Segments are the fsegments of fpath, decoded (3.2.2): nil for
	// "ftp://h", [""] for "ftp://h/", ["a", ""] for "ftp://h/a/".
	Segments []string
	// Type is the typecode, "a", "i" or "d" in lower case, or "" when
	// none is given (3.2.2: the client then guesses).
	Type        string
	Fragment    string // RFC 3986 3.5, as written (percent-encoded)
	HasFragment bool
}

// ParseString parses s as a URI reference (uri.Parse) and then as an ftp
// URL (Parse).
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as an ftp URL (RFC 1738 3.2). An error is a *uri.Error
// with Op "parse ftp" and the offset of the first byte the ftp syntax
// refuses in r.String().
func Parse(r uri.Ref) (URL, error) {
	const op = "parse ftp"
	in := r.String()
	fail := func(off int, c uri.Component, err error) (URL, error) {
		return URL{}, &uri.Error{Op: op, Input: in, Offset: off, Component: c, Err: err}
	}
	if s, ok := r.Scheme(); !ok || !strings.EqualFold(s, "ftp") {
		return fail(0, uri.Scheme, ErrNotFTP)
	}
	if !r.HasAuthority() {
		return fail(part.At(r, uri.Path), uri.Host, ErrMissingHost)
	}
	var u URL
	var err error
	// 3.2.1: login = [ user [ ":" password ] "@" ] hostport.
	if u.User, u.Password, u.HasUser, u.HasPassword, err = server.Login(r, op, ErrInvalidLogin); err != nil {
		return URL{}, err
	}
	if u.Host, err = server.Host(r, op, ErrMissingHost, ErrInvalidHost); err != nil {
		return URL{}, err
	}
	if u.Port, u.PortGiven, err = server.Port(r, op, DefaultPort); err != nil {
		return URL{}, err
	}
	if err := u.parsePath(r, fail); err != nil {
		return URL{}, err
	}
	u.Fragment, u.HasFragment = r.Fragment()
	return u, nil
}

// parsePath reads [ "/" fpath [ ";type=" ftptype ]] (RFC 1738 3.2.2, 5),
// with a query taken back into the last fsegment, where "?" is data.
func (u *URL) parsePath(r uri.Ref, fail func(int, uri.Component, error) (URL, error)) error {
	p := r.Path()
	if q, ok := r.Query(); ok {
		p = r.String()[part.At(r, uri.Path) : part.At(r, uri.Path)+len(p)+1+len(q)]
	}
	if p == "" {
		return nil
	}
	if p[0] != '/' {
		// 3.2: only "/" fpath may follow the login ("ftp://h?x").
		_, err := fail(part.At(r, uri.Path), uri.Path, ErrInvalidPath)
		return err
	}
	base := part.At(r, uri.Path) + 1 // after the "/" that ends the login
	fpath := p[1:]
	if i := strings.IndexByte(fpath, ';'); i >= 0 {
		const tc = ";type="
		rest := fpath[i:]
		for k := 1; k < len(tc); k++ {
			if k >= len(rest) || rest[k] != tc[k] {
				_, err := fail(base+i+k, uri.Path, ErrInvalidPath)
				return err
			}
		}
		if len(rest) == len(tc) {
			_, err := fail(base+i+len(tc), uri.Path, ErrInvalidType)
			return err
		}
		switch c := rest[len(tc)]; c {
		case 'a', 'i', 'd', 'A', 'I', 'D':
			u.Type = string(c | 0x20)
		default:
			_, err := fail(base+i+len(tc), uri.Path, ErrInvalidType)
			return err
		}
		if len(rest) > len(tc)+1 {
			_, err := fail(base+i+len(tc)+1, uri.Path, ErrInvalidType)
			return err
		}
		fpath = fpath[:i]
	}
	u.Segments = make([]string, 0, strings.Count(fpath, "/")+1)
	off := base
	for seg := range strings.SplitSeq(fpath, "/") {
		d, bad := part.Decode(seg)
		if bad >= 0 {
			_, err := fail(off+bad, uri.Path, uri.ErrInvalidUTF8)
			return err
		}
		u.Segments = append(u.Segments, d)
		off += len(seg) + 1
	}
	return nil
}

// String returns the URL as a reference that Parse reads back to the same
// value: "ftp://", the login, "/" and the fsegments percent-encoded with
// ";" and "?" escaped (RFC 1738 5), then ";type=" and the typecode. A Type
// without Segments is written after an empty fpath ("ftp://h/;type=d").
func (u URL) String() string {
	var b strings.Builder
	b.WriteString("ftp://")
	if u.HasUser || u.HasPassword {
		b.WriteString(escape(u.User, uri.Userinfo, ":"))
		if u.HasPassword {
			b.WriteByte(':')
			b.WriteString(escape(u.Password, uri.Userinfo, ":"))
		}
		b.WriteByte('@')
	}
	b.WriteString(server.EscapeHost(u.Host))
	if u.PortGiven {
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(u.Port))
	}
	segs := u.Segments
	if segs == nil && u.Type != "" {
		segs = []string{""}
	}
	for _, s := range segs {
		b.WriteByte('/')
		b.WriteString(escape(s, uri.PathSegment, ";"))
	}
	if u.Type != "" {
		b.WriteString(";type=")
		b.WriteString(u.Type)
	}
	if u.HasFragment {
		b.WriteByte('#')
		b.WriteString(u.Fragment)
	}
	return b.String()
}

// escape is uri.Escape(s, c) with each byte of extra escaped too.
func escape(s string, c uri.Component, extra string) string {
	e := uri.Escape(s, c)
	if !strings.ContainsAny(e, extra) {
		return e
	}
	var b strings.Builder
	for i := 0; i < len(e); i++ {
		if strings.IndexByte(extra, e[i]) >= 0 {
			b.WriteString("%" + strings.ToUpper(strconv.FormatInt(int64(e[i]), 16)))
		} else {
			b.WriteByte(e[i])
		}
	}
	return b.String()
}

// Fields returns the typed value under the keys of `urikit check --json`
// (issue 8): user, password and host (strings), port (the effective port,
// int), segments ([]string, empty and not nil when there is no path) and
// type ("a", "i", "d", or "" when none is given).
func (u URL) Fields() map[string]any {
	segs := append([]string{}, u.Segments...)
	return map[string]any{
		"user": u.User, "password": u.Password, "host": u.Host,
		"port": u.Port, "segments": segs, "type": u.Type,
	}
}
