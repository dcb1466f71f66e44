package syntax

import "testing"

// resolveRefTests: ResolveRef's strict and legacy readings (RFC 3986 5.2.2,
// RFC 2396 5.2 step 3).
var resolveRefTests = []struct {
	base, ref string
	legacy    bool
	hier      func(string) bool
	want      string
}{
	{"http://a/b/c/d;p?q", "http:g", false, nil, "http:g"},                               // 5.4.2: strict
	{"http://a/b/c/d;p?q", "http:g", true, nil, "http://a/b/c/g"},                        // 5.4.2: backward compatible
	{"http://a/b/c/d;p?q", "HTTP:g", true, nil, "http://a/b/c/g"},                        // scheme compared without case
	{"http://a/b/c/d;p?q", "http:g", true, func(string) bool { return false }, "http:g"}, // caller says not hierarchical
	{"x:a/b", "x:g", true, nil, "x:g"},                                                   // opaque base (RFC 2396 3)
	{"x:a/b", "x:g", true, func(s string) bool { return s == "x" }, "x:a/g"},             // caller says hierarchical
}

func TestResolveRef(t *testing.T) {
	for _, tt := range resolveRefTests {
		b, _ := Parse(tt.base, 0)
		r, _ := Parse(tt.ref, 0)
		if got := ResolveRef(b, r, tt.legacy, tt.hier).String(); got != tt.want {
			t.Errorf("ResolveRef(%q, %q, %v):\n\tgot  %v\n\twant %v", tt.base, tt.ref, tt.legacy, got, tt.want)
		}
	}
	b, _ := Parse("http://a/", 0)
	if got := ResolveRef(b, Ref{}, false, nil); got.IsValid() {
		t.Errorf("ResolveRef(%q, invalid):\n\tgot  %v\n\twant an invalid Ref", "http://a/", got)
	}
}

// compareTests: simple string comparison (RFC 3986 6.2.1) and absolute-URI
// (4.3).
var compareTests = []struct {
	a, b     string
	want     int
	absolute bool // of a
}{
	{"http://a/", "http://a/", 0, true},
	{"http://a/", "http://b/", -1, true},
	{"http://b/#f", "http://a/", 1, false}, // 4.3: no fragment in an absolute-URI
	{"HTTP://a/", "http://a/", -1, true},   // 6.2.1: no normalization
	{"a/b", "a/c", -1, false},              // 4.2: relative reference
}

func TestCompare(t *testing.T) {
	for _, tt := range compareTests {
		a, _ := Parse(tt.a, 0)
		b, _ := Parse(tt.b, 0)
		if got := a.Compare(b); got != tt.want {
			t.Errorf("Compare(%q, %q):\n\tgot  %v\n\twant %v", tt.a, tt.b, got, tt.want)
		}
		if got := b.Compare(a); got != -tt.want {
			t.Errorf("Compare(%q, %q):\n\tgot  %v\n\twant %v", tt.b, tt.a, got, -tt.want)
		}
		if got := a.IsAbsolute(); got != tt.absolute {
			t.Errorf("IsAbsolute(%q):\n\tgot  %v\n\twant %v", tt.a, got, tt.absolute)
		}
	}
	a, _ := Parse("a", 0)
	var z Ref
	if z.Compare(a) != -1 || a.Compare(z) != 1 || z.Compare(z) != 0 {
		t.Errorf("Compare with the zero Ref:\n\tgot  %v %v %v\n\twant -1 1 0", z.Compare(a), a.Compare(z), z.Compare(z))
	}
}
