package vectors

// This file writes urikit's answer for a parsed reference, the form the
// vector tests of packages uri and iri record beside a known difference.

import (
	"fmt"
	"strings"
)

// Components is what a parsed reference of package uri or iri offers
// (RFC 3986 3, RFC 3987 2.2).
type Components interface {
	Scheme() (string, bool)
	Authority() (string, bool)
	Userinfo() (string, bool)
	HasAuthority() bool
	Host() string
	Port() (string, bool)
	Path() string
	Query() (string, bool)
	Fragment() (string, bool)
}

// RefAnswer is the answer for a parse: the components that are present,
// each quoted, in order; the path is always present (RFC 3986 3.3).
func RefAnswer(r Components) string {
	var b strings.Builder
	add := func(name, s string, ok bool) {
		if ok {
			if b.Len() > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%s %q", name, s)
		}
	}
	s, ok := r.Scheme()
	add("scheme", s, ok)
	a, ok := r.Authority()
	add("authority", a, ok)
	u, ok := r.Userinfo()
	add("userinfo", u, ok)
	add("host", r.Host(), r.HasAuthority())
	p, ok := r.Port()
	add("port", p, ok)
	add("path", r.Path(), true)
	q, ok := r.Query()
	add("query", q, ok)
	f, ok := r.Fragment()
	add("fragment", f, ok)
	return b.String()
}
