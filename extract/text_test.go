package extract_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/extract"
)

// appendixC is RFC 3986 Appendix C's example text, verbatim (indentation
// included), and the references the appendix says it contains.
const appendixC = `      Yes, Jim, I found it under "http://www.w3.org/Addressing/",
      but you can probably pick it up from <ftp://foo.example.
      com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
      ietf/uri/historical.html#WARNING>.
`

func TestAppendixC(t *testing.T) {
	want := []string{
		"http://www.w3.org/Addressing/",
		"ftp://foo.example.com/rfc/",
		"http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING",
	}
	got := uris(extract.Text(appendixC, extract.Options{}))
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("Text(%q):\n\tgot  %q\n\twant %q", appendixC, got, want)
	}
	wantSpans := []string{
		"http://www.w3.org/Addressing/",
		"<ftp://foo.example.\n      com/rfc/>",
		"<http://www.ics.uci.edu/pub/\n      ietf/uri/historical.html#WARNING>",
	}
	for i, m := range extract.Text(appendixC, extract.Options{}) {
		if i < len(wantSpans) && appendixC[m.Start:m.End] != wantSpans[i] {
			t.Errorf("Text(%q) span %d:\n\tgot  %q\n\twant %q", appendixC, i, appendixC[m.Start:m.End], wantSpans[i])
		}
	}
	for _, m := range extract.Text(appendixC, extract.Options{Strict: true}) {
		if m.Fixes != nil || m.Ambiguous {
			t.Errorf("Text(%q): %+v has fixes or is ambiguous", appendixC, m)
		}
	}
}

func uris(ms []extract.Match) []string {
	out := []string{}
	for _, m := range ms {
		out = append(out, m.URI)
	}
	return out
}

type textCase struct {
	in   string
	opts extract.Options
	want []string // the URIs, in order
	span string   // when set, the text of the first span
	amb  bool     // the first match is Ambiguous
	fix  bool     // the first match has Fixes
	ref  string   // when set, the first match's Ref
}

var textCases = []textCase{
	// RFC 3986 Appendix C: bare, ended by whitespace.
	{in: "http://example.com/a", want: []string{"http://example.com/a"}},
	// Appendix C: angle brackets, span includes them.
	{in: "<http://example.com/a>", want: []string{"http://example.com/a"}, span: "<http://example.com/a>"},
	// Appendix C / RFC 2396 Appendix E: "<URL:...>".
	{in: "<URL:http://example.com/a>", want: []string{"http://example.com/a"}, span: "<URL:http://example.com/a>"},
	// RFC 2396 Appendix E: "URL:" prefix with and without a space.
	{in: "URL:http://example.com/a", want: []string{"http://example.com/a"}, span: "URL:http://example.com/a"},
	{in: "URL: http://example.com/a", want: []string{"http://example.com/a"}, span: "URL: http://example.com/a"},
	// One rule for repeated prefixes, with or without AnyScheme, the
	// lenient parser's: every "URL:" before a scheme and ":" goes.
	{in: "URL:URL:http://x/", want: []string{"http://x/"}, span: "URL:URL:http://x/"},
	{in: "URL:URL:http://x/", opts: extract.Options{AnyScheme: true}, want: []string{"http://x/"}, span: "URL:URL:http://x/"},
	{in: "<URL:URL:http://x/>", opts: extract.Options{AnyScheme: true}, want: []string{"http://x/"}},
	{in: "URL:URL:A:0", opts: extract.Options{AnyScheme: true}, want: []string{}},
	// Appendix C: double quotes delimit; the reference runs to the
	// closing quote, punctuation included (RFC 3986 5.4.2's own text).
	{in: `"http://example.com/a"`, want: []string{"http://example.com/a"}, span: "http://example.com/a"},
	{in: `"http://a/b/c/g."`, want: []string{"http://a/b/c/g."}},
	{in: `"http://example.com/?"`, want: []string{"http://example.com/?"}},
	{in: `{"url":"http://foo.com/bar"}`, want: []string{"http://foo.com/bar"}},
	// Appendix C: whitespace and line breaks inside <...> removed.
	{in: "<http://example.com/a/\n   b/c>", want: []string{"http://example.com/a/b/c"}},
	{in: "<URL: http://example.com/a>", want: []string{"http://example.com/a"}},
	// Appendix C: a hyphen before a line break is ambiguous, kept.
	{in: "<http://example.com/long-\n  name>", want: []string{"http://example.com/long-name"}, amb: true},
	{in: "<http://example.com/long- name>", want: []string{"http://example.com/long-name"}},
	// Trailing sentence punctuation is not part of a URI.
	{in: "See http://example.com/a.", want: []string{"http://example.com/a"}},
	{in: "See http://example.com/a, then", want: []string{"http://example.com/a"}},
	{in: "http://example.com/a?!", want: []string{"http://example.com/a"}},
	{in: "'http://example.com/a'", want: []string{"http://example.com/a"}},
	{in: "http://example.com/a;:", want: []string{"http://example.com/a"}},
	// GFM 6.9: trailing emphasis goes, inner stays.
	{in: "**Autolink and http://inlines**", want: []string{"http://inlines"}},
	{in: "_http://example.com/a_", want: []string{"http://example.com/a"}},
	{in: "~~http://google.com~~", want: []string{"http://google.com"}},
	{in: "*http://foo.com/bar*more", want: []string{"http://foo.com/bar*more"}},
	// Emphasis closes only what opened before the reference.
	{in: "http://example.com/?cmd=_update&locale=_ and http://tny.im/a6p~", want: []string{"http://example.com/?cmd=_update&locale=_", "http://tny.im/a6p~"}},
	{in: "https://example.tumblr.com/#_=_", want: []string{"https://example.tumblr.com/#_=_"}},
	{in: "_see\nhttp://example.com/a_", want: []string{"http://example.com/a_"}},
	{in: "_see http://a.example/ and http://b.example/_", want: []string{"http://a.example/", "http://b.example/"}},
	{in: "see http://a.example/?x=_y and http://b.example/_", want: []string{"http://a.example/?x=_y", "http://b.example/_"}},
	{in: "_" + strings.Repeat("http://a.example/ ", 40) + "http://b.example/_", want: append(slices.Repeat([]string{"http://a.example/"}, 40), "http://b.example/")},
	// GFM 6.9: a final "&name;" is a character reference, a lone ";"
	// punctuation.
	{in: "http://example.com/?q=a&hl;", want: []string{"http://example.com/?q=a"}},
	{in: "http://example.com/?q=a&amp;", want: []string{"http://example.com/?q=a"}},
	{in: "http://example.com/?q=a&b=c", want: []string{"http://example.com/?q=a&b=c"}},
	// Parentheses: GFM 6.9 counts them when the reference ends in ")".
	{in: "http://en.wikipedia.org/wiki/Foo_(bar)", want: []string{"http://en.wikipedia.org/wiki/Foo_(bar)"}},
	{in: "(see http://example.com/a)", want: []string{"http://example.com/a"}},
	{in: "(see http://en.wikipedia.org/wiki/Foo_(bar)).", want: []string{"http://en.wikipedia.org/wiki/Foo_(bar)"}},
	{in: "http://example.com/q=(business))+ok", want: []string{"http://example.com/q=(business))+ok"}},
	{in: "http://example.com/q=(business)))", want: []string{"http://example.com/q=(business)"}},
	// After "(" (a Markdown link destination) the ")" it does not open
	// ends it.
	{in: "[a link](http://www.google.com/)stuff?", want: []string{"http://www.google.com/"}},
	{in: "[![b](https://a.example/b.svg)](https://a.example/)", want: []string{"https://a.example/b.svg", "https://a.example/"}},
	{in: "[http://example.com/a]", want: []string{"http://example.com/a"}},
	{in: "[http://foo.com/bar]more", want: []string{"http://foo.com/bar"}},
	// RFC 3986 3.2.2: an IP literal keeps its brackets.
	{in: "http://[::1]:80/a", want: []string{"http://[::1]:80/a"}},
	// Backticks delimit code and end a reference, never repaired.
	{in: "such as `http://[::1]/`.", want: []string{"http://[::1]/"}},
	{in: "``https://pypi.python.org/simple``", want: []string{"https://pypi.python.org/simple"}},
	{in: "`http://localhost:9000`.", want: []string{"http://localhost:9000"}},
	{in: "<`http://a.example/`>", want: []string{"http://a.example/"}},
	// A scheme with nothing after it is no reference.
	{in: "``file:``", want: []string{}},
	{in: "https://", want: []string{}},
	{in: "see https:// and http:.", want: []string{}},
	// RFC 3986 3.1: registered schemes only by default: the IANA
	// registry, every name.
	{in: "ratio 3:4", want: []string{}},
	{in: "Note:this", want: []string{}},
	{in: "mailto:joe@example.com and urn:isbn:0451450523", want: []string{"mailto:joe@example.com", "urn:isbn:0451450523"}},
	{in: "svn://svn.example.org/repo/trunk", want: []string{"svn://svn.example.org/repo/trunk"}},
	{in: "spiffe://example.org/ns/prod/sa/web", want: []string{"spiffe://example.org/ns/prod/sa/web"}},
	{in: "sms:+15105550101", want: []string{"sms:+15105550101"}},
	{in: "magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a", want: []string{"magnet:?xt=urn:btih:c12fe1c06bba254a9dc9f519b335aa7c1367a88a"}},
	{in: "example://a/b", want: []string{"example://a/b"}},
	{in: "about:blank", want: []string{"about:blank"}},
	{in: "HTTP://EXAMPLE.COM/", want: []string{"HTTP://EXAMPLE.COM/"}},
	{in: "http:", want: []string{}},
	{in: "foo://bar/x", want: []string{}},
	// AnyScheme: any scheme with "//"; without "//" only a registered
	// one.
	{in: "foo://bar/x", opts: extract.Options{AnyScheme: true}, want: []string{"foo://bar/x"}},
	{in: "git+ssh://host/x", opts: extract.Options{AnyScheme: true}, want: []string{"git+ssh://host/x"}},
	{in: "Note:this", opts: extract.Options{AnyScheme: true}, want: []string{}},
	{in: "sms:123", opts: extract.Options{AnyScheme: true}, want: []string{"sms:123"}},
	// A scheme's own syntax where urikit knows it: these are words.
	{in: "main.go file:12", want: []string{}},
	{in: "tag:0", want: []string{}},
	{in: "use File::Spec;", want: []string{}},
	{in: "file:9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08", want: []string{}},
	{in: "http:foo and http:///x", want: []string{}},
	{in: "mailto:foo", want: []string{}},
	{in: "file:///etc/hosts and file:/etc/motd", want: []string{"file:///etc/hosts", "file:/etc/motd"}},
	{in: "tag:example.com,2004:x and tag:a@example.com,2001-05:y", want: []string{"tag:example.com,2004:x", "tag:a@example.com,2001-05:y"}},
	{in: "data:,A%20brief%20note", want: []string{"data:,A%20brief%20note"}},
	{in: "git clone --filter=blob:none", want: []string{}},
	{in: "[info:main] started; see info:lccn/2002022641", want: []string{"info:lccn/2002022641"}},
	// A typesetter's hyphen at a line break (man pages): the reference
	// goes on on the next line, without it.
	{in: "tracker at <https://savan\u2010\n       nah.gnu.org/projects/gettext> or", want: []string{"https://savannah.gnu.org/projects/gettext"}, amb: true},
	{in: "is stored at https://argcom\u2010\n       plete.readthedocs.io/en/latest/.", want: []string{"https://argcomplete.readthedocs.io/en/latest/"}, amb: true, span: "https://argcom\u2010\n       plete.readthedocs.io/en/latest/"},
	{in: "http://di\u00ad\n rect.example.com accesses", want: []string{"http://direct.example.com"}, amb: true},
	{in: "see http://example.com/a\u2010\n\n next", want: []string{"http://example.com/a\u2010"}, fix: true},
	// A DNS host with sub-delims is a pattern or a template.
	{in: "Load https://* URLs and http://$HOST/x or http://*.example.com/", want: []string{}},
	{in: "foo://$HOST/x", opts: extract.Options{AnyScheme: true}, want: []string{"foo://$HOST/x"}},
	// Schemes whose RFC writes "//" and a host.
	{in: "dict:string:int32 and dict://dict.org/d:shortcake:", want: []string{"dict://dict.org/d:shortcake"}},
	{in: "image: redis:7-alpine, url: redis://localhost:6379/0", want: []string{"redis://localhost:6379/0"}},
	{in: `--validate_out="lang=go:../generated" and go://cnrp.example.com/Mealling`, want: []string{"go://cnrp.example.com/Mealling"}},
	// A reference broken across the lines of a quoted mail.
	{in: "\n> and <http://lists.example.org/pipermail/\n> dev/2020-May/000123.html>\n> bye", want: []string{"http://lists.example.org/pipermail/dev/2020-May/000123.html"}, span: "<http://lists.example.org/pipermail/\n> dev/2020-May/000123.html>"},
	{in: "> <http://example.com/a/\n>> b>", want: []string{"http://example.com/a/"}},
	{in: "<   ftpaddress   f t p : / / login / path >", opts: extract.Options{AnyScheme: true}, want: []string{}},
	{in: "blob:https://example.org/9115d58c-bcda-ff47-86e5-083e9a215304", want: []string{"blob:https://example.org/9115d58c-bcda-ff47-86e5-083e9a215304"}},
	// "::" is a namespace separator; a field list is no reference.
	{in: "the APT::Architectures option", want: []string{}},
	{in: "action:message:category:module:lineno", want: []string{}},
	{in: "URL:mailto:jim@example.com", want: []string{"mailto:jim@example.com"}},
	// RFC 6874: an IPv6 zone identifier, outside strict mode.
	{in: `"http://[fe80::3%25eth0]/"`, want: []string{"http://[fe80::3%25eth0]/"}},
	{in: `"http://[fe80::3%25eth0]/"`, opts: extract.Options{Strict: true}, want: []string{}},
	// "/~" is a home directory, not a strikethrough.
	{in: "restore sftp://host/~ behaviour", want: []string{"sftp://host/~"}},
	// Inside a path ("//go:build") a scheme without "//" is none.
	{in: "//go:build linux", want: []string{}},
	{in: "_ \"unsafe\" // for go:linkname; `go:embed` and go:generate", want: []string{}},
	{in: "//go:generate stringer", opts: extract.Options{AnyScheme: true}, want: []string{}},
	// A registered scheme glued after a character that cannot begin a
	// scheme is read from its scheme; after a letter it is not one.
	{in: "site.http://foo.com/x", want: []string{"http://foo.com/x"}, span: "http://foo.com/x"},
	{in: "1.http://foo.com", want: []string{"http://foo.com"}},
	{in: "see-http://foo.com", want: []string{"http://foo.com"}},
	{in: "site.http://foo.com/x", opts: extract.Options{AnyScheme: true}, want: []string{"http://foo.com/x"}},
	{in: "xhttp://example.com/", want: []string{}},
	{in: "main.go:42:10: error", want: []string{}},
	// A host the lenient parser would have to repair is a template.
	{in: `fmt.Sprintf("http://%s/x", h)`, want: []string{}},
	{in: "http://{host}/x and http://localhost:%d/", want: []string{}},
	// Several in order.
	{in: "a http://a/ b <ftp://b/> c", want: []string{"http://a/", "ftp://b/"}},
	// uri.ParseLenient repairs, reported as fixes (RFC 2396 2.4.3).
	{in: "http://example.com/a^b", want: []string{"http://example.com/a^b"}, fix: true, ref: "http://example.com/a%5Eb"},
	{in: "http://example.com/a^b", opts: extract.Options{Strict: true}, want: []string{}},
	{in: "<http://example.com/a b>", want: []string{"http://example.com/ab"}},
	// "|" ends a reference as "`" does.
	{in: "http://example.com/a|b", want: []string{"http://example.com/a"}},
	// RFC 3987: Unicode never cuts a host or a segment. In URI mode the
	// reference is found whole, its non-ASCII characters encoded and
	// its DNS host in IDNA form.
	{in: "http://例え.テスト/パス", want: []string{"http://例え.テスト/パス"}, fix: true, ref: "http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9"},
	{in: "https://例え.jp/パス", want: []string{"https://例え.jp/パス"}, fix: true, ref: "https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9"},
	{in: "http://x🍄.ga/", want: []string{"http://x🍄.ga/"}, fix: true, ref: "http://xn--x-jq2s.ga/"},
	{in: "http://a.b/x→y", want: []string{"http://a.b/x→y"}, fix: true, ref: "http://a.b/x%E2%86%92y"},
	{in: "http://例え.テスト/パス", opts: extract.Options{Strict: true}, want: []string{}},
	{in: "http://x🍄.ga/", opts: extract.Options{Strict: true}, want: []string{}},
	{in: "“http://example.com/a”", want: []string{"http://example.com/a"}},
	{in: "{see http://example.com/a}", want: []string{"http://example.com/a"}},
	{in: "http://example.com/a。次", want: []string{"http://example.com/a"}},
	{in: "http://example.com/a→次", want: []string{"http://example.com/a→次"}, fix: true},
	{in: "http://example.com/a。", want: []string{"http://example.com/a"}},
	// East Asian punctuation followed by East Asian text ends it.
	{in: "请访问https://例子.中国/路径。谢谢", opts: extract.Options{IRI: true}, want: []string{"https://例子.中国/路径"}},
	{in: "参见：https://example.cn/a，然后", want: []string{"https://example.cn/a"}},
	{in: "http://例え.テスト/パス、です", opts: extract.Options{IRI: true}, want: []string{"http://例え.テスト/パス"}},
	{in: "｜http://google.com｜bar", want: []string{"http://google.com"}},
	{in: "http://exa\xffmple.com/", want: []string{}},
	{in: "http://example.com/a\u00a0b", want: []string{"http://example.com/a"}},
	{in: "http://例え.テスト/パス", opts: extract.Options{IRI: true, Strict: true}, want: []string{"http://例え.テスト/パス"}, ref: "http://xn--r8jz45g.xn--zckzah/%E3%83%91%E3%82%B9"},
	{in: "http://x🍄.ga/", opts: extract.Options{IRI: true}, want: []string{"http://x🍄.ga/"}, ref: "http://xn--x-jq2s.ga/"},
	{in: "http://a.b/x→y", opts: extract.Options{IRI: true, Strict: true}, want: []string{"http://a.b/x→y"}},
	{in: "https://shmibbles.me/tmp/自殺でも？.png", opts: extract.Options{IRI: true, Strict: true}, want: []string{"https://shmibbles.me/tmp/自殺でも？.png"}},
	{in: "«http://例え.テスト/パス»", opts: extract.Options{IRI: true}, want: []string{"http://例え.テスト/パス"}},
	{in: "https://ja.wikipedia.org/wiki/東京_（曖昧さ回避）", opts: extract.Options{IRI: true}, want: []string{"https://ja.wikipedia.org/wiki/東京_（曖昧さ回避）"}},
	// RFC 2396 Appendix F abbreviations, only when asked, where GFM 6.9
	// starts an extended autolink.
	{in: "www.example.com/path", want: []string{}},
	{in: "www.example.com/path", opts: extract.Options{WWW: true}, want: []string{"http://www.example.com/path"}, span: "www.example.com/path"},
	{in: "<www.example.com/a\n  b>", opts: extract.Options{WWW: true}, want: []string{"http://www.example.com/ab"}, span: "<www.example.com/a\n  b>"},
	{in: "ftp.example.org.", opts: extract.Options{WWW: true}, want: []string{"ftp://ftp.example.org"}},
	{in: "(www.google.com/search?q=Markup+(business))", opts: extract.Options{WWW: true}, want: []string{"http://www.google.com/search?q=Markup+(business)"}},
	{in: "www.google.com/search?q=(business))+ok", opts: extract.Options{WWW: true}, want: []string{"http://www.google.com/search?q=(business))+ok"}},
	{in: "/usr/share/www.conf and Ftp.pm, ftp.c", opts: extract.Options{WWW: true}, want: []string{}},
	{in: "www.conf x.www.example.com", opts: extract.Options{WWW: true}, want: []string{}},
	{in: "www.xxx.yyy._zzz www.xxx._yyy.zzz", opts: extract.Options{WWW: true}, want: []string{}},
	{in: "*www.example.com*", opts: extract.Options{WWW: true}, want: []string{"http://www.example.com"}},
	// GFM 6.9 extended email autolinks, only when asked.
	{in: "foo@bar.baz", want: []string{}},
	{in: "foo@bar.baz.", opts: extract.Options{Email: true}, want: []string{"mailto:foo@bar.baz"}, span: "foo@bar.baz"},
	{in: "hello@mail+xyz.example", opts: extract.Options{Email: true}, want: []string{}},
	{in: "a.b-c_d@a.b- a.b-c_d@a.b_", opts: extract.Options{Email: true}, want: []string{}},
	// A "<" without a closer is text.
	{in: "<http://a/ x", want: []string{"http://a/"}},
	{in: "<<http://a/>", want: []string{"http://a/"}, span: "<http://a/>"},
}

// wrappers put each case inside surrounding text (as mvdan.cc/xurls's tests
// do): the result must not change.
var wrappers = []struct{ pre, post string }{
	{"", ""},
	{"foo ", " bar"},
	{"Text:\n", "\nmore text."},
	{"  ", "\t"},
}

func TestText(t *testing.T) {
	for _, c := range textCases {
		for _, w := range wrappers {
			in := w.pre + c.in + w.post
			ms := extract.Text(in, c.opts)
			got := uris(ms)
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("Text(%q, %+v):\n\tgot  %q\n\twant %q", in, c.opts, got, c.want)
				continue
			}
			if len(ms) == 0 {
				continue
			}
			m := ms[0]
			if c.span != "" && in[m.Start:m.End] != c.span {
				t.Errorf("Text(%q) span:\n\tgot  %q\n\twant %q", in, in[m.Start:m.End], c.span)
			}
			if m.Ambiguous != c.amb {
				t.Errorf("Text(%q) Ambiguous:\n\tgot  %v\n\twant %v", in, m.Ambiguous, c.amb)
			}
			if (m.Fixes != nil) != c.fix {
				t.Errorf("Text(%q) Fixes:\n\tgot  %v\n\twant fixes %v", in, m.Fixes, c.fix)
			}
			if c.ref != "" && m.Ref.String() != c.ref {
				t.Errorf("Text(%q, %+v) Ref:\n\tgot  %s\n\twant %s", in, c.opts, m.Ref, c.ref)
			}
		}
	}
}

func TestAllStops(t *testing.T) {
	n := 0
	for range extract.All("http://a/ http://b/ http://c/", extract.Options{}) {
		n++
		if n == 2 {
			break
		}
	}
	if n != 2 {
		t.Errorf("All: got %d, want 2", n)
	}
}

func quote(s string) string { return fmt.Sprintf("%q", s) }
