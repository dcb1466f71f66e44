package uri_test

import (
	"errors"
	"net/url"
	"reflect"
	"testing"

	"github.com/urikit/urikit/uri"
)

// urlTests lists references with the url.URL that Ref.URL gives; each
// matches what url.Parse gives for the same string, except where noted.
var urlTests = []struct {
	in   string
	want url.URL
}{
	// RFC 3986 3: every component.
	{"http://u:p@a:80/b/c?q=1#f", url.URL{Scheme: "http", User: url.UserPassword("u", "p"), Host: "a:80", Path: "/b/c", RawQuery: "q=1", Fragment: "f"}},
	// 3.1: the scheme as written; url.Parse would lower-case it.
	{"HTTP://a", url.URL{Scheme: "HTTP", Host: "a"}},
	// 3.3: a decoded Path with RawPath when the spelling is not net/url's.
	{"http://a/b%2Fc", url.URL{Scheme: "http", Host: "a", Path: "/b/c", RawPath: "/b%2Fc"}},
	{"http://a/%7e", url.URL{Scheme: "http", Host: "a", Path: "/~", RawPath: "/%7e"}},
	{"http://a/b%20c", url.URL{Scheme: "http", Host: "a", Path: "/b c"}},
	// 3.3: a rootless path after a scheme is Opaque.
	{"mailto:a@b?subject=x", url.URL{Scheme: "mailto", Opaque: "a@b", RawQuery: "subject=x"}},
	{"urn:isbn:0451450523", url.URL{Scheme: "urn", Opaque: "isbn:0451450523"}},
	// 3: an absolute path after a scheme without an authority sets OmitHost.
	{"foo:/x", url.URL{Scheme: "foo", Path: "/x", OmitHost: true}},
	{"foo:", url.URL{Scheme: "foo"}},
	// 3.2: an empty host with a path.
	{"file:///etc/hosts", url.URL{Scheme: "file", Path: "/etc/hosts"}},
	// 3.2.1: userinfo without a password; an empty one.
	{"ftp://anon@a/", url.URL{Scheme: "ftp", User: url.User("anon"), Host: "a", Path: "/"}},
	{"//@a", url.URL{User: url.User(""), Host: "a"}},
	// 3.2.2: IP literals (url.Parse refuses IPvFuture); a reg-name's
	// UTF-8 decoded.
	{"http://[::1]:8080/", url.URL{Scheme: "http", Host: "[::1]:8080", Path: "/"}},
	{"http://[v1.x]/", url.URL{Scheme: "http", Host: "[v1.x]", Path: "/"}},
	{"http://b%C3%BCcher.example/", url.URL{Scheme: "http", Host: "bücher.example", Path: "/"}},
	// 3.2.3: an empty port.
	{"http://a:/", url.URL{Scheme: "http", Host: "a:", Path: "/"}},
	// 3.4: an empty query is ForceQuery; the query is kept raw.
	{"http://a/?", url.URL{Scheme: "http", Host: "a", Path: "/", ForceQuery: true}},
	{"?a=%20+b", url.URL{RawQuery: "a=%20+b"}},
	// 3.5: a decoded Fragment with RawFragment.
	{"#a%2Fb", url.URL{Fragment: "a/b", RawFragment: "a%2Fb"}},
	// 4.2: relative references.
	{"../a/b", url.URL{Path: "../a/b"}},
	{"//a/b", url.URL{Host: "a", Path: "/b"}},
	{"", url.URL{}},
	// Not representable in fields (differs from url.Parse): Opaque holds
	// the authority and path, or everything after the scheme.
	{"http://", url.URL{Scheme: "http", Opaque: "//"}},
	{"//", url.URL{Opaque: "//"}},
	{"///x", url.URL{Opaque: "///x"}},
	{"http://a%41/", url.URL{Scheme: "http", Host: "aA", Opaque: "//a%41/"}},
	{"http://x!y@a/?q", url.URL{Scheme: "http", User: url.User("x!y"), Host: "a", Opaque: "//x!y@a/", RawQuery: "q"}},
	{"http://a:b:c@h/", url.URL{Scheme: "http", User: url.UserPassword("a", "b:c"), Host: "h", Opaque: "//a:b:c@h/"}},
	{"http://a/#", url.URL{Scheme: "http", Host: "a", Opaque: "//a/#"}},
	{"http://a/b?q#", url.URL{Scheme: "http", Host: "a", Opaque: "//a/b?q#"}},
	{"#", url.URL{Opaque: "#"}},
}

func TestURL(t *testing.T) {
	for _, tt := range urlTests {
		r := uri.MustParse(tt.in)
		u := r.URL()
		if !reflect.DeepEqual(*u, tt.want) {
			t.Errorf("Parse(%q).URL():\n\tgot  %#v\n\twant %#v", tt.in, *u, tt.want)
		}
		if got := u.String(); got != tt.in {
			t.Errorf("Parse(%q).URL().String():\n\tgot  %q\n\twant %q", tt.in, got, tt.in)
		}
		back, err := uri.FromURL(u)
		if err != nil || back != r {
			t.Errorf("FromURL(Parse(%q).URL()):\n\tgot  %v, %v\n\twant %v", tt.in, back, err, r)
		}
	}
}

// TestURLMatchesParse checks the structured cases against url.Parse.
func TestURLMatchesParse(t *testing.T) {
	for _, tt := range urlTests {
		switch {
		case tt.want.Scheme == "HTTP", tt.in == "http://[v1.x]/":
			continue // url.Parse lower-cases the scheme and refuses IPvFuture
		case tt.want.Opaque != "" && (tt.want.Opaque[0] == '/' || tt.want.Opaque[0] == '#'):
			continue // the forms url.Parse cannot give
		}
		u, err := url.Parse(tt.in)
		if err != nil {
			t.Errorf("url.Parse(%q): %v", tt.in, err)
			continue
		}
		if !reflect.DeepEqual(*u, tt.want) {
			t.Errorf("url.Parse(%q):\n\tgot  %#v\n\twant %#v", tt.in, *u, tt.want)
		}
	}
}

// TestURLRoundTrip builds references from many combinations of components
// and checks that FromURL(r.URL()) == r for each.
func TestURLRoundTrip(t *testing.T) {
	schemes := []string{"", "http:", "Foo+1.x-y:"}
	auths := []string{"", "//", "//a", "//a:", "//a:80", "//@", "//u@a", "//u:p@a:1", "//u:p:q@a", "//%41%62@a", "//u%3Ap@a",
		"//!$&'()*+,;=@!$&'()*+,;=", "//[::1]", "//[fe80::1%25en0]", "//[v7.x:y]:8", "//%7e", "//%c3%bc", "//%C3%BC", "//a%25b", "//%2F"}
	paths := []string{"", "/", "/a/b", "a", "a:b", "a/b:c", "/%2F%2f", "/a b", "/~%7E", "/%25", "/*", "*", "/;p=1", "/:@!$&'()*+,;="}
	queries := []string{"", "?", "?a=b&c", "?%20+", "?/?:@"}
	frags := []string{"", "#", "#f", "#%2F", "#/?:@!"}
	n, ok := 0, 0
	for _, s := range schemes {
		for _, a := range auths {
			for _, p := range paths {
				for _, q := range queries {
					for _, f := range frags {
						in := s + a + p + q + f
						r, err := uri.NewParser(uri.AllowZoneID(true)).Parse(in)
						if err != nil {
							continue
						}
						n++
						u := r.URL()
						if got := u.String(); got != in {
							t.Errorf("Parse(%q).URL().String():\n\tgot  %q\n\twant %q", in, got, in)
							continue
						}
						back, err := uri.FromURL(u)
						if err != nil || back != r {
							t.Errorf("FromURL(Parse(%q).URL()):\n\tgot  %v, %v\n\twant %v", in, back, err, r)
							continue
						}
						if u.Opaque == "" || u.Opaque[0] != '/' && u.Opaque[0] != '#' && u.Opaque[0] != '?' {
							ok++
						}
					}
				}
			}
		}
	}
	t.Logf("%d references round-trip; %d of them in structured fields", n, ok)
	if n < 5000 {
		t.Errorf("only %d valid combinations", n)
	}
}

func TestFromURLErrors(t *testing.T) {
	for _, tt := range []struct {
		u      *url.URL
		offset int
		err    error
	}{
		{nil, 0, nil},
		// RFC 3986 3.4: a space is not a query character; RawQuery is raw.
		{&url.URL{Scheme: "http", Host: "a", Path: "/", RawQuery: "a b"}, 11, uri.ErrInvalidChar},
		// 3.3: url.Parse keeps "[" in a path, which RFC 3986 refuses.
		{mustURL("http://a/[x]"), 9, uri.ErrInvalidChar},
		// 3.1: a scheme starts with a letter.
		{&url.URL{Scheme: "1x", Opaque: "y"}, 2, uri.ErrColonInFirstSeg},
		// 3.2.3: a port is digits.
		{&url.URL{Scheme: "http", Host: "a:x"}, 10, uri.ErrInvalidPort}, // "a:x" could still be a userinfo (4.1)
		// 3.5: RawFragment is used only when valid, so an invalid one
		// is re-escaped and accepted; an Opaque is taken as it is.
		{&url.URL{Scheme: "x", Opaque: "a#b#c"}, 5, uri.ErrInvalidChar},
	} {
		_, err := uri.FromURL(tt.u)
		var e *uri.Error
		if !errors.As(err, &e) || e.Op != "from URL" || e.Offset != tt.offset || tt.err != nil && !errors.Is(err, tt.err) {
			t.Errorf("FromURL(%v):\n\tgot  %v\n\twant %v at offset %d", tt.u, err, tt.err, tt.offset)
		}
	}
	if r, err := uri.FromURL(&url.URL{Scheme: "http", Host: "a", Path: "/a b", Fragment: "x y"}); err != nil || r.String() != "http://a/a%20b#x%20y" {
		t.Errorf("FromURL(escaped):\n\tgot  %v, %v\n\twant %v", r, err, "http://a/a%20b#x%20y")
	}
	if u := (uri.Ref{}).URL(); u != nil {
		t.Errorf("Ref{}.URL():\n\tgot  %v\n\twant nil", u)
	}
}

func mustURL(s string) *url.URL {
	u, err := url.Parse(s)
	if err != nil {
		panic(err)
	}
	return u
}
