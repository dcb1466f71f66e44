package extract_test

// Fuzz target for HTML: it never panics; spans are in range and
// in order without overlap; the text at each span decodes, as the
// golang.org/x/net/html tokenizer decodes an attribute value, to the
// reported value; a resolved target re-parses; HTMLAll yields the links
// HTML returns when the document has no <base>.

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/uri"
)

// tokenizerDecode decodes raw as the value of an attribute, through the
// tokenizer; false when raw holds both kinds of quote.
func tokenizerDecode(raw string) (string, bool) {
	q := `"`
	if strings.Contains(raw, q) {
		q = "'"
		if strings.Contains(raw, q) {
			return "", false
		}
	}
	z := html.NewTokenizer(strings.NewReader("<a x=" + q + raw + q + ">"))
	z.Next()
	_, val, _ := z.TagAttr()
	return string(val), true
}

func FuzzHTML(f *testing.F) {
	for _, c := range htmlCases {
		f.Add(c.doc, uint8(0))
	}
	f.Add(`<a href="&amp&amp;&#x110000;&#128;&notit;&not">`, uint8(1))
	f.Add("<img srcset=' a,,b (1,2),\r\nc&#44;d 2x'>", uint8(2))
	f.Add(`<meta http-equiv=refresh content="1;url='&#x20;x'">`, uint8(3))
	f.Add(`<style>@import 'a&amp;'; x{y:url( b\) )}</style><p style='z:url("c&#34;d")'>`, uint8(4))
	f.Fuzz(func(t *testing.T, doc string, flags uint8) {
		opts := extract.HTMLOptions{Base: "http://h.example/d/p?q", IRI: flags&1 != 0, Strict: flags&2 != 0, CSS: flags&4 != 0}
		ls, err := extract.HTML(strings.NewReader(doc), opts)
		if err != nil {
			t.Fatalf("HTML(%q): %v", doc, err)
		}
		end := 0
		for _, l := range ls {
			if l.Start < end || l.End < l.Start || l.End > len(doc) {
				t.Fatalf("HTML(%q): span [%d, %d) after %d or out of range", doc, l.Start, l.End, end)
			}
			end = l.End
			if l.Tag == "style" && l.Attr == "" {
				// The text of <style> is raw: not decoded.
				if doc[l.Start:l.End] != l.Value {
					t.Fatalf("HTML(%q): span %q, value %q", doc, doc[l.Start:l.End], l.Value)
				}
			} else if got, ok := tokenizerDecode(doc[l.Start:l.End]); ok && got != l.Value {
				t.Fatalf("HTML(%q): span %q:\n\tgot  %q\n\twant %q", doc, doc[l.Start:l.End], got, l.Value)
			}
			if l.Err != nil {
				continue
			}
			// Resolved is a URI, IRIs included (RFC 3987 3.1), and
			// its string parses to itself.
			if r := l.Resolved; r.IsValid() {
				if p, perr := uri.Parse(r.String()); perr != nil || p != r {
					t.Fatalf("HTML(%q): %q resolved to %q: %v", doc, l.Value, r, perr)
				}
			}
		}
		if strings.Contains(strings.ToLower(doc), "<base") {
			return
		}
		i := 0
		for l, err := range extract.HTMLAll(strings.NewReader(doc), opts) {
			if err != nil || i >= len(ls) || showLink(doc, l) != showLink(doc, ls[i]) {
				t.Fatalf("HTMLAll(%q) differs from HTML at %d", doc, i)
			}
			i++
		}
		if i != len(ls) {
			t.Fatalf("HTMLAll(%q): %d links, HTML %d", doc, i, len(ls))
		}
	})
}
