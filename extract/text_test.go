package extract_test

import (
	"fmt"
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
	// Appendix C: double quotes delimit.
	{in: `"http://example.com/a"`, want: []string{"http://example.com/a"}, span: "http://example.com/a"},
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
	// Balanced parentheses and brackets are part of it; unbalanced end it.
	{in: "http://en.wikipedia.org/wiki/Foo_(bar)", want: []string{"http://en.wikipedia.org/wiki/Foo_(bar)"}},
	{in: "(see http://example.com/a)", want: []string{"http://example.com/a"}},
	{in: "(see http://en.wikipedia.org/wiki/Foo_(bar)).", want: []string{"http://en.wikipedia.org/wiki/Foo_(bar)"}},
	{in: "[http://example.com/a]", want: []string{"http://example.com/a"}},
	// RFC 3986 3.2.2: an IP literal keeps its brackets.
	{in: "http://[::1]:80/a", want: []string{"http://[::1]:80/a"}},
	// RFC 3986 3.1: only registered schemes by default.
	{in: "ratio 3:4", want: []string{}},
	{in: "Note:this", want: []string{}},
	{in: "Note:this", opts: extract.Options{AnyScheme: true}, want: []string{"Note:this"}},
	{in: "mailto:joe@example.com and urn:isbn:0451450523", want: []string{"mailto:joe@example.com", "urn:isbn:0451450523"}},
	{in: "http:", want: []string{}},
	// Not a word start: the scheme must begin a word.
	{in: "xhttp://example.com/", want: []string{}},
	// Several in order.
	{in: "a http://a/ b <ftp://b/> c", want: []string{"http://a/", "ftp://b/"}},
	// uri.ParseLenient repairs, reported as fixes (RFC 2396 2.4.3).
	{in: "http://example.com/a|b", want: []string{"http://example.com/a|b"}, fix: true},
	{in: "http://example.com/a|b", opts: extract.Options{Strict: true}, want: []string{}},
	{in: "<http://example.com/a b>", want: []string{"http://example.com/ab"}},
	// RFC 3987 2.2: IRIs only when asked.
	{in: "http://例え.テスト/パス", want: []string{"http://例え.テスト/パス"}, fix: true},
	{in: "http://例え.テスト/パス", opts: extract.Options{Strict: true}, want: []string{}},
	{in: "“http://example.com/a”", want: []string{"http://example.com/a"}},
	{in: "{see http://example.com/a}", want: []string{"http://example.com/a"}},
	{in: "http://例え.テスト/パス", opts: extract.Options{IRI: true, Strict: true}, want: []string{"http://例え.テスト/パス"}},
	{in: "«http://例え.テスト/パス»", opts: extract.Options{IRI: true}, want: []string{"http://例え.テスト/パス"}},
	// RFC 2396 Appendix F abbreviations, only when asked.
	{in: "www.example.com/path", want: []string{}},
	{in: "www.example.com/path", opts: extract.Options{WWW: true}, want: []string{"http://www.example.com/path"}, span: "www.example.com/path"},
	{in: "<www.example.com/a\n  b>", opts: extract.Options{WWW: true}, want: []string{"http://www.example.com/ab"}, span: "<www.example.com/a\n  b>"},
	{in: "ftp.example.org.", opts: extract.Options{WWW: true}, want: []string{"ftp://ftp.example.org"}},
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
