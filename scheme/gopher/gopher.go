// Package gopher reads gopher URLs (RFC 4266 2, was RFC 1738 3.4) into a
// typed value: host, effective port (70 when none is given), the item type
// ('1' when the gopher-path is empty), the selector, the search string
// after the first "%09" and the Gopher+ string after the second.
//
//	gopher://<host>:<port>/<gopher-path>
//	gopher-path = <gophertype><selector>
//	            / <gophertype><selector>%09<search>
//	            / <gophertype><selector>%09<search>%09<gopher+_string>
//
// RFC 4266 2 makes a selector a sequence of octets, any but TAB, LF and
// CR; the selector, search and Gopher+ strings are therefore decoded to
// octets and kept as they are, UTF-8 or not (IsUTF8 says which). A selector or search holding
// CR or LF is an error (ErrInvalidSelector): the client sends them on one
// request line ended by CR LF (RFC 1436 2). The host must decode to UTF-8.
// A "?" is data in a selector (RFC 1738 3.4 lets a selector hold reserved
// characters), so a query that RFC 3986 would split off is read back into
// the gopher-path. A fragment (RFC 3986 3.5) is kept as written.
//
// The seed draft (the 1994 URL draft, its Gopher section) instead put a
// "?" between the search string and the Gopher+ string, suggesting "%09"
// in its place; ParseWith with Options.SeedQuery reads that form.
package gopher

import (
	"errors"
	"strconv"
	"strings"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/scheme/internal/server"
	"github.com/urikit/urikit/uri"
)

// DefaultPort is the port of a gopher URL that gives none (RFC 4266 2).
const DefaultPort = 70

// DefaultType is the item type of an empty gopher-path (RFC 4266 2): a
// directory.
const DefaultType = '1'

// Sentinel reasons, for errors.Is on the Err of a *uri.Error.
var (
	ErrScheme          = errors.New("not a gopher URL")
	ErrMissingHost     = errors.New("missing host")                                // RFC 4266 2
	ErrUserinfo        = errors.New("gopher URLs have no userinfo")                // RFC 4266 2, RFC 1738 3.4
	ErrInvalidHost     = errors.New("invalid host")                                // a reg-name decoding to "["
	ErrInvalidType     = errors.New("invalid item type")                           // RFC 1436 3.8: a printable ASCII character
	ErrInvalidSelector = errors.New("CR or LF in a gopher selector or search")     // RFC 4266 2, RFC 1436 2
	ErrInvalidPath     = errors.New("no \"/\" before the gopher-path")             // RFC 4266 2
	ErrSeedQuery       = errors.New("a Gopher+ string both after %09 and after ?") // seed draft form
)

// URL is a gopher URL (RFC 4266 2).
type URL struct {
	// Host is a reg-name decoded, an IPv4 address, or an IP-literal with
	// its brackets, as written.
	Host      string
	Port      int  // the effective port: DefaultPort when none is given
	PortGiven bool // the reference gives a port
	// ItemType is the gophertype, DefaultType when the gopher-path is
	// empty ("gopher://h" and "gopher://h/"), as TypeGiven then says.
	ItemType  byte
	TypeGiven bool
	Selector  string // decoded octets
	// Search is the search string after the first "%09", decoded
	// octets; HasSearch says whether there is a "%09" ("7sel%09" has an
	// empty search).
	Search    string
	HasSearch bool
	// GopherPlus is the Gopher+ string after the second "%09", decoded
	// octets (it may hold "%09", CR and LF: the ASK form).
	GopherPlus    string
	HasGopherPlus bool
	Fragment      string // RFC 3986 3.5, as written (percent-encoded)
	HasFragment   bool
}

// Options select readings of the seed draft where it differs from RFC 4266.
type Options struct {
	// SeedQuery reads a query as the Gopher+ string, the seed draft's
	// form "/T<selector>%09<search>?<gopher+_string>", instead of as part
	// of the selector or search.
	SeedQuery bool
}

// ParseString parses s as a URI reference (uri.Parse) and then as a gopher
// URL (Parse).
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as a gopher URL by RFC 4266 2. An error is a *uri.Error
// with Op "parse gopher" and the offset of the first byte the gopher
// syntax refuses in r.String().
func Parse(r uri.Ref) (URL, error) { return ParseWith(r, Options{}) }

// ParseWith is Parse with the readings o selects.
func ParseWith(r uri.Ref, o Options) (URL, error) {
	const op = "parse gopher"
	in := r.String()
	fail := func(off int, c uri.Component, err error) (URL, error) {
		return URL{}, &uri.Error{Op: op, Input: in, Offset: off, Component: c, Err: err}
	}
	if _, err := part.Scheme(r, op, ErrScheme, "gopher"); err != nil {
		return URL{}, err
	}
	if !r.HasAuthority() {
		return fail(part.At(r, uri.Path), uri.Host, ErrMissingHost)
	}
	if _, ok := r.Userinfo(); ok {
		return fail(part.At(r, uri.Userinfo), uri.Userinfo, ErrUserinfo)
	}
	u := URL{Port: DefaultPort, ItemType: DefaultType}
	var err error
	if u.Host, err = server.Host(r, op, ErrMissingHost, ErrInvalidHost); err != nil {
		return URL{}, err
	}
	if u.Port, u.PortGiven, err = server.Port(r, op, DefaultPort); err != nil {
		return URL{}, err
	}

	// The gopher-path, after the "/" (RFC 4266 2), with the query read
	// back into it unless the seed's reading takes it.
	ps := part.At(r, uri.Path)
	p := r.Path()
	q, hasQuery := r.Query()
	if hasQuery && !o.SeedQuery {
		p = in[ps : ps+len(p)+1+len(q)]
	}
	if (p == "" && hasQuery) || (p != "" && p[0] != '/') {
		return fail(ps, uri.Path, ErrInvalidPath) // "gopher://h?x"
	}
	if len(p) > 1 {
		base := ps + 1
		gp := p[1:]
		// The gophertype: one character, perhaps percent-encoded.
		n := 1
		if gp[0] == '%' {
			n = 3
		}
		t, _ := uri.Unescape(gp[:n])
		if c := t[0]; c <= ' ' || c >= 0x7f {
			return fail(base, uri.Path, ErrInvalidType)
		}
		u.ItemType, u.TypeGiven = t[0], true
		gp = gp[n:]
		base += n
		sel, rest, hasSearch := strings.Cut(gp, "%09")
		var err error
		if u.Selector, err = selector(sel, base, fail); err != nil {
			return URL{}, err
		}
		if hasSearch {
			base += len(sel) + 3
			search, plus, hasPlus := strings.Cut(rest, "%09")
			if u.Search, err = selector(search, base, fail); err != nil {
				return URL{}, err
			}
			u.HasSearch = true
			if hasPlus {
				u.GopherPlus = part.Octets(plus)
				u.HasGopherPlus = true
			}
		}
	}
	if hasQuery && o.SeedQuery {
		if u.HasGopherPlus {
			return fail(ps+len(p), uri.Query, ErrSeedQuery)
		}
		u.GopherPlus = part.Octets(q)
		// The RFC's form of the same value has the type and the "%09".
		u.HasGopherPlus, u.HasSearch, u.TypeGiven = true, true, true
	}
	u.Fragment, u.HasFragment = r.Fragment()
	return u, nil
}

// selector decodes s, a selector or search string at offset base, to its
// octets, refusing CR and LF (RFC 4266 2).
func selector(s string, base int, fail func(int, uri.Component, error) (URL, error)) (string, error) {
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if h := s[i+1 : i+3]; h == "0D" || h == "0d" || h == "0A" || h == "0a" {
				_, err := fail(base+i, uri.Path, ErrInvalidSelector)
				return "", err
			}
			i += 2
		}
	}
	return part.Octets(s), nil
}

// String returns the URL as a reference that Parse reads back to the same
// value, in RFC 4266's form: "gopher://" host [":" port] "/" gophertype
// selector ["%09" search ["%09" gopher+_string]], the gopher-path left out
// when the type is not given and nothing follows it.
func (u URL) String() string {
	var b strings.Builder
	b.WriteString("gopher://")
	b.WriteString(server.EscapeHost(u.Host))
	if u.PortGiven {
		b.WriteByte(':')
		b.WriteString(strconv.Itoa(u.Port))
	}
	if u.TypeGiven || u.Selector != "" || u.HasSearch || u.HasGopherPlus {
		b.WriteByte('/')
		t := u.ItemType
		if t == 0 {
			t = DefaultType
		}
		b.WriteString(uri.Escape(string([]byte{t}), uri.PathSegment))
		b.WriteString(uri.Escape(u.Selector, uri.Path))
		if u.HasSearch || u.HasGopherPlus {
			b.WriteString("%09")
			b.WriteString(uri.Escape(u.Search, uri.Path))
		}
		if u.HasGopherPlus {
			b.WriteString("%09")
			b.WriteString(uri.Escape(u.GopherPlus, uri.Path))
		}
	}
	if u.HasFragment {
		b.WriteByte('#')
		b.WriteString(u.Fragment)
	}
	return b.String()
}

// IsUTF8 reports whether the selector, search and Gopher+ strings are
// UTF-8 (RFC 3629); when they are not, they hold the octets of the URL
// exactly.
func (u URL) IsUTF8() bool { return part.IsUTF8(u.Selector, u.Search, u.GopherPlus) }

// Fields returns the typed value under the keys of `urikit check --json`:
// host (string), port (the effective port, int), item_type (a
// one-character string), selector (decoded octets, "" when empty or
// absent: the request is then the empty selector), search and gopher_plus
// (decoded octets, nil when the URL has none: "" is an empty one).
func (u URL) Fields() map[string]any {
	return map[string]any{
		"host": u.Host, "port": u.Port, "item_type": string(rune(u.ItemType)),
		"selector": u.Selector, "search": part.Field(u.Search, u.HasSearch),
		"gopher_plus": part.Field(u.GopherPlus, u.HasGopherPlus),
	}
}
