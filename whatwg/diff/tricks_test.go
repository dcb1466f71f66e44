package diff

import "testing"

// trickTests are the known tricks of parser differentials, each
// with the class and danger of the report's worst disagreement; class ""
// means the three parsers read the input alike. docs/check.md's table
// of tricks is this table.
var trickTests = []struct {
	in     string
	class  Class
	danger Danger
}{
	// SSRF through numeric IPv4 forms: the URL Standard's IPv4 parser
	// reads hex, octal, fewer than four parts and one 32-bit number;
	// RFC 3986 3.2.2 and net/url read a reg-name.
	{"http://0x7f.1/", ClassHost, DangerHigh},
	{"http://2130706433/", ClassHost, DangerHigh},
	{"http://127.1/", ClassHost, DangerHigh},
	{"http://0177.0.0.1/", ClassHost, DangerHigh},
	{"http://127.000.000.001/", ClassHost, DangerHigh},
	// Five numeric parts: the URL Standard fails (not IPv4, ends in a
	// number), the others read a reg-name.
	{"http://1.2.3.4.5/", ClassHost, DangerMedium},
	// Numeric IPv4 forms written in full-width digits: UTS #46 maps them
	// to "127.1", which the URL Standard reads as 127.0.0.1; the others
	// name "127.1" (RFC 3986 refuses the non-ASCII).
	{"http://\uff11\uff12\uff17.\uff11/", ClassHost, DangerHigh},
	{"http://%31%32%37.1/", ClassHost, DangerHigh},
	// Percent-encoded host data: the URL Standard decodes it (host
	// parsing), as RFC 3986's reg-name is compared (3.2.2: percent-decoded);
	// net/url refuses an encoded ASCII octet in a host. One host, one
	// refusal (check warns encoded-host).
	{"http://%65vil.com/", ClassHost, DangerMedium},
	{"http://ex%41mple.com/", ClassHost, DangerMedium},
	// Non-ASCII hosts that UTS #46 maps to other characters: U+3002 and
	// full-width letters. Every parser that reads them names the host the
	// mapping gives (net/url's Unicode text compared mapped); RFC 3986
	// refuses the non-ASCII (check --iri warns host-mapped).
	{"http://evil\u3002com/", ClassHost, DangerMedium},
	{"http://\uff25\uff36\uff29\uff2c.com/", ClassHost, DangerMedium},
	// An internationalized name written three ways is one host: as
	// percent-encoded UTF-8 (RFC 3986 3.2.2), as punycode (RFC 3492), and
	// as Unicode, which RFC 3986 refuses as it refuses any non-ASCII
	// character (a refusal, not a host confusion).
	{"https://B%C3%BCcher.example/", "", ""},
	{"https://xn--bcher-kva.example/", "", ""},
	{"https://B\u00fccher.example/", ClassRefusal, DangerLow},
	{"foo://B%C3%BCcher.example/", "", ""}, // not a DNS scheme: percent-decoded, compared as text
	// A backslash is a slash in a special URL for the URL Standard: the
	// host ends there; RFC 3986's lenient reading (Appendix B) goes on to
	// the "@", net/url and RFC 3986 refuse it in the userinfo.
	{`http://evil.com\@good.com/`, ClassSlash, DangerHigh},
	{`http://good.com\.evil.com/`, ClassSlash, DangerHigh},
	// Backslashes instead of "//": the URL Standard reads host evil.com,
	// net/url an opaque URL without a host.
	{`http:\\evil.com`, ClassSlash, DangerHigh},
	// Special scheme without "//": the URL Standard reads a host anyway,
	// RFC 3986 and net/url a path.
	{"http:evil.com", ClassSlash, DangerHigh},
	{"http:/evil.com", ClassSlash, DangerHigh},
	{"https:///evil.com", ClassSlash, DangerHigh},
	// A backslash in the path: a slash for the URL Standard, "%5C" for
	// net/url, refused by RFC 3986.
	{`http://example.com/a\b`, ClassSlash, DangerMedium},
	// Tab and newline are stripped anywhere by the URL Standard;
	// RFC 3986 and net/url refuse them, the lenient reading keeps them in
	// the host.
	{"http://ev\til.com/", ClassWhitespace, DangerHigh},
	{"http://evil.\ncom/", ClassWhitespace, DangerHigh},
	// Leading spaces and C0 controls are trimmed by the URL Standard; the
	// lenient reading keeps them in the scheme.
	{" http://evil.com/", ClassWhitespace, DangerHigh},
	{"\x01http://evil.com/", ClassWhitespace, DangerHigh},
	// Trailing space: trimmed by the URL Standard, "%20" for net/url.
	{"http://example.com/a ", ClassWhitespace, DangerMedium},
	// javascript: hidden by whitespace from a scheme check: the URL
	// Standard reads "javascript", the lenient reading another scheme.
	{"java\tscript:alert(1)", ClassWhitespace, DangerHigh},
	{" javascript:alert(1)", ClassWhitespace, DangerHigh},
	{"javascript\n:alert(1)", ClassWhitespace, DangerHigh},
	// Userinfo that reads as a host to a person: every parser reads host
	// evil.com; no disagreement (check warns userinfo-deprecated).
	{"http://good.com@evil.com", "", ""},
	{"http://good.com:@evil.com", "", ""},
	{"http://good.com:80@evil.com/", "", ""},
	// Two "@": RFC 3986 refuses "@" in the userinfo; the URL Standard and
	// net/url take the last one, and agree on the host.
	{"http://a@b@c/", ClassUserinfo, DangerMedium},
	{"http://user:pass@evil.com:443@good.com/", ClassUserinfo, DangerMedium},
	// "@" after the host, in the query or fragment: no userinfo at all.
	{"http://evil.com#@good.com/", "", ""},
	{"http://evil.com?@good.com/", "", ""},
	// Dot-segments: removed by the URL Standard and by RFC 3986 5.2.4 when
	// the URL is resolved, kept by net/url.
	{"http://example.com/a/../secret", ClassPath, DangerMedium},
	// Percent-encoded dot-segments: the URL Standard removes "%2e%2e" as
	// "..", RFC 3986 and net/url keep it as data.
	{"http://example.com/a/%2e%2e/secret", ClassPath, DangerMedium},
	{"http://example.com/a/.%2E/secret", ClassPath, DangerMedium},
	// Alike: case, default port, percent-encoded unreserved characters,
	// IPv6 forms, "localhost" in a file URL, an empty path.
	{"HTTP://EXAMPLE.com:80/%7euser?q#f", "", ""},
	{"http://[::ffff:127.0.0.1]/", "", ""},
	{"http://[0:0::1]/", "", ""},
	{"file://localhost/etc/passwd", "", ""},
	{"https://example.com", "", ""},
	{"mailto:a@example.com", "", ""},
	// Refusal: a character RFC 3986 does not allow, that the others
	// percent-encode.
	{"http://example.com/a|b", ClassRefusal, DangerLow},
	{"http://example.com/a b", ClassRefusal, DangerLow},
}

func TestTricks(t *testing.T) {
	needWHATWG(t)
	for _, tt := range trickTests {
		r := Compare(tt.in)
		w, _ := r.Worst()
		if w.Class != tt.class || w.Danger != tt.danger {
			t.Errorf("Compare(%q):\n\tgot  %s %s\n\twant %s %s\n%s", tt.in, w.Class, w.Danger, tt.class, tt.danger, dump(r))
		}
	}
}
