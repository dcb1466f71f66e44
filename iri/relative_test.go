package iri_test

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/iri"
)

// relTests: RelativeRef on IRIs (RFC 3987 6.5 applies RFC 3986 5.2 to IRI
// references character by character, so 4.2's relative forms are those of
// URIs, with non-ASCII characters as written).
var relTests = []struct {
	base, target, want string
}{
	// RFC 3986 5.4.1's normal examples backwards, in IRI form.
	{"http://\u00e9/b/c/d;p?q", "http://\u00e9/b/c/g", "g"},
	{"http://\u00e9/b/c/d;p?q", "http://\u00e9/g", "/g"},
	{"http://\u00e9/b/c/d;p?q", "http://\u00fc", "//\u00fc"},
	{"http://\u00e9/b/c/d;p?q", "http://\u00e9/b/c/d;p?\u00e9", "?\u00e9"},
	{"http://\u00e9/b/c/d;p?q", "http://\u00e9/b/c/d;p?q#\u00e9", "#\u00e9"},
	{"http://\u00e9/b/c/d;p?q", "http://\u00e9/b/", ".."},
	{"http://\u00e9/b/c/d;p?q", "http://\u00e9/b/c/d;p?q", ""},
	// Non-ASCII segments; a percent-encoded one is a different spelling
	// (5.3.1), not the same segment.
	{"http://\u4f8b.example/a/b", "http://\u4f8b.example/a/\u00e9", "\u00e9"},
	{"http://\u4f8b.example/\u00e9/b", "http://\u4f8b.example/%C3%A9/c", "/%C3%A9/c"},
	// 4.2: a first segment with a colon needs "./".
	{"urn:\u00e9:b", "urn:\u00e9:c", "./\u00e9:c"},
	// A URI base and an IRI target, and the other way round.
	{"http://a/b/c", "http://a/b/\u65e5\u672c", "\u65e5\u672c"},
	{"http://a/\u65e5/c", "http://a/x", "/x"},
	// Different schemes: the target itself.
	{"http://\u00e9/", "https://\u00e9/", "https://\u00e9/"},
}

func TestRelativeRef(t *testing.T) {
	for _, tt := range relTests {
		base, target := iri.MustParse(tt.base), iri.MustParse(tt.target)
		got, err := base.RelativeRef(target)
		if err != nil || got.String() != tt.want {
			t.Errorf("RelativeRef(%q, %q):\n\tgot  %v, %v\n\twant %v", tt.base, tt.target, got, err, tt.want)
			continue
		}
		if back, want := base.Resolve(got), target.Resolve(target); back != want {
			t.Errorf("Resolve(%q, %q):\n\tgot  %v\n\twant %v", tt.base, got, back, want)
		}
	}
}

// RFC 3986 4.3: RelativeRef needs two IRIs.
func TestRelativeRefErrors(t *testing.T) {
	for _, tt := range []struct{ base, target string }{
		{"/\u00e9", "http://a/"},
		{"http://a/", "\u00e9"},
		{"http://a/", ""},
	} {
		_, err := iri.MustParse(tt.base).RelativeRef(iri.MustParse(tt.target))
		var e *iri.Error
		if !errors.Is(err, iri.ErrNotAbsolute) || !errors.As(err, &e) || e.Op != "relative" || e.Offset != 0 {
			t.Errorf("RelativeRef(%q, %q):\n\tgot  %v\n\twant %v", tt.base, tt.target, err, iri.ErrNotAbsolute)
		}
	}
	if _, err := (iri.Ref{}).RelativeRef(iri.MustParse("http://a/")); !errors.Is(err, iri.ErrNotAbsolute) {
		t.Errorf("RelativeRef(zero, %q):\n\tgot  %v\n\twant %v", "http://a/", err, iri.ErrNotAbsolute)
	}
}
