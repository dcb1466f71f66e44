package canon

import (
	"errors"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// stepTests: each step on its own and beside others, by profile.
var stepTests = []struct {
	spec, in, want string
}{
	{"rfc", "HTTP://A.example:80/a/./b/../%7Ec?", "http://a.example/a/~c?"},
	{"rfc+level=syntax", "HTTP://A.example:80/a/./b/../%7Ec?", "http://a.example:80/a/~c?"},
	{"rfc+drop-fragment", "http://a/p#f", "http://a/p"},
	{"rfc+force-http", "https://a/p", "http://a/p"},
	{"rfc+force-http", "https://a:80/p", "http://a/p"},
	{"rfc+force-http", "https://a:8443/p", "http://a:8443/p"},
	{"rfc+force-http", "ftp://a/p", "ftp://a/p"},
	{"rfc+remove-host-dots", "http://.a..b./p", "http://a.b/p"},
	{"rfc+remove-host-dots", "http://.../p", "http://.../p"},
	{"rfc+decode-ip-host", "http://0x7f.1/", "http://127.0.0.1/"},
	{"rfc+decode-ip-host", "http://2130706433/", "http://127.0.0.1/"},
	{"rfc+decode-ip-host", "http://0177.0.0.1./", "http://127.0.0.1/"},
	{"rfc+decode-ip-host", "http://1.2.3.256/", "http://1.2.3.256/"},
	{"rfc+decode-ip-host", "http://example.com/", "http://example.com/"},
	{"rfc+remove-www", "http://www.a.example/", "http://a.example/"},
	{"rfc+remove-www", "http://WWW.a.example/", "http://a.example/"},
	{"rfc+remove-www", "http://www./", "http://www./"},
	{"rfc+remove-www", "http://www2.a.example/", "http://www2.a.example/"},
	{"rfc+add-www", "http://a.example/", "http://www.a.example/"},
	{"rfc+add-www", "http://www.a.example/", "http://www.a.example/"},
	{"rfc+add-www", "http://1.2.3.4/", "http://1.2.3.4/"},
	{"rfc+add-www", "http://[::1]/", "http://[::1]/"},
	{"rfc+add-www", "file:///x", "file:///x"},
	{"rfc+drop-empty-query", "http://a/p?", "http://a/p"},
	{"rfc+drop-empty-query", "http://a/p?q", "http://a/p?q"},
	{"rfc+level=syntax+drop-empty-query", "http://a:/p", "http://a/p"},
	{"rfc+remove-duplicate-slashes", "http://a//b///c//", "http://a/b/c/"},
	{"rfc+remove-duplicate-slashes", "mailto:a//b", "mailto:a//b"},
	{"rfc+remove-duplicate-slashes", "a//b", "a/b"},
	{"rfc+remove-directory-index", "http://a/b/index.html", "http://a/b/"},
	{"rfc+remove-directory-index", "http://a/default.aspx?x", "http://a/?x"},
	{"rfc+remove-directory-index", "http://a/b/index.js", "http://a/b/index.js"},
	{"rfc+remove-directory-index", "http://a/b/myindex.html", "http://a/b/myindex.html"},
	{"rfc+remove-trailing-slash", "http://a/b/", "http://a/b"},
	{"rfc+remove-trailing-slash", "http://a/", "http://a/"},
	{"rfc+remove-trailing-slash", "http://a", "http://a/"},
	{"rfc+add-trailing-slash", "http://a/b", "http://a/b/"},
	{"rfc+add-trailing-slash", "http://a/b.html?q", "http://a/b.html/?q"},
	{"rfc+add-trailing-slash", "mailto:x@a", "mailto:x@a"},
	{"rfc+remove-directory-index+remove-trailing-slash", "http://a/b/index.html", "http://a/b"},
	{"rfc+drop-params=utm_*,fbclid", "http://a/?utm_source=x&b=1&fbclid=2&UTM_MEDIUM=3", "http://a/?b=1"},
	{"rfc+drop-params=utm_*", "http://a/p?utm_source=x", "http://a/p"},
	{"rfc+drop-params=utm_*", "http://a/p?a=1&&b=2&utm_x=3", "http://a/p?a=1&&b=2"},
	{"rfc+drop-params=@tracking", "http://a/?gclid=1&q=x&_ga=2", "http://a/?q=x"},
	{"rfc+drop-params=@session", "http://a/?sid=0123456789abcdef0123456789abcdef&q=x", "http://a/?q=x"},
	{"rfc+drop-params=@session", "http://a/?sid=7&q=x", "http://a/?sid=7&q=x"},
	{"rfc+drop-params=@session", "http://a/?CFID=1&CFTOKEN=ab-1&q", "http://a/?q"},
	{"rfc+drop-params=@session", "http://a/?ASPSESSIONIDQQGGGNCU=ABCDEFGHIJKLMNOPQRSTUVWX", "http://a/"},
	{"rfc+lowercase-query", "http://a/?Q=%C3%A9X", "http://a/?q=%C3%A9x"},
	{"rfc+sort-query", "http://a/?c=3&b=2&a=1&b=1", "http://a/?a=1&b=2&b=1&c=3"},
	{"rfc+sort-query", "http://a/?b&a=1&", "http://a/?&a=1&b"},
	{"whatwg", "HTTP://0x7F.1:80/a/../b c", "http://127.0.0.1/b%20c"},
	{"whatwg+remove-trailing-slash", "http://a/", "http://a/"},
	{"whatwg+force-http", "https://a:80/", "http://a/"},
	{"whatwg+remove-www+sort-query", "http://www.a/?b&a", "http://a/?a&b"},
	{"safebrowsing+remove-www", "http://www.GOOgle.com/", "http://google.com/"},
	{"surt+force-http", "https://www.archive.org/", "org,archive)/"},
	{"surt+force-http+surt-scheme", "https://www.archive.org/", "http://(org,archive)/"},
	{"surt+add-www+surt-scheme", "http://archive.org/", "http://(org,archive,www)/"},
	{"surt+drop-params=@tracking", "http://archive.org/?utm_source=x&a=1", "org,archive)/?a=1"},
	{"surt+remove-directory-index", "http://archive.org/a/index.html", "org,archive)/a/"},
	// IAURLCanonicalizer lower-cases the path GoogleURLCanonicalizer
	// escaped, the hex digits of its escapes too; the dot-segments and
	// empty segments go in one pass.
	{"surt", "http://archive.org/%C3%A9", "org,archive)/%c3%a9"},
	{"surt", "http://archive.org/\u00e9/x", "org,archive)/%c3%a9/x"},
	{"surt", "http://archive.org/./a//b/../c/", "org,archive)/a/c"},
	{"surt", "http://archive.org/a//..//b/./..", "org,archive)/a"},
	{"surt", "http://archive.org/../a/b/../../..", "org,archive)/"},
	{"surt", "http://archive.org/../a", "org,archive)/../a"},
}

// TestSteps: each step does what its documentation says, and nothing
// when it has nothing to do.
func TestSteps(t *testing.T) {
	for _, tt := range stepTests {
		o, err := ParseOptions(tt.spec)
		if err != nil {
			t.Fatalf("%s: %v", tt.spec, err)
		}
		got, err := MustNew(o).Key(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("%s: Key(%q):\n\tgot  %q, %v\n\twant %q", tt.spec, tt.in, got, err, tt.want)
		}
	}
}

// hostTests: inputs whose host a careless lenient reading would change.
var hostTests = []struct {
	in   string
	host string // the host every profile reads, or "" for an error
}{
	{"http://exa\tmple.com/", ""},
	{"http://example.com\n.evil/", ""},
	{"ht\ttp://example.com/", ""},
	{"http://exa mple.com/", "rfc-error"},
	{"http://a.example\\@b.example/", "a.example"},
	{" http://a.example/ ", "a.example"},
	{"http://a.example/p\tq", "a.example"},
	{"http://a.example/p q", "a.example"},
	{"http://user@a.example/", "a.example"},
}

// TestNoSilentHostChange: no profile reads a host other than the one the
// input names: a tab or line break inside the scheme or authority is an
// error (ErrHostChanged) in every profile, a space in the host one in the
// RFC profile (which cannot repair it but by changing it), a "\" ends the
// authority as in a browser.
func TestNoSilentHostChange(t *testing.T) {
	for _, tt := range hostTests {
		for _, p := range []Profile{RFC, WHATWG, SafeBrowsing, SURT} {
			r, err := MustNew(Options{Profile: p}).Canonicalize(tt.in)
			want := tt.host
			if want == "rfc-error" {
				if p != RFC {
					continue // the URL Standard refuses it; Safe Browsing and SURT escape it
				}
				want = ""
			}
			switch {
			case want == "" && err == nil:
				t.Errorf("%v: Canonicalize(%q) = %q, host %q: want an error", p, tt.in, r.Key, r.Host)
			case want == "" && !errors.Is(err, ErrHostChanged):
				if _, ok := err.(*whatwg.Error); ok && p == WHATWG {
					continue
				}
				t.Errorf("%v: Canonicalize(%q): %v, want ErrHostChanged", p, tt.in, err)
			case want != "" && (err != nil || r.Host != want):
				t.Errorf("%v: Canonicalize(%q) = host %q, %v; want %q", p, tt.in, r.Host, err, want)
			}
		}
	}
}

// TestHostAfterManyRepairs: the RFC profile lists only the first repairs
// of a lenient reading, but still finds one in a host that more repairs
// before it, in the userinfo, push past the list.
func TestHostAfterManyRepairs(t *testing.T) {
	user := strings.Repeat("u v", 3*firstFixes)
	c := MustNew(Options{})
	in := "http://" + user + "@ho st/"
	_, err := c.Key(in)
	var e *uri.Error
	if !errors.Is(err, ErrHostChanged) || !errors.As(err, &e) || e.Offset != strings.Index(in, " st") {
		t.Errorf("Key(%q...): %v, want ErrHostChanged at offset %d", in[:20], err, strings.Index(in, " st"))
	}
	in = "http://" + user + "@h\u00f6st.example/" + strings.Repeat("p q", 3*firstFixes)
	r, err := c.Canonicalize(in)
	if err != nil || r.Host != "h%C3%B6st.example" {
		t.Errorf("Canonicalize(%q...) = host %q, %v; want h%%C3%%B6st.example", in[:20], r.Host, err)
	}
}

// TestErrors: an input a profile cannot read is a *uri.Error naming the
// input and offset (a *whatwg.Error for the WHATWG profile).
func TestErrors(t *testing.T) {
	for _, tt := range []struct {
		p      Profile
		in     string
		offset int
		reason error
	}{
		{RFC, "http://[::1/", 11, uri.ErrInvalidIPv6},
		{RFC, "http://a:8x/", 11, uri.ErrInvalidPort},
		{RFC, "http://exa\tmple.com/", 10, ErrHostChanged},
		{SafeBrowsing, "mailto:a@b", 7, ErrNoHost},
		{SafeBrowsing, "http:///x", 7, ErrNoHost},
		{SURT, "http://a:99999/", 9, uri.ErrInvalidPort},
		{SURT, "http://a:x/", 9, uri.ErrInvalidPort},
	} {
		_, err := MustNew(Options{Profile: tt.p}).Key(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) || e.Input != tt.in || e.Offset != tt.offset || !errors.Is(err, tt.reason) {
			t.Errorf("%v: Key(%q): %v; want offset %d, %v", tt.p, tt.in, err, tt.offset, tt.reason)
		}
	}
	if _, err := MustNew(Options{Profile: WHATWG}).Key("a/b"); err == nil {
		t.Error("WHATWG: a relative reference has no key")
	} else if _, ok := err.(*whatwg.Error); !ok {
		t.Errorf("WHATWG: Key(%q): %T, want *whatwg.Error", "a/b", err)
	}
}

// TestOptions: options that contradict each other are refused; the
// spelling of ParseOptions reads back.
func TestOptions(t *testing.T) {
	for _, spec := range []string{"nope", "rfc+remove-www+add-www", "rfc+add-trailing-slash+remove-trailing-slash",
		"rfc+surt-scheme", "whatwg+level=syntax", "rfc+level=simple", "rfc+drop-params=", "rfc+drop-params=@nope", "rfc+bogus"} {
		if o, err := ParseOptions(spec); err == nil {
			if _, err := New(o); err == nil {
				t.Errorf("ParseOptions(%q) and New: no error", spec)
			}
		}
	}
	for _, spec := range []string{"rfc", "surt+surt-scheme+surt-trailing-comma+surt-keep-www",
		"rfc+level=syntax+drop-fragment+remove-www+drop-params=@session,utm_*+sort-query", "safebrowsing+force-http"} {
		o, err := ParseOptions(spec)
		if err != nil {
			t.Fatalf("ParseOptions(%q): %v", spec, err)
		}
		if got := o.String(); got != spec {
			t.Errorf("ParseOptions(%q).String() = %q", spec, got)
		}
	}
	if o, err := ParseOptions("sort-query"); err != nil || o.Profile != RFC || !o.SortQuery {
		t.Errorf(`ParseOptions("sort-query") = %+v, %v`, o, err)
	}
	if len(Steps()) != 16 || Steps()[0].Name != "drop-fragment" {
		t.Errorf("Steps() = %d steps, first %q", len(Steps()), Steps()[0].Name)
	}
}

// siteTests: registrable domains by the Public Suffix List.
var siteTests = []struct{ host, site string }{
	{"www.example.com", "example.com"},
	{"WWW.Example.COM", "example.com"},
	{"example.com.", "example.com"},
	{"a.b.example.co.uk", "example.co.uk"},
	{"user.github.io", "user.github.io"},
	{"github.io", ""},
	{"co.uk", ""},
	{"com", ""},
	{"localhost", ""},
	{"", ""},
	{"127.0.0.1", ""},
	{"0x7f.1", ""},
	{"[::1]", ""},
	{"::1", ""},
	{"納豆.example.jp", "example.jp"},
	{"www.食狮.中国", "食狮.中国"},
	{"www.xn--85x722f.xn--fiqs8s", "xn--85x722f.xn--fiqs8s"},
	{"%65xample.com", "example.com"},
	{"%ff.com", ""},
	// A forbidden domain code point (URL Standard 3.2) makes no DNS
	// name, wherever it stands.
	{"0.[.A", ""},
	{"a.b^c.example.com", ""},
	{"a%5B.example.com", ""},
	{"www.ｅｘａｍｐｌｅ.com", "ｅｘａｍｐｌｅ.com"}, // in the host's own form
}

func TestSite(t *testing.T) {
	for _, tt := range siteTests {
		got, ok := Site(tt.host)
		if got != tt.site || ok != (tt.site != "") {
			t.Errorf("Site(%q) = %q, %v; want %q", tt.host, got, ok, tt.site)
		}
	}
}

// TestKeyAllocs: a key that is its input costs no allocation; one that is
// not, one (the key).
func TestKeyAllocs(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector makes sync.Pool drop what it holds")
	}
	for _, tt := range []struct {
		spec, in string
		allocs   float64
	}{
		{"rfc", "http://a.example/p?q", 0},
		{"rfc+remove-trailing-slash+drop-empty-query", "http://a.example/p/?q", 1},
		{"whatwg", "http://a.example/p?q", 0},
		{"safebrowsing", "http://a.example/p?q", 0},
		{"safebrowsing", "http://A.example/p?q", 1},
		{"surt", "http://a.example/p?q", 1},
		{"surt+surt-scheme", "http://a.example/p/?q=1&b=2", 1},
	} {
		c := MustNew(mustParse(t, tt.spec))
		c.Key(tt.in) // fill the pool
		if a := testing.AllocsPerRun(100, func() { c.Key(tt.in) }); a > tt.allocs {
			t.Errorf("%s: Key(%q): %v allocations, want %v", tt.spec, tt.in, a, tt.allocs)
		}
	}
}

func mustParse(t testing.TB, spec string) Options {
	o, err := ParseOptions(spec)
	if err != nil {
		t.Fatal(err)
	}
	return o
}

// TestLinear: hostile input of a megabyte takes about linear time in
// every profile (repeated unescaping, session ids, dots, segments): well
// under the minutes a quadratic pass would take, on a loaded machine too.
func TestLinear(t *testing.T) {
	const n = 1 << 20
	inputs := []string{
		"http://a/" + strings.Repeat("%25", n/3) + "41",
		"http://a/" + strings.Repeat("%2", n/2),
		"http://a/?" + strings.Repeat("cfid=", n/5),
		"http://a/?" + strings.Repeat("sid=", n/4),
		"http://a/?" + strings.Repeat("a&", n/2),
		"http://a/" + strings.Repeat("(S(0123456789abcdef01234567))/", n/30) + "x.aspx",
		"http://a/" + strings.Repeat("../", n/3),
		"http://a/" + strings.Repeat("a//", n/3),
		"http://" + strings.Repeat("a..", n/3) + "/",
		strings.Repeat(" ", n) + "http://a/",
	}
	for _, p := range []string{"rfc+remove-duplicate-slashes+sort-query+remove-host-dots+drop-params=@session",
		"whatwg+sort-query", "safebrowsing", "surt"} {
		c := MustNew(mustParse(t, p))
		for _, in := range inputs {
			start := time.Now()
			c.Key(in)
			if d := time.Since(start); d > 10*time.Second {
				t.Errorf("%s: Key of %q... (%d bytes) took %v", p, in[:20], len(in), d)
			}
		}
	}
}

// TestHostileMemory: a hostile line of a megabyte costs each profile a
// bounded multiple of its size in all it allocates: at most 24 bytes for
// each byte of the line or of the key, the longer (a key can be nine
// times its line in the whatwg profile, which writes an invalid UTF-8
// byte as the three octets of U+FFFD percent-encoded; sorting a query of
// two-byte arguments takes an entry of 16 or 24 bytes for each).
func TestHostileMemory(t *testing.T) {
	if raceEnabled {
		t.Skip("the race detector allocates on its own")
	}
	const n = 1 << 20
	inputs := map[string]string{
		"%25":    "http://a/" + strings.Repeat("%25", n/3) + "41",
		"a b ":   "http://a/" + strings.Repeat("a b ", n/4),
		"\xff ":  "http://a/?" + strings.Repeat("\xff ", n/2),
		"cfid=":  "http://a/?" + strings.Repeat("cfid=", n/5),
		"a&":     "http://a/?" + strings.Repeat("a&", n/2),
		"a//":    "http://a/" + strings.Repeat("a//", n/3),
		"a..":    "http://" + strings.Repeat("a..", n/3) + "/",
		"\u00e9": "http://a/" + strings.Repeat("\u00e9", n/2),
	}
	const most = 24
	for _, p := range []string{"rfc+remove-duplicate-slashes+sort-query+remove-host-dots+drop-params=@session",
		"whatwg+sort-query", "safebrowsing", "surt"} {
		c := MustNew(mustParse(t, p))
		for name, in := range inputs {
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			key, _ := c.Key(in)
			runtime.ReadMemStats(&after)
			size := max(len(in), len(key))
			if per := float64(after.TotalAlloc-before.TotalAlloc) / float64(size); per > most {
				t.Errorf("%s: a line of %q repeated (%d bytes, key %d) allocated %.1f bytes a byte, want at most %d", p, name, len(in), len(key), per, most)
			}
		}
	}
}
