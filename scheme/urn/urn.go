package urn

// This file implements the syntax of a URN (RFC 8141 2) and its
// equivalence (RFC 8141 3.1).

import (
	"errors"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// Sentinel reasons, for errors.Is.
var (
	ErrScheme = errors.New("urn: not a URN")                                           // RFC 8141 2
	ErrNID    = errors.New("urn: invalid NID")                                         // RFC 8141 2
	ErrNSS    = errors.New("urn: invalid NSS")                                         // RFC 8141 2
	ErrRQ     = errors.New(`urn: query that is not "?+" r-component "?=" q-component`) // RFC 8141 2.3
)

// URL is a parsed URN (RFC 8141 2). Every field is as written,
// percent-encodings included (RFC 8141 3.1).
type URL struct {
	NID           string // namespace identifier, 2 to 32 letters, digits and "-"
	NSS           string // namespace specific string
	RComponent    string // after "?+", "" when absent (2.3.1: never empty when present)
	QComponent    string // after "?=", "" when absent (2.3.2: never empty when present)
	FComponent    string // after "#" (2.3.3)
	HasFComponent bool   // a "#" is present, even with an empty f-component
}

// ParseString parses s as a URI reference (RFC 3986) and then as a URN.
func ParseString(s string) (URL, error) { return part.ParseString(s, Parse) }

// Parse reads r as a URN (RFC 8141 2). Errors are *uri.Error values with
// Op "parse urn" and the offset of the first byte RFC 8141 refuses.
func Parse(r uri.Ref) (URL, error) {
	s := r.String()
	fail := func(off int, c uri.Component, err error) (URL, error) {
		return URL{}, &uri.Error{Op: "parse urn", Input: s, Offset: off, Component: c, Err: err}
	}
	if _, err := part.Scheme(r, "parse urn", ErrScheme, "urn"); err != nil {
		return URL{}, err
	}
	const start = len("urn:")
	path := r.Path()
	if r.HasAuthority() {
		return fail(start, uri.Path, ErrNID)
	}
	// NID = (alphanum) 0*30(ldh) (alphanum)
	i := 0
	for ; i < len(path) && path[i] != ':'; i++ {
		c := path[i]
		if i >= 32 || !syntax.IsAlphaNum(c) && (c != '-' || i == 0) {
			return fail(start+i, uri.Path, ErrNID)
		}
	}
	if i < 2 || i >= len(path) || path[i-1] == '-' {
		return fail(start+i, uri.Path, ErrNID)
	}
	u := URL{NID: path[:i]}
	// NSS = pchar *(pchar / "/"): the path holds nothing else.
	u.NSS = path[i+1:]
	if u.NSS == "" || u.NSS[0] == '/' {
		return fail(start+i+1, uri.Path, ErrNSS)
	}
	q, hasQ := r.Query()
	qstart := start + len(path) + 1
	if hasQ {
		// rq-components = [ "?+" r-component ] [ "?=" q-component ]; the
		// query of the URI is what follows the first "?".
		j := 0
		if strings.HasPrefix(q, "+") {
			end := strings.Index(q, "?=")
			if end < 0 {
				end = len(q)
			}
			u.RComponent = q[1:end]
			if u.RComponent == "" || u.RComponent[0] == '/' || u.RComponent[0] == '?' {
				return fail(qstart+1, uri.Query, ErrRQ)
			}
			j = end + 1
		}
		if j < len(q) || j == 0 {
			if j >= len(q) || q[j] != '=' {
				return fail(qstart+j, uri.Query, ErrRQ)
			}
			u.QComponent = q[j+1:]
			if u.QComponent == "" || u.QComponent[0] == '/' || u.QComponent[0] == '?' {
				return fail(qstart+j+1, uri.Query, ErrRQ)
			}
		}
	}
	u.FComponent, u.HasFComponent = r.Fragment()
	return u, nil
}

// String returns the URN as "urn:" NID ":" NSS, then "?+" r-component,
// "?=" q-component and "#" f-component when present.
func (u URL) String() string {
	s := "urn:" + u.NID + ":" + u.NSS
	if u.RComponent != "" {
		s += "?+" + u.RComponent
	}
	if u.QComponent != "" {
		s += "?=" + u.QComponent
	}
	if u.HasFComponent {
		s += "#" + u.FComponent
	}
	return s
}

// Equivalent reports whether u and v are URN-equivalent (RFC 8141 3.1):
// the same assigned-name, ignoring the case of the NID and of the hex
// digits of percent-encodings, and ignoring the r-, q- and f-components.
func (u URL) Equivalent(v URL) bool { return scheme.URNEquivalent(u.String(), v.String()) }

// Fields returns the typed value under the keys of `urikit check --json`:
// nid, nss, r_component, q_component and f_component, as written; each of
// the last three nil when absent ("urn:a:b#" has an empty f_component).
func (u URL) Fields() map[string]any {
	return map[string]any{
		"nid": u.NID, "nss": u.NSS,
		"r_component": part.Field(u.RComponent, u.RComponent != ""),
		"q_component": part.Field(u.QComponent, u.QComponent != ""),
		"f_component": part.Field(u.FComponent, u.HasFComponent),
	}
}
