package uri_test

// This file tests the editors (RFC 3986 3: one component changed, every
// other byte kept; 3.3 and 4.2: a path that would read as another
// component refused) and JoinPath beside net/url's URL.JoinPath.

import (
	"errors"
	"net/url"
	"testing"

	"github.com/urikit/urikit/internal/reftest"
	"github.com/urikit/urikit/uri"
)

// edit applies the editor of c to r.
func edit(r uri.Ref, c uri.Component, v string) (uri.Ref, error) {
	return reftest.Edit(r, c.String(), v)
}

var withTests = []struct {
	in   string
	c    uri.Component
	v    string
	want string
}{
	// 3.1: a scheme replaced as written, or added to a relative reference.
	{"http://a/b?q#f", uri.Scheme, "HTTPS", "HTTPS://a/b?q#f"},
	{"//a/b", uri.Scheme, "http", "http://a/b"},
	{"./a:b", uri.Scheme, "x", "x:./a:b"},
	{"", uri.Scheme, "s", "s:"},
	// 3.2.1: "@" and a space encoded, ":" and triplets kept; an empty
	// authority comes with userinfo added to a reference without one.
	{"http://h/", uri.Userinfo, "me@x:p w%41", "http://me%40x:p%20w%41@h/"},
	{"http://u@h/", uri.Userinfo, "", "http://@h/"},
	{"http:/p", uri.Userinfo, "u", "http://u@/p"},
	{"", uri.Userinfo, "u", "//u@"},
	// 3.2.2: a reg-name as written; IP literals; added with an authority.
	{"http://u@h:80/p", uri.Host, "Exa mple.com", "http://u@Exa%20mple.com:80/p"},
	{"http://h/p", uri.Host, "b%C3%BCcher.example", "http://b%C3%BCcher.example/p"},
	{"http://h/p", uri.Host, "bücher.example", "http://b%C3%BCcher.example/p"},
	{"http://h/p", uri.Host, "[2001:db8::1]", "http://[2001:db8::1]/p"},
	{"http://h/p", uri.Host, "[fe80::1%25eth0]", "http://[fe80::1%25eth0]/p"},
	{"http://h/p", uri.Host, "[v1.x]", "http://[v1.x]/p"},
	{"http://h/p", uri.Host, "", "http:///p"},
	{"http://h/p", uri.Host, "a/b@c", "http://a%2Fb%40c/p"},
	{"file:/etc/hosts", uri.Host, "localhost", "file://localhost/etc/hosts"},
	{"?q", uri.Host, "h", "//h?q"},
	// 3.2.3: digits, or empty; added after the host.
	{"http://h:80/", uri.Port, "8080", "http://h:8080/"},
	{"http://h/", uri.Port, "", "http://h:/"},
	{"http://u@[::1]/", uri.Port, "443", "http://u@[::1]:443/"},
	{"/p", uri.Port, "80", "//:80/p"},
	// 3.3: "/" separates, triplets stay, "?", "#", " " and a lone "%"
	// are encoded.
	{"http://h/x?q#f", uri.Path, "/a%2Fb c/d", "http://h/a%2Fb%20c/d?q#f"},
	{"http://h/x", uri.Path, "/100%/a?b#c", "http://h/100%25/a%3Fb%23c"},
	{"http://h/x?q", uri.Path, "", "http://h?q"},
	{"mailto:a@b", uri.Path, "c@d", "mailto:c@d"},
	{"x:y", uri.Path, "/./a/../b", "x:/./a/../b"},
	{"?q", uri.Path, "./a:b", "./a:b?q"},
	{"?q", uri.Path, "a/b:c", "a/b:c?q"},
	{"foo:x", uri.Path, "/.//y", "foo:/.//y"},
	// 3.4: "#" and a space encoded, "?" and "/" kept; added before "#".
	{"http://h/p?x#f", uri.Query, "a=b#c d/?", "http://h/p?a=b%23c%20d/?#f"},
	{"http://h/p#f", uri.Query, "", "http://h/p?#f"},
	{"http://h/p", uri.Query, "q=%zz", "http://h/p?q=%25zz"},
	// 3.5: "#" encoded; added at the end.
	{"http://h/p#x", uri.Fragment, "#top", "http://h/p#%23top"},
	{"http://h/p?q", uri.Fragment, "", "http://h/p?q#"},
	{"", uri.Fragment, "é", "#%C3%A9"},
}

func TestWith(t *testing.T) {
	for _, tt := range withTests {
		r := uri.MustParse(tt.in)
		got, err := edit(r, tt.c, tt.v)
		if err != nil || got.String() != tt.want {
			t.Errorf("Parse(%q).With %v (%q):\n\tgot  %q, %v\n\twant %q", tt.in, tt.c, tt.v, got, err, tt.want)
			continue
		}
		if want, err := zoneParser.Parse(tt.want); err != nil || got != want {
			t.Errorf("Parse(%q).With %v (%q):\n\tgot  %#v\n\twant Parse(%q) %v", tt.in, tt.c, tt.v, got, tt.want, err)
		}
		checkEdit(t, r, got, tt.c, tt.v)
	}
}

var withErrorTests = []struct {
	in     string
	c      uri.Component
	v      string
	input  string // the Input of the error: v, or in when r's own path is the problem
	offset int
	err    error
}{
	// 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
	{"http://a/", uri.Scheme, "1http", "1http", 0, uri.ErrInvalidScheme},
	{"http://a/", uri.Scheme, "ht tp", "ht tp", 2, uri.ErrInvalidScheme},
	{"http://a/", uri.Scheme, "", "", 0, uri.ErrMissingScheme},
	// 3.2.3: port = *DIGIT
	{"http://a/", uri.Port, "80a", "80a", 2, uri.ErrInvalidPort},
	{"http://a/", uri.Port, "-1", "-1", 0, uri.ErrInvalidPort},
	// 3.2.2: neither a reg-name nor an IP literal.
	{"http://a/", uri.Host, "a:80", "a:80", 1, uri.ErrInvalidChar},
	{"http://a/", uri.Host, "::1", "::1", 0, uri.ErrInvalidChar},
	{"http://a/", uri.Host, "a]", "a]", 1, uri.ErrInvalidChar},
	{"http://a/", uri.Host, "[::1", "[::1", 4, uri.ErrInvalidIPv6},
	{"http://a/", uri.Host, "[::1]x", "[::1]x", 5, uri.ErrInvalidChar},
	{"http://a/", uri.Host, "[v1]", "[v1]", 3, uri.ErrInvalidIPvFuture},
	// 3.3: an authority cannot come before a rootless path.
	{"mailto:a@b", uri.Host, "h", "mailto:a@b", 7, uri.ErrInvalidChar},
	{"a/b", uri.Userinfo, "u", "a/b", 0, uri.ErrInvalidChar},
	{"x:y", uri.Port, "80", "x:y", 2, uri.ErrInvalidChar},
	// 3.3: after an authority, a path is empty or starts with "/".
	{"http://a/", uri.Path, "b/c", "b/c", 0, uri.ErrInvalidChar},
	{"//a", uri.Path, "%2F", "%2F", 0, uri.ErrInvalidChar},
	// 3.3: without an authority, "//" would start one.
	{"mailto:a@b", uri.Path, "//x", "//x", 1, uri.ErrInvalidChar},
	{"?q", uri.Path, "//x", "//x", 1, uri.ErrInvalidChar},
	// 4.2: in a relative reference, ":" in the first segment would read
	// as a scheme.
	{"?q", uri.Path, "a:b/c", "a:b/c", 1, uri.ErrColonInFirstSeg},
	{"", uri.Path, "ab:", "ab:", 2, uri.ErrColonInFirstSeg},
}

func TestWithErrors(t *testing.T) {
	for _, tt := range withErrorTests {
		got, err := edit(uri.MustParse(tt.in), tt.c, tt.v)
		var e *uri.Error
		if !errors.As(err, &e) || e.Op != "with "+tt.c.String() || e.Input != tt.input || e.Offset != tt.offset || !errors.Is(err, tt.err) || got.IsValid() {
			t.Errorf("Parse(%q).With %v (%q):\n\tgot  %q, %v\n\twant %q: %v at offset %d", tt.in, tt.c, tt.v, got, err, tt.input, tt.err, tt.offset)
		}
	}
	// The zero Ref cannot be edited.
	for _, c := range []uri.Component{uri.Scheme, uri.Userinfo, uri.Host, uri.Port, uri.Path, uri.Query, uri.Fragment} {
		if _, err := edit(uri.Ref{}, c, "x"); !errors.Is(err, uri.ErrZeroRef) {
			t.Errorf("Ref{}.With %v: %v, want ErrZeroRef", c, err)
		}
	}
	if _, err := (uri.Ref{}).JoinPath("x"); !errors.Is(err, uri.ErrZeroRef) {
		t.Errorf("Ref{}.JoinPath: %v, want ErrZeroRef", err)
	}
}

var withoutTests = []struct {
	in                              string
	userinfo, port, query, fragment string
}{
	{"http://u:p@h:80/p?q#f", "http://h:80/p?q#f", "http://u:p@h/p?q#f", "http://u:p@h:80/p#f", "http://u:p@h:80/p?q"},
	{"//@h:/?#", "//h:/?#", "//@h/?#", "//@h:/#", "//@h:/?"},
	{"mailto:a@b", "mailto:a@b", "mailto:a@b", "mailto:a@b", "mailto:a@b"},
}

func TestWithout(t *testing.T) {
	for _, tt := range withoutTests {
		r := uri.MustParse(tt.in)
		for _, c := range []struct {
			name string
			got  uri.Ref
			want string
		}{
			{"WithoutUserinfo", r.WithoutUserinfo(), tt.userinfo},
			{"WithoutPort", r.WithoutPort(), tt.port},
			{"WithoutQuery", r.WithoutQuery(), tt.query},
			{"WithoutFragment", r.WithoutFragment(), tt.fragment},
		} {
			if want := uri.MustParse(c.want); c.got != want {
				t.Errorf("Parse(%q).%s():\n\tgot  %#v\n\twant %q", tt.in, c.name, c.got, c.want)
			}
		}
	}
	var zero uri.Ref
	if zero.WithoutUserinfo().IsValid() || zero.WithoutPort().IsValid() || zero.WithoutQuery().IsValid() {
		t.Error("a Without method of the zero Ref gave a valid Ref")
	}
}

// joinTests give a base, elements, urikit's result, and net/url's where it
// differs ("" when the same).
var joinTests = []struct {
	base   string
	elem   []string
	want   string
	netURL string
}{
	// net/url's rules: "/" separates, ".", ".." and empty segments.
	{"http://h/a/b", []string{"c", "d"}, "http://h/a/b/c/d", ""},
	{"http://h/a/b/", []string{"c"}, "http://h/a/b/c", ""},
	{"http://h/a/b", []string{"../c", "./d/"}, "http://h/a/c/d/", ""},
	{"http://h/a", []string{"../../../x"}, "http://h/x", ""},
	{"http://h/a", []string{"x//y/", ""}, "http://h/a/x/y", ""},
	{"http://h", []string{"x"}, "http://h/x", ""},
	{"http://h/a?q#f", []string{"b"}, "http://h/a/b?q#f", ""},
	// Elements are path text: triplets kept, the rest encoded (net/url
	// decodes "%2F" when another element needs escaping).
	{"http://h/a", []string{"x y", "%2F", "é?#"}, "http://h/a/x%20y/%2F/%C3%A9%3F%23", "http://h/a/x%20y///%C3%A9%3F%23"},
	{"http://h/a", []string{"%2F", "b"}, "http://h/a/%2F/b", ""},
	{"http://h/a", []string{"%2E%2E"}, "http://h/a/%2E%2E", ""}, // data, not a dot-segment
	// The base keeps its meaning: empty segments, a final "/" with no
	// element, and its triplets.
	{"http://h/a//b", []string{"c"}, "http://h/a//b/c", "http://h/a/b/c"},
	{"http://h//", []string{"c"}, "http://h//c", "http://h/c"},
	{"http://h/a/", []string{""}, "http://h/a/", "http://h/a"},
	{"http://h/a%2Fb/c", []string{"x"}, "http://h/a%2Fb/c/x", ""},
	// The base's dot-segments go (5.2.4), as in every resolution.
	{"http://h/a/./b/../c/", []string{"d"}, "http://h/a/c/d", ""},
	// Relative references: no climbing out; a leading ".." of the base
	// stays (net/url drops it), and "./" before a first segment with ":".
	{"a/b", []string{"../../c"}, "c", ""},
	{"../a", []string{"b"}, "../a/b", "a/b"},
	{"", []string{"a:b"}, "./a:b", ""},
	// A path after a scheme without "/" (net/url's Opaque, which it leaves
	// alone), and a scheme with an empty path (net/url makes "x" a host).
	{"mailto:a@b", []string{"x"}, "mailto:a@b/x", "mailto:a@b"},
	{"http:", []string{"x"}, "http:x", "http://x"},
	// Without an authority, "//" is kept from starting one.
	{"foo:/.//x", []string{"y"}, "foo:/.//x/y", "foo:/x/y"},
}

func TestJoinPath(t *testing.T) {
	for _, tt := range joinTests {
		got, err := uri.MustParse(tt.base).JoinPath(tt.elem...)
		if err != nil || got.String() != tt.want {
			t.Errorf("Parse(%q).JoinPath(%q):\n\tgot  %q, %v\n\twant %q", tt.base, tt.elem, got, err, tt.want)
			continue
		}
		if want := uri.MustParse(tt.want); got != want {
			t.Errorf("Parse(%q).JoinPath(%q):\n\tgot  %#v\n\twant Parse(%q)", tt.base, tt.elem, got, tt.want)
		}
		netURL := tt.netURL
		if netURL == "" {
			netURL = tt.want
		}
		if u, err := url.Parse(tt.base); err != nil || u.JoinPath(tt.elem...).String() != netURL {
			t.Errorf("url.Parse(%q).JoinPath(%q):\n\tgot  %v, %v\n\twant %q", tt.base, tt.elem, u.JoinPath(tt.elem...), err, netURL)
		}
	}
	// No element, or only empty ones: nothing changes.
	r := uri.MustParse("http://h/a/./b/")
	if got, err := r.JoinPath(); got != r || err != nil {
		t.Errorf("JoinPath():\n\tgot  %v, %v\n\twant %v", got, err, r)
	}
}

// userTests give Username, Password, Redacted and RequestURI; net/url
// agrees on each.
var userTests = []struct {
	in, user, pass string
	hasPass        bool
	redacted, req  string
}{
	{"http://h/p?q#f", "", "", false, "http://h/p?q#f", "/p?q"},
	{"http://user@h/", "user", "", false, "http://user@h/", "/"},
	{"http://user:secret@h/", "user", "secret", true, "http://user:xxxxx@h/", "/"},
	{"http://user:@h", "user", "", true, "http://user:xxxxx@h", "/"},
	{"http://:pw@h", "", "pw", true, "http://:xxxxx@h", "/"},
	{"ftp://J%C3%BCrgen:a%3Ab:c@h/f;type=i", "Jürgen", "a:b:c", true, "ftp://J%C3%BCrgen:xxxxx@h/f;type=i", "/f;type=i"},
	{"http://h?", "", "", false, "http://h?", "/?"},
	{"http://h", "", "", false, "http://h", "/"},
	{"mailto:a@b?subject=x", "", "", false, "mailto:a@b?subject=x", "a@b?subject=x"},
	{"foo:/x/y#f", "", "", false, "foo:/x/y#f", "/x/y"},
	{"/a/%2E%2E/b?x", "", "", false, "/a/%2E%2E/b?x", "/a/%2E%2E/b?x"},
	{"a/b", "", "", false, "a/b", "a/b"},
}

func TestUserinfoRequestURI(t *testing.T) {
	for _, tt := range userTests {
		r := uri.MustParse(tt.in)
		pass, hasPass := r.Password()
		if r.Username() != tt.user || pass != tt.pass || hasPass != tt.hasPass || r.Redacted() != tt.redacted || r.RequestURI() != tt.req {
			t.Errorf("Parse(%q):\n\tgot  %q %q %v %q %q\n\twant %q %q %v %q %q", tt.in,
				r.Username(), pass, hasPass, r.Redacted(), r.RequestURI(), tt.user, tt.pass, tt.hasPass, tt.redacted, tt.req)
		}
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		upass, uhas := u.User.Password()
		if u.User.Username() != tt.user || upass != tt.pass || uhas != tt.hasPass || u.RequestURI() != tt.req {
			t.Errorf("url.Parse(%q): %q %q %v %q", tt.in, u.User.Username(), upass, uhas, u.RequestURI())
		}
		if u.String() == tt.in && u.Redacted() != tt.redacted {
			t.Errorf("url.Parse(%q).Redacted() = %q, want %q", tt.in, u.Redacted(), tt.redacted)
		}
	}
	var zero uri.Ref
	if p, ok := zero.Password(); zero.Username() != "" || p != "" || ok || zero.Redacted() != "" || zero.RequestURI() != "" {
		t.Error("the zero Ref has a user, a password or a request URI")
	}
}

// checkEdit checks the promise of every editor: n, r edited at component
// c with v, parses back to itself, has r's other components, and has v at
// c as written (its triplets and the octets it escaped decode as v does).
func checkEdit(t *testing.T, r, n uri.Ref, c uri.Component, v string) {
	t.Helper()
	if again, err := zoneParser.Parse(n.String()); err != nil || again != n {
		t.Fatalf("Parse(%q).With %v (%q) = %q does not parse back: %v", r, c, v, n, err)
	}
	if k := reftest.Changed(r, n, c.String()); k != "" {
		t.Fatalf("Parse(%q).With %v (%q) = %q changed the %s", r, c, v, n, k)
	}
	as, _ := reftest.Component(n, c.String())
	switch {
	case c == uri.Scheme || c == uri.Port || c == uri.Host && n.HostKind() >= uri.HostIPv6:
		if as != v {
			t.Fatalf("Parse(%q).With %v (%q): %v is %q", r, c, v, c, as)
		}
	default:
		if d, _ := uri.Unescape(as); d != decodeAsWritten(v) {
			t.Fatalf("Parse(%q).With %v (%q): %v is %q", r, c, v, c, as)
		}
	}
}
