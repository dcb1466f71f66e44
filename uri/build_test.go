package uri_test

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

var zoneParser = uri.NewParser(uri.AllowZoneID(true))

var buildTests = []struct {
	p    uri.Parts
	want string
}{
	// RFC 3986 3: every component, each escaped as its own (2.1, 3.2.1-3.5).
	{uri.Parts{Scheme: "http", Userinfo: "me:p@ss", Host: "example.com", Port: "8080", Path: "/a b/c", Query: "q=1&r=a b", Fragment: "sec 1"},
		"http://me:p%40ss@example.com:8080/a%20b/c?q=1&r=a%20b#sec%201"},
	// 3.2.2: a non-ASCII reg-name as UTF-8 octets; an IPv4 address.
	{uri.Parts{Scheme: "http", Host: "bücher.example", Path: "/"}, "http://b%C3%BCcher.example/"},
	{uri.Parts{Scheme: "http", Host: "192.0.2.1"}, "http://192.0.2.1"},
	// 3.2.2: an IPv6 address is bracketed; a bracketed literal is kept.
	{uri.Parts{Scheme: "http", Host: "2001:db8::7", Port: "80"}, "http://[2001:db8::7]:80"},
	{uri.Parts{Scheme: "http", Host: "[2001:db8::7]"}, "http://[2001:db8::7]"},
	{uri.Parts{Scheme: "http", Host: "[v1.fe:x]"}, "http://[v1.fe:x]"},
	// RFC 6874: the zone is introduced by "%25".
	{uri.Parts{Scheme: "http", Host: "fe80::1%25eth0", Path: "/"}, "http://[fe80::1%25eth0]/"},
	{uri.Parts{Scheme: "http", Host: "[fe80::1%25eth0]"}, "http://[fe80::1%25eth0]"},
	{uri.Parts{Host: "fe80::1%25e/th"}, "//[fe80::1%25e%2Fth]"},
	{uri.Parts{Host: "fe80::1%25eth%30"}, "//[fe80::1%25eth%30]"},
	// 3.2: an authority made present by its flag, or by an empty port.
	{uri.Parts{Scheme: "file", HasAuthority: true, Path: "/etc/hosts"}, "file:///etc/hosts"},
	{uri.Parts{Scheme: "http", HasPort: true, Host: "a"}, "http://a:"},
	{uri.Parts{HasAuthority: true}, "//"},
	// 3.2.1: an empty userinfo.
	{uri.Parts{HasUserinfo: true, Host: "a"}, "//@a"},
	// 3.3: with an authority, a path gets its leading "/".
	{uri.Parts{Scheme: "http", Host: "a", Path: "b/c"}, "http://a/b/c"},
	// 3.3: without an authority, "//" would start one: "/." is put before.
	{uri.Parts{Scheme: "foo", Path: "//x/y"}, "foo:/.//x/y"},
	{uri.Parts{Path: "//x"}, "/.//x"},
	// 4.2: a relative path's first segment with ":" gets "./".
	{uri.Parts{Path: "a:b/c"}, "./a:b/c"},
	{uri.Parts{Path: "a/b:c"}, "a/b:c"},
	{uri.Parts{Scheme: "urn", Path: "isbn:0451450523"}, "urn:isbn:0451450523"},
	// 3.3: a "%" that starts no triplet, "?" and "#" in a path are data.
	{uri.Parts{Path: "/100%/a?b#c"}, "/100%25/a%3Fb%23c"},
	// 3.4, 3.5: empty but present query and fragment.
	{uri.Parts{Path: "/", HasQuery: true, HasFragment: true}, "/?#"},
	{uri.Parts{Query: "a=[1]", Fragment: "x#y"}, "?a=%5B1%5D#x%23y"},
	// 4.2: the empty reference.
	{uri.Parts{}, ""},
	// 3.1: a scheme in any case is kept as given.
	{uri.Parts{Scheme: "Coap+TCP", Path: "x"}, "Coap+TCP:x"},
	// 2.1: triplets are kept, "%2F" inside a segment included, never
	// escaped again; other octets the component cannot hold are escaped,
	// a "%" that starts no triplet too.
	{uri.Parts{Scheme: "http", Host: "a", Path: "/a%2Fb c%zz/%"}, "http://a/a%2Fb%20c%25zz/%25"},
	{uri.Parts{Userinfo: "u%3Ap:q", Host: "h%2Ex", Query: "k=a%26b&c", Fragment: "%23 x"}, "//u%3Ap:q@h%2Ex?k=a%26b&c#%23%20x"},
	{uri.Parts{Scheme: "http", Host: "a", Path: "/50%2541/x", Query: "q=1"}, "http://a/50%2541/x?q=1"},
	// 3.3, 4.2: the prefixes are added to a path with triplets alike.
	{uri.Parts{Path: "a:b/%2F"}, "./a:b/%2F"},
	{uri.Parts{Path: "//%2F"}, "/.//%2F"},
}

func TestBuild(t *testing.T) {
	for _, tt := range buildTests {
		r, err := uri.Build(tt.p)
		if err != nil || r.String() != tt.want {
			t.Errorf("Build(%+v):\n\tgot  %q, %v\n\twant %q", tt.p, r, err, tt.want)
			continue
		}
		if want, _ := zoneParser.Parse(tt.want); r != want {
			t.Errorf("Build(%+v):\n\tgot  %#v\n\twant Parse(%q)", tt.p, r, tt.want)
		}
	}
}

var buildErrorTests = []struct {
	p      uri.Parts
	input  string
	offset int
	err    error
}{
	// 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )
	{uri.Parts{Scheme: "1http"}, "1http", 0, uri.ErrInvalidScheme},
	{uri.Parts{Scheme: "ht tp"}, "ht tp", 2, uri.ErrInvalidScheme},
	{uri.Parts{Scheme: "a:b"}, "a:b", 1, uri.ErrInvalidScheme},
	// 3.2.3: port = *DIGIT
	{uri.Parts{Host: "a", Port: "80a"}, "80a", 2, uri.ErrInvalidPort},
	{uri.Parts{Host: "a", Port: "-1"}, "-1", 0, uri.ErrInvalidPort},
	// 3.2.2: a host with ":" must be an IPv6 address.
	{uri.Parts{Host: "a:b"}, "a:b", 3, uri.ErrInvalidIPv6},
	{uri.Parts{Host: "1:2:3:4:5:6:7:8:9"}, "1:2:3:4:5:6:7:8:9", 15, uri.ErrInvalidIPv6},
	{uri.Parts{Host: "::g"}, "::g", 2, uri.ErrInvalidIPv6},
	{uri.Parts{Host: "[::1"}, "[::1", 4, uri.ErrInvalidIPv6},
	{uri.Parts{Host: "[::1]x"}, "[::1]x", 5, uri.ErrInvalidChar},
	// RFC 6874: the zone is introduced by "%25", and is not empty.
	{uri.Parts{Host: "fe80::1%"}, "fe80::1%", 8, uri.ErrInvalidZone},
	{uri.Parts{Host: "fe80::1%eth0"}, "fe80::1%eth0", 8, uri.ErrInvalidZone},
	{uri.Parts{Host: "fe80::1%25"}, "fe80::1%25", 10, uri.ErrInvalidZone},
}

func TestBuildErrors(t *testing.T) {
	for _, tt := range buildErrorTests {
		_, err := uri.Build(tt.p)
		var e *uri.Error
		if !errors.As(err, &e) || e.Op != "build" || e.Input != tt.input || e.Offset != tt.offset || !errors.Is(err, tt.err) {
			t.Errorf("Build(%+v):\n\tgot  %v\n\twant %q: %v at offset %d", tt.p, err, tt.input, tt.err, tt.offset)
		}
	}
}

// partsTests give references whose Parts are their components as written.
var partsTests = []struct {
	in   string
	want uri.Parts
}{
	// RFC 3986 3: every component as written, triplets kept (2.1).
	{"http://me:p%40ss@b%C3%BCcher.example:8080/a%20b/c?q=1&r=a%20b#sec%201",
		uri.Parts{Scheme: "http", HasAuthority: true, Userinfo: "me:p%40ss", HasUserinfo: true, Host: "b%C3%BCcher.example", Port: "8080", HasPort: true,
			Path: "/a%20b/c", Query: "q=1&r=a%20b", HasQuery: true, Fragment: "sec%201", HasFragment: true}},
	// 3.2.2: an IP-literal as written, zone included.
	{"http://[fe80::1%25eth0]/", uri.Parts{Scheme: "http", HasAuthority: true, Host: "[fe80::1%25eth0]", Path: "/"}},
	// 2.2, 3.3: an encoded delimiter stays encoded.
	{"a%2Fb", uri.Parts{Path: "a%2Fb"}},
	{"//u%3Ap@h", uri.Parts{HasAuthority: true, Userinfo: "u%3Ap", HasUserinfo: true, Host: "h"}},
	{"?a%3Db#%2F", uri.Parts{Query: "a%3Db", HasQuery: true, Fragment: "%2F", HasFragment: true}},
	// 5.2.4: "%2E" in a path stays, never a dot-segment.
	{"a/%2E%2E/b", uri.Parts{Path: "a/%2E%2E/b"}},
	// 2.1: the case of hex digits is kept.
	{"/%7e%c3%A9", uri.Parts{Path: "/%7e%c3%A9"}},
	// 3.4, 3.5: absent and empty.
	{"?#", uri.Parts{HasQuery: true, HasFragment: true}},
	{"mailto:x@y", uri.Parts{Scheme: "mailto", Path: "x@y"}},
}

func TestParts(t *testing.T) {
	for _, tt := range partsTests {
		r, err := zoneParser.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.Parts(); got != tt.want {
			t.Errorf("Parse(%q).Parts():\n\tgot  %+v\n\twant %+v", tt.in, got, tt.want)
		}
		if back, err := uri.Build(r.Parts()); err != nil || back != r {
			t.Errorf("Build(Parse(%q).Parts()):\n\tgot  %v, %v\n\twant %v", tt.in, back, err, r)
		}
	}
	if got := (uri.Ref{}).Parts(); got != (uri.Parts{}) {
		t.Errorf("Ref{}.Parts():\n\tgot  %+v\n\twant %+v", got, uri.Parts{})
	}
	// Build(r.Parts()) == r for every reference Build makes.
	for _, tt := range buildTests {
		r, err := uri.Build(tt.p)
		if err != nil {
			continue
		}
		back, err := uri.Build(r.Parts())
		if err != nil || back != r {
			t.Errorf("Build(Parse(%q).Parts()):\n\tgot  %v, %v\n\twant %v", r, back, err, r)
		}
	}
}
