package uri_test

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

var relTests = []struct {
	base, target, want string
}{
	// A base path with dot-segments: 5.2.3 merges with it as written and
	// 5.2.4 removes them, so the shortest reference starts from "/c/".
	{"http://a/b/../c/./d", "http://a/c/b", "b"},
	{"http://a/b/../c/./d", "http://a/x", "/x"},
	{"http://a/b/../c/./d/e", "http://a/c/x", "../x"},
	{"http://a/b/./c/d", "http://a/b/c/e/f", "e/f"},
	// RFC 3986 5.4.1's normal examples, backwards: the reference the
	// section resolves, or a shorter one that resolves the same.
	{"http://a/b/c/d;p?q", "g:h", "g:h"},
	{"http://a/b/c/d;p?q", "http://a/b/c/g", "g"},
	{"http://a/b/c/d;p?q", "http://a/b/c/g/", "g/"},
	{"http://a/b/c/d;p?q", "http://a/g", "/g"},
	{"http://a/b/c/d;p?q", "http://g", "//g"},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p?y", "?y"},
	{"http://a/b/c/d;p?q", "http://a/b/c/g?y", "g?y"},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p?q#s", "#s"},
	{"http://a/b/c/d;p?q", "http://a/b/c/g#s", "g#s"},
	{"http://a/b/c/d;p?q", "http://a/b/c/;x", ";x"},
	{"http://a/b/c/d;p?q", "http://a/b/c/d;p?q", ""},
	{"http://a/b/c/d;p?q", "http://a/b/c/", "."},
	{"http://a/b/c/d;p?q", "http://a/b/", ".."},
	{"http://a/b/c/d;p?q", "http://a/b/g", "../g"},
	{"http://a/", "http://a/", ""},
	// 4.2: a first segment with a colon needs "./".
	{"http://a/b/c", "http://a/b/g:h", "./g:h"},
	// Query-only and fragment-only differences; a base with a query.
	{"http://a/b?q", "http://a/b", "b"},
	{"http://a/b?q", "http://a/b?q#f", "#f"},
	{"http://a/b/?q", "http://a/b/", "."},
	{"http://a?q", "http://a", "//a"},
	{"http://a/b#f", "http://a/b", ""},
	// Empty paths and trailing slashes.
	{"http://a", "http://a/x", "x"},
	{"http://a/x", "http://a", "//a"},
	{"http://a/x/", "http://a/x", "/x"},
	{"http://a/x", "http://a/x/", "x/"},
	// A target path that would read as an authority.
	{"http://a/b/", "http://a/b//c", ".//c"},
	{"http://a/", "http://a//c", ".//c"},
	{"foo:/a", "foo://b", "//b"},
	{"foo:/a", "foo:/.//b", ".//b"},
	// Dot segments in the target are resolved away (5.2.2).
	{"http://a/b/c", "http://a/b/./x/../y", "y"},
	// Schemes are compared as written.
	{"HTTP://a/", "http://a/x", "http://a/x"},
	// Without an authority.
	{"mailto:a@b", "mailto:c@d", "c@d"},
	{"urn:a:b", "urn:a:c", "./a:c"},
}

func TestRelativeRef(t *testing.T) {
	for _, tt := range relTests {
		base, target := uri.MustParse(tt.base), uri.MustParse(tt.target)
		got, err := base.RelativeRef(target)
		if err != nil {
			t.Errorf("RelativeRef(%q, %q): %v", tt.base, tt.target, err)
			continue
		}
		if got.String() != tt.want {
			t.Errorf("RelativeRef(%q, %q):\n\tgot  %v\n\twant %v", tt.base, tt.target, got, tt.want)
		}
		if back, want := base.Resolve(got), target.Resolve(target); back != want {
			t.Errorf("Resolve(%q, %q):\n\tgot  %v\n\twant %v", tt.base, got, back, want)
		}
	}
}

func TestRelativeRefErrors(t *testing.T) {
	for _, tt := range []struct{ base, target string }{
		{"/a", "http://a/"},
		{"http://a/", "b"},
	} {
		_, err := uri.MustParse(tt.base).RelativeRef(uri.MustParse(tt.target))
		var e *uri.Error
		if !errors.Is(err, uri.ErrNotAbsolute) || !errors.As(err, &e) || e.Op != "relative" {
			t.Errorf("RelativeRef(%q, %q):\n\tgot  %v\n\twant %v", tt.base, tt.target, err, uri.ErrNotAbsolute)
		}
	}
}
