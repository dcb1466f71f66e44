package prospero

// This file implements the prospero URI of RFC 4157 2 (RFC 1738 3.11, 5):
// Parse, String and Fields.

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/scheme/internal/server"
	"github.com/urikit/urikit/uri"
)

// DefaultPort is the port a prospero URI means when it gives none (RFC
// 4157 2: "If :<port> is omitted, the port defaults to 1525").
const DefaultPort = 1525

// URL is a prospero URI, its parts decoded.
type URL struct {
	// Host is the host: a reg-name percent-decoded, an IPv4 address, or
	// an IP literal as written, brackets included (RFC 3986 3.2.2).
	Host string
	// Port is the effective port: DefaultPort when the URI gives none.
	Port int
	// HasPort reports whether the URI writes a port (even the default).
	HasPort bool
	// Path is the hsoname, the ppath decoded to its octets:
	// "prospero://host.dom//pros/name"
	// has the Path "/pros/name" (RFC 4157 2). A "/" in it has no
	// significance the URI can rely on.
	Path string
	// Params are the fields of the fieldspecs, in order, each a decoded
	// name and value; nil when there are none.
	Params []Param
}

// Param is one ";" fieldname "=" fieldvalue of a prospero URI, decoded to
// its octets.
type Param struct {
	Name, Value string
}

// Options choose a reading of prospero URIs for ParseWith.
type Options struct {
	// SeedVersion reads the first "%00" of the ppath as the seed draft
	// does (draft-ietf-uri-url-03, Prospero): it ends the hsoname, and
	// what follows up to the fieldspecs is a version number, given as the
	// field "OBJECT-VERSION" of RFC 1738 3.11, before the other fields.
	SeedVersion bool
}

// VersionField is the field that names a version of an object (RFC 1738
// 3.11: "the OBJECT-VERSION field can be specified to identify a specific
// version of an object").
const VersionField = "OBJECT-VERSION"

// Errors of Parse, for errors.Is; the *uri.Error that carries them gives
// the offset.
var (
	// ErrScheme reports a reference whose scheme is not prospero.
	ErrScheme = errors.New("not a prospero URI")
	// ErrMissingHost reports a prospero URI without a host (RFC 1738 3.1).
	ErrMissingHost = errors.New("prospero: missing host")
	// ErrInvalidHost reports a reg-name that does not decode to UTF-8 text.
	ErrInvalidHost = errors.New("prospero: invalid host")
	// ErrUserinfo reports a user name or password: "No username or
	// password is allowed" (RFC 4157 2).
	ErrUserinfo = errors.New("prospero: userinfo not allowed")
	// ErrInvalidPath reports a ppath with a character RFC 1738 5 does not
	// allow.
	ErrInvalidPath = errors.New("prospero: invalid path")
	// ErrInvalidField reports a fieldspec that is not fieldname "="
	// fieldvalue of the characters RFC 1738 5 allows.
	ErrInvalidField = errors.New("prospero: invalid field")
)

// Parse reads r as a prospero URI (RFC 4157 2). r must be a valid
// reference whose scheme is "prospero" in any case; otherwise, or when its
// parts break the grammar of RFC 1738 5, the error is a *uri.Error with Op
// "parse prospero", the offset in r.String() of the first byte refused,
// and a reason that unwraps to one of this package's errors.
func Parse(r uri.Ref) (URL, error) { return ParseWith(r, Options{}) }

// ParseWith is Parse with options.
func ParseWith(r uri.Ref, o Options) (URL, error) {
	if _, err := part.Scheme(r, "parse prospero", ErrScheme, "prospero"); err != nil {
		return URL{}, err
	}
	l := server.Locate(r)
	var u URL
	var err error
	if u.Host, u.Port, u.HasPort, err = hostPort.Read(r, l, DefaultPort); err != nil {
		return URL{}, err
	}
	if r.Path() == "" {
		return URL{}, parseError(l.S, l.Path, uri.Path, fmt.Errorf("%w: no \"/\" before the hsoname", ErrInvalidPath))
	}
	// The path starts with "/" (it follows an authority, RFC 3986 3.3);
	// the prospero grammar reads on through a "?" (RFC 1738 5).
	end := l.Path + len(r.Path())
	if q, ok := r.Query(); ok {
		end = l.Query + len(q)
	}
	start := l.Path + 1
	rest := l.S[start:end]
	ppath, fields, hasFields := strings.Cut(rest, ";")
	var version string
	hasVersion := false
	if o.SeedVersion {
		if i := strings.Index(ppath, "%00"); i >= 0 {
			ppath, version, hasVersion = ppath[:i], ppath[i+3:], true
		}
	}
	if u.Path, err = text(l.S, start, ppath, pathChars, ErrInvalidPath, uri.Path); err != nil {
		return URL{}, err
	}
	off := start + len(ppath)
	if hasVersion {
		v, err := text(l.S, off+3, version, fieldChars, ErrInvalidField, uri.Path)
		if err != nil {
			return URL{}, err
		}
		u.Params = append(u.Params, Param{VersionField, v})
		off += 3 + len(version)
	}
	if hasFields {
		if u.Params, err = parseFields(l.S, off+1, fields, u.Params, l.Query-1); err != nil {
			return URL{}, err
		}
	}
	return u, nil
}

// parseFields appends the fieldspecs of list, which starts at off in
// input after the first ";", to ps (RFC 1738 5: fieldspec = ";" fieldname
// "=" fieldvalue). q is the offset of the "?" that starts the query of
// input, if there is one.
func parseFields(input string, off int, list string, ps []Param, q int) ([]Param, error) {
	for {
		spec, tail, more := strings.Cut(list, ";")
		name, value, ok := strings.Cut(spec, "=")
		c := component(input, q, off)
		n, err := text(input, off, name, fieldChars, ErrInvalidField, c)
		if err != nil {
			return nil, err
		}
		if !ok {
			return nil, parseError(input, off+len(spec), c, fmt.Errorf("%w: no \"=\" after the fieldname", ErrInvalidField))
		}
		v, err := text(input, off+len(name)+1, value, fieldChars, ErrInvalidField, component(input, q, off+len(name)+1))
		if err != nil {
			return nil, err
		}
		ps = append(ps, Param{n, v})
		if !more {
			return ps, nil
		}
		off += len(spec) + 1
		list = tail
	}
}

// component is the generic component (RFC 3986 3) that the byte at off of
// input is in, for the errors of the fields: the path, or the query after
// its "?" at q, which the prospero grammar reads as data.
func component(input string, q, off int) uri.Component {
	if q < len(input) && input[q] == '?' && q < off {
		return uri.Query
	}
	return uri.Path
}

// ParseString parses s as a URI reference (uri.Parse) and reads it as a
// prospero URI (Parse).
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// String returns u as a prospero URI: "prospero://" hostport "/" ppath and
// a ";" fieldname "=" fieldvalue for each of Params, each part
// percent-encoded where RFC 1738 5 asks for it ("?" too, see the package
// doc), so that Parse gives u back. The port is written when HasPort is
// set or Port is not DefaultPort.
func (u URL) String() string {
	n := 24 + len(u.Host) + 3*len(u.Path)
	for _, p := range u.Params {
		n += 2 + 3*(len(p.Name)+len(p.Value))
	}
	b := make([]byte, 0, n)
	b = append(b, "prospero://"...)
	b = hostPort.Append(b, u.Host, u.Port, u.HasPort, DefaultPort)
	b = append(b, '/')
	b = part.AppendEscaped(b, u.Path, pathCharsOut)
	for _, p := range u.Params {
		b = append(b, ';')
		b = part.AppendEscaped(b, p.Name, fieldCharsOut)
		b = append(b, '=')
		b = part.AppendEscaped(b, p.Value, fieldCharsOut)
	}
	return string(b)
}

// Equal reports whether u and v are the same value, fields compared in
// order.
func (u URL) Equal(v URL) bool {
	if u.Host != v.Host || u.Port != v.Port || u.HasPort != v.HasPort || u.Path != v.Path || len(u.Params) != len(v.Params) {
		return false
	}
	for i := range u.Params {
		if u.Params[i] != v.Params[i] {
			return false
		}
	}
	return true
}

// IsUTF8 reports whether the path and every field name and value are
// UTF-8 (RFC 3629); when they are not, they hold the octets of the URI
// exactly.
func (u URL) IsUTF8() bool {
	for _, p := range u.Params {
		if !part.IsUTF8(p.Name, p.Value) {
			return false
		}
	}
	return part.IsUTF8(u.Path)
}

// Fields returns the typed value under the keys of `urikit check --json`:
// host, port (int), path, and params, the fields in order as [][2]string
// of a decoded name and value (empty, not nil, when there are none).
func (u URL) Fields() map[string]any {
	params := make([][2]string, len(u.Params))
	for i, p := range u.Params {
		params[i] = [2]string{p.Name, p.Value}
	}
	return map[string]any{"host": u.Host, "port": u.Port, "path": u.Path, "params": params}
}
