package extract

// Fuzz target for the attribute reader and decoder of HTML: on
// every start tag of a document, readTag finds the attributes the
// golang.org/x/net/html tokenizer finds, with the same names, and
// decodeAttr decodes each value to what the tokenizer's TagAttr gives;
// the span map sends every decoded run back into the raw value.

import (
	"bytes"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func FuzzReadTag(f *testing.F) {
	f.Add(`<a href="x&amp;y" HREF=z b='&#x41;&lt' c=&notit; d = "&copy=" =e f/ g>`)
	f.Add("<img\fsrc=\"a\r\nb\x00c\" srcset=x,y/>")
	f.Add(`<p a="1" a="2" a/ b=/ c=">" d='"'>`)
	f.Fuzz(func(t *testing.T, doc string) {
		z := html.NewTokenizer(strings.NewReader(doc))
		names := entities{}
		for {
			tt := z.Next()
			if tt == html.ErrorToken {
				return
			}
			if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
				continue
			}
			raw := bytes.Clone(z.Raw())
			name, attrs := readTag(raw, nil)
			tn, more := z.TagName()
			if name != strings.ReplaceAll(string(tn), "\ufffd", "\x00") && !strings.Contains(name, "\x00") {
				t.Fatalf("readTag(%q) name:\n\tgot  %q\n\twant %q", raw, name, tn)
			}
			i := 0
			for more {
				var k, v []byte
				k, v, more = z.TagAttr()
				if i >= len(attrs) {
					t.Fatalf("readTag(%q): %d attributes, the tokenizer has more", raw, len(attrs))
				}
				a := attrs[i]
				if a.name != string(k) && !strings.Contains(a.name, "\x00") {
					t.Fatalf("readTag(%q) attribute %d:\n\tgot  %q\n\twant %q", raw, i, a.name, k)
				}
				d := decodeAttr(string(raw[a.start:a.end]), names)
				if d.s != string(v) {
					t.Fatalf("decodeAttr(%q):\n\tgot  %q\n\twant %q", raw[a.start:a.end], d.s, v)
				}
				// Every piece maps back to raw bytes that decode to it.
				for _, p := range d.pieces {
					part := decodeAttr(string(raw[a.start+p.raw:a.start+p.raw+p.rawLen]), names)
					if p.literal && part.s != d.s[p.dec:p.dec+p.decLen] && !strings.Contains(part.s, "&") {
						t.Fatalf("decodeAttr(%q): piece %+v decodes to %q", raw[a.start:a.end], p, part.s)
					}
				}
				i++
			}
			if i != len(attrs) {
				t.Fatalf("readTag(%q): %d attributes, the tokenizer %d", raw, len(attrs), i)
			}
		}
	})
}
