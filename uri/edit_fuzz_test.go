package uri_test

// This file fuzzes the editors (RFC 3986 3): each changes its component and
// no other, and its result parses; JoinPath agrees with net/url wherever
// net/url keeps the base path's meaning; the user and request accessors
// agree with net/url.

import (
	"errors"
	"net/url"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/reftest"
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// editSeeds are references and component values for the editors' corpora.
var editSeeds = [][2]string{
	{"http://u:p@h:80/a%2Fb/c?q=1#f", "x"},
	{"mailto:a@b", "//x"},
	{"", "a:b"},
	{"?q", "[::1]"},
	{"//@h:/?#", "%zz é\x00"},
	{"foo:/.//x", "80"},
	{"http://[fe80::1%25eth0]/", "[v1.x]"},
	{"a/b", "/p?q#f"},
}

// fuzzEditor checks editor c on every valid reference and value: either an
// *Error whose offset is inside its input, or a result that parses, keeps
// every other component, and holds v as written (checkEdit).
func fuzzEditor(f *testing.F, c uri.Component) {
	for _, s := range editSeeds {
		f.Add(s[0], s[1])
	}
	for _, tt := range withTests {
		if tt.c == c {
			f.Add(tt.in, tt.v)
		}
	}
	for _, tt := range withErrorTests {
		if tt.c == c {
			f.Add(tt.in, tt.v)
		}
	}
	f.Fuzz(func(t *testing.T, s, v string) {
		r, err := zoneParser.Parse(s)
		if err != nil {
			return
		}
		n, err := edit(r, c, v)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Op != "with "+c.String() || e.Offset < 0 || e.Offset > len(e.Input) || (e.Input != v && e.Input != s) {
				t.Fatalf("Parse(%q).With %v (%q):\n\tgot  %v\n\twant an *uri.Error inside its input", s, c, v, err)
			}
			return
		}
		checkEdit(t, r, n, c, v)
	})
}

func FuzzWithScheme(f *testing.F)   { fuzzEditor(f, uri.Scheme) }
func FuzzWithUserinfo(f *testing.F) { fuzzEditor(f, uri.Userinfo) }
func FuzzWithHost(f *testing.F)     { fuzzEditor(f, uri.Host) }
func FuzzWithPort(f *testing.F)     { fuzzEditor(f, uri.Port) }
func FuzzWithPath(f *testing.F)     { fuzzEditor(f, uri.Path) }
func FuzzWithQuery(f *testing.F)    { fuzzEditor(f, uri.Query) }
func FuzzWithFragment(f *testing.F) { fuzzEditor(f, uri.Fragment) }

// FuzzWithout: each Without method removes its component and its
// delimiter and keeps every other component; removing twice changes
// nothing more.
func FuzzWithout(f *testing.F) {
	for _, tt := range withoutTests {
		f.Add(tt.in)
	}
	for _, s := range editSeeds {
		f.Add(s[0])
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := zoneParser.Parse(s)
		if err != nil {
			return
		}
		for _, w := range []struct {
			c   uri.Component
			got uri.Ref
		}{{uri.Userinfo, r.WithoutUserinfo()}, {uri.Port, r.WithoutPort()}, {uri.Query, r.WithoutQuery()}, {uri.Fragment, r.WithoutFragment()}} {
			if again, err := zoneParser.Parse(w.got.String()); err != nil || again != w.got {
				t.Fatalf("Parse(%q) without %v = %q does not parse back: %v", s, w.c, w.got, err)
			}
			if k := reftest.Changed(r, w.got, w.c.String()); k != "" {
				t.Fatalf("Parse(%q) without %v = %q changed the %s", s, w.c, w.got, k)
			}
			if _, has := reftest.Component(w.got, w.c.String()); has {
				t.Fatalf("Parse(%q) without %v = %q still has it", s, w.c, w.got)
			}
			if _, had := reftest.Component(r, w.c.String()); !had && w.got != r {
				t.Fatalf("Parse(%q) without %v, which it lacks, = %#v, want r itself", s, w.c, w.got)
			}
		}
	})
}

// FuzzJoinPath: JoinPath's result parses and keeps every component but the
// path; the base path's segments (less a final empty one) start the result
// when no element climbs out of them; and where net/url keeps the base's
// meaning (no empty segment or dot-segment in it, a path after "/" or an
// authority, elements net/url escapes as urikit does), the result is
// net/url's.
func FuzzJoinPath(f *testing.F) {
	for _, tt := range joinTests {
		for len(tt.elem) < 2 {
			tt.elem = append(tt.elem, "")
		}
		f.Add(tt.base, tt.elem[0], tt.elem[1])
	}
	f.Fuzz(func(t *testing.T, s, e1, e2 string) {
		r, err := zoneParser.Parse(s)
		if err != nil {
			return
		}
		n, err := r.JoinPath(e1, e2)
		if err != nil {
			t.Fatalf("Parse(%q).JoinPath(%q, %q): %v", s, e1, e2, err)
		}
		if again, err := zoneParser.Parse(n.String()); err != nil || again != n {
			t.Fatalf("Parse(%q).JoinPath(%q, %q) = %q does not parse back: %v", s, e1, e2, n, err)
		}
		if k := reftest.Changed(r, n, "path"); k != "" {
			t.Fatalf("Parse(%q).JoinPath(%q, %q) = %q changed the %s", s, e1, e2, n, k)
		}
		base := r.Path()
		if !strings.Contains(e1+e2, "..") && strings.HasPrefix(base, "/") {
			kept := strings.TrimSuffix(uri.RemoveDotSegments(base), "/")
			if e1+e2 != "" && !strings.HasPrefix(n.Path(), kept) && !strings.HasPrefix(n.Path(), "/."+kept) {
				t.Fatalf("Parse(%q).JoinPath(%q, %q) = %q lost the base path %q", s, e1, e2, n, kept)
			}
		}
		if !netURLKeepsBase(s, r) || !netURLElements(r.Path(), e1, e2) || e1+e2 == "" {
			return
		}
		u, _ := url.Parse(s)
		if want := u.JoinPath(e1, e2).String(); n.String() != want {
			t.Fatalf("Parse(%q).JoinPath(%q, %q):\n\tgot  %q\n\twant %q (net/url)", s, e1, e2, n, want)
		}
	})
}

// netURLKeepsBase reports whether net/url's JoinPath keeps the meaning of
// r's path and spells r as r is spelled: url.Parse gives r's string back,
// reads the path r reads (without a scheme, net/url reads "///a" as the
// path "///a", where RFC 3986 4.2 reads an empty authority and the path
// "/a"), and the path starts with "/" (or is empty after an authority)
// and holds no empty segment and no dot-segment, which net/url's
// path.Join would change; an empty path only after a host that is not
// empty.
func netURLKeepsBase(s string, r uri.Ref) bool {
	u, err := url.Parse(s)
	if err != nil || u.String() != s || u.Opaque != "" || u.EscapedPath() != r.Path() || r.HostKind() == uri.HostIPvFuture {
		return false
	}
	p := r.Path()
	switch {
	case p == "":
		// net/url writes the "/" before the elements only after a
		// host that is not empty: "//@" and "0" give "//@0", the host
		// "0".
		return r.HasAuthority() && u.Host != ""
	case p[0] != '/':
		return false
	}
	for seg := range strings.SplitSeq(p[1:], "/") {
		if seg == "." || seg == ".." {
			return false
		}
	}
	return !strings.Contains(p[:len(p)-1], "//") && (p == "/" || !strings.HasSuffix(p, "//"))
}

// netURLElements reports whether net/url's JoinPath escapes the path
// elements as urikit does and keeps the base path as written. Once a byte
// of an element needs escaping (a space, "?", "#", a control, non-ASCII),
// net/url escapes the whole joined path again from its decoded form, which
// decodes every triplet ("%2F" included) and encodes sub-delims such as
// "!" and "*": then only a base and elements of the bytes net/url never
// escapes compare. Without such a byte, the elements compare unless they
// hold a "%" that starts no triplet (net/url fails) or "[" or "]" (net/url
// keeps them bare).
func netURLElements(base string, elems ...string) bool {
	e := strings.Join(elems, "/")
	escapes := false
	for i := 0; i < len(e); i++ {
		switch c := e[i]; {
		case c == '%':
			if !syntax.IsPctEncoded(e, i) {
				return false
			}
			i += 2
		case c == '[' || c == ']':
			return false
		case uri.Escape(e[i:i+1], uri.Path) != e[i:i+1]:
			escapes = true
		}
	}
	if !escapes {
		return true
	}
	for _, s := range []string{base, e} {
		for i := 0; i < len(s); i++ {
			if c := s[i]; (c == '%' || uri.Escape(s[i:i+1], uri.Path) == s[i:i+1]) && !netURLBare(c) {
				return false
			}
		}
	}
	return true
}

// netURLBare reports whether net/url writes c bare in a path it escapes.
func netURLBare(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~$&+,/:;=@", c) >= 0
}

// FuzzUserinfo: Username, Password, Redacted and RequestURI give net/url's
// answers wherever url.Parse reads the same string (Redacted: where
// net/url's String spells it as r is spelled).
func FuzzUserinfo(f *testing.F) {
	for _, tt := range userTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := uri.Parse(s)
		if err != nil {
			return
		}
		u, err := url.Parse(s)
		if err != nil || !netURLReadsAlike(s, r) {
			return
		}
		pass, hasPass := r.Password()
		upass, uhas := u.User.Password()
		if r.Username() != u.User.Username() || pass != upass || hasPass != uhas {
			t.Fatalf("Parse(%q) user:\n\tgot  %q %q %v\n\twant %q %q %v (net/url)", s, r.Username(), pass, hasPass, u.User.Username(), upass, uhas)
		}
		// net/url's EscapedPath gives "*" for the path "%2A", another
		// path to RFC 3986 (2.2: "*" is a sub-delim).
		if r.RequestURI() != u.RequestURI() && r.Path() != "%2A" {
			t.Fatalf("Parse(%q).RequestURI():\n\tgot  %q\n\twant %q (net/url)", s, r.RequestURI(), u.RequestURI())
		}
		if u.String() == s && r.Redacted() != u.Redacted() {
			t.Fatalf("Parse(%q).Redacted():\n\tgot  %q\n\twant %q (net/url)", s, r.Redacted(), u.Redacted())
		}
	})
}

// netURLReadsAlike reports whether url.Parse reads s with r's authority
// and path: not a relative reference starting "///", which net/url reads
// as a path.
func netURLReadsAlike(s string, r uri.Ref) bool {
	return !(!r.HasScheme() && strings.HasPrefix(s, "///"))
}

// FuzzHostname: Hostname is r.URL().Hostname() for every valid r but an
// IPvFuture literal, and url.Parse's Hostname wherever url.Parse reads the
// same host.
func FuzzHostname(f *testing.F) {
	for _, tt := range hostnameTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := zoneParser.Parse(s)
		if err != nil || r.HostKind() == uri.HostIPvFuture {
			return
		}
		if got, want := r.Hostname(), r.URL().Hostname(); got != want {
			t.Fatalf("Parse(%q).Hostname():\n\tgot  %q\n\twant %q (URL().Hostname())", s, got, want)
		}
		if u, err := url.Parse(s); err == nil && r.HasScheme() && r.Hostname() != u.Hostname() {
			t.Fatalf("Parse(%q).Hostname():\n\tgot  %q\n\twant %q (net/url)", s, r.Hostname(), u.Hostname())
		}
	})
}
