package whatwg_test

// This file checks the host parser (3.5) and serializer (3.6) through
// Parse: IPv4 in all its number forms, IPv6 and its compression, domains
// through the domain parser (3.3), opaque hosts.

import (
	"testing"

	"github.com/urikit/urikit/whatwg"
	"golang.org/x/net/idna"
)

// hostCases are hosts of special ("http://H/") and non-special
// ("foo://H/") URLs with the serialized host and its kind, or the
// validation error that fails them.
var hostCases = []struct {
	in, want string
	kind     whatwg.HostType
	code     string
}{
	{"http://127.0.0.1/", "127.0.0.1", whatwg.IPv4, ""},                        // 3.5 IPv4 parser: dotted decimal
	{"http://0x7f.1/", "127.0.0.1", whatwg.IPv4, ""},                           // hex part, the last part fills three bytes
	{"http://127.1/", "127.0.0.1", whatwg.IPv4, ""},                            // two parts
	{"http://127.0.1/", "127.0.0.1", whatwg.IPv4, ""},                          // three parts
	{"http://2130706433/", "127.0.0.1", whatwg.IPv4, ""},                       // one part: the whole address
	{"http://0177.0.0.1/", "127.0.0.1", whatwg.IPv4, ""},                       // octal part
	{"http://0X7F.0.0.1/", "127.0.0.1", whatwg.IPv4, ""},                       // "0X" prefix
	{"http://0x.0.0.0/", "0.0.0.0", whatwg.IPv4, ""},                           // "0x" alone is 0
	{"http://1.2.3.4./", "1.2.3.4", whatwg.IPv4, ""},                           // one trailing dot: IPv4-empty-part
	{"http://4294967295/", "255.255.255.255", whatwg.IPv4, ""},                 // largest one-part address
	{"http://4294967296/", "", 0, "IPv4-out-of-range-part"},                    // overflow
	{"http://0xffffffffff/", "", 0, "IPv4-out-of-range-part"},                  // overflow in hex
	{"http://1.2.65536/", "", 0, "IPv4-out-of-range-part"},                     // the last of three parts holds two bytes
	{"http://256.0.0.1/", "", 0, "IPv4-out-of-range-part"},                     // a part other than the last above 255
	{"http://1.2.3.4.5/", "", 0, "IPv4-too-many-parts"},                        // five parts
	{"http://1.2.3.09/", "", 0, "IPv4-non-numeric-part"},                       // 9 is no octal digit
	{"http://1.2.3.4../", "1.2.3.4..", whatwg.Domain, ""},                      // two trailing dots: the last label is empty, no number
	{"http://a.0x/", "", 0, "IPv4-non-numeric-part"},                           // ends in a number ("0x"), and "a" is none
	{"http://a.0xg/", "a.0xg", whatwg.Domain, ""},                              // "0xg" is no number: a domain
	{"http://1.a/", "1.a", whatwg.Domain, ""},                                  // the last label decides
	{"http://[::]/", "[::]", whatwg.IPv6, ""},                                  // 3.6: all zero
	{"http://[0:0:0:0:0:0:0:1]/", "[::1]", whatwg.IPv6, ""},                    // the zero run compressed
	{"http://[1:0:0:2:0:0:0:3]/", "[1:0:0:2::3]", whatwg.IPv6, ""},             // the longest run
	{"http://[1:0:0:2:0:0:3:4]/", "[1::2:0:0:3:4]", whatwg.IPv6, ""},           // the first of equal runs
	{"http://[1:2:3:4:5:0:7:8]/", "[1:2:3:4:5:0:7:8]", whatwg.IPv6, ""},        // a single zero is not compressed
	{"http://[::FFFF:1.2.3.4]/", "[::ffff:102:304]", whatwg.IPv6, ""},          // IPv4 in IPv6, lower-case hex
	{"http://[0001::]/", "[1::]", whatwg.IPv6, ""},                             // leading zeros dropped
	{"http://[1:2:3:4:5:6:7:8:9]/", "", 0, "IPv6-too-many-pieces"},             // nine pieces
	{"http://[:1]/", "", 0, "IPv6-invalid-compression"},                        // a single leading ':'
	{"http://[1:]/", "", 0, "IPv6-invalid-code-point"},                         // a single trailing ':'
	{"http://[::1.2.3.256]/", "", 0, "IPv4-in-IPv6-out-of-range-part"},         // IPv4 part above 255
	{"http://[::1.2.03.4]/", "", 0, "IPv4-in-IPv6-invalid-code-point"},         // leading zero in an IPv4 part
	{"http://[1:2:3:4:5:6:7:1.2.3.4]/", "", 0, "IPv4-in-IPv6-too-many-pieces"}, // no room for IPv4
	{"http://[::1%25eth0]/", "", 0, "IPv6-invalid-code-point"},                 // no zone identifiers
	{"http://EXAMPLE.com/", "example.com", whatwg.Domain, ""},                  // 3.3: lower-cased
	{"http://ex%41mple.com/", "example.com", whatwg.Domain, ""},                // percent-decoded first
	{"http://bücher.de/", "xn--bcher-kva.de", whatwg.Domain, ""},               // UTS #46 ToASCII
	{"http://Ｅｘａｍｐｌｅ．com/", "example.com", whatwg.Domain, ""},                  // UTS #46 mapping, fullwidth dot
	{"http://a..b/", "a..b", whatwg.Domain, ""},                                // VerifyDnsLength false: empty labels
	{"http://-a-.com/", "-a-.com", whatwg.Domain, ""},                          // CheckHyphens false
	{"http://a\u200db.com/", "", 0, "domain-to-ASCII"},                         // CheckJoiners: ZWJ out of context
	{"https://xn--ab-/", "xn--ab-", whatwg.Domain, ""},                         // 3.3 step 5: an ASCII domain is kept, lower-cased, though no valid Punycode
	{"https://XN--AB-.Example/", "xn--ab-.example", whatwg.Domain, ""},         // lower-cased only
	{"https://a.xn--/", "a.xn--", whatwg.Domain, ""},                           // an empty "xn--" label stays
	{"https://xn--/", "xn--", whatwg.Domain, ""},                               // alone too
	{"https://xn--zca.ü/", "xn--zca.xn--tda", whatwg.Domain, ""},               // step 6: valid Punycode in a non-ASCII domain
	{"http://xn--bücher-/", "", 0, "domain-to-ASCII"},                          // UTS #46 4: an "xn--" label with non-ASCII; not "bücher"
	{"http://XN--BÜCHER-.de/", "", 0, "domain-to-ASCII"},                       // mapped (lower-cased) first
	{"http://ｘｎ－－bücher-/", "", 0, "domain-to-ASCII"},                          // fullwidth "xn--" maps to "xn--"
	{"http://ü.xn--/", "", 0, "domain-to-ASCII"},                               // an empty "xn--" label in a non-ASCII domain
	{"http://ü.xn--ab-/", "", 0, "domain-to-ASCII"},                            // "xn--ab-" decodes to ASCII "ab"
	{"http://a<b/", "", 0, "domain-invalid-code-point"},                        // 3.2 forbidden domain code point
	{"http://a%00b/", "", 0, "domain-invalid-code-point"},                      // decoded NUL
	{"foo://EXAMPLE.com/", "EXAMPLE.com", whatwg.Opaque, ""},                   // 3.5 opaque host: kept as written
	{"foo://ex%41mple/", "ex%41mple", whatwg.Opaque, ""},                       // not decoded
	{"foo://bücher/", "b%C3%BCcher", whatwg.Opaque, ""},                        // C0 control percent-encode set
	{"foo://a<b/", "", 0, "host-invalid-code-point"},                           // 3.2 forbidden host code point
	{"foo://[::1]/", "[::1]", whatwg.IPv6, ""},                                 // IPv6 in a non-special URL
	{"foo:///x", "", whatwg.EmptyHost, ""},                                     // the empty host
	{"file://localhost/x", "", whatwg.EmptyHost, ""},                           // 4.4 file host state: localhost is empty
	{"file://LOCALHOST/x", "", whatwg.EmptyHost, ""},                           // after the domain parser
}

func TestHosts(t *testing.T) {
	for _, c := range hostCases {
		u, err := whatwg.Parse(c.in)
		if c.code != "" {
			e, ok := err.(*whatwg.Error)
			if !ok || e.Code != c.code {
				t.Errorf("Parse(%q):\n\tgot  %q, %v\n\twant error %s", c.in, u.Href(), err, c.code)
			}
			continue
		}
		if err != nil || u.Hostname() != c.want || u.HostType() != c.kind {
			t.Errorf("Parse(%q).Hostname():\n\tgot  %q %v, %v\n\twant %q %v", c.in, u.Hostname(), u.HostType(), err, c.want, c.kind)
		}
	}
}

// TestSharpS checks U+1E9E LATIN CAPITAL LETTER SHARP S, whose UTS #46
// mapping changed after Unicode 15.0: "ss" in the tables x/net/idna has
// under Go 1.26 (idna.UnicodeVersion 15.0.0), U+00DF in later ones, as the
// web-platform-tests vectors expect (a known difference, listed in
// idna_known_test.go).
func TestSharpS(t *testing.T) {
	want := "xn--zca.de"
	if idna.UnicodeVersion < "15.1.0" {
		want = "ss.de"
	}
	u, err := whatwg.Parse("http://\u1e9e.de/")
	if err != nil || u.Hostname() != want {
		t.Errorf("Parse(\"http://\\u1e9e.de/\").Hostname() with the tables of Unicode %s:\n\tgot  %q, %v\n\twant %q", idna.UnicodeVersion, u.Hostname(), err, want)
	}
}
