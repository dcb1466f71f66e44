package diff

import (
	"fmt"
	"slices"
	"testing"
)

// compareTests pin every disagreement of an input: component, class,
// danger and offset, in the order of Components.
var compareTests = []struct {
	in, base string
	want     []string
}{
	// One host once RFC 3986's reg-name is percent-decoded; net/url
	// refuses "%65" in a host.
	{"http://%65vil.com/", "", []string{"validity host-confusion medium 0"}},
	// The host differs: at its first byte, 7.
	{"http://127.1/", "", []string{"host host-confusion high 7"}},
	{"http://u@0x7f.1:80/", "", []string{"host host-confusion high 9"}},
	// The parsers end the userinfo at different places: the host
	// differs from where the authority starts.
	{`http://evil.com\@good.com/`, "", []string{"validity slash-confusion medium 15", "userinfo slash-confusion medium 7", "host slash-confusion high 7", "path slash-confusion medium 25"}},
	// A backslash in the path: net/url "%5C", the URL Standard "/"; RFC
	// 3986 refuses it at byte 20. The path starts at byte 18.
	{`http://example.com/a\b`, "", []string{"validity slash-confusion medium 20", "path slash-confusion medium 18"}},
	// No authority for RFC 3986 and net/url: the host offset is after
	// the scheme.
	{"http:evil.com", "", []string{"host slash-confusion high 5", "path slash-confusion medium 5"}},
	// Query and fragment: "'" encoded or not is alike; a refusal of a
	// character is low.
	{"http://a/?x='y'#z", "", nil},
	{"http://a/?x=`y`", "", []string{"validity refusal low 12"}},
	// Empty and absent query, empty password, default port: alike.
	{"http://u:@a:80/?", "", nil},
	// Against a base: RFC 3986 5.2, the URL Standard and
	// ResolveReference agree on dot-segments.
	{"../../x", "http://a/b/c/d", nil},
	{`\\evil.example\x`, "https://good.example/", []string{"validity slash-confusion medium 0", "host slash-confusion high 0", "path slash-confusion medium 0"}},
}

func TestCompare(t *testing.T) {
	for _, tt := range compareTests {
		r := Compare(tt.in)
		if tt.base != "" {
			var err error
			if r, err = CompareRef(tt.in, tt.base); err != nil {
				t.Errorf("CompareRef(%q, %q): %v", tt.in, tt.base, err)
				continue
			}
		}
		var got []string
		for _, d := range r.Disagreements {
			got = append(got, fmt.Sprintf("%s %s %s %d", d.Component, d.Class, d.Danger, d.Offset))
		}
		if !slices.Equal(got, tt.want) {
			t.Errorf("Compare(%q, base %q):\n\tgot  %q\n\twant %q\n%s", tt.in, tt.base, got, tt.want, dump(r))
		}
	}
}

// TestCompareRefBadBase: a base any parser refuses is an error.
func TestCompareRefBadBase(t *testing.T) {
	for _, base := range []string{"relative/x", "http://a b/", "http://[::1/", "http:// /"} {
		if _, err := CompareRef("x", base); err == nil {
			t.Errorf("CompareRef(%q, %q):\n\tgot  nil\n\twant an error", "x", base)
		}
	}
}

// canonTests: RFC 3986 6.2.2.1 and 6.2.2.2 in the keys.
var canonTests = []struct{ in, want string }{
	{"/%7euser", "/~user"},         // unreserved decoded
	{"/a%2fb", "/a%2Fb"},           // reserved kept, hex upper case
	{"/a b", "/a%20b"},             // outside the path's characters: encoded
	{"/[x]", "/%5Bx%5D"},           // gen-delims RFC 3986 3.3 does not allow raw
	{"/%zz", "/%25zz"},             // a stray "%"
	{"/%27%28", "/'("},             // sub-delims nobody reads: decoded
	{"/caf\xc3\xa9", "/caf%C3%A9"}, // non-ASCII bytes encoded
}

func TestCanon(t *testing.T) {
	for _, tt := range canonTests {
		if got := canon(tt.in, pathChars, "!'()*"); got != tt.want {
			t.Errorf("canon(%q):\n\tgot  %q\n\twant %q", tt.in, got, tt.want)
		}
	}
}
