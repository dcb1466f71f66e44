package extract_test

// Fuzz target for Mail: it never panics on any message; a body
// sent as one part, plain or in base64 or quoted-printable, gives the
// links HTML or Text give on the body itself (so the spans are in range,
// in order, and decode to the values, as FuzzHTML and FuzzText check);
// every resolved target re-parses.

import (
	"bytes"
	"encoding/base64"
	"mime/quotedprintable"
	"strings"
	"testing"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/uri"
)

func FuzzMail(f *testing.F) {
	for _, c := range mailCases {
		f.Add(c.msg, uint8(0))
	}
	for _, c := range htmlCases {
		f.Add(c.doc, uint8(1))
	}
	f.Add("see http://a.example/x and <http://b/\n c>", uint8(4))
	f.Fuzz(func(t *testing.T, s string, flags uint8) {
		// s as a whole message.
		ls, _ := extract.Mail(strings.NewReader(s), extract.MailOptions{Base: "http://m.example/"})
		for _, l := range ls {
			if l.Start < 0 || l.End < l.Start {
				t.Fatalf("Mail(%q): span [%d, %d)", s, l.Start, l.End)
			}
			if r := l.Resolved; l.Err == nil && r.IsValid() {
				if p, err := uri.Parse(r.String()); err != nil || p != r {
					t.Fatalf("Mail(%q): %q resolved to %q: %v", s, l.Value, l.Resolved, err)
				}
			}
		}
		// s as the body of a one-part message.
		typ, cte, body := "text/plain", "", s
		if flags&1 != 0 {
			typ = "text/html"
		}
		switch flags >> 1 & 3 {
		case 1:
			cte, body = "base64", base64.StdEncoding.EncodeToString([]byte(s))
		case 2:
			if strings.ContainsAny(s, "\r\n") {
				return // the writer sends line breaks as CR LF
			}
			var b bytes.Buffer
			w := quotedprintable.NewWriter(&b)
			w.Write([]byte(s))
			w.Close()
			cte, body = "quoted-printable", b.String()
		default:
			if strings.ContainsAny(s, "\r") {
				return // a message's line ends are not kept as they are
			}
		}
		msg := "Content-Type: " + typ + "\r\nContent-Location: http://m.example/d/\r\n"
		if cte != "" {
			msg += "Content-Transfer-Encoding: " + cte + "\r\n"
		}
		msg += "\r\n" + body
		got, err := extract.Mail(strings.NewReader(msg), extract.MailOptions{})
		if err != nil {
			t.Fatalf("Mail(%q): %v", msg, err)
		}
		var want []string
		if typ == "text/html" {
			hs, _ := extract.HTML(strings.NewReader(s), extract.HTMLOptions{Base: "http://m.example/d/"})
			for _, l := range hs {
				want = append(want, showLink(s, l))
			}
		} else {
			for _, m := range extract.Text(s, extract.Options{}) {
				res := uri.MustParse("http://m.example/d/").Resolve(m.Ref)
				want = append(want, showLink(s, extract.Link{Value: m.URI, Start: m.Start, End: m.End, Fixes: m.Fixes, Resolved: res}))
			}
		}
		if len(got) != len(want) {
			t.Fatalf("Mail(%q): %d links, want %d", msg, len(got), len(want))
		}
		for i, l := range got {
			if l.End > len(s) {
				t.Fatalf("Mail(%q): span [%d, %d) past %d", msg, l.Start, l.End, len(s))
			}
			if g := showLink(s, l.Link); g != want[i] {
				t.Fatalf("Mail(%q) link %d:\n\tgot  %s\n\twant %s", msg, i, g, want[i])
			}
		}
	})
}
