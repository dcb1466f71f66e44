package diff

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

// splitTests: RFC 3986 Appendix B and 3.2 on strings the strict grammar
// refuses.
var splitTests = []struct {
	in   string
	want Split
}{
	{"", Split{}},
	{"a b", Split{Path: "a b"}},
	{" javascript:alert(1)", Split{Scheme: " javascript", HasScheme: true, Path: "alert(1)", PathAt: 12}},
	{":x", Split{Path: ":x"}}, // Appendix B: a scheme has at least one character
	{"//a@b@c:x:y/p", Split{HasAuthority: true, AuthorityAt: 2, Userinfo: "a@b", HasUserinfo: true, HostAt: 6,
		Host: "c", Port: "x:y", HasPort: true, PortAt: 8, Path: "/p", PathAt: 11}},
	{"//[::1]:80", Split{HasAuthority: true, AuthorityAt: 2, HostAt: 2, Host: "[::1]", Port: "80", HasPort: true, PortAt: 8, PathAt: 10}},
	{"//[::1", Split{HasAuthority: true, AuthorityAt: 2, HostAt: 2, Host: "[", Port: ":1", HasPort: true, PortAt: 4, PathAt: 6}}, // no "]"
	{"x:?#?#", Split{Scheme: "x", HasScheme: true, PathAt: 2, HasQuery: true, QueryAt: 3, HasFragment: true,
		Fragment: "?#", FragmentAt: 4}},
}

func TestSplitLenient(t *testing.T) {
	for _, tt := range splitTests {
		if got := SplitLenient(tt.in); got != tt.want {
			t.Errorf("SplitLenient(%q):\n\tgot  %+v\n\twant %+v", tt.in, got, tt.want)
		}
		holdsToParse(t, tt.in)
	}
	for _, tt := range compareTests {
		holdsToParse(t, tt.in)
	}
}

// holdsToParse checks that SplitLenient reads a valid RFC 3986 reference
// as uri.Parse does (Appendix B: "the regular expression for breaking-down
// a well-formed URI reference into its components"), each component at
// its offset.
func holdsToParse(t *testing.T, s string) {
	t.Helper()
	r, err := uri.Parse(s)
	if err != nil {
		return
	}
	p := SplitLenient(s)
	at := func(c uri.Component) int { off, _ := r.Offset(c); return off }
	sc, hasSc := r.Scheme()
	ui, hasUi := r.Userinfo()
	port, hasPort := r.Port()
	q, hasQ := r.Query()
	f, hasF := r.Fragment()
	if p.Scheme != sc || p.HasScheme != hasSc || p.HasAuthority != r.HasAuthority() || p.Userinfo != ui ||
		p.HasUserinfo != hasUi || p.Host != r.Host() || p.Port != port || p.HasPort != hasPort ||
		p.Path != r.Path() || p.Query != q || p.HasQuery != hasQ || p.Fragment != f || p.HasFragment != hasF {
		t.Errorf("SplitLenient(%q) = %+v, unlike uri.Parse", s, p)
	}
	if r.HasAuthority() && p.HostAt != at(uri.Host) || hasPort && p.PortAt != at(uri.Port) || p.PathAt != at(uri.Path) ||
		hasQ && p.QueryAt != at(uri.Query) || hasF && p.FragmentAt != at(uri.Fragment) {
		t.Errorf("SplitLenient(%q) = %+v: offsets unlike uri.Parse's", s, p)
	}
}

// FuzzSplitLenient: SplitLenient reads every string, its components in
// order in the input, and reads a valid reference as uri.Parse does.
func FuzzSplitLenient(f *testing.F) {
	for _, tt := range splitTests {
		f.Add(tt.in)
	}
	for _, tt := range trickTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := SplitLenient(s)
		if p.recompose() != s {
			t.Fatalf("SplitLenient(%q) recomposes to %q", s, p.recompose())
		}
		if p.HasAuthority && s[p.HostAt:p.HostAt+len(p.Host)] != p.Host || s[p.PathAt:p.PathAt+len(p.Path)] != p.Path ||
			p.HasPort && s[p.PortAt:p.PortAt+len(p.Port)] != p.Port ||
			p.HasQuery && s[p.QueryAt:p.QueryAt+len(p.Query)] != p.Query ||
			p.HasFragment && s[p.FragmentAt:] != p.Fragment {
			t.Fatalf("SplitLenient(%q) = %+v: a component is not at its offset", s, p)
		}
		holdsToParse(t, s)
	})
}
