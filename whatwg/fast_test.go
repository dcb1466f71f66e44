package whatwg_test

// This file checks the fast check for serialized input (fast.go) against
// the state machine (4.4) and that it allocates nothing.

import (
	"testing"

	"github.com/urikit/urikit/whatwg"
)

// serializedCases are inputs the fast check must get right either way:
// each is its own serialization or differs from it in one detail (4.5).
var serializedCases = []string{
	"https://example.com/",                   // special, domain
	"https://example.com",                    // 4.4 path start state: "/" is added
	"https://EXAMPLE.com/",                   // 3.3: lower-cased
	"https://example.com:443/",               // 4.4 port state: default port dropped
	"https://example.com:0443/",              // leading zero
	"https://example.com:8080/",              // a port
	"https://example.com:/",                  // empty port
	"https://user:pass@example.com/",         // credentials
	"https://user:@example.com/",             // empty password: no ':'
	"https://:pass@example.com/",             // empty username
	"https://@example.com/",                  // empty credentials vanish
	"https://a@b@example.com/",               // '@' in the username is "%40"
	"https://127.0.0.1/",                     // dotted-decimal IPv4
	"https://127.1/",                         // 3.5 IPv4 parser: short form
	"https://0x7f.0.0.1/",                    // hex part
	"https://127.0.0.01/",                    // octal part
	"https://1.2.3.4./",                      // trailing dot
	"https://a.1/",                           // ends in a number, not IPv4: failure
	"https://[::1]/",                         // IPv6, compressed
	"https://[0:0::1]/",                      // not compressed best
	"a://[1::]010",                           // no ':' after ']': the host runs on, IPv6-unclosed (found by FuzzParse)
	"a://[1::]:010",                          // a port after the literal
	"https://[::ffff:1.2.3.4]/",              // IPv4 in IPv6
	"https://xn--nxasmq6b.com/",              // an IDNA label
	"https://xn--a.com/",                     // bad Punycode, kept: 3.3 domain parser step 5
	"https://xn--ab-/",                       // kept, lower-cased
	"https://XN--AB-/",                       // lower-cased
	"https://a.xn--/",                        // an empty "xn--" label stays
	"https://xn--/",                          // alone too
	"https://xn--zca/",                       // valid Punycode
	"file://xn--/p",                          // a file host
	"http://xn--b\u00fccher-/",               // non-ASCII in an "xn--" label: failure
	"http://\u00fc.xn--/",                    // an empty "xn--" label in a non-ASCII domain: failure
	"http://\u1e9e.de/",                      // U+1E9E: "ss" or U+00DF, by the Unicode version of x/net/idna
	"https://example.com/a/./b",              // single-dot segment
	"https://example.com/a/%2e%2E/b",         // double-dot segment
	"https://example.com/a\\b",               // backslash
	"https://example.com/a b",                // space
	"https://example.com/?a'b",               // special-query set
	"foo://h/?a'b",                           // query set
	"https://example.com/#a b",               // fragment set
	"https://example.com/#a#b",               // '#' in the fragment
	"foo:bar",                                // opaque path
	"foo:bar ?x",                             // 4.4 opaque path state: "%20"
	"foo:",                                   // empty opaque path
	"foo:/a/b",                               // list path, no host
	"foo:/.//a",                              // 4.5 step 3: "/." prefix
	"foo://a//b",                             // host and empty segment
	"foo:/./a",                               // dot segment
	"foo://",                                 // empty host
	"foo://:1/",                              // port without host: failure
	"foo://@h/",                              // empty credentials
	"foo://h:/",                              // empty port
	"foo://[::1]/",                           // IPv6 in a non-special URL
	"foo://h%20/",                            // '%' in an opaque host
	"foo://h\\x/",                            // '\' in an opaque host: failure
	"file:///C:/x",                           // drive letter
	"file:///C|/x",                           // '|' drive letter
	"file://localhost/x",                     // localhost is empty
	"file://host/x",                          // file host
	"file:///",                               // empty file path
	"file://h:1/",                            // file with a port: failure
	"file://u@h/",                            // file with credentials: failure
	"http://example.com/ ",                   // trailing space trimmed
	" http://example.com/",                   // leading space trimmed
	"http://exa\tmple.com/",                  // tab removed
	"HTTP://example.com/",                    // scheme lower-cased
	"http:example.com/",                      // missing slashes
	"http://example.com/\u00e9",              // non-ASCII
	"http://[1:2:3:4:5:6:7:8]/",              // full IPv6
	"http://[1:0:0:2::3:0]/",                 // compression
	"http://example.com:65535/",              // largest port
	"http://example.com:65536/",              // port out of range
	"ws://h/", "wss://h:443/", "ftp://h:21/", // default ports
}

// TestSerializedAgrees checks, for each case and each input and href of
// the vectors, that when the fast check accepts an input the state
// machine gives the very same URL with that input as its href; it logs
// how many hrefs take the fast way.
func TestSerializedAgrees(t *testing.T) {
	inputs := append([]string(nil), serializedCases...)
	for _, v := range decodeAll[urlVector](t, urlTestData, readWPT(t, urlTestData)) {
		inputs = append(inputs, v.Input)
		if !v.Failure {
			inputs = append(inputs, v.Href)
		}
	}
	fast, hrefs := 0, 0
	for _, in := range inputs {
		want, err := whatwg.ParseMachine(in)
		got, ok := whatwg.ParseSerialized(in)
		if err == nil && want.Href() == in {
			hrefs++
			if ok {
				fast++
			}
		}
		if !ok {
			continue
		}
		if err != nil || got != want || got.Href() != in {
			t.Errorf("ParseSerialized(%q):\n\tgot  %#v\n\twant %#v, %v", in, got, want, err)
		}
	}
	t.Logf("%d of %d serialized inputs take the fast check", fast, hrefs)
}

// noAllocInputs are serialized URLs of every shape the fast check knows.
var noAllocInputs = []string{
	"https://example.com/",
	"https://user:pass@example.com:8080/a/b?q=1#f",
	"http://127.0.0.1/",
	"http://[::1]:8080/x",
	"file:///C:/Windows/",
	"foo://h/p?q#f",
	"mailto:a@example.com",
	"foo:/.//x",
}

// sink keeps getter results alive.
var sink string

func TestNoAllocs(t *testing.T) {
	for _, s := range noAllocInputs {
		var u whatwg.URL
		n := testing.AllocsPerRun(100, func() {
			u, _ = whatwg.Parse(s)
		})
		if n != 0 || u.Href() != s {
			t.Errorf("Parse(%q):\n\tgot  %v allocations, href %q\n\twant 0, %q", s, n, u.Href(), s)
		}
		base := whatwg.MustParse("https://example.org/base")
		n = testing.AllocsPerRun(100, func() {
			u, _ = whatwg.ParseRef(s, base)
		})
		if n != 0 || u.Href() != s {
			t.Errorf("ParseRef(%q, base):\n\tgot  %v allocations, href %q\n\twant 0, %q", s, n, u.Href(), s)
		}
		getters := testing.AllocsPerRun(100, func() {
			for _, g := range []func() string{u.Protocol, u.Username, u.Password, u.Host, u.Hostname, u.Port, u.Pathname, u.Search, u.Hash} {
				sink = g()
			}
		})
		if getters != 0 {
			t.Errorf("getters of %q:\n\tgot  %v allocations\n\twant 0", s, getters)
		}
	}
}

// TestDotSegment checks isDotSegment against the single-dot and
// double-dot segments of 4.2.
func TestDotSegment(t *testing.T) {
	for seg, want := range map[string]bool{
		".": true, "%2e": true, "%2E": true, "..": true, ".%2e": true, "%2e.": true, "%2E%2e": true, // 4.2
		"": false, "...": false, "%2": false, "%2f": false, ".a": false, "%2e%2e%2e": false, ".%2": false, "%2e%": false,
	} {
		if got := whatwg.IsDotSegment(seg); got != want {
			t.Errorf("isDotSegment(%q):\n\tgot  %v\n\twant %v", seg, got, want)
		}
	}
}
