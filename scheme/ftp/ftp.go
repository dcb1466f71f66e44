// Package ftp reads ftp URLs (RFC 1738 3.2) into a typed value: the user
// and password, the host and its effective port (21 when none is given,
// 3.2), the path segments decoded (3.2.2) and the typecode of ";type="
// (3.2.2), normalized to lower case.
//
// The user, password and segments are decoded to their octets and kept as
// they are, UTF-8 or not: RFC 1738 2.2 lets an escape stand for any octet,
// and a file name on an FTP server is a string of octets (RFC 959).
// IsUTF8 says whether they are all UTF-8. The host must decode to UTF-8.
// A "?" is data in an fsegment (RFC 1738 5), so a query that RFC 3986
// would split off is read as part of the last segment. A fragment (RFC
// 3986 3.5) is kept as written.
//
// The seed draft (the 1994 "Uniform Resource Locators" draft, section on
// FTP) describes the same URL, with the data type as a suffix after an
// unencoded "!" ("!A", "!I", "!D") where RFC 1738 has ";type=";
// ParseWith with Options.SeedType reads that suffix too.
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
	ErrScheme       = errors.New("not an ftp URL")           // another scheme, or none
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
	User        string // 3.2.1, decoded octets
	HasUser     bool   // a userinfo is given ("ftp://@h/" has an empty user)
	Password    string // 3.2.1, decoded octets
	HasPassword bool   // a ":" is given after the user
	// Host is the host (RFC 1738 3.1): a reg-name decoded, an IPv4
	// address, or an IP-literal with its brackets, as written.
	Host      string
	Port      int  // the effective port: DefaultPort when none is given
	PortGiven bool // the reference gives a port
	// Segments are the fsegments of fpath, decoded octets (3.2.2): nil
	// for "ftp://h", [""] for "ftp://h/", ["a", ""] for "ftp://h/a/".
	Segments []string
	// Type is the typecode, "a", "i" or "d" in lower case, or "" when
	// none is given (3.2.2: the client then guesses).
	Type        string
	Fragment    string // RFC 3986 3.5, as written (percent-encoded)
	HasFragment bool
}

// Options select readings of the seed draft where it differs from RFC 1738.
type Options struct {
	// SeedType reads the seed draft's data type suffix: an unencoded "!"
	// and "A", "I" or "D" (in either case) at the end of the fpath
	// ("ftp://h/pub/file!I") gives the typecode, as ";type=" does. A
	// fpath with both is an error (ErrInvalidType).
	SeedType bool
}

// ParseString parses s as a URI reference (uri.Parse) and then as an ftp
// URL (Parse).
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as an ftp URL (RFC 1738 3.2). An error is a *uri.Error
// with Op "parse ftp" and the offset of the first byte the ftp syntax
// refuses in r.String().
func Parse(r uri.Ref) (URL, error) { return ParseWith(r, Options{}) }

// ParseWith is Parse with the readings o selects.
func ParseWith(r uri.Ref, o Options) (URL, error) {
	const op = "parse ftp"
	in := r.String()
	fail := func(off int, c uri.Component, err error) (URL, error) {
		return URL{}, &uri.Error{Op: op, Input: in, Offset: off, Component: c, Err: err}
	}
	if _, err := part.Scheme(r, op, ErrScheme, "ftp"); err != nil {
		return URL{}, err
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
	if off, c, err := u.parsePath(r, o); err != nil {
		return fail(off, c, err)
	}
	u.Fragment, u.HasFragment = r.Fragment()
	return u, nil
}

// parsePath reads [ "/" fpath [ ";type=" ftptype ]] (RFC 1738 3.2.2, 5),
// with a query taken back into the last fsegment, where "?" is data, and
// with o.SeedType the seed draft's "!" ftptype. It returns the offset,
// component and reason of a failure.
func (u *URL) parsePath(r uri.Ref, o Options) (int, uri.Component, error) {
	p := r.Path()
	if q, ok := r.Query(); ok {
		p = r.String()[part.At(r, uri.Path) : part.At(r, uri.Path)+len(p)+1+len(q)]
	}
	if p == "" {
		return 0, 0, nil
	}
	if p[0] != '/' {
		// 3.2: only "/" fpath may follow the login ("ftp://h?x").
		return part.At(r, uri.Path), uri.Path, ErrInvalidPath
	}
	base := part.At(r, uri.Path) + 1 // after the "/" that ends the login
	fpath := p[1:]
	if i := strings.IndexByte(fpath, ';'); i >= 0 {
		const tc = ";type="
		rest := fpath[i:]
		for k := 1; k < len(tc); k++ {
			if k >= len(rest) || rest[k] != tc[k] {
				return base + i + k, uri.Path, ErrInvalidPath
			}
		}
		switch {
		case len(rest) == len(tc) || typecode(rest[len(tc)]) == "":
			return base + i + len(tc), uri.Path, ErrInvalidType
		case len(rest) > len(tc)+1: // one letter ends the fpath
			return base + i + len(tc) + 1, uri.Path, ErrInvalidType
		}
		u.Type = typecode(rest[len(tc)])
		fpath = fpath[:i]
	}
	// The seed draft: path [ "!" ftptype ].
	if n := len(fpath); o.SeedType && n >= 2 && fpath[n-2] == '!' && typecode(fpath[n-1]) != "" {
		if u.Type != "" {
			return base + n - 2, uri.Path, ErrInvalidType
		}
		u.Type = typecode(fpath[n-1])
		fpath = fpath[:n-2]
	}
	u.Segments = make([]string, 0, strings.Count(fpath, "/")+1)
	for seg := range strings.SplitSeq(fpath, "/") {
		u.Segments = append(u.Segments, part.Octets(seg))
	}
	return 0, 0, nil
}

// typecode returns the ftptype c names in lower case ("a", "i" or "d",
// RFC 1738 3.2.2), or "" when c is none of them.
func typecode(c byte) string {
	switch c | 0x20 {
	case 'a':
		return "a"
	case 'i':
		return "i"
	case 'd':
		return "d"
	}
	return ""
}

// IsUTF8 reports whether the user, the password and every segment are
// UTF-8 (RFC 3629); when they are not, they hold the octets of the URL
// exactly.
func (u URL) IsUTF8() bool { return part.IsUTF8(u.User, u.Password) && part.IsUTF8(u.Segments...) }

// String returns the URL as a reference that Parse reads back to the same
// value: "ftp://", the login, "/" and the fsegments percent-encoded with
// ";" and "?" escaped (RFC 1738 5), then ";type=" and the typecode. A Type
// without Segments is written after an empty fpath ("ftp://h/;type=d"). A
// last segment that ends in "!" and a typecode letter has its "!" escaped,
// so that the seed draft's reading (Options.SeedType) reads the same.
func (u URL) String() string {
	b := append(make([]byte, 0, 32), "ftp://"...)
	b = server.AppendLogin(b, u.User, u.Password, u.HasUser, u.HasPassword)
	b = append(b, server.EscapeHost(u.Host)...)
	if u.PortGiven {
		b = append(b, ':')
		b = strconv.AppendInt(b, int64(u.Port), 10)
	}
	segs := u.Segments
	if segs == nil && u.Type != "" {
		segs = []string{""}
	}
	for i, s := range segs {
		b = append(b, '/')
		e := uri.Escape(s, uri.PathSegment)
		if i == len(segs)-1 && len(e) >= 2 && e[len(e)-2] == '!' && typecode(e[len(e)-1]) != "" {
			e = e[:len(e)-2] + "%21" + e[len(e)-1:]
		}
		b = append(b, strings.ReplaceAll(e, ";", "%3B")...)
	}
	if u.Type != "" {
		b = append(b, ";type="...)
		b = append(b, u.Type...)
	}
	if u.HasFragment {
		b = append(b, '#')
		b = append(b, u.Fragment...)
	}
	return string(b)
}

// Fields returns the typed value under the keys of `urikit check --json`:
// user and password (decoded octets, nil when the URL gives none: "" is an
// empty one), host (string), port (the effective port, int), segments
// ([]string of decoded octets, nil when there is no path) and type ("a",
// "i", "d", or nil when none is given).
func (u URL) Fields() map[string]any {
	f := map[string]any{
		"user": part.Field(u.User, u.HasUser || u.HasPassword), "password": part.Field(u.Password, u.HasPassword),
		"host": u.Host, "port": u.Port, "segments": nil, "type": part.Field(u.Type, u.Type != ""),
	}
	if u.Segments != nil {
		f["segments"] = append([]string{}, u.Segments...)
	}
	return f
}
