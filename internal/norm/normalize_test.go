package norm

import (
	"net/netip"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/syntax"
)

var relDotTests = []struct{ in, want string }{
	// RFC 3986 6.2.2.3 on relative-path references (syntax/dotsegments.go):
	// leading ".." kept, and a ".." that would cancel the first segment
	// kept, since against a rootless base without "/" ("a:b", 5.2.3) it
	// adds a "/" (5.2.4); "." is the base directory (5.4.1).
	{"a/b/../../c", "a/../c"},
	{"../../abc/..", "../../abc/.."},
	{"../../abc/../def", "../../abc/../def"},
	{"abc/..", "abc/.."},
	{"abc/../", "abc/../"},
	{"abc/x/..", "abc/"},
	{"./def", "def"},
	{"def/.", "def/"},
	{"./abc:def", "./abc:def"},
	{"a/../b:c", "a/../b:c"},
	{"a/c/../b:c", "a/b:c"},
	{"a/..//b", "a/..//b"},
	{"a/b/..//c", "a//c"},
	{".//foo/bar", ".//foo/bar"},
	{"..", ".."},
	{"../..", "../.."},
	{"./..", ".."},
	{"a/./b/../../../c", "a/../../c"},
	{"a//..", "a/"},
	{"mid/content=5/../6", "mid/6"},
	{"m/../a/b/../c", "m/../a/c"},
	{"m/../a/..", "m/../a/.."},
	{".", "."},
	{"./", "."},
}

func TestRemoveDotSegmentsRelative(t *testing.T) {
	for _, tt := range relDotTests {
		b := []byte(tt.in)
		n, prefix := syntax.RemoveDotSegmentsRelative(b, true)
		got := string(b[:n])
		if prefix {
			got = "./" + got
		}
		if got != tt.want {
			t.Errorf("syntax.RemoveDotSegmentsRelative(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
		if slow := slowRelative(tt.in); slow != tt.want {
			t.Errorf("slowRelative(%q):\n\tgot  %v\n\twant %v", tt.in, slow, tt.want)
		}
	}
}

var ipv6Tests = []struct{ in, want string }{
	// RFC 5952 4.1 leading zeros, 4.2.1 shortest "::", 4.2.2 not for one
	// field, 4.2.3 longest run and first on a tie, 4.3 lower case, 5 mixed
	// notation for IPv4-mapped addresses.
	{"2001:0db8::0001", "2001:db8::1"},
	{"2001:db8:0:0:0:0:2:1", "2001:db8::2:1"},
	{"2001:db8:0:1:1:1:1:1", "2001:db8:0:1:1:1:1:1"},
	{"2001:0:0:1:0:0:0:1", "2001:0:0:1::1"},
	{"2001:db8:0:0:1:0:0:1", "2001:db8::1:0:0:1"},
	{"2001:DB8::AAAA", "2001:db8::aaaa"},
	{"::ffff:192.0.2.1", "::ffff:192.0.2.1"},
	{"0:0:0:0:0:ffff:c000:201", "::ffff:192.0.2.1"},
	{"::", "::"},
	{"::1", "::1"},
	{"1::", "1::"},
	{"1:2:3:4:5:6:7:8", "1:2:3:4:5:6:7:8"},
	{"::192.0.2.1", "::c000:201"}, // IPv4-compatible (deprecated): hex, as netip
	// RFC 5952 5: mixed notation for the other well-known prefixes.
	{"::FFFF:0:c000:201", "::ffff:0:192.0.2.1"},    // IPv4-translated, RFC 2765 2.1
	{"64:FF9B::C000:221", "64:ff9b::192.0.2.33"},   // RFC 6052 2.4's own example
	{"64:ff9b:1::c000:221", "64:ff9b:1::c000:221"}, // not the well-known /96
}

func TestIPv6Canonical(t *testing.T) {
	for _, tt := range ipv6Tests {
		got := string(appendIPv6(nil, parseIPv6Fields(tt.in, 0, len(tt.in))))
		if got != tt.want {
			t.Errorf("canonical(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
	}
}

// FuzzIPv6Canonical checks the canonical text against net/netip, which
// also writes RFC 5952 form.
func FuzzIPv6Canonical(f *testing.F) {
	for _, tt := range ipv6Tests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if r, f := syntax.Parse("//["+s+"]", 0); f != nil || r.HostKind() != syntax.HostIPv6 {
			return
		}
		got := string(appendIPv6(nil, parseIPv6Fields(s, 0, len(s))))
		a, err := netip.ParseAddr(s)
		if err != nil {
			t.Fatalf("netip.ParseAddr(%q): %v (the scanner accepted it)", s, err)
		}
		want := a.String()
		if p := embeddedIPv4Prefix(parseIPv6Fields(s, 0, len(s))); p != "" && p != "::ffff:" {
			// netip writes these in hex; RFC 5952 5 prefers the dotted
			// quad: compare the addresses instead.
			b, err := netip.ParseAddr(got)
			if err != nil || b != a {
				t.Fatalf("canonical(%q) = %q: not the same address (%v)", s, got, err)
			}
			return
		}
		if got != want {
			t.Fatalf("canonical(%q):\n\tgot  %v\n\twant %v", s, got, want)
		}
	})
}

var slowOptions = []NormOptions{
	{},
	{Scheme: true, DefaultPort: 80, EmptyPath: "/"},
	{Scheme: true, Protocol: Protocol{DropFragment: true, DropEmptyQuery: true, FileLocalhost: true}},
	{Protocol: Protocol{DropEmptyFragment: true}},
	{Through: CaseStep},
	{Through: PercentStep},
	{Through: PercentStep, Scheme: true, DefaultPort: 80, EmptyPath: "/"},
}

// FuzzNormalizeSlow checks the one-pass engine against slowNormalize, in
// both grammars, and that the Ref it builds is the one Parse reads back.
func FuzzNormalizeSlow(f *testing.F) {
	for _, s := range []string{
		"HTTP://User@EX%41mple.COM:0080/a/./b/../%7e%2f?%3a#%5B", "a/..//b:c", "//[::FFFF:1.2.3.4%25x]:/",
		"foo:/a/..//b", "http://localhost", "http://[v1.X]/", "../a/./..", "http://é.例/ü?%EE%80%80",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, m := range []Mode{ZoneID, IRI | ZoneID} {
			r, fl := Parse(s, m)
			if fl != nil {
				continue
			}
			for i := range slowOptions {
				o := &slowOptions[i]
				got := Normalize(r, o)
				want := slowNormalize(r, o)
				if got.String() != want {
					t.Fatalf("Normalize(%q, %+v):\n\tgot  %v\n\twant %v", s, *o, got.String(), want)
				}
				back, fl := Parse(got.String(), m)
				if fl != nil {
					t.Fatalf("Parse(%q) (normal form of %q): %v", got.String(), s, fl)
				}
				if back != got {
					t.Fatalf("Parse(%q):\n\tgot  %+v\n\twant %+v", got.String(), back, got)
				}
				if Equivalent(r, back, o) != true {
					t.Fatalf("Equivalent(%q, %q) = false", s, got.String())
				}
			}
		}
	})
}

func TestNormalizeSlowSeeds(t *testing.T) {
	// The long path of Normalize (no stack buffer).
	long := "HTTP://a/" + strings.Repeat("%7e/./", 300) + "x"
	r, _ := Parse(long, 0)
	o := &NormOptions{Scheme: true, DefaultPort: 80, EmptyPath: "/"}
	if got, want := Normalize(r, o).String(), slowNormalize(r, o); got != want {
		t.Errorf("Normalize(long):\n\tgot  %v\n\twant %v", got, want)
	}
	// Long paths whose normal form needs a "/." or "./" prefix: the
	// rewrite in the writer's own buffer moves the path after it.
	for _, in := range []string{
		"foo:/a/..//" + strings.Repeat("b/", 200),
		"a/x/../b:c/" + strings.Repeat("d/", 200),
		"x/../" + strings.Repeat("e/./", 200),
	} {
		lr, _ := Parse(in, 0)
		if got, want := Normalize(lr, o).String(), slowNormalize(lr, o); got != want {
			t.Errorf("Normalize(%q):\n\tgot  %v\n\twant %v", in, got, want)
		}
	}
	r2, _ := Parse("http://a/"+strings.Repeat("~/", 300)+"x", 0)
	if !Equivalent(r, r2, o) {
		t.Errorf("Equivalent(long, long') = false")
	}
}

var ucsTests = []struct {
	in, want string
	mode     Mode
}{
	// RFC 3987 3.2 / 5.3.2.3: percent-encoded ucschar decoded, iprivate
	// only in the query, other octets and broken UTF-8 kept.
	{"http://a/%C3%A9%e2%82%ac%EE%80%80?%EE%80%80#%C3%A9", "http://a/é€%EE%80%80?\ue000#é", IRI},
	{"http://a/%CE%CE%B1%FF", "http://a/%CEα%FF", IRI},
	{"http://%C3%89x/", "http://Éx/", IRI},
	// RFC 3987 4.1, 6.1: bidi formatting characters (RLO U+202E, LRM
	// U+200E) and white space (NBSP U+00A0, ideographic space U+3000) stay
	// encoded, as URI-to-IRI conversion (3.2) keeps them.
	{"http://a/%E2%80%AE%e2%80%8e%C2%A0%E3%80%80%C3%A9", "http://a/%E2%80%AE%E2%80%8E%C2%A0%E3%80%80é", IRI},
	// In the URI grammar the hook does nothing (6.2.2.2).
	{"http://a/%C3%A9", "http://a/%C3%A9", 0},
}

func TestDecodeUcschar(t *testing.T) {
	for _, tt := range ucsTests {
		r, fl := Parse(tt.in, tt.mode)
		if fl != nil {
			t.Fatalf("Parse(%q): %v", tt.in, fl)
		}
		got := Normalize(r, &NormOptions{DecodeUcschar: true})
		if got.String() != tt.want {
			t.Errorf("Normalize(%q, DecodeUcschar):\n\tgot  %v\n\twant %v", tt.in, got.String(), tt.want)
		}
		if back, fl := Parse(got.String(), tt.mode); fl != nil || back != got {
			t.Errorf("Parse(%q):\n\tgot  %+v %v\n\twant %+v", got.String(), back, fl, got)
		}
	}
}

func TestSkipPlainHost(t *testing.T) {
	for c := 0; c < 256; c++ {
		for pos := 0; pos < 20; pos++ {
			b := []byte(strings.Repeat("a", 20))
			b[pos] = byte(c)
			want := -1
			if 'A' <= c && c <= 'Z' || c == '%' {
				want = pos
			}
			if got := skipPlainHost(string(b)); got != want {
				t.Fatalf("skipPlainHost(%q):\n\tgot  %v\n\twant %v", b, got, want)
			}
		}
	}
}

// hostCaseTests: RFC 3987 5.3.2.1, only a US-ASCII host is lower-cased
// with KeepMixedHostCase; the decision is made on the decoded host.
var hostCaseTests = []struct{ in, want string }{
	{"http://Ex.COM/", "http://ex.com/"},               // 5.3.2.1: US-ASCII only host
	{"http://%41b.com/", "http://ab.com/"},             // decoded letters are ASCII too
	{"http://\u03b1.CoM/", "http://\u03b1.CoM/"},       // non-ASCII host keeps its case
	{"SCHEME://Alpha%ce%b1/", "scheme://Alpha\u03b1/"}, // non-ASCII once decoded
	{"http://AB%CE/", "http://ab%CE/"},                 // %CE is no character: stays, host is ASCII
	{"http://AB%E2%80%AE/", "http://ab%E2%80%AE/"},     // RLO stays encoded (4.1): ASCII host
}

func TestKeepMixedHostCase(t *testing.T) {
	for _, tt := range hostCaseTests {
		r, fl := Parse(tt.in, IRI)
		if fl != nil {
			t.Fatalf("Parse(%q): %v", tt.in, fl)
		}
		got := Normalize(r, &NormOptions{DecodeUcschar: true, KeepMixedHostCase: true})
		if got.String() != tt.want {
			t.Errorf("Normalize(%q, KeepMixedHostCase):\n\tgot  %v\n\twant %v", tt.in, got.String(), tt.want)
		}
		if again := Normalize(got, &NormOptions{DecodeUcschar: true, KeepMixedHostCase: true}); again != got {
			t.Errorf("Normalize(%q) not idempotent:\n\tgot  %v\n\twant %v", got.String(), again.String(), got.String())
		}
	}
}
