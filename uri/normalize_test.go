package uri_test

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

// normTests are checked at the scheme-based rung (Normalize) and, through
// syntax, at the syntax-based rung.
var normTests = []struct {
	in, syntax, scheme string
}{
	// 6.2.2: the example of the section, verbatim.
	{"eXAMPLE://a/./b/../b/%63/%7bfoo%7d", "example://a/b/c/%7Bfoo%7D", "example://a/b/c/%7Bfoo%7D"},
	{"example://a/b/c/%7Bfoo%7D", "example://a/b/c/%7Bfoo%7D", "example://a/b/c/%7Bfoo%7D"},
	// 6.2.2.1: "HTTP://www.EXAMPLE.com/" is equivalent to "http://www.example.com/".
	{"HTTP://www.EXAMPLE.com/", "http://www.example.com/", "http://www.example.com/"},
	// 6.2.3: these four are equivalent, the normal form is the second.
	{"http://example.com", "http://example.com", "http://example.com/"},
	{"http://example.com/", "http://example.com/", "http://example.com/"},
	{"http://example.com:/", "http://example.com:/", "http://example.com/"},
	{"http://example.com:80/", "http://example.com:80/", "http://example.com/"},
	// 5.2.4: the examples of remove_dot_segments, in a URI.
	{"http://a/a/b/c/./../../g", "http://a/a/g", "http://a/a/g"},
	{"http://a/mid/content=5/../6", "http://a/mid/6", "http://a/mid/6"},
	// 6.2.2.2: only unreserved characters are decoded; reserved ones, "%"
	// and other octets keep their encoding, with upper-case hex (6.2.2.1).
	{"http://a/%7e%41%2f%25%e8?%3d%7E#%3F%5f", "http://a/~A%2F%25%E8?%3D~#%3F_", "http://a/~A%2F%25%E8?%3D~#%3F_"},
	// 6.2.2.1: host letters lower case, hex of a triplet upper case; a
	// decoded letter in the host is lower-cased too.
	{"http://EXAMP%4cE.com%2b/", "http://example.com%2B/", "http://example.com%2B/"},
	// The userinfo keeps its case (3.2.1).
	{"http://USER:Pw@HOST/", "http://USER:Pw@host/", "http://USER:Pw@host/"},
	// 3.2.2: a reg-name that decodes to an IPv4address is one.
	{"http://%31%32%37.0.0.1/", "http://127.0.0.1/", "http://127.0.0.1/"},
	// RFC 5952 4 canonical IPv6 text; zone identifiers kept.
	{"http://[2001:0DB8:0:0:0:0:0:1]/", "http://[2001:db8::1]/", "http://[2001:db8::1]/"},
	{"http://[2001:db8:0:0:1:0:0:1]/", "http://[2001:db8::1:0:0:1]/", "http://[2001:db8::1:0:0:1]/"},
	{"http://[1::2:3:4:5:6:7]/", "http://[1:0:2:3:4:5:6:7]/", "http://[1:0:2:3:4:5:6:7]/"},
	{"http://[0:0:0:0:0:FFFF:C000:0201]/", "http://[::ffff:192.0.2.1]/", "http://[::ffff:192.0.2.1]/"},
	{"http://[::1.2.3.4]/", "http://[::102:304]/", "http://[::102:304]/"},
	{"http://[V1F.ABC:d]/", "http://[v1f.abc:d]/", "http://[v1f.abc:d]/"},
	// 6.2.3: the port is decimal; leading zeros and the default go.
	{"HTTPS://a:0443", "https://a:0443", "https://a/"},
	{"http://a:8080", "http://a:8080", "http://a:8080/"},
	{"ftp://a:021/x", "ftp://a:021/x", "ftp://a/x"},
	{"foo://a:0/", "foo://a:0/", "foo://a:0/"},
	{"foo://a:/", "foo://a:/", "foo://a/"},
	{"foo://a", "foo://a", "foo://a"},
	// 6.2.3: empty query and fragment delimiters stay.
	{"http://a?#", "http://a?#", "http://a/?#"},
	// 6.2.2.3 in a URI whose result path would start with "//": "/." keeps
	// it a path (the form of 5.2.2 results).
	{"foo:/a/..//b", "foo:/.//b", "foo:/.//b"},
	{"foo:/.//b", "foo:/.//b", "foo:/.//b"},
	{"foo:a/../b", "foo:/b", "foo:/b"},
	{"foo:..", "foo:", "foo:"},
	{"/a/..//b", "/.//b", "/.//b"},
	// 6.2.2.3 in relative-path references: leading ".." kept (they climb
	// out of the base directory), and so is a ".." that would cancel the
	// first segment (against a rootless base such as "a:b", 5.2.3 merges
	// nothing and 5.2.4 turns "m/../x" into "/x"); the base directory is
	// ".", a colon in the first segment or an empty first segment keeps
	// "./".
	{"a/b/../../c", "a/../c", "a/../c"},
	{"a/b/c/../../d", "a/d", "a/d"},
	{"../../abc/./def", "../../abc/def", "../../abc/def"},
	{"../../abc/..", "../../abc/..", "../../abc/.."},
	{"abc/..", "abc/..", "abc/.."},
	{"abc/d/..", "abc/", "abc/"},
	{"./", ".", "."},
	{".", ".", "."},
	{"./abc:def", "./abc:def", "./abc:def"},
	{"a/../b:c?q", "a/../b:c?q", "a/../b:c?q"},
	{"a/x/../b:c?q", "a/b:c?q", "a/b:c?q"},
	{"a/..//b", "a/..//b", "a/..//b"},
	// A percent-encoded dot is data, never a dot-segment (one reading, see
	// Level): its segment keeps its dots encoded.
	{"http://h/public/%2E%2E/admin", "http://h/public/%2E%2E/admin", "http://h/public/%2E%2E/admin"},
	{"http://h/d/x/%2e/..", "http://h/d/x/", "http://h/d/x/"},
	{"http://h/a/.%2e/b", "http://h/a/%2E%2E/b", "http://h/a/%2E%2E/b"},
	{"http://h/a/%2E%2E%2E/b", "http://h/a/.../b", "http://h/a/.../b"},
	{"..", "..", ".."},
	{"", "", ""},
	{"#%7e", "#~", "#~"},
	// Scheme rules from the registry: urn NID (RFC 8141 3.1), mailto
	// domain (RFC 6068, RFC 5321 2.4).
	{"URN:ISBN:0-395-36341-1", "urn:ISBN:0-395-36341-1", "urn:isbn:0-395-36341-1"},
	{"urn:example:A%2fb", "urn:example:A%2Fb", "urn:example:A%2Fb"},
	{"mailto:Joe@Example.COM,Ann@X.ORG?subject=Hi", "mailto:Joe@Example.COM,Ann@X.ORG?subject=Hi", "mailto:Joe@example.com,Ann@x.org?subject=Hi"},
	{"file://host", "file://host", "file://host/"},
	{"file://localhost/etc", "file://localhost/etc", "file://localhost/etc"},
}

func TestNormalize(t *testing.T) {
	for _, tt := range normTests {
		r, err := uri.Parse(tt.in)
		if err != nil {
			t.Fatalf("Parse(%q): %v", tt.in, err)
		}
		for _, c := range []struct {
			level uri.Level
			want  string
		}{{uri.SyntaxBased, tt.syntax}, {uri.SchemeBased, tt.scheme}} {
			got := r.NormalizeWith(uri.NormalizeOptions{Level: c.level})
			if got.String() != c.want {
				t.Errorf("Parse(%q).NormalizeWith(%v):\n\tgot  %v\n\twant %v", tt.in, c.level, got, c.want)
				continue
			}
			checkNormal(t, r, got, c.level)
		}
		if got := r.Normalize(); got.String() != tt.scheme {
			t.Errorf("Parse(%q).Normalize():\n\tgot  %v\n\twant %v", tt.in, got, tt.scheme)
		}
		if got := r.NormalizeWith(uri.NormalizeOptions{Level: uri.SimpleString}); got != r {
			t.Errorf("Parse(%q).NormalizeWith(SimpleString):\n\tgot  %v\n\twant %v", tt.in, got, r)
		}
		// The zero NormalizeOptions normalize as Normalize does.
		if got := r.NormalizeWith(uri.NormalizeOptions{}); got != r.Normalize() {
			t.Errorf("Parse(%q).NormalizeWith(NormalizeOptions{}):\n\tgot  %v\n\twant %v", tt.in, got, r.Normalize())
		}
	}
}

// checkNormal checks what every normal form n of r must satisfy: it parses
// back to the same Ref (components and all), normalizing it again changes
// nothing, Equal agrees, and an input already normal is returned as is.
func checkNormal(t *testing.T, r, n uri.Ref, level uri.Level) {
	t.Helper()
	p, err := uri.NewParser(uri.AllowZoneID(true)).Parse(n.String())
	if err != nil {
		t.Errorf("Parse(%q) (normal form of %q): %v", n, r, err)
		return
	}
	if p != n {
		t.Errorf("Parse(%q):\n\tgot  %#v\n\twant %#v (the Ref Normalize built)", n, p, n)
	}
	if again := n.NormalizeWith(uri.NormalizeOptions{Level: level}); again != n {
		t.Errorf("Normalize(%q) (not idempotent):\n\tgot  %v\n\twant %v", n, again, n)
	}
	if !uri.Equal(r, n, level) || !uri.Equal(n, r, level) {
		t.Errorf("Equal(%q, %q, %v) = false, want true", r, n, level)
	}
	if r.String() == n.String() && r != n {
		t.Errorf("Normalize(%q) returned a new Ref for a reference already normal", r)
	}
}

var optionTests = []struct {
	in   string
	o    uri.NormalizeOptions
	want string
}{
	// 3.5: the fragment is not part of what is retrieved.
	{"http://a/b#frag", uri.NormalizeOptions{Level: uri.SchemeBased, DropFragment: true}, "http://a/b"},
	{"http://a/b?q#", uri.NormalizeOptions{Level: uri.SyntaxBased, DropFragment: true}, "http://a/b?q"},
	// 6.2.4 choices about empty delimiters.
	{"http://a/b?", uri.NormalizeOptions{Level: uri.SchemeBased, DropEmptyQuery: true}, "http://a/b"},
	{"http://a/b?x", uri.NormalizeOptions{Level: uri.SchemeBased, DropEmptyQuery: true}, "http://a/b?x"},
	{"http://a?#", uri.NormalizeOptions{Level: uri.SchemeBased, DropEmptyQuery: true, DropEmptyFragment: true}, "http://a/"},
	{"http://a/#x", uri.NormalizeOptions{Level: uri.SchemeBased, DropEmptyFragment: true}, "http://a/#x"},
	// RFC 1738 3.10, RFC 8089 2: "localhost" is the local machine.
	{"FILE://LocalHost/etc/passwd", uri.NormalizeOptions{Level: uri.SchemeBased, FileLocalhost: true}, "file:///etc/passwd"},
	{"file://localhost", uri.NormalizeOptions{Level: uri.SchemeBased, FileLocalhost: true}, "file:///"},
	{"file://u@localhost/x", uri.NormalizeOptions{Level: uri.SchemeBased, FileLocalhost: true}, "file://u@localhost/x"},
	{"http://localhost/x", uri.NormalizeOptions{Level: uri.SchemeBased, FileLocalhost: true}, "http://localhost/x"},
	// Options do nothing on the simple-string rung.
	{"HTTP://a/#x", uri.NormalizeOptions{Level: uri.SimpleString, DropFragment: true}, "HTTP://a/#x"},
	// The zero Level is SchemeBased: the options apply.
	{"HTTP://a:80/?#x", uri.NormalizeOptions{DropFragment: true}, "http://a/?"},
	{"HTTP://a:80/?#x", uri.NormalizeOptions{DropFragment: true, DropEmptyQuery: true}, "http://a/"},
}

func TestNormalizeOptions(t *testing.T) {
	for _, tt := range optionTests {
		r := uri.MustParse(tt.in)
		got := r.NormalizeWith(tt.o)
		if got.String() != tt.want {
			t.Errorf("Parse(%q).NormalizeWith(%+v):\n\tgot  %v\n\twant %v", tt.in, tt.o, got, tt.want)
			continue
		}
		if p := uri.MustParse(got.String()); p != got {
			t.Errorf("Parse(%q):\n\tgot  %#v\n\twant %#v", got, p, got)
		}
		if again := got.NormalizeWith(tt.o); again != got {
			t.Errorf("NormalizeWith(%q) (not idempotent):\n\tgot  %v\n\twant %v", got, again, got)
		}
	}
}

var equalTests = []struct {
	a, b  string
	level uri.Level // the lowest rung at which a and b are equal; -1: none
}{
	{"http://a/", "http://a/", uri.SimpleString},
	{"HTTP://A/", "http://a/", uri.SyntaxBased},
	{"http://a/%7e", "http://a/~", uri.SyntaxBased},
	{"http://a", "http://a:80/", uri.SchemeBased},
	{"urn:ISBN:1", "URN:isbn:1", uri.SchemeBased},
	{"mailto:a@B.c", "mailto:a@b.C", uri.SchemeBased},
	{"mailto:A@b.c", "mailto:a@b.c", 255},
	{"http://a/%2F", "http://a//", 255}, // 6.2.2.2: reserved characters are never decoded
	{"http://a/b", "https://a/b", 255},  // another scheme
	{"http://a/b", "http://a/b/", 255},  // 6.2.4: protocol-based at best
	{"http://a/?", "http://a/", 255},    // 6.2.3 keeps empty delimiters
	{"/a/../b", "/b", uri.SyntaxBased},  // relative references too
	{"../a", "a", 255},                  // a leading ".." means something
	{"x:/a", "//a", 255},                // with and without a scheme
	{"http://[::1]:80/", "http://[0:0::1]", uri.SchemeBased},
}

// rung numbers the ladder from the bottom: SimpleString 0, SyntaxBased 1,
// SchemeBased 2, and 3 for any other Level (255 in equalTests: no rung).
func rung(l uri.Level) int {
	switch l {
	case uri.SimpleString:
		return 0
	case uri.SyntaxBased:
		return 1
	case uri.SchemeBased:
		return 2
	}
	return 3
}

func TestEqual(t *testing.T) {
	for _, tt := range equalTests {
		a, b := uri.MustParse(tt.a), uri.MustParse(tt.b)
		for _, level := range []uri.Level{uri.SimpleString, uri.SyntaxBased, uri.SchemeBased} {
			want := rung(level) >= rung(tt.level)
			if got := uri.Equal(a, b, level); got != want {
				t.Errorf("Equal(%q, %q, %v):\n\tgot  %v\n\twant %v", tt.a, tt.b, level, got, want)
			}
			if got := uri.Equal(b, a, level); got != want {
				t.Errorf("Equal(%q, %q, %v):\n\tgot  %v\n\twant %v", tt.b, tt.a, level, got, want)
			}
			// Equal agrees with comparing normal forms.
			if level != uri.SimpleString {
				o := uri.NormalizeOptions{Level: level}
				if cmp := a.NormalizeWith(o).String() == b.NormalizeWith(o).String(); cmp != want {
					t.Errorf("Normalize(%q) == Normalize(%q) at %v: %v, Equal says %v", tt.a, tt.b, level, cmp, want)
				}
			}
		}
	}
	if !uri.Equal(uri.Ref{}, uri.Ref{}, uri.SchemeBased) || uri.Equal(uri.Ref{}, uri.MustParse(""), uri.SchemeBased) {
		t.Errorf("Equal of zero Refs: want zero == zero, zero != valid")
	}
}

func TestNormalizeZero(t *testing.T) {
	if got := (uri.Ref{}).Normalize(); got.IsValid() {
		t.Errorf("Ref{}.Normalize():\n\tgot  %v\n\twant the zero Ref", got)
	}
}

func TestLevelString(t *testing.T) {
	for l, want := range map[uri.Level]string{uri.SimpleString: "simple", uri.SyntaxBased: "syntax", uri.SchemeBased: "scheme", 7: "Level(7)"} {
		if got := l.String(); got != want {
			t.Errorf("Level(%d).String():\n\tgot  %v\n\twant %v", l, got, want)
		}
	}
}

// TestNoAllocsNormalize checks the promise of the package: no allocation
// for a reference already in normal form, one (the result) for one that
// changes, none for Equal.
func TestNoAllocsNormalize(t *testing.T) {
	normal := uri.MustParse("http://www.example.com/a/b?q=1#f")
	changes := uri.MustParse("HTTP://www.Example.com:80/a/./b/../%7Ec?q=%3a#f")
	long := uri.MustParse("http://example.com/" + repeat("seg/", 400) + "x")
	longChanges := uri.MustParse("HTTP://example.com/" + repeat("seg/", 400) + "x")
	changesNormal := changes.Normalize()
	for _, tt := range []struct {
		name string
		max  float64
		f    func()
	}{
		{"Normalize(normal)", 0, func() { _ = normal.Normalize() }},
		{"NormalizeWith(normal, syntax)", 0, func() { _ = normal.NormalizeWith(uri.NormalizeOptions{Level: uri.SyntaxBased}) }},
		{"Normalize(changes)", 1, func() { _ = changes.Normalize() }},
		{"Normalize(long normal)", 0, func() { _ = long.Normalize() }},
		{"Normalize(long, changes)", 1, func() { _ = longChanges.Normalize() }},
		{"Equal(normal, normal)", 0, func() { _ = uri.Equal(normal, normal, uri.SchemeBased) }},
		{"Equal(changes, normal)", 0, func() { _ = uri.Equal(changes, normal, uri.SchemeBased) }},
		{"Equal(changes, changes')", 0, func() { _ = uri.Equal(changes, changesNormal, uri.SyntaxBased) }},
		{"Normalize(urn normal)", 0, func() { _ = uri.MustParse("urn:isbn:1").Normalize() }},
		{"Normalize(DropFragment)", 0, func() { _ = normal.NormalizeWith(uri.NormalizeOptions{Level: uri.SchemeBased, DropFragment: true}) }},
	} {
		if n := testing.AllocsPerRun(100, tt.f); n > tt.max {
			t.Errorf("%s: %v allocations, want at most %v", tt.name, n, tt.max)
		}
	}
}

func repeat(s string, n int) string {
	b := make([]byte, 0, len(s)*n)
	for range n {
		b = append(b, s...)
	}
	return string(b)
}
