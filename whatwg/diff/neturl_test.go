package diff

import (
	"net/url"
	"testing"
)

// netURLPartsTests are references whose serialization by url.URL.String
// has each shape: opaque, an authority with and without userinfo, host or
// path, the "//" String writes before a rooted path after a scheme, the
// empty authority it omits, the "./" it writes before a first segment
// with a ':', a RawPath, an IPv6 zone, escaped fragments and queries.
var netURLPartsTests = []string{
	"",
	"http://u:p@h:1/p?q#f",
	"http://h",
	"http://h?#",
	"http://@h/",
	"http://:@h/",
	"http://u%3A@h/",
	"http://h/a%2fb",
	"http://h/%2F",
	"http://h/a b?c d#e f",
	"http://h/a#%7Bx%7D",
	"http://h/a#{x}",
	"http:/x",
	"http:////x",
	"http://",
	"http:",
	"mailto:a@b?c#d",
	"http:opaque/path?q#f",
	"//u@h/p",
	"//h",
	"./a:b",
	"a/b:c",
	"?q",
	"#f",
	"a#b#c",
	"http://[::1%25eth0]/x",
	"http://h/\xff\xfe",
	"\xff\xff",
	"http://ü.example/ü?ü#ü",
	"http://%C3%BC.example/",
	"file:///C:/x",
	"/a?",
	"http://h/?#",
}

// TestNetURLParts: the userinfo, path and fragment taken out of String's
// href are what the methods write, for each reference and for its target
// against a base (url.URL.ResolveReference).
func TestNetURLParts(t *testing.T) {
	for _, s := range append(netURLPartsTests, fuzzSeeds()...) {
		checkNetURLParts(t, s)
	}
}

// fuzzSeeds are the inputs of the trick tests.
func fuzzSeeds() []string {
	var seeds []string
	for _, tt := range trickTests {
		seeds = append(seeds, tt.in)
	}
	return seeds
}

// FuzzNetURLParts: netURLParts agrees with the methods of url.URL.
func FuzzNetURLParts(f *testing.F) {
	for _, s := range netURLPartsTests {
		f.Add(s)
	}
	f.Fuzz(checkNetURLParts)
}

var netURLBase, _ = url.Parse("https://u@b.example/a/b?q#f")

func checkNetURLParts(t *testing.T, s string) {
	u, err := url.Parse(s)
	if err != nil {
		return
	}
	for _, u := range []*url.URL{u, netURLBase.ResolveReference(u)} {
		href := u.String()
		userinfo, path, fragment := netURLParts(u, href)
		var wantUser string
		if u.User != nil {
			wantUser = u.User.String()
		}
		wantPath := u.EscapedPath()
		if u.Opaque != "" {
			wantPath = u.Opaque
		}
		if userinfo != wantUser || path != wantPath || fragment != u.EscapedFragment() {
			t.Errorf("netURLParts(%q) of %q:\n\tgot  %q %q %q\n\twant %q %q %q",
				href, s, userinfo, path, fragment, wantUser, wantPath, u.EscapedFragment())
		}
	}
}
