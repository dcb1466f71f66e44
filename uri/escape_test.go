package uri_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

var escapeTests = []struct {
	in   string
	c    uri.Component
	want string
}{
	// RFC 3986 2.3: unreserved characters stand for themselves everywhere.
	{"AZaz09-._~", uri.Userinfo, "AZaz09-._~"},
	{"AZaz09-._~", uri.Host, "AZaz09-._~"},
	{"AZaz09-._~", uri.PathSegment, "AZaz09-._~"},
	{"AZaz09-._~", uri.QueryComponent, "AZaz09-._~"},
	// 2.1: "%" is data here, so it is escaped; hex digits are upper case.
	{"100%", uri.Path, "100%25"},
	{"%41", uri.Query, "%2541"},
	// 2.1, 2.5: a space and non-ASCII text become UTF-8 octets.
	{"a b", uri.Path, "a%20b"},
	{"café", uri.Path, "caf%C3%A9"},
	{"\xff", uri.Fragment, "%FF"}, // not UTF-8: the octet as it is
	{"\x00\x1f\x7f", uri.Query, "%00%1F%7F"},
	// 3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
	{"user:pa@ss/w?d", uri.Userinfo, "user:pa%40ss%2Fw%3Fd"},
	{"!$&'()*+,;=", uri.Userinfo, "!$&'()*+,;="},
	// 3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims )
	{"bücher.example", uri.Host, "b%C3%BCcher.example"},
	{"a:b@c", uri.Host, "a%3Ab%40c"},
	{"[::1]", uri.Host, "%5B%3A%3A1%5D"},
	// 3.3: path = segments of pchar separated by "/"
	{"/a b/c:d@e", uri.Path, "/a%20b/c:d@e"},
	{"a/b?c#d", uri.Path, "a/b%3Fc%23d"},
	{"a/b?c#d", uri.PathSegment, "a%2Fb%3Fc%23d"},
	{"!$&'()*+,;=:@", uri.PathSegment, "!$&'()*+,;=:@"},
	// 3.4: query = *( pchar / "/" / "?" )
	{"a=1&b=2/3?4#5", uri.Query, "a=1&b=2/3?4%235"},
	{"[x]{y}|\\^`\"<>", uri.Query, "%5Bx%5D%7By%7D%7C%5C%5E%60%22%3C%3E"},
	// 3.4, form convention: a key or value escapes "&", "=", "+".
	{"a=1&b+c d", uri.QueryComponent, "a%3D1%26b%2Bc%20d"},
	{"x/y?z:@!$'()*,;", uri.QueryComponent, "x/y?z:@!$'()*,;"},
	// 3.5: fragment = *( pchar / "/" / "?" ); a second "#" is escaped.
	{"sec/1?x#y", uri.Fragment, "sec/1?x%23y"},
	// The zero Component keeps only unreserved characters (2.3).
	{"a/b:c", 0, "a%2Fb%3Ac"},
	{"", uri.Path, ""},
}

func TestEscape(t *testing.T) {
	for _, tt := range escapeTests {
		if got := uri.Escape(tt.in, tt.c); got != tt.want {
			t.Errorf("Escape(%q, %d):\n\tgot  %q\n\twant %q", tt.in, tt.c, got, tt.want)
		}
		if got, err := uri.Unescape(tt.want); err != nil || got != tt.in {
			t.Errorf("Unescape(%q):\n\tgot  %q, %v\n\twant %q", tt.want, got, err, tt.in)
		}
	}
}

// allowed is a slow reference of which octets stand for themselves in each
// component, written from the ABNF of RFC 3986 Appendix A.
func allowed(c byte, comp uri.Component) bool {
	unreserved := 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte("-._~", c) >= 0
	subDelim := strings.IndexByte("!$&'()*+,;=", c) >= 0
	pchar := unreserved || subDelim || c == ':' || c == '@'
	switch comp {
	case uri.Userinfo:
		return unreserved || subDelim || c == ':'
	case uri.Host:
		return unreserved || subDelim
	case uri.Path:
		return pchar || c == '/'
	case uri.PathSegment:
		return pchar
	case uri.Query, uri.Fragment:
		return pchar || c == '/' || c == '?'
	case uri.QueryComponent:
		return (pchar || c == '/' || c == '?') && c != '&' && c != '=' && c != '+'
	}
	return unreserved
}

// TestEscapeTable checks every octet of the generated table against the
// ABNF for every component.
func TestEscapeTable(t *testing.T) {
	comps := []uri.Component{0, uri.Userinfo, uri.Host, uri.Path, uri.PathSegment, uri.Query, uri.QueryComponent, uri.Fragment, uri.Scheme, uri.Port, 99}
	for _, comp := range comps {
		for i := 0; i < 256; i++ {
			s := string([]byte{byte(i)})
			got := uri.Escape(s, comp) == s
			if want := allowed(byte(i), comp); got != want {
				t.Errorf("Escape(%q, %d) keeps it:\n\tgot  %v\n\twant %v", s, comp, got, want)
			}
		}
	}
}

var unescapeErrorTests = []struct {
	in     string
	offset int
}{
	// RFC 3986 2.1: pct-encoded = "%" HEXDIG HEXDIG
	{"%", 1},
	{"a%4", 3},
	{"a%4g", 3},
	{"%zz", 1},
	{"ok%41%", 6},
	{"100% sure", 4},
}

func TestUnescape(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"", ""},
		{"plain", "plain"},
		{"a%20b", "a b"},
		{"%e2%82%AC", "€"},       // 2.1: either case of hex digit
		{"a+b", "a+b"},           // "+" is not a space outside form data
		{"%2541", "%41"},         // decoded once
		{"%00%FF", "\x00\xff"},   // any octet
		{"%2F%3f%23", "/?#"},     // delimiters come out bare
		{"x%41%42%43y", "xABCy"}, // consecutive triplets
	} {
		if got, err := uri.Unescape(tt.in); err != nil || got != tt.want {
			t.Errorf("Unescape(%q):\n\tgot  %q, %v\n\twant %q", tt.in, got, err, tt.want)
		}
	}
	for _, tt := range unescapeErrorTests {
		_, err := uri.Unescape(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) || e.Offset != tt.offset || e.Op != "unescape" || e.Input != tt.in || !errors.Is(err, uri.ErrInvalidPercent) {
			t.Errorf("Unescape(%q):\n\tgot  %v\n\twant invalid percent-encoding at offset %d", tt.in, err, tt.offset)
		}
	}
}

func TestEscapeNoAllocs(t *testing.T) {
	for _, tt := range []struct {
		name string
		f    func()
	}{
		{"Escape unchanged", func() { _ = uri.Escape("/a/b;c=d/e:f@g", uri.Path) }},
		{"Escape QueryComponent unchanged", func() { _ = uri.Escape("abc~._-", uri.QueryComponent) }},
		{"Unescape without %", func() { _, _ = uri.Unescape("/a/b;c=d") }},
	} {
		if n := testing.AllocsPerRun(100, tt.f); n != 0 {
			t.Errorf("%s: got %v allocations, want 0", tt.name, n)
		}
	}
	if n := testing.AllocsPerRun(100, func() { _ = uri.Escape("a b", uri.Path) }); n != 1 {
		t.Errorf("Escape changed: got %v allocations, want 1", n)
	}
	if n := testing.AllocsPerRun(100, func() { _, _ = uri.Unescape("a%20b") }); n != 1 {
		t.Errorf("Unescape changed: got %v allocations, want 1", n)
	}
}

// TestEscapeParses checks that an escaped value fits its component: it
// parses in that place of a reference and gives the value back.
func TestEscapeParses(t *testing.T) {
	values := []string{"", "a b", "%", "a/b?c#d[e]", "user:pw@x", "ü€𝄞", "\x00\x7f\xff", "&=+;,", "{|}^`\\\"<>"}
	for _, v := range values {
		for _, tc := range []struct {
			c    uri.Component
			ref  string
			part func(uri.Ref) string
		}{
			{uri.Userinfo, "//" + uri.Escape(v, uri.Userinfo) + "@h", func(r uri.Ref) string { s, _ := r.Userinfo(); return s }},
			{uri.Host, "//" + uri.Escape(v, uri.Host), func(r uri.Ref) string { return r.Host() }},
			{uri.Path, "/" + uri.Escape(v, uri.Path), func(r uri.Ref) string { return r.Path()[1:] }},
			{uri.PathSegment, "/s/" + uri.Escape(v, uri.PathSegment) + "/x", func(r uri.Ref) string { return strings.TrimSuffix(r.Path()[3:], "/x") }},
			{uri.Query, "?" + uri.Escape(v, uri.Query), func(r uri.Ref) string { s, _ := r.Query(); return s }},
			{uri.QueryComponent, "?k=" + uri.Escape(v, uri.QueryComponent) + "&z", func(r uri.Ref) string {
				s, _ := r.Query()
				return strings.TrimSuffix(strings.TrimPrefix(s, "k="), "&z")
			}},
			{uri.Fragment, "#" + uri.Escape(v, uri.Fragment), func(r uri.Ref) string { s, _ := r.Fragment(); return s }},
		} {
			r, err := uri.Parse(tc.ref)
			if err != nil {
				t.Errorf("Parse(%q):\n\tgot  %v\n\twant a valid reference", tc.ref, err)
				continue
			}
			if got, _ := uri.Unescape(tc.part(r)); got != v {
				t.Errorf("Parse(%q) component %d:\n\tgot  %q\n\twant %q", tc.ref, tc.c, got, v)
			}
		}
	}
}
