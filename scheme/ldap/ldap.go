package ldap

// This file implements the LDAP URL of RFC 4516 2: Parse, String, Fields.

import (
	"errors"
	"fmt"
	"strings"

	urlpart "github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/scheme/internal/server"
	"github.com/urikit/urikit/uri"
)

// The default ports (RFC 4516 2: "If the <port> is absent, it defaults to
// 389"; ldaps, LDAP over TLS, 636 in the IANA registry).
const (
	DefaultPort    = 389
	DefaultTLSPort = 636
)

// The scopes (RFC 4516 2: scope = "base" / "one" / "sub").
const (
	ScopeBase = "base" // the default: "If <scope> is omitted, a <scope> of "base" is assumed."
	ScopeOne  = "one"
	ScopeSub  = "sub"
)

// DefaultFilter is the filter of a URL that gives none (RFC 4516 2: "If
// <filter> is omitted, a filter of "(objectClass=*)" is assumed").
const DefaultFilter = "(objectClass=*)"

// URL is an LDAP URL, its parts decoded, defaults filled in.
type URL struct {
	// Scheme is "ldap" or "ldaps", in lower case.
	Scheme string
	// Host is the host: "" when absent ("the client has some a priori
	// knowledge of an appropriate LDAP server to contact", RFC 4516 2),
	// a reg-name percent-decoded, an IPv4 address, or an IP literal as
	// written, brackets included (RFC 3986 3.2.2).
	Host string
	// Port is the effective port: DefaultPort (ldap) or DefaultTLSPort
	// (ldaps) when the URL gives none.
	Port int
	// HasPort reports whether the URL writes a port (even the default).
	HasPort bool
	// DN is the base distinguished name in the string form of RFC 4514
	// 3, percent-decoded ("" for the zero-length DN, the default).
	DN string
	// Attributes are the attribute selectors (RFC 4511 4.5.1.8), decoded;
	// nil when none are given ("all user attributes").
	Attributes []string
	// Scope is ScopeBase, ScopeOne or ScopeSub, in lower case (the URL may
	// write it in any case, RFC 4234 2.3).
	Scope string
	// Filter is the search filter in the string form of RFC 4515 3,
	// decoded; DefaultFilter when the URL gives none.
	Filter string
	// Extensions are the extensions in order, decoded; nil when none.
	Extensions []Extension
}

// Extension is one extension of an LDAP URL (RFC 4516 2: extension =
// [EXCLAMATION] extype [EQUALS exvalue]).
type Extension struct {
	// Critical reports the "!" mark: a client that does not support the
	// extension "MUST NOT process the URL" (RFC 4516 2).
	Critical bool
	// Type is the extype, an oid (RFC 4512 1.4): "bindname" or
	// "e-bindname" (RFC 4516 2), "1.2.3", ...
	Type string
	// Value is the exvalue, decoded (it may hold NUL octets, RFC 4516
	// 2.1); HasValue reports the "=".
	Value    string
	HasValue bool
}

// Errors of Parse, for errors.Is; the *uri.Error that carries them gives
// the offset.
var (
	// ErrScheme reports a reference whose scheme is not ldap or ldaps.
	ErrScheme = errors.New("not an ldap or ldaps URL")
	// ErrInvalidHost reports a URL without "//", a port without a host,
	// or a reg-name that does not decode to UTF-8 text.
	ErrInvalidHost = errors.New("ldap: invalid host")
	// ErrUserinfo reports a userinfo, which ldapurl does not have.
	ErrUserinfo = errors.New("ldap: userinfo not allowed")
	// ErrInvalidDN reports a dn that is not a distinguishedName (RFC 4514
	// 3) once decoded.
	ErrInvalidDN = errors.New("ldap: invalid dn")
	// ErrInvalidAttributes reports an attribute that is not an
	// attributeSelector (RFC 4511 4.5.1.8).
	ErrInvalidAttributes = errors.New("ldap: invalid attributes")
	// ErrInvalidScope reports a scope other than base, one and sub.
	ErrInvalidScope = errors.New("ldap: invalid scope")
	// ErrInvalidFilter reports a filter that is not a filter of RFC 4515 3
	// once decoded.
	ErrInvalidFilter = errors.New("ldap: invalid filter")
	// ErrInvalidExtension reports an extension that is not [!] extype [=
	// exvalue] with an oid extype (RFC 4516 2).
	ErrInvalidExtension = errors.New("ldap: invalid extension")
	// ErrInvalidQuery reports a query without the "/" before it, or a
	// fifth "?" part: a "?" inside the extensions must be percent-encoded
	// (RFC 4516 2.1).
	ErrInvalidQuery = errors.New("ldap: invalid query")
)

// Parse reads r as an LDAP URL (RFC 4516 2). r must be a valid reference
// whose scheme is "ldap" or "ldaps" in any case; otherwise, or when it
// breaks RFC 4516, the error is a *uri.Error with Op "parse ldap", the
// offset in r.String() of the first byte refused, and a reason that
// unwraps to one of this package's errors. Each part is percent-decoded
// first, then checked (RFC 4516 2.1); the decoded dn, attributes, filter
// and exvalues must be UTF-8, as their LDAP forms are (RFC 4514 2, RFC
// 4515 3, RFC 4511 4.1.2).
func Parse(r uri.Ref) (URL, error) {
	scheme, err := urlpart.Scheme(r, "parse ldap", ErrScheme, "ldap", "ldaps")
	if err != nil {
		return URL{}, err
	}
	u := URL{Scheme: scheme, Scope: ScopeBase, Filter: DefaultFilter}
	def := DefaultPort
	if scheme == "ldaps" {
		def = DefaultTLSPort
	}
	l := server.Locate(r)
	if u.Host, u.Port, u.HasPort, err = hostPort.Read(r, l, def); err != nil {
		return URL{}, err
	}
	// [SLASH dn ...]: the path is "" or "/" dn (it follows an authority).
	if p := r.Path(); p != "" {
		dn := decode(p[1:], l.Path+1)
		if err := check(l.S, dn, uri.Path, ErrInvalidDN, dnBad); err != nil {
			return URL{}, err
		}
		u.DN = dn.dec
	}
	q, ok := r.Query()
	if !ok {
		return u, nil
	}
	if r.Path() == "" {
		// [SLASH dn [QUESTION ...]]: the query comes after "/" dn.
		return URL{}, parseError(l.S, l.Query-1, uri.Query, fmt.Errorf("%w: no \"/\" before the first \"?\"", ErrInvalidQuery))
	}
	attrs, rest, more := strings.Cut(q, "?")
	off := l.Query
	if u.Attributes, err = parseAttributes(l.S, attrs, off); err != nil {
		return URL{}, err
	}
	if !more {
		return u, nil
	}
	off += len(attrs) + 1
	scope, rest, more := strings.Cut(rest, "?")
	switch {
	case scope == "":
	case strings.EqualFold(scope, ScopeBase), strings.EqualFold(scope, ScopeOne), strings.EqualFold(scope, ScopeSub):
		u.Scope = strings.ToLower(scope)
	default:
		return URL{}, parseError(l.S, off, uri.Query, fmt.Errorf("%w: %q is not base, one or sub", ErrInvalidScope, scope))
	}
	if !more {
		return u, nil
	}
	off += len(scope) + 1
	filter, rest, more := strings.Cut(rest, "?")
	if filter != "" {
		f := decode(filter, off)
		if err := check(l.S, f, uri.Query, ErrInvalidFilter, filterBad); err != nil {
			return URL{}, err
		}
		u.Filter = f.dec
	}
	if !more {
		return u, nil
	}
	off += len(filter) + 1
	if i := strings.IndexByte(rest, '?'); i >= 0 {
		return URL{}, parseError(l.S, off+i, uri.Query, ErrInvalidQuery)
	}
	if u.Extensions, err = parseExtensions(l.S, rest, off); err != nil {
		return URL{}, err
	}
	return u, nil
}

// check verifies that the decoded part p is UTF-8 and passes bad (which
// returns -1 or an offset in the decoded text), or returns the error.
func check(input string, p part, c uri.Component, reason error, bad func(string) int) error {
	if i := urlpart.BadUTF8(p.dec); i >= 0 {
		return parseError(input, p.at(i), c, fmt.Errorf("%w: %w", reason, uri.ErrInvalidUTF8))
	}
	if i := bad(p.dec); i >= 0 {
		return parseError(input, p.at(i), c, fmt.Errorf("%w: %s", reason, unexpected(p.dec, i)))
	}
	return nil
}

// parseAttributes reads attributes = attrdesc *(COMMA attrdesc), each a
// selector (RFC 4516 2), at off; "" is none.
func parseAttributes(input, list string, off int) ([]string, error) {
	if list == "" {
		return nil, nil
	}
	var attrs []string
	for {
		a, rest, more := strings.Cut(list, ",")
		p := decode(a, off)
		if err := check(input, p, uri.Query, ErrInvalidAttributes, selectorBad); err != nil {
			return nil, err
		}
		attrs = append(attrs, p.dec)
		if !more {
			return attrs, nil
		}
		off += len(a) + 1
		list = rest
	}
}

// parseExtensions reads extensions = extension *(COMMA extension),
// extension = [EXCLAMATION] extype [EQUALS exvalue] (RFC 4516 2), at off.
func parseExtensions(input, list string, off int) ([]Extension, error) {
	var exts []Extension
	for {
		e, rest, more := strings.Cut(list, ",")
		var x Extension
		body := e
		if strings.HasPrefix(body, "!") {
			x.Critical, body = true, body[1:]
		}
		typ, value, hasValue := strings.Cut(body, "=")
		t := decode(typ, off+len(e)-len(body))
		if err := check(input, t, uri.Query, ErrInvalidExtension, oidBad); err != nil {
			return nil, err
		}
		x.Type = t.dec
		if hasValue {
			v := decode(value, off+len(e)-len(value))
			if err := check(input, v, uri.Query, ErrInvalidExtension, func(string) int { return -1 }); err != nil {
				return nil, err
			}
			x.Value, x.HasValue = v.dec, true
		}
		exts = append(exts, x)
		if !more {
			return exts, nil
		}
		off += len(e) + 1
		list = rest
	}
}

// oidBad checks that all of s is an oid (RFC 4512 1.4).
func oidBad(s string) int {
	end, bad := oidEnd(s, 0)
	if bad >= 0 {
		return bad
	}
	if end != len(s) {
		return end
	}
	return -1
}

// unexpected describes the byte s[i], or the end of s.
func unexpected(s string, i int) string {
	if i >= len(s) {
		return "unexpected end"
	}
	return fmt.Sprintf("unexpected %q", s[i])
}

// ParseString parses s as a URI reference (uri.Parse) and reads it as an
// LDAP URL (Parse).
func ParseString(s string) (URL, error) { return urlpart.ParseString(s, Parse) }

// The bare characters String writes besides the unreserved ones (RFC 4516
// 2.1: only reserved, unreserved and pct-encoded; "?" always encoded): in
// the dn and filter, the reserved characters RFC 3986 3.3 and 3.4 allow
// there; in an attribute and an exvalue, the same but ",", which
// separates them.
const (
	dnOut   = "!$&'()*+,;=:@/"
	listOut = "!$&'()*+;=:@/"
)

// String returns u as an LDAP URL: the scheme ("ldap" when Scheme is
// empty), "//", the host and port (written when HasPort is set or it is
// not the scheme's default), "/" and the dn, then as many "?" parts as
// the last one that is not the default needs, each percent-encoded as RFC
// 4516 2.1 asks, so that Parse gives u back.
func (u URL) String() string {
	scheme, def := "ldap", DefaultPort
	if strings.EqualFold(u.Scheme, "ldaps") {
		scheme, def = "ldaps", DefaultTLSPort
	}
	b := make([]byte, 0, 16+len(u.Host)+3*(len(u.DN)+len(u.Filter)))
	b = append(b, scheme...)
	b = append(b, "://"...)
	b = hostPort.Append(b, u.Host, u.Port, u.HasPort, def)
	b = append(b, '/')
	b = urlpart.AppendEscaped(b, u.DN, unreserved+dnOut)
	parts := 0 // how many "?" parts to write
	switch {
	case len(u.Extensions) > 0:
		parts = 4
	case u.Filter != "" && u.Filter != DefaultFilter:
		parts = 3
	case u.Scope != "" && !strings.EqualFold(u.Scope, ScopeBase):
		parts = 2
	case len(u.Attributes) > 0:
		parts = 1
	}
	if parts >= 1 {
		b = append(b, '?')
		for i, a := range u.Attributes {
			if i > 0 {
				b = append(b, ',')
			}
			b = urlpart.AppendEscaped(b, a, unreserved+listOut)
		}
	}
	if parts >= 2 {
		b = append(b, '?')
		if !strings.EqualFold(u.Scope, ScopeBase) {
			b = append(b, strings.ToLower(u.Scope)...)
		}
	}
	if parts >= 3 {
		b = append(b, '?')
		if u.Filter != DefaultFilter {
			b = urlpart.AppendEscaped(b, u.Filter, unreserved+dnOut)
		}
	}
	if parts >= 4 {
		b = append(b, '?')
		for i, x := range u.Extensions {
			if i > 0 {
				b = append(b, ',')
			}
			if x.Critical {
				b = append(b, '!')
			}
			b = urlpart.AppendEscaped(b, x.Type, unreserved)
			if x.HasValue {
				b = append(b, '=')
				b = urlpart.AppendEscaped(b, x.Value, unreserved+listOut)
			}
		}
	}
	return string(b)
}

// Equal reports whether u and v are the same value, lists compared in
// order.
func (u URL) Equal(v URL) bool {
	if u.Scheme != v.Scheme || u.Host != v.Host || u.Port != v.Port || u.HasPort != v.HasPort ||
		u.DN != v.DN || u.Scope != v.Scope || u.Filter != v.Filter ||
		len(u.Attributes) != len(v.Attributes) || len(u.Extensions) != len(v.Extensions) {
		return false
	}
	for i := range u.Attributes {
		if u.Attributes[i] != v.Attributes[i] {
			return false
		}
	}
	for i := range u.Extensions {
		if u.Extensions[i] != v.Extensions[i] {
			return false
		}
	}
	return true
}

// Fields returns the typed value under the keys of `urikit check --json`:
// host (nil when the URL gives none), port (int), dn, attributes ([]string, empty when none), scope, filter
// (the defaults filled in) and extensions, a []map[string]any with, for
// each extension in order, "type", "value" (a string, or nil without
// "=") and "critical" (bool).
func (u URL) Fields() map[string]any {
	attrs := append([]string{}, u.Attributes...)
	exts := make([]map[string]any, len(u.Extensions))
	for i, x := range u.Extensions {
		var v any
		if x.HasValue {
			v = x.Value
		}
		exts[i] = map[string]any{"type": x.Type, "value": v, "critical": x.Critical}
	}
	return map[string]any{
		"host": urlpart.Field(u.Host, u.Host != ""), "port": u.Port, "dn": u.DN, "attributes": attrs,
		"scope": u.Scope, "filter": u.Filter, "extensions": exts,
	}
}
