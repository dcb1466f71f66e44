package uri_test

// Tests that equivalence (RFC 3986 6.2) and resolution (5.2) agree: two
// references Equal joins resolve alike against every base, rootless ones
// included, and a normal form knows what its host has become.

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// resolveBases are bases of every shape 5.2.3 merges with differently: an
// authority with an empty path, absolute paths, rootless paths with and
// without "/" (RFC 3986 3.3 path-rootless, as in "a:b").
var resolveBases = []string{
	"http://h", "http://h/", "http://h/x/y", "http://h/x/y/", "a:b", "a:x/y", "a:x/y/", "a:/x/y", "a:",
	"file:///C:/d/e",
}

// relativeAtoms build relative-path references: segments, dot-segments,
// an encoded dot, a colon segment.
var relativeAtoms = []string{"a", "b", ".", "..", "", "%2E", ".%2e", "c:d"}

// TestEqualRelativeResolvesAlike: every relative-path reference of up to
// four segments and its syntax-based normal form resolve to the same
// target against every base, and so do any two such references Equal
// calls equivalent (RFC 3986 6.2.2.3 with 5.2).
func TestEqualRelativeResolvesAlike(t *testing.T) {
	var refs []string
	var build func(prefix []string)
	build = func(prefix []string) {
		if len(prefix) > 0 {
			refs = append(refs, strings.Join(prefix, "/"))
		}
		if len(prefix) == 4 {
			return
		}
		for _, a := range relativeAtoms {
			build(append(prefix, a))
		}
	}
	build(nil)
	byNormal := map[string][]string{}
	checked := 0
	for _, s := range refs {
		r, err := uri.Parse(s)
		if err != nil {
			continue // a colon in the first segment (4.2)
		}
		n := r.NormalizeWith(uri.NormalizeOptions{Level: uri.SyntaxBased})
		byNormal[n.String()] = append(byNormal[n.String()], s)
		for _, b := range resolveBases {
			base := uri.MustParse(b)
			got, want := base.Resolve(n), base.Resolve(r)
			if !uri.Equal(got, want, uri.SyntaxBased) {
				t.Fatalf("Resolve(%q, %q) = %q, but its normal form %q resolves to %q", b, s, want, n, got)
			}
			checked++
		}
	}
	// Equal's classes: one member stands for all.
	for normal, class := range byNormal {
		a := uri.MustParse(class[0])
		for _, s := range class[1:] {
			if !uri.Equal(a, uri.MustParse(s), uri.SyntaxBased) {
				t.Fatalf("Equal(%q, %q) = false, but both normalize to %q", class[0], s, normal)
			}
		}
	}
	t.Logf("%d references, %d classes, %d resolutions checked", len(refs), len(byNormal), checked)
}

// TestEqualDotSegmentsPairs checks pairs that differ only in dot-segments
// or their encoding, which Equal must not join, and one that it must.
func TestEqualDotSegmentsPairs(t *testing.T) {
	for _, tt := range []struct {
		a, b string
		want bool
	}{
		{"m/..", ".", false},                                      // "a:b" resolves them to "a:/" and "a:"
		{"m/../x", "x", false},                                    // "a:/x" and "a:x"
		{"a/b/..", "a/", true},                                    // 5.2.4 against every base
		{"http://h/d/x/%2E/..", "http://h/d/", false},             // %2E is data: /d/x/ and /d/
		{"http://h/d/x/%2E/..", "http://h/d/x/", true},            // ".." cancels the "%2E" segment
		{"http://h/public/%2E%2E/admin", "http://h/admin", false}, // stays in /public/
	} {
		a, b := uri.MustParse(tt.a), uri.MustParse(tt.b)
		if got := uri.Equal(a, b, uri.SchemeBased); got != tt.want {
			t.Errorf("Equal(%q, %q):\n\tgot  %v\n\twant %v", tt.a, tt.b, got, tt.want)
		}
	}
}

// TestNormalizeHostKind: a host whose triplets decode into an IPv4address
// is reported as one by the normal form (RFC 3986 3.2.2, 6.2.2.2).
func TestNormalizeHostKind(t *testing.T) {
	for _, tt := range []struct {
		in   string
		want uri.HostKind
	}{
		{"http://127.0.0.%31/", uri.HostIPv4},
		{"http://%31%32%37.0.0.1:80", uri.HostIPv4},
		{"http://127.0.0.1./", uri.HostRegName},
		{"http://[::FFFF:7f00:1]/", uri.HostIPv6},
	} {
		n := uri.MustParse(tt.in).Normalize()
		if got := n.HostKind(); got != tt.want {
			t.Errorf("Parse(%q).Normalize().HostKind():\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
		if back := uri.MustParse(n.String()); back != n {
			t.Errorf("Parse(%q) (normal form of %q):\n\tgot  %+v\n\twant %+v", n, tt.in, back, n)
		}
	}
}
