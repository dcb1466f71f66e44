package check

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// found is a warning's code and offset, the part a test pins.
type found struct {
	Code   Code
	Offset int
}

func (f found) String() string { return fmt.Sprintf("%s@%d", f.Code, f.Offset) }

func codes(r Report) []found {
	var fs []found
	for _, w := range r.Warnings {
		fs = append(fs, found{w.Code, w.Offset})
	}
	return fs
}

// warningTests: each code positive and negative. iri selects IRI instead
// of URI. want lists every warning of the input, in order.
var warningTests = []struct {
	in   string
	iri  bool
	want []found
}{
	// credentials-password: RFC 3986 3.2.1, 7.5; seed url-03.
	{in: "ftp://user:secret@ftp.example.org/", want: []found{{CredentialsPassword, 11}}},
	{in: "ftp://user:@ftp.example.org/"},                                          // 3.2.1: an empty password is none
	{in: "ftp://anonymous@ftp.example.org/"},                                      // no ":"
	{in: "ssh://a:b:c@ssh.example.org/", want: []found{{CredentialsPassword, 8}}}, // first ":"
	{in: "//u:p@h/", want: []found{{CredentialsPassword, 4}}},                     // relative reference
	// userinfo-deprecated: RFC 9110 4.2.4, RFC 6455 3, RFC 3986 7.6.
	{in: "http://trusted.example@evil.example/", want: []found{{UserinfoDeprecated, 7}}},
	{in: "https://@example.org/", want: []found{{UserinfoDeprecated, 8}}}, // empty, still "@"
	{in: "wss://u:p@example.org/", want: []found{{UserinfoDeprecated, 6}, {CredentialsPassword, 8}}},
	{in: "WS://u@example.org/", want: []found{{UserinfoDeprecated, 5}}}, // scheme case
	{in: "ftp://u@example.org/"}, // ftp allows a user
	// port-nondefault, port-service: RFC 3986 7.2, RFC 1738 6, seed url-02.
	{in: "http://example.org:8080/", want: []found{{PortNondefault, 19}}},
	{in: "http://example.org:80/"},                                                            // the default
	{in: "http://example.org:080/"},                                                           // the default, leading zero
	{in: "http://example.org:/"},                                                              // empty port
	{in: "gopher://example.org:25/1", want: []found{{PortNondefault, 21}, {PortService, 21}}}, // the seeds' attack
	{in: "http://example.org:6379/", want: []found{{PortNondefault, 19}, {PortService, 19}}},
	{in: "ftp://example.org:21/"},                                                       // ftp's own port
	{in: "foo://example.org:25/", want: []found{{UnknownScheme, 0}, {PortService, 18}}}, // no default: only the service
	{in: "foo://example.org:8080/", want: []found{{UnknownScheme, 0}}},
	{in: "//example.org:143/", want: []found{{PortService, 14}}},          // relative reference
	{in: "imap://example.org:143/"},                                       // imap's own port
	{in: "git://example.org:99999/", want: []found{{PortNondefault, 18}}}, // no typed parser refuses it
	// encoded-control: RFC 3986 7.2, 7.3; seed url-02.
	{in: "ssh://example.org/%0D%0Aquit", want: []found{{EncodedControl, 18}, {EncodedControl, 21}}},
	{in: "http://example.org/a%00.txt", want: []found{{EncodedControl, 20}}},
	{in: "http://example.org/?q=%7f", want: []found{{EncodedControl, 22}}},
	{in: "http://example.org/#%1B", want: []found{{EncodedControl, 20}}},
	{in: "http://example.org/a%09b", want: []found{{EncodedControl, 20}}},                                                    // HT outside gopher
	{in: "gopher://example.org/7sel%09search"},                                                                               // RFC 4266 2.1 separator
	{in: "gopher://example.org/1?a%09b", want: []found{{EncodedControl, 24}}},                                                // not in the query
	{in: "http://example.org/a%20b%7E%2525"},                                                                                 // space, tilde, "%25": no control
	{in: "mailto:a@example.com?body=line%0D%0Aline"},                                                                         // RFC 6068 2: line breaks in the body
	{in: "mailto:a@example.com?Body=a%0D%0A&subject=b", want: nil},                                                           // hfname in any case
	{in: "mailto:a@example.com?subject=a%0D%0ABcc:c@example.com", want: []found{{EncodedControl, 30}, {EncodedControl, 33}}}, // header injection
	{in: "mailto:a@example.com?body=a%00", want: []found{{EncodedControl, 27}}},                                              // NUL is no line break
	{in: "data:text/plain,a%0D%0Ab%00"},                                                                                      // RFC 2397: data is octets
	// ip-host: RFC 3986 3.2.2, 7.6.
	{in: "http://192.0.2.1/", want: []found{{IPHost, 7}}},
	{in: "ftp://cnn.example.com&story=breaking_news@10.0.0.1/top_story.htm", want: []found{{IPHost, 42}}},
	{in: "http://[2001:db8::1]/", want: []found{{IPHost, 7}}},
	{in: "http://[v7.x]/", want: []found{{IPHost, 7}}},
	{in: "http://192.0.2.example/"}, // a name
	// ambiguous-ip: RFC 3986 7.4.
	{in: "http://2130706433/", want: []found{{AmbiguousIP, 7}, {ParserDifferential, 7}}},
	{in: "http://0x7f.1/", want: []found{{AmbiguousIP, 7}, {ParserDifferential, 7}}},
	{in: "http://127.1/", want: []found{{AmbiguousIP, 7}, {ParserDifferential, 7}}}, // at the host's first byte
	{in: "http://0177.0.0.1/", want: []found{{AmbiguousIP, 7}, {ParserDifferential, 7}}},
	{in: "http://127.0.0.1./", want: []found{{AmbiguousIP, 7}, {ParserDifferential, 7}}}, // trailing dot
	{in: "http://0x7F000001:8080/", want: []found{{AmbiguousIP, 7}, {ParserDifferential, 7}, {PortNondefault, 18}}},
	{in: "http://%31%32%37.1/", want: []found{{EncodedHost, 7}, {AmbiguousIP, 7}, {ParserDifferential, 7}}},
	{in: "http://１２７.１/", iri: true, want: []found{{AmbiguousIP, 7}, {HostMapped, 7}, {ParserDifferential, 7}}}, // UTS #46 maps full-width digits
	{in: "http://256.1.1.1/"},   // too big: not an address anywhere
	{in: "http://4294967296/"},  // 2^32
	{in: "http://1.2.3.4.5/"},   // five parts
	{in: "http://0x7g.1/"},      // not hex
	{in: "http://08.1/"},        // not octal
	{in: "http://example.123/"}, // a name
	{in: "http://1.256.1/"},     // middle part too big
	// encoded-host: RFC 3986 3.2.2, 7.3. Percent-decoded, the RFC 3986
	// host is the URL Standard's: no parser differential.
	{in: "http://ex%61mple.org/", want: []found{{EncodedHost, 9}}},
	{in: "http://%E4%BE%8B.example/"},                                      // UTF-8 of a non-ASCII name: RFC 3986 3.2.2's own way
	{in: "http://%E4%BE%8B%2e.example/", want: []found{{EncodedHost, 16}}}, // "%2e" is ASCII
	{in: "http://%C3.example/", want: []found{{EncodedHost, 7}}},           // not UTF-8
	// host-mapped: the URL Standard 3.3, UTS #46 4.
	{in: "http://ｅｘａｍｐｌｅ.com/", iri: true, want: []found{{HostMapped, 7}}},
	{in: "http://ex\u33c3mple.com/", iri: true, want: []found{{HostMapped, 7}}}, // U+33C3: "bq"
	{in: "http://ex\u3383mple.com/", iri: true, want: []found{{HostMapped, 7}}}, // U+3383: "ma"
	{in: "http://%EF%BD%85xample.com/", want: []found{{HostMapped, 7}}},         // full-width "e", percent-encoded
	{in: "http://Bücher.example/", iri: true},                                   // only the case changes
	{in: "http://bu\u0308cher.example/", iri: true},                             // only the normalization form changes
	{in: "mailto:a@ｅｘａｍｐｌｅ.com", iri: true},                                     // no host
	// parser-differential: RFC 3986 7.6, the URL Standard 4.4 (package
	// whatwg/diff): two parsers accept the reference and name different
	// hosts; at the first byte where they part.
	{in: "http://%65vil.example/", want: []found{{EncodedHost, 7}}}, // decoded, one host; net/url refuses
	{in: "http://u@0x7f.1:81/", want: []found{{UserinfoDeprecated, 7}, {AmbiguousIP, 9}, {ParserDifferential, 9}, {PortNondefault, 16}}},
	{in: "https://B%C3%BCcher.example/"},                                                         // one name, three spellings
	{in: "https://xn--bcher-kva.example/"},                                                       // punycode
	{in: "https://Bücher.example/", iri: true},                                                   // Unicode
	{in: "https://B%C3%BCcher.example/", iri: true},                                              // percent-encoded in an IRI
	{in: "http://[::ffff:127.0.0.1]/", want: []found{{IPHost, 7}}},                               // one address, three spellings
	{in: "http://example.com./"},                                                                 // all keep the trailing dot
	{in: "http://u@example.com#@evil.example/", want: []found{{UserinfoDeprecated, 7}}},          // "@" in the fragment
	{in: "foo://0x7f.1/", want: []found{{UnknownScheme, 0}, {AmbiguousIP, 6}}},                   // not special: an opaque host for the URL Standard
	{in: "http://0x7f.1/", iri: true, want: []found{{AmbiguousIP, 7}, {ParserDifferential, 7}}},  // an ASCII IRI: compared
	{in: "http://0x7f.1/é", iri: true, want: []found{{AmbiguousIP, 7}, {ParserDifferential, 7}}}, // a non-ASCII IRI too
	{in: "http://evil\u3002com/", iri: true, want: []found{{HostMapped, 7}}},                     // one host once mapped
	// unknown-scheme: RFC 3986 3.1.
	{in: "x-made-up:thing", want: []found{{UnknownScheme, 0}}},
	{in: "URN:ISBN:0451450523"}, // registered, any case
	{in: "relative/path"},       // no scheme at all
	// dot-segments: RFC 3986 3.3, 5.2.4, 7.3.
	{in: "http://example.org/a/../b", want: []found{{DotSegments, 21}}},
	{in: "http://example.org/./b", want: []found{{DotSegments, 19}}},
	{in: "http://example.org/a/%2e%2E/b", want: []found{{DotSegments, 21}}},
	{in: "http://example.org/a/.%2e", want: []found{{DotSegments, 21}}},
	{in: "http://example.org/%2E", want: []found{{DotSegments, 19}}},
	{in: "../../etc/passwd", want: []found{{DotSegments, 0}, {DotSegments, 3}}},
	{in: "http://example.org/a/.../b"},       // three dots: a name
	{in: "http://example.org/a/..b/.c"},      // dots within names
	{in: "http://example.org/a?x=/../b"},     // in the query: not a path
	{in: "http://example.org/a/%2e%2e%2e/b"}, // three encoded dots
	// encoded-slash: RFC 3986 2.2, 7.3.
	{in: "http://example.org/a%2Fb", want: []found{{EncodedSlash, 20}}},
	{in: "http://example.org/a%2f..%2Fb", want: []found{{EncodedSlash, 20}, {EncodedSlash, 25}}},
	{in: "http://example.org/a?b%2Fc"}, // in the query
	{in: "http://example.org/a%252Fb"}, // "%25" then "2F"
	// active-scheme: RFC 2397 6.
	{in: "javascript:alert(1)", want: []found{{ActiveScheme, 0}}},
	{in: "JavaScript:void(0)", want: []found{{ActiveScheme, 0}}},
	{in: "vbscript:msgbox", want: []found{{ActiveScheme, 0}}},
	{in: "data:text/html,%3Cscript%3E", want: []found{{ActiveScheme, 5}}},
	{in: "data:Text/HTML;charset=utf-8;base64,PGI+", want: []found{{ActiveScheme, 5}}},
	{in: "data:image/svg+xml,%3Csvg%2F%3E", want: []found{{ActiveScheme, 5}}}, // no path segments in data
	{in: "urn:example:a%2Fb/../c"},                                            // not hierarchical: no segments
	{in: "data:text/plain,hello"},
	{in: "data:,A%20brief%20note"},
	{in: "data:image/png;base64,iVBORw0KGgo="},
	// mixed-script: RFC 3987 7.5, from iri.Ref.Warnings.
	{in: "http://аpple.com/", iri: true, want: []found{{MixedScript, 7}}},
	{in: "http://example.org/pаth", iri: true, want: []found{{MixedScript, 20}}},
	{in: "http://xn--pple-43d.com/", want: []found{{MixedScript, 7}}}, // "аpple", punycode
	{in: "http://東京タワー.jp/", iri: true},                               // Han with Katakana: one language
	// confusable: UTS #39 4.
	{in: "http://аррӏе.com/", iri: true, want: []found{{Confusable, 7}}},
	{in: "http://xn--80ak6aa92e.com/", want: []found{{Confusable, 7}}},
	{in: "http://XN--80AK6AA92E.com/", want: []found{{Confusable, 7}}},
	{in: "http://www.xn--80ak6aa92e.com/", iri: true, want: []found{{Confusable, 11}}},
	{in: "http://пример.рф/", iri: true},               // Cyrillic that reads as nothing Latin
	{in: "http://аррӏе.рф/", iri: true},                // confusable, under a Cyrillic top-level domain: no spoof
	{in: "http://xn--80ak6aa92e.xn--p1ai/"},            // the same, punycode
	{in: "http://xn--80ak6aa92e.xn--p1ai./"},           // with the root's dot
	{in: "https://xn--80aajiaapeyhqdbo9bk.xn--p1acf/"}, // ".рус" reads as ".pyc", a top-level domain of its own script
	{in: "http://xn--e1afmkfd.xn--p1ai/"},              // the same, punycode
	{in: "http://xn--rsum-bpad.example.org/"},          // résumé: Latin
	{in: "http://xn--zz.example.org/"},                 // not punycode that decodes
	// invisible: RFC 3987 6.1, 7.5.
	{in: "http://exa\u200Bmple.com/", iri: true, want: []found{{HostMapped, 7}, {Invisible, 10}}}, // UTS #46 ignores U+200B
	{in: "http://example.com/a\u00ADb", iri: true, want: []found{{Invisible, 20}}},
	{in: "http://example.com/?q=a\u3000b", iri: true, want: []found{{Invisible, 23}}},
	{in: "http://xn--example-2z6c.com/", want: []found{{Invisible, 7}}}, // U+200B in punycode
	// Emoji sequences (UTS #51) show their default-ignorables as part of
	// the emoji; after a letter, a variation selector hides.
	{in: "http://a/%E2%98%98%EF%B8%8F"},                                             // U+2618 U+FE0F
	{in: "http://a/\u2618\ufe0f#\ufe0f\u20e3", iri: true},                           // and a keycap
	{in: "http://a/%F0%9F%91%A8%E2%80%8D%F0%9F%91%A9"},                              // man ZWJ woman
	{in: "http://a/x%EF%B8%8F", want: []found{{Invisible, 10}}},                     // after a letter
	{in: "http://a/x\u200d%F0%9F%91%A9", iri: true, want: []found{{Invisible, 10}}}, // a letter, ZWJ, a symbol
	{in: "http://example.com/a%E2%80%8Bb", want: []found{{Invisible, 20}}},          // encoded: RFC 3987 3.2 shows it decoded
	{in: "http://exa%E2%80%8Bmple.com/", want: []found{{HostMapped, 7}, {Invisible, 10}}},
	{in: "http://example.com/a%E2%80%8Bb", iri: true, want: []found{{Invisible, 20}}},
	{in: "data:text/plain,a%E2%80%8Bb"}, // data is content (RFC 2397)
	{in: "data:text/plain,a?%E2%80%8Bb", want: []found{{Invisible, 18}}},
	{in: "dAtA:,#%E2%80%8B", want: []found{{Invisible, 7}}}, // empty data // not the query
	// bidi: RFC 3987 4.1, 4.2, from iri.Ref.CheckBidi.
	{in: "http://example.com/\u202Egnp.exe", iri: true, want: []found{{Bidi, 19}}},
	{in: "http://example.com/%E2%80%AEgnp.exe", want: []found{{Bidi, 19}}}, // percent-encoded
	{in: "http://example.com/%e2%80%ae%E2%80%8F", iri: true, want: []found{{Bidi, 19}, {Bidi, 28}}},
	{in: "http://%D7%90%D7%91.example/"},                                                                      // "אב", an RTL label, percent-encoded
	{in: "http://a%D7%90.example/", want: []found{{MixedScript, 7}, {Bidi, 7}, {Bidi, 7}}},                    // "aא": LTR and RTL
	{in: "http://example.com/abc\u05D0", iri: true, want: []found{{Bidi, 19}, {MixedScript, 22}, {Bidi, 22}}}, // 4.2 rules 1, 2
	{in: "http://example.com/\u05D0\u05D1", iri: true},                                                        // all right-to-left
	{in: "http://xn--abc-spe.com/", want: []found{{MixedScript, 7}, {Bidi, 7}, {Bidi, 7}}},                    // "abcא": LTR and RTL
	{in: "http://xn--4dbc163r.com/", want: []found{{Bidi, 7}, {Bidi, 7}}},                                     // "אב" and RLO
}

func TestWarnings(t *testing.T) {
	for _, tt := range warningTests {
		f := URI
		name := "URI"
		if tt.iri {
			f, name = IRI, "IRI"
		}
		r := f(tt.in)
		if !r.Valid {
			t.Errorf("%s(%q): invalid: %v", name, tt.in, r.Err)
			continue
		}
		if got := codes(r); !slices.Equal(got, tt.want) {
			t.Errorf("%s(%q):\n\tgot  %v\n\twant %v\n\t%v", name, tt.in, got, tt.want, r.Warnings)
		}
		for _, w := range r.Warnings {
			if w.Message == "" || strings.ContainsAny(w.Message, "\t\n") {
				t.Errorf("%s(%q): message %q", name, tt.in, w.Message)
			}
		}
	}
}

// cleanTests are references that warn of nothing, since a clean reference
// gets no warning at all: ordinary ones and the RFCs' own examples of each
// registered scheme.
var cleanTests = []struct {
	in  string
	iri bool
}{
	{in: "https://www.example.org/path?q=1#f"},                                   // ordinary
	{in: "mailto:a@example.com"},                                                 // ordinary
	{in: "mailto:infobot@example.com?subject=current-issue"},                     // RFC 6068 6.1
	{in: "http://www.ietf.org/rfc/rfc2396.txt"},                                  // RFC 3986 1.1.2
	{in: "ftp://ftp.is.co.za/rfc/rfc1808.txt"},                                   // RFC 3986 1.1.2
	{in: "news:comp.infosystems.www.servers.unix"},                               // RFC 3986 1.1.2
	{in: "tel:+1-816-555-1212"},                                                  // RFC 3986 1.1.2
	{in: "telnet://melvyl.ucop.edu/"},                                            // RFC 1738 seed example
	{in: "urn:oasis:names:specification:docbook:dtd:xml:4.1.2"},                  // RFC 3986 1.1.2
	{in: "gopher://spinaltap.micro.umn.edu/00/Weather/California/Los%20Angeles"}, // seed 000
	{in: "file:///etc/hosts"},                                                    // RFC 8089 appendix B
	{in: "data:,A%20brief%20note"},                                               // RFC 2397 4
	{in: "nntp://news.example.com/comp.lang.go/42"},                              // RFC 5538 2.2
	{in: "ldap://ldap.example.com/o=University%20of%20Michigan,c=US"},            // RFC 4516 4
	{in: "ws://example.com:80/chat"},                                             // RFC 6455 3, default port
	{in: "mid:960830.1639@XIson.com/partA.960830.1639@XIson.com"},                // RFC 2392 2
	{in: "http://example.com/a/b;c=d/e.html"},                                    // parameters
	{in: "http://a/b/c/g;x?y#s"},                                                 // RFC 3986 5.4
	{in: "g?y/./x"},                                                              // RFC 3986 5.4.2: "." in the query
	{in: "http://xn--rsum-bpad.example.org/"},                                    // punycode, Latin
	{in: "http://résumé.example.org/été", iri: true},                             // RFC 3987 Latin
	{in: "http://納豆.example.org/", iri: true},                                    // RFC 3987 3.1 example
	{in: "http://www.example.org/r%C3%A9sum%C3%A9.html"},                         // RFC 3987 3.1
}

func TestClean(t *testing.T) {
	for _, tt := range cleanTests {
		f, name := URI, "URI"
		if tt.iri {
			f, name = IRI, "IRI"
		}
		r := f(tt.in)
		if !r.Valid || len(r.Warnings) != 0 {
			t.Errorf("%s(%q):\n\tgot  valid %v, %v, %v\n\twant valid, no warning", name, tt.in, r.Valid, r.Warnings, r.Err)
		}
	}
}

// invalidTests: a reference the generic syntax (RFC 3986 4.1, RFC 3987
// 2.2) or the scheme's own refuses is invalid, with the parser's error and
// offset, no fields, and the warnings of what lenient readers and
// browsers make of it (want, every one in order).
var invalidTests = []struct {
	in     string
	iri    bool
	offset int
	want   []found
}{
	{in: "http://a:8x/", offset: 11}, // RFC 3986 3.2.3; no reader makes a URL of it
	{in: "http://a/b c", offset: 10}, // RFC 3986 3.3; nothing dangerous
	{in: "http://a/\U000F0000", iri: true, offset: 9},
	// Non-ASCII in a URI: a lenient reader encodes it (RFC 3986 2.5).
	{in: "http://аpple.com/", offset: 7, want: []found{{MixedScript, 7}}},
	{in: "http://аррӏе.com/", offset: 7, want: []found{{Confusable, 7}}},
	{in: "http://ｅｘａｍｐｌｅ.com/", offset: 7, want: []found{{HostMapped, 7}}},
	{in: "http://example.com/\u202Egnp.exe", offset: 19, want: []found{{Bidi, 19}}},
	{in: "http://example.com/a\u200Bb", offset: 20, want: []found{{Invisible, 20}}},
	// Browsers go to evil.com, lenient RFC readers to good.com.
	{in: `http://evil.com\@good.com/`, offset: 15, want: []found{{UserinfoDeprecated, 7}, {ParserDifferential, 7}}},
	{in: `http://evil.com\@good.com/`, iri: true, offset: 15, want: []found{{UserinfoDeprecated, 7}, {ParserDifferential, 7}}},
	// The seeds' gopher URL that made an SMTP server send mail: gopher's
	// syntax refuses CR and LF in a selector (RFC 4266 2, RFC 1436 3.5).
	{in: "gopher://example.com:25/1%0D%0AHELO%20x", offset: 25,
		want: []found{{PortNondefault, 21}, {PortService, 21}, {EncodedControl, 25}, {EncodedControl, 28}}},
	{in: "gopher://127.0.0.1:6379/_%2A1%0D%0A%248%0D%0Aflushall%0D%0A", offset: 29,
		want: []found{{IPHost, 9}, {PortNondefault, 19}, {PortService, 19}, {EncodedControl, 29}, {EncodedControl, 32},
			{EncodedControl, 39}, {EncodedControl, 42}, {EncodedControl, 53}, {EncodedControl, 56}}},
	{in: "gopher://127.0.0.1:11211/_%0D%0Aset", offset: 26,
		want: []found{{IPHost, 9}, {PortNondefault, 19}, {PortService, 19}, {EncodedControl, 26}, {EncodedControl, 29}}},
	// Script, refused only for its characters.
	{in: "data:text/html,<script>alert(1)</script>", offset: 15, want: []found{{ActiveScheme, 5}}},
	{in: "data:text/html,<b>", offset: 15, want: []found{{ActiveScheme, 5}}},
	{in: "javascript:alert(1) //x y", offset: 19, want: []found{{ActiveScheme, 0}}},
	{in: " javascript:alert(1)", offset: 0, want: []found{{ParserDifferential, 0}, {ActiveScheme, 1}}},
	{in: "java\tscript:alert(1)", offset: 4, want: []found{{ActiveScheme, 0}, {ParserDifferential, 0}, {EncodedControl, 4}}},
	// Raw controls, which a lenient reader passes on.
	{in: "http://a/\r\nHELO", offset: 9, want: []found{{EncodedControl, 9}, {EncodedControl, 10}}},
	// A password, refused for its space.
	{in: "http://user:pa ss@h/", offset: 14, want: []found{{UserinfoDeprecated, 7}, {CredentialsPassword, 12}}},
}

func TestInvalid(t *testing.T) {
	for _, tt := range invalidTests {
		f, name := URI, "URI"
		if tt.iri {
			f, name = IRI, "IRI"
		}
		r := f(tt.in)
		var e *uri.Error
		if r.Valid || !errors.As(r.Err, &e) || e.Offset != tt.offset || r.Fields != nil {
			t.Errorf("%s(%q):\n\tgot  valid %v, %v, fields %v\n\twant invalid at offset %d", name, tt.in, r.Valid, r.Err, r.Fields, tt.offset)
		}
		if got := codes(r); !slices.Equal(got, tt.want) {
			t.Errorf("%s(%q):\n\tgot  %v\n\twant %v\n\t%v", name, tt.in, got, tt.want, r.Warnings)
		}
	}
}

// TestTyped: the typed parse is the second step; its fields land in the
// report and its error makes the report invalid at its offset, mapped
// back into an IRI input.
func TestTyped(t *testing.T) {
	typed["x-test"] = func(r uri.Ref) (map[string]any, error) {
		p := r.Path()
		if i := strings.IndexByte(p, '!'); i >= 0 {
			at := len("x-test:") + i
			return nil, &uri.Error{Op: "parse x-test", Input: r.String(), Offset: at, Component: uri.Path, Err: errors.New("no '!'")}
		}
		return map[string]any{"path": p}, nil
	}
	defer delete(typed, "x-test")
	r := URI("X-Test:abc")
	if !r.Valid || r.Scheme != "x-test" || r.Fields["path"] != "abc" {
		t.Errorf("URI(%q):\n\tgot  %+v\n\twant valid, fields {path: abc}", "X-Test:abc", r)
	}
	for _, tt := range []struct {
		in     string
		iri    bool
		offset int
	}{
		{"x-test:ab!c", false, 9},
		{"x-test:é!", true, 9}, // "%C3%A9!" in the URI: the "!" at 13 is at 9 in the IRI
		{"x-test:éé!", true, 11},
	} {
		f := URI
		if tt.iri {
			f = IRI
		}
		r := f(tt.in)
		var e *uri.Error
		if r.Valid || !errors.As(r.Err, &e) || e.Offset != tt.offset || e.Input != tt.in {
			t.Errorf("check(%q):\n\tgot  %v %v\n\twant invalid at offset %d", tt.in, r.Valid, r.Err, tt.offset)
		}
	}
}

// TestIRIOffset: offsets of the URI that RFC 3987 3.1 maps an IRI to go
// back to the character they came from.
func TestIRIOffset(t *testing.T) {
	s := "a/é/b"
	u := "a/%C3%A9/b"
	want := []int{0, 1, 2, 2, 2, 2, 2, 2, 4, 5, 6}
	for off := range len(u) + 1 {
		if got := iriOffset(s, u, off); got != want[off] {
			t.Errorf("iriOffset(%q, %q, %d):\n\tgot  %d\n\twant %d", s, u, off, got, want[off])
		}
	}
}

// TestCodes: every code has a section and a summary, and the help lines
// they make fit (design/CLI.md).
func TestCodes(t *testing.T) {
	seen := map[Code]bool{}
	for _, c := range Codes() {
		if seen[c] || c.Section() == "" || c.Summary() == "" {
			t.Errorf("code %q: duplicate or undocumented", c)
		}
		seen[c] = true
	}
	if len(seen) != 18 {
		t.Errorf("Codes(): got %d codes, want 18", len(seen))
	}
	if Code("nosuch").Section() != "" {
		t.Errorf("Code(nosuch).Section() not empty")
	}
}

// TestLinear: the messages of all the warnings of a long input stay short
// (each quotes at most a bounded part of the input), so a check is linear
// in the size of its input.
func TestLinear(t *testing.T) {
	long := []string{
		"http://example.org/" + strings.Repeat("a%2F", 50000),
		"http://" + strings.Repeat("a%41", 50000) + "/",
		"http://" + strings.Repeat("u", 100000) + "@example.org/",
		"data:text/html" + strings.Repeat(";a=b", 30000) + ",x",
		"x" + strings.Repeat("-", 100000) + ":y",
		"http://example.org/" + strings.Repeat("%0A", 50000),
		"http://xn--" + strings.Repeat("80ak6aa92e", 10000) + ".com/",
	}
	for _, s := range long {
		r := URI(s)
		n := 0
		for _, w := range r.Warnings {
			n += len(w.Message)
		}
		if n > 200*(len(r.Warnings)+1) {
			t.Errorf("URI(%.40q...): %d warnings with %d bytes of messages", s, len(r.Warnings), n)
		}
	}
	s := "http://" + strings.Repeat("а", 50000) + ".com/" + strings.Repeat("\u200b", 10000)
	r := IRI(s)
	var last Warning
	for _, w := range r.Warnings {
		if w.Code == Invisible {
			last = w
		}
	}
	if len(r.Warnings) != MaxPerCode+1 || last.Offset != 100012+3*MaxPerCode || !strings.HasPrefix(last.Message, "more invisible warnings") {
		t.Errorf("IRI(long): %d warnings, the last %v; want %d, the last saying more are left out at %d", len(r.Warnings), last, MaxPerCode+1, 100012+3*MaxPerCode)
	}
}
