// Package file reads file URIs (RFC 8089 2) into a typed value: the host
// ("" for the local machine), the decoded path, and the forms of RFC 8089
// Appendix E: a DOS drive letter (E.2: "file:///C:/x", "file:/C:/x",
// "file:C:/x") and a UNC path (E.3.1: "file://host/share/x"; E.3.2:
// "file:////host/share/x", and "file://///host/share/x" with the extra
// slash E.3.2 also reports). ToPath and FromPath convert to and from a
// POSIX or Windows path, named explicitly, never taken from the running
// system.
//
//	file-URI       = "file:" ( "//" auth-path / local-path )
//	auth-path      = [ file-auth ] path-absolute
//	local-path     = [ drive-letter ] path-absolute   ; E.2
//	file-auth      = "localhost" / host
//
// A path is decoded to its octets and kept as they are, UTF-8 or not: RFC
// 8089 4 asks for UTF-8 names but RFC 1738 and RFC 8089 let a path carry
// any octet, and a POSIX file name is a string of bytes (IsUTF8 says which
// it is). A "%2F" or "%00" in it is an error (ErrInvalidPath), since
// decoding would make it a separator or end the name, which no file name
// holds. RFC 8089's grammar has no userinfo (the E.1 form is not read), no
// port and no query: each is an error at its first byte. A fragment (RFC
// 3986 3.5) is kept as written. The vertical-line drive of E.2.1 ("c|") is
// not RFC 3986 syntax and is not read.
package file

import (
	"errors"
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/scheme/internal/server"
	"github.com/urikit/urikit/uri"
)

// Sentinel reasons, for errors.Is on the Err of a *uri.Error.
var (
	ErrScheme       = errors.New("not a file URI")
	ErrUserinfo     = errors.New("userinfo in a file URI")                               // RFC 8089 2 (E.1 not read)
	ErrPort         = errors.New("port in a file URI")                                   // RFC 8089 2: file-auth = "localhost" / host
	ErrQuery        = errors.New("query in a file URI")                                  // RFC 8089 2: no query
	ErrMissingPath  = errors.New("a file URI needs an absolute path")                    // RFC 8089 2: path-absolute
	ErrInvalidPath  = errors.New("a NUL or an encoded \"/\" in a file name")             // RFC 8089 4
	ErrInvalidHost  = errors.New("invalid host")                                         // a reg-name decoding to "["
	ErrInvalidUNC   = errors.New("a UNC path needs a host and a share")                  // RFC 8089 E.3.2
	ErrNotLocal     = errors.New("a non-local file has no POSIX path")                   // ToPath
	ErrDrive        = errors.New("a drive letter has no POSIX path")                     // ToPath
	ErrSeparator    = errors.New("a \"\\\" in a file name reads as a Windows separator") // ToPath
	ErrRelativePath = errors.New("a relative path has no file URI")                      // FromPath
	ErrDevicePath   = errors.New("a Windows device path (\\\\.\\) has no file URI")      // FromPath
	ErrStyle        = errors.New("unknown path style")                                   // ToPath, FromPath
)

// URL is a file URI.
type URL struct {
	// Host is the file-auth (RFC 8089 2): "" for the local machine, a
	// reg-name decoded, an IPv4 address, or an IP-literal with its
	// brackets. "localhost" is kept as written; IsLocal reads it as the
	// local machine. A UNC path (E.3) has its server here.
	Host string
	// HasAuthority says the reference writes "//" and an authority,
	// perhaps empty ("file:///x"); "file:/x" and "file:C:/x" have none.
	// Both name a local file (RFC 8089 2).
	HasAuthority bool
	// Drive is the DOS drive letter and its colon ("C:", E.2), or "".
	// It is read only on a local file.
	Drive string
	// Path is the path after the drive letter, decoded to its octets,
	// "/" separated:
	// "/x" for "file:///C:/x", "/share/x" for "file:////host/share/x",
	// and "" only after a drive ("file:///C:").
	Path        string
	Fragment    string // RFC 3986 3.5, as written (percent-encoded)
	HasFragment bool
}

// ParseString parses s as a URI reference (uri.Parse) and then as a file
// URI (Parse).
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as a file URI by RFC 8089 2 and Appendix E. An error is a
// *uri.Error with Op "parse file" and the offset of the first byte the
// file syntax refuses in r.String().
func Parse(r uri.Ref) (URL, error) {
	in := r.String()
	fail := func(off int, c uri.Component, err error) (URL, error) {
		return URL{}, &uri.Error{Op: "parse file", Input: in, Offset: off, Component: c, Err: err}
	}
	if _, err := part.Scheme(r, "parse file", ErrScheme, "file"); err != nil {
		return URL{}, err
	}
	var u URL
	p, ps := r.Path(), part.At(r, uri.Path)
	if r.HasAuthority() {
		if _, ok := r.Userinfo(); ok {
			return fail(part.At(r, uri.Userinfo), uri.Userinfo, ErrUserinfo)
		}
		if _, ok := r.Port(); ok {
			return fail(part.At(r, uri.Port)-1, uri.Port, ErrPort)
		}
		host, err := server.Host(r, "parse file", nil, ErrInvalidHost) // RFC 8089 2: file-auth = "localhost" / host
		if err != nil {
			return URL{}, err
		}
		u.Host, u.HasAuthority = host, true
		if p == "" {
			return fail(ps, uri.Path, ErrMissingPath) // auth-path = [ file-auth ] path-absolute
		}
		if host == "" && strings.HasPrefix(p, "//") {
			// E.3.2: "file:////host/share/x", or with a fifth slash.
			n := 2
			if strings.HasPrefix(p, "///") {
				n = 3
			}
			seg, _, _ := strings.Cut(p[n:], "/")
			if seg == "" || len(p) == n+len(seg) {
				return fail(ps+n+len(seg), uri.Path, ErrInvalidUNC)
			}
			d, bad := part.Decode(seg)
			if bad >= 0 {
				return fail(ps+n+bad, uri.Path, uri.ErrInvalidUTF8)
			}
			if d == "" || strings.HasPrefix(d, "[") || strings.ContainsAny(d, "/\x00") {
				return fail(ps+n, uri.Path, ErrInvalidUNC)
			}
			u.Host = d
			ps += n + len(seg)
			p = p[n+len(seg):]
		}
	} else if !hasDrive(p, 0) && !strings.HasPrefix(p, "/") {
		return fail(ps, uri.Path, ErrMissingPath) // local-path = [ drive-letter ] path-absolute
	}
	// E.2: a drive letter, read on a local file only.
	if u.IsLocal() {
		switch {
		case hasDrive(p, 0): // "file:C:/x", no authority (a path-absolute cannot start so)
			u.Drive, p, ps = p[:2], p[2:], ps+2
		case strings.HasPrefix(p, "/") && hasDrive(p, 1): // "file:///C:/x", "file:/C:/x"
			u.Drive, p, ps = p[1:3], p[3:], ps+3
		}
	}
	for i := 0; i < len(p); i++ {
		if p[i] == '%' {
			if h := p[i+1 : i+3]; h == "2F" || h == "2f" || h == "00" {
				return fail(ps+i, uri.Path, ErrInvalidPath)
			}
			i += 2
		}
	}
	u.Path = part.Octets(p)
	if _, ok := r.Query(); ok {
		return fail(part.At(r, uri.Path)+len(r.Path()), uri.Query, ErrQuery)
	}
	u.Fragment, u.HasFragment = r.Fragment()
	return u, nil
}

// hasDrive reports whether p holds a drive letter at i: ALPHA ":" at the
// end of p or before "/" (RFC 8089 E.2).
func hasDrive(p string, i int) bool {
	if len(p) < i+2 || p[i+1] != ':' || (len(p) > i+2 && p[i+2] != '/') {
		return false
	}
	return syntax.IsAlpha(p[i])
}

// IsLocal reports whether the file is on the local machine: the host is
// empty or "localhost", compared without regard to case (RFC 8089 2:
// "localhost" and the empty host both name the machine interpreting the
// URI).
func (u URL) IsLocal() bool { return u.Host == "" || strings.EqualFold(u.Host, "localhost") }

// IsUNC reports whether the file is on another machine, reached by a UNC
// path on Windows (RFC 8089 E.3): the host is neither empty nor
// "localhost".
func (u URL) IsUNC() bool { return !u.IsLocal() }

// String returns the URI in the form RFC 8089 2 calls for, which Parse
// reads back to the same value: "file://" host (only "file:" when there
// is neither a host nor HasAuthority), then "/" drive for a drive letter
// (E.2), then the path percent-encoded ("file:///C:/x",
// "file://host/share/x", "file:///etc/fstab", "file:/etc/fstab"). A UNC
// value is written with its host in the authority (E.3.1), not in the path
// (E.3.2).
func (u URL) String() string {
	var b strings.Builder
	b.WriteString("file:")
	if u.HasAuthority || u.Host != "" {
		b.WriteString("//")
		b.WriteString(server.EscapeHost(u.Host))
	}
	p := uri.Escape(u.Path, uri.Path)
	if u.Drive != "" {
		b.WriteByte('/')
		b.WriteString(u.Drive)
	} else if u.IsLocal() && hasDrive(p, 1) {
		// A first segment that would read as a drive: its ":" encoded.
		p = p[:2] + "%3A" + p[3:]
	}
	if u.Host == "" && u.Drive == "" && strings.HasPrefix(p, "//") {
		// Would read as E.3.2's UNC form: a local path "//x" (POSIX
		// leaves its meaning to the system) is written as "/x".
		p = "/" + strings.TrimLeft(p, "/")
	}
	b.WriteString(p)
	if u.HasFragment {
		b.WriteByte('#')
		b.WriteString(u.Fragment)
	}
	return b.String()
}

// IsUTF8 reports whether the path is UTF-8 (RFC 3629), as RFC 8089 4 asks
// of a name; when it is not, it holds the octets of the URI exactly.
func (u URL) IsUTF8() bool { return utf8.ValidString(u.Path) }

// Fields returns the typed value under the keys of `urikit check --json`:
// host ("" for the local machine written "file:///x", nil when the URI
// has no authority, "file:/x"; "localhost" as written: see IsLocal), path
// (decoded octets) and drive ("C:", or nil when there is none).
func (u URL) Fields() map[string]any {
	return map[string]any{
		"host": part.Field(u.Host, u.HasAuthority || u.Host != ""), "path": u.Path,
		"drive": part.Field(u.Drive, u.Drive != ""),
	}
}
