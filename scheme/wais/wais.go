package wais

// This file implements the wais URI of RFC 4156 2 (RFC 1738 3.9, 5): its
// three forms, Parse, String and Fields.

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/scheme/internal/rfc1738"
	"github.com/urikit/urikit/scheme/internal/server"
	"github.com/urikit/urikit/uri"
)

// DefaultPort is the port a wais URI means when it gives none (RFC 4156
// 2: "If :<port> is omitted, the port defaults to 210").
const DefaultPort = 210

// Form is which of the three forms of RFC 4156 2 a wais URI takes.
type Form uint8

// The forms.
const (
	// Database is "wais://" hostport "/" database: a WAIS database
	// available for searching.
	Database Form = iota
	// Index is "wais://" hostport "/" database "?" search: a particular
	// search.
	Index
	// Doc is "wais://" hostport "/" database "/" wtype "/" wpath: a
	// particular document within a database.
	Doc
)

// String returns the form's name in the grammar of RFC 1738 5:
// "waisdatabase", "waisindex" or "waisdoc".
func (f Form) String() string {
	switch f {
	case Index:
		return "waisindex"
	case Doc:
		return "waisdoc"
	}
	return "waisdatabase"
}

// URL is a wais URI, its parts decoded.
type URL struct {
	// Host is the host: a reg-name percent-decoded, an IPv4 address, or
	// an IP literal as written, brackets included (RFC 3986 3.2.2).
	Host string
	// Port is the effective port: DefaultPort when the URI gives none.
	Port int
	// HasPort reports whether the URI writes a port (even the default).
	HasPort bool
	// Form says which of Search or WType and WPath is meaningful.
	Form Form
	// Database is the name of the WAIS database (RFC 4156 2), decoded
	// octets.
	Database string
	// Search is the search of the Index form, decoded octets.
	Search string
	// WType is the WAIS type of the object of the Doc form, decoded
	// octets.
	WType string
	// WPath is the WAIS document-id of the Doc form, decoded octets.
	WPath string
}

// Errors of Parse, for errors.Is; the *uri.Error that carries them gives
// the offset.
var (
	// ErrScheme reports a reference whose scheme is not wais.
	ErrScheme = errors.New("not a wais URI")
	// ErrMissingHost reports a wais URI without a host (RFC 1738 3.1).
	ErrMissingHost = errors.New("wais: missing host")
	// ErrInvalidHost reports a reg-name that does not decode to UTF-8 text.
	ErrInvalidHost = errors.New("wais: invalid host")
	// ErrUserinfo reports a user name or password, which the wais forms
	// of RFC 4156 2 do not have.
	ErrUserinfo = errors.New("wais: userinfo not allowed")
	// ErrInvalidPath reports a path that is not "/" database or "/"
	// database "/" wtype "/" wpath of uchar (RFC 1738 5), or a path with
	// both a wtype and a search.
	ErrInvalidPath = errors.New("wais: invalid path")
	// ErrInvalidSearch reports a search with a character RFC 1738 5 does
	// not allow in it.
	ErrInvalidSearch = errors.New("wais: invalid search")
)

// Parse reads r as a wais URI (RFC 4156 2). r must be a valid reference
// whose scheme is "wais" in any case; otherwise, or when its parts break
// the grammar of RFC 1738 5, the error is a *uri.Error with Op "parse
// wais", the offset in r.String() of the first byte refused, and a reason
// that unwraps to one of this package's errors.
func Parse(r uri.Ref) (URL, error) {
	if _, err := part.Scheme(r, "parse wais", ErrScheme, "wais"); err != nil {
		return URL{}, err
	}
	l := server.Locate(r)
	var u URL
	var err error
	if u.Host, u.Port, u.HasPort, err = hostPort.Read(r, l, DefaultPort); err != nil {
		return URL{}, err
	}
	p := r.Path()
	if p == "" {
		return URL{}, parseError(l.S, l.Path, uri.Path, fmt.Errorf("%w: no \"/\" before the database", ErrInvalidPath))
	}
	// p starts with "/": the path follows an authority (RFC 3986 3.3).
	db, rest, isDoc := strings.Cut(p[1:], "/")
	if u.Database, err = text(l, l.Path+1, db, ErrInvalidPath, uri.Path); err != nil {
		return URL{}, err
	}
	q, hasQuery := r.Query()
	switch {
	case isDoc:
		if hasQuery {
			return URL{}, parseError(l.S, l.Query-1, uri.Query, fmt.Errorf("%w: a waisdoc has no search", ErrInvalidPath))
		}
		off := l.Path + 1 + len(db) + 1
		wtype, wpath, ok := strings.Cut(rest, "/")
		if !ok {
			return URL{}, parseError(l.S, off+len(rest), uri.Path, fmt.Errorf("%w: no \"/\" between wtype and wpath", ErrInvalidPath))
		}
		if u.WType, err = text(l, off, wtype, ErrInvalidPath, uri.Path); err != nil {
			return URL{}, err
		}
		if u.WPath, err = text(l, off+len(wtype)+1, wpath, ErrInvalidPath, uri.Path); err != nil {
			return URL{}, err
		}
		u.Form = Doc
	case hasQuery:
		if u.Search, err = text(l, l.Query, q, ErrInvalidSearch, uri.Query); err != nil {
			return URL{}, err
		}
		u.Form = Index
	}
	return u, nil
}

// text checks s, a part of l.S at off, against uchar (or search, for the
// query) and returns it decoded to its octets.
func text(l server.Layout, off int, s string, reason error, c uri.Component) (string, error) {
	extra := rfc1738.UcharExtra
	if c == uri.Query {
		extra = rfc1738.UcharExtra + searchExtra
	}
	dec, bad, err := rfc1738.Decode(s, extra, reason)
	if err != nil {
		return "", parseError(l.S, off+bad, c, err)
	}
	return dec, nil
}

// ParseString parses s as a URI reference (uri.Parse) and reads it as a
// wais URI (Parse).
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// String returns u as a wais URI: "wais://" hostport "/" database, then
// "?" search for the Index form or "/" wtype "/" wpath for the Doc form,
// each part percent-encoded where RFC 1738 5 asks for it, so that Parse
// gives u back. The port is written when HasPort is set or Port is not
// DefaultPort.
func (u URL) String() string {
	b := make([]byte, 0, 16+len(u.Host)+3*(len(u.Database)+len(u.Search)+len(u.WType)+len(u.WPath)))
	b = append(b, "wais://"...)
	b = hostPort.Append(b, u.Host, u.Port, u.HasPort, DefaultPort)
	b = append(b, '/')
	b = part.AppendEscaped(b, u.Database, rfc1738.UcharExtra)
	switch u.Form {
	case Index:
		b = append(b, '?')
		b = part.AppendEscaped(b, u.Search, rfc1738.UcharExtra+searchExtra)
	case Doc:
		b = append(b, '/')
		b = part.AppendEscaped(b, u.WType, rfc1738.UcharExtra)
		b = append(b, '/')
		b = part.AppendEscaped(b, u.WPath, rfc1738.UcharExtra)
	}
	return string(b)
}

// IsUTF8 reports whether the database, search, wtype and wpath are UTF-8
// (RFC 3629); when they are not, they hold the octets of the URI exactly.
func (u URL) IsUTF8() bool { return part.IsUTF8(u.Database, u.Search, u.WType, u.WPath) }

// Fields returns the typed value under the keys of `urikit check --json`:
// host, port (int), database, search, wtype and wpath (decoded octets). A
// part the form does not have (search outside the Index form, wtype and
// wpath outside the Doc form) is nil.
func (u URL) Fields() map[string]any {
	return map[string]any{
		"host": u.Host, "port": u.Port, "database": u.Database,
		"search": part.Field(u.Search, u.Form == Index),
		"wtype":  part.Field(u.WType, u.Form == Doc), "wpath": part.Field(u.WPath, u.Form == Doc),
	}
}
