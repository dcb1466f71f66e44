package extract_test

// Fuzz target for Text: it never panics; spans are in range, ordered and
// non-overlapping and hold the reference; each URI parses under the
// mode's parser (uri.Parse or iri.Parse when strict, uri.ParseLenient
// otherwise, with exactly the fixes reported, so never a "URL:" prefix the
// parser would strip); Ref is that parse as a URI, differing from the
// lenient parser's only in a host written in IDNA form; no backtick is
// ever part of a reference; and All yields what Text returns.

import (
	"fmt"
	"regexp"
	"strings"
	"testing"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

func FuzzText(f *testing.F) {
	f.Add(appendixC, uint8(0))
	for _, c := range textCases {
		f.Add("x "+c.in+" y", uint8(0))
		f.Add(c.in, uint8(31))
	}
	f.Add("<http://a/ x x x", uint8(1))
	f.Add("(((http://a/b)))]]", uint8(2))
	f.Add("URL:URL:A:0", uint8(1))
	f.Add("URL:URL:http://x/ URL: URL:mailto:a@b.c", uint8(1))
	f.Add("``file:`` `http://[::1]/`. \"http://a/b/c/g.\"", uint8(0))
	f.Add("site.http://foo.com/x 1.http://foo.com see-http://foo.com", uint8(8))
	f.Add("http://x🍄.ga/ http://a.b/x→y https://shmibbles.me/tmp/自殺でも？.png", uint8(4))
	f.Add("/usr/share/www.conf Ftp.pm ftp.c www.google.com/search?q=(business))+ok&hl;", uint8(8))
	f.Add("**http://inlines** a.b-c_d@a.b. hello@mail+xyz.example", uint8(16))
	f.Add("> and <http://lists.example.org/pipermail/\n> dev/2020-May/000123.html>\n>> <a\n> b>", uint8(0))
	f.Add("<https://savan\u2010\n  nah.gnu.org/p> https://argcom\u2010\n  plete.io/x\u2010\n\n", uint8(8))
	f.Add("请访问https://例子.中国/路径。谢谢 [info:main] info:lccn/1 ?locale=_ #_=_", uint8(4))
	f.Fuzz(func(t *testing.T, text string, flags uint8) {
		opts := extract.Options{AnyScheme: flags&1 != 0, Strict: flags&2 != 0, IRI: flags&4 != 0, WWW: flags&8 != 0, Email: flags&16 != 0}
		ms := extract.Text(text, opts)
		end := 0
		for _, m := range ms {
			if m.Start < end || m.End <= m.Start || m.End > len(text) {
				t.Fatalf("Text(%q, %+v): span [%d, %d) after %d or out of range", text, opts, m.Start, m.End, end)
			}
			end = m.End
			checkSpan(t, text, opts, m)
			if m.URI == "" || strings.Contains(m.URI, "`") {
				t.Fatalf("Text(%q): URI %q in %+v", text, m.URI, m)
			}
			if !m.Ref.HasScheme() {
				t.Fatalf("Text(%q): %q has Ref %q, not a URI with a scheme", text, m.URI, m.Ref)
			}
			if opts.Strict && m.Fixes != nil {
				t.Fatalf("Text(%q, %+v): %q has fixes in strict mode", text, opts, m.URI)
			}
			if opts.IRI {
				if _, err := iri.Parse(m.URI); err == nil {
					if m.Fixes != nil {
						t.Fatalf("Text(%q): %q is an IRI but has fixes %v", text, m.URI, m.Fixes)
					}
					continue
				} else if opts.Strict {
					t.Fatalf("Text(%q, %+v): %q: %v", text, opts, m.URI, err)
				}
			} else if r, err := uri.Parse(m.URI); err == nil {
				if m.Fixes != nil || m.Ref != r {
					t.Fatalf("Text(%q): %q parses, but has fixes %v or Ref %q", text, m.URI, m.Fixes, m.Ref)
				}
				continue
			} else if opts.Strict {
				t.Fatalf("Text(%q, %+v): %q: %v", text, opts, m.URI, err)
			}
			r, fixes, err := uri.ParseLenient(m.URI)
			if err != nil {
				// Only an RFC 6874 zone identifier, as it is.
				z, zerr := uri.NewParser(uri.AllowZoneID(true)).Parse(m.URI)
				if zerr != nil || m.Fixes != nil || m.Ref != z {
					t.Fatalf("Text(%q, %+v): %q: %v", text, opts, m.URI, err)
				}
				continue
			}
			if fmt.Sprint(fixes) != fmt.Sprint(m.Fixes) {
				t.Fatalf("Text(%q): %q fixes:\n\tgot  %v\n\twant %v (the lenient parser's)", text, m.URI, m.Fixes, fixes)
			}
			if m.Ref != r && (m.Ref.Path() != r.Path() || fmt.Sprint(m.Ref.Query()) != fmt.Sprint(r.Query()) || m.Ref.Host() == r.Host()) {
				t.Fatalf("Text(%q): %q gives Ref %q, the lenient parser %q", text, m.URI, m.Ref, r)
			}
		}
		i := 0
		for m := range extract.All(text, opts) {
			if i >= len(ms) || fmt.Sprint(m) != fmt.Sprint(ms[i]) {
				t.Fatalf("All(%q) differs from Text at %d", text, i)
			}
			i++
		}
		if i != len(ms) {
			t.Fatalf("All(%q): %d matches, Text %d", text, i, len(ms))
		}
	})
}

// checkSpan checks that a match's span holds its reference: "<...>", or
// the URI at its end (after "URL:" prefixes), or an abbreviation or an
// address whose URI adds the scheme.
func checkSpan(t *testing.T, text string, opts extract.Options, m extract.Match) {
	t.Helper()
	span := text[m.Start:m.End]
	switch {
	case span[0] == '<':
		if span[len(span)-1] != '>' {
			t.Fatalf("Text(%q): span %q opens \"<\" and does not close it", text, span)
		}
		return
	case strings.HasSuffix(span, m.URI):
		return
	case m.Ambiguous && strings.HasSuffix(unbreak(span), m.URI):
		return
	case opts.WWW && (m.URI == "http://"+span || m.URI == "ftp://"+span):
		return
	case opts.Email && m.URI == "mailto:"+span:
		return
	}
	t.Fatalf("Text(%q): span %q does not hold %q", text, span, m.URI)
}

// unbreak removes from s the typesetter's hyphens (U+2010, U+00AD) at the
// end of a line and the line break and indentation after them.
func unbreak(s string) string {
	return typesetBreak.ReplaceAllString(s, "")
}

var typesetBreak = regexp.MustCompile("[\u2010\u00ad][ \t]*\r?\n[ \t]*")
