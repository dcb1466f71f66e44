package uri_test

import (
	"errors"
	"fmt"
	"net/url"
	"reflect"
	"testing"

	"github.com/urikit/urikit/uri"
)

// urlTests lists references with the url.URL that Ref.URL gives and, when
// it differs from the input, what that URL's String spells. Each matches
// what url.Parse gives for the same string, except where noted.
var urlTests = []struct {
	in   string
	want url.URL
	str  string // u.String() when not in
}{
	// RFC 3986 3: every component.
	{"http://u:p@a:80/b/c?q=1#f", url.URL{Scheme: "http", User: url.UserPassword("u", "p"), Host: "a:80", Path: "/b/c", RawQuery: "q=1", Fragment: "f"}, ""},
	// 3.1: the scheme lower-cased, as url.Parse does.
	{"HTTP://a", url.URL{Scheme: "http", Host: "a"}, "http://a"},
	// 3.3: a decoded Path with RawPath when the spelling is not net/url's.
	{"http://a/b%2Fc", url.URL{Scheme: "http", Host: "a", Path: "/b/c", RawPath: "/b%2Fc"}, ""},
	{"http://a/%7e", url.URL{Scheme: "http", Host: "a", Path: "/~", RawPath: "/%7e"}, ""},
	{"http://a/b%20c", url.URL{Scheme: "http", Host: "a", Path: "/b c"}, ""},
	// 3.3: a rootless path after a scheme is Opaque.
	{"mailto:a@b?subject=x", url.URL{Scheme: "mailto", Opaque: "a@b", RawQuery: "subject=x"}, ""},
	{"urn:isbn:0451450523", url.URL{Scheme: "urn", Opaque: "isbn:0451450523"}, ""},
	// 3: an absolute path after a scheme without an authority sets OmitHost.
	{"foo:/x", url.URL{Scheme: "foo", Path: "/x", OmitHost: true}, ""},
	{"foo:", url.URL{Scheme: "foo"}, ""},
	// 3.2: an empty host with a path.
	{"file:///etc/hosts", url.URL{Scheme: "file", Path: "/etc/hosts"}, ""},
	// 3.2.1: userinfo without a password; an empty one; split at the
	// first ":" before decoding.
	{"ftp://anon@a/", url.URL{Scheme: "ftp", User: url.User("anon"), Host: "a", Path: "/"}, ""},
	{"//@a", url.URL{User: url.User(""), Host: "a"}, ""},
	{"http://u%3Av:p%3Aq@a/", url.URL{Scheme: "http", User: url.UserPassword("u:v", "p:q"), Host: "a", Path: "/"}, "http://u%3Av:p%3Aq@a/"},
	// 3.2.2: IP literals; a reg-name's UTF-8 decoded.
	{"http://[::1]:8080/", url.URL{Scheme: "http", Host: "[::1]:8080", Path: "/"}, ""},
	{"http://b%C3%BCcher.example/", url.URL{Scheme: "http", Host: "bücher.example", Path: "/"}, ""},
	// 3.2.3: an empty port; a port without a host.
	{"http://a:/", url.URL{Scheme: "http", Host: "a:", Path: "/"}, ""},
	{"http://:80/", url.URL{Scheme: "http", Host: ":80", Path: "/"}, ""},
	// 3.4: an empty query is ForceQuery, also without a path; the query is
	// kept raw.
	{"http://a/?", url.URL{Scheme: "http", Host: "a", Path: "/", ForceQuery: true}, ""},
	{"http://a?", url.URL{Scheme: "http", Host: "a", ForceQuery: true}, ""},
	{"?a=%20+b", url.URL{RawQuery: "a=%20+b"}, ""},
	// 3.5: a decoded Fragment with RawFragment.
	{"#a%2Fb", url.URL{Fragment: "a/b", RawFragment: "a%2Fb"}, ""},
	// 4.2: relative references.
	{"../a/b", url.URL{Path: "../a/b"}, ""},
	{"//a/b", url.URL{Host: "a", Path: "/b"}, ""},
	{"", url.URL{}, ""},
	// 3.2: an empty authority is kept as structure where String can
	// write it; url.Parse reads "///x" as a path.
	{"http:///x", url.URL{Scheme: "http", Path: "/x"}, ""},
	{"///x", url.URL{Path: "///x"}, ""},
	{"//@/x", url.URL{User: url.User(""), Path: "/x"}, ""},
	// Details url.URL cannot hold are dropped, the structure kept.
	// 3.2: an empty authority with an empty path.
	{"http://", url.URL{Scheme: "http"}, "http:"},
	{"//", url.URL{}, ""},
	{"//?q", url.URL{RawQuery: "q"}, "?q"},
	// 3.5: an empty fragment.
	{"http://a/#", url.URL{Scheme: "http", Host: "a", Path: "/"}, "http://a/"},
	{"http://a/b?#", url.URL{Scheme: "http", Host: "a", Path: "/b", ForceQuery: true}, "http://a/b?"},
	{"#", url.URL{}, ""},
	// 3.2.1: userinfo in net/url's spelling.
	{"http://x!y@a/?q", url.URL{Scheme: "http", User: url.User("x!y"), Host: "a", Path: "/", RawQuery: "q"}, "http://x%21y@a/?q"},
	{"http://a:b:c@h/", url.URL{Scheme: "http", User: url.UserPassword("a", "b:c"), Host: "h", Path: "/"}, "http://a:b%3Ac@h/"},
	{"http://%41@h/", url.URL{Scheme: "http", User: url.User("A"), Host: "h", Path: "/"}, "http://A@h/"},
	// 3.2.2: a reg-name decoded where Host can hold the octet (url.Parse
	// refuses these).
	{"http://a%41/", url.URL{Scheme: "http", Host: "aA", Path: "/"}, "http://aA/"},
	{"http://a%2Bb%25c/", url.URL{Scheme: "http", Host: "a+b%c", Path: "/"}, "http://a+b%25c/"},
	// 3.2.2: a host url.Parse refuses becomes empty, the port kept.
	{"http://a%00.b/", url.URL{Scheme: "http", Host: "", Path: "/"}, "http:///"},
	{"http://%5B%3A%3A1%5D:8080/", url.URL{Scheme: "http", Host: ":8080", Path: "/"}, "http://:8080/"},
	{"http://a%2Fb/", url.URL{Scheme: "http", Host: "", Path: "/"}, "http:///"},
	{"http://[v1.x]/", url.URL{Scheme: "http", Host: "", Path: "/"}, "http:///"},
	{"//%00//x", url.URL{Path: "////x"}, "////x"},
	{"http://%00//x", url.URL{Scheme: "http", Path: "//x"}, "http:////x"},
}

func TestURL(t *testing.T) {
	for _, tt := range urlTests {
		r := uri.MustParse(tt.in)
		u := r.URL()
		if !reflect.DeepEqual(*u, tt.want) {
			t.Errorf("Parse(%q).URL():\n\tgot  %#v\n\twant %#v", tt.in, *u, tt.want)
		}
		want := tt.in
		if tt.str != "" || tt.in == "//" || tt.in == "#" {
			want = tt.str
		}
		if got := u.String(); got != want {
			t.Errorf("Parse(%q).URL().String():\n\tgot  %q\n\twant %q", tt.in, got, want)
		}
		back, err := uri.FromURL(u)
		if err != nil || back.String() != want {
			t.Errorf("FromURL(Parse(%q).URL()):\n\tgot  %v, %v\n\twant %v", tt.in, back, err, want)
		}
		if u.Opaque != "" && r.HasAuthority() {
			t.Errorf("Parse(%q).URL().Opaque:\n\tgot  %q\n\twant \"\" (the reference has an authority)", tt.in, u.Opaque)
		}
		if err := urlAgrees(tt.in, u); err != nil {
			t.Error(err)
		}
	}
}

// urlAgrees reports how u, the URL of the reference s, disagrees with what
// url.Parse gives for s, on the fields net/http sends: Scheme, Host,
// EscapedPath, RawQuery, Query and RequestURI. It also checks that net/url
// accepts what u spells. It returns nil when url.Parse refuses s.
func urlAgrees(s string, u *url.URL) error {
	if _, err := url.Parse(u.String()); err != nil {
		return fmt.Errorf("url.Parse(Parse(%q).URL().String()):\n\tgot  %v\n\twant no error", s, err)
	}
	p, err := url.Parse(s)
	if err != nil {
		return nil
	}
	type fields struct {
		Scheme, Host, EscapedPath, RawQuery string
		Query                               url.Values
		RequestURI                          string
	}
	got := fields{u.Scheme, u.Host, u.EscapedPath(), u.RawQuery, u.Query(), u.RequestURI()}
	want := fields{p.Scheme, p.Host, p.EscapedPath(), p.RawQuery, p.Query(), p.RequestURI()}
	if !reflect.DeepEqual(got, want) {
		return fmt.Errorf("Parse(%q).URL():\n\tgot  %+v\n\twant %+v (url.Parse)", s, got, want)
	}
	return nil
}

// urlAgreementTests are references whose URL must agree with url.Parse
// (RFC 3986 3): the forms that once fell back to Opaque, and others.
var urlAgreementTests = []string{
	"http://a/#", "http://a/?#", "http://a?#", "http://a?", "http://a/b?", "https://a:443/?#",
	"http://u%40x:p%3Ay@a/", "http://%75ser@a/", "http://a%C3%A9.b/", "http://a%25b/",
	"http://", "http:///", "http://:8080/x", "//", "///", "///x", "//?", "//#", "http://@/",
	"http://a/%2e%2E/b", "http://a/b%2Fc/d?x=%2F#%2F", "http://a/*", "*", "http://a/b;c?d;e",
	"http://[::1]/", "http://[fe80::1%25en0]/", "http://a:0/", "http://a:99999/", "mailto:a@b?c#d",
	"foo:/x", "foo:x/y", "foo:", "/a?b#c", "a/b", "?x=1&y=%20+z&y", "#f", "%2A", "/%2A", "http://a/%2A",
	"http://[fe80::1%25en%2F0]/", "http://[fe80::1%25%C3%A9]/", "//[::0%250%21]#", "http://[fe80::1%25a%20b]/", "http://[::1.2.3.4]/", "http://[::FFFF:1.2.3.4]:80/",
}

func TestURLAgreesWithParse(t *testing.T) {
	for _, s := range urlAgreementTests {
		r, err := zoneParser.Parse(s)
		if err != nil {
			t.Fatal(err)
		}
		u := r.URL()
		if u.Opaque != "" && r.HasAuthority() {
			t.Errorf("Parse(%q).URL().Opaque:\n\tgot  %q\n\twant \"\"", s, u.Opaque)
		}
		if err := urlAgrees(s, u); err != nil {
			t.Error(err)
		}
	}
}

// TestURLRoundTrip builds references from many combinations of components
// and checks that r.URL() spells a valid reference, r itself whenever
// net/url can hold every detail of r.
func TestURLRoundTrip(t *testing.T) {
	schemes := []string{"", "http:", "Foo+1.x-y:"}
	auths := []string{"", "//", "//a", "//a:", "//a:80", "//@", "//u@a", "//u:p@a:1", "//u:p:q@a", "//%41%62@a", "//u%3Ap@a",
		"//!$&'()*+,;=@!$&'()*+,;=", "//[::1]", "//[fe80::1%25en0]", "//[v7.x:y]:8", "//%7e", "//%c3%bc", "//%C3%BC", "//a%25b", "//%2F"}
	paths := []string{"", "/", "/a/b", "a", "a:b", "a/b:c", "/%2F%2f", "/a b", "/~%7E", "/%25", "/*", "*", "/;p=1", "/:@!$&'()*+,;="}
	queries := []string{"", "?", "?a=b&c", "?%20+", "?/?:@"}
	frags := []string{"", "#", "#f", "#%2F", "#/?:@!"}
	n, same := 0, 0
	for _, s := range schemes {
		for _, a := range auths {
			for _, p := range paths {
				for _, q := range queries {
					for _, f := range frags {
						in := s + a + p + q + f
						r, err := zoneParser.Parse(in)
						if err != nil {
							continue
						}
						n++
						u := r.URL()
						back, err := uri.FromURL(u)
						if err != nil && !netURLSpelling(in, u) {
							t.Errorf("FromURL(Parse(%q).URL()):\n\tgot  %v\n\twant a valid reference", in, err)
							continue
						}
						if u.String() == in {
							same++
							if back != r {
								t.Errorf("FromURL(Parse(%q).URL()):\n\tgot  %v\n\twant %v", in, back, r)
							}
						}
						if u.Opaque != "" && r.HasAuthority() {
							t.Errorf("Parse(%q).URL().Opaque:\n\tgot  %q\n\twant \"\"", in, u.Opaque)
						}
						if err := urlAgrees(in, u); err != nil {
							t.Error(err)
						}
					}
				}
			}
		}
	}
	t.Logf("%d references; %d of them spelled the same by URL().String()", n, same)
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
