package extract_test

import (
	"encoding/base64"
	"fmt"
	"strings"
	"testing"

	"github.com/urikit/urikit/extract"
)

// crlf writes a message with the CR LF line ends of RFC 5322 2.1.
func crlf(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }

// htmlB64 is the HTML part of mailMixed, base64-encoded in lines of 76.
var htmlB64 = func() string {
	s := base64.StdEncoding.EncodeToString([]byte(`<p>See <a href="news/today.html">today</a> and <img src="http://cdn.example/x.png">.</p>`))
	var b strings.Builder
	for len(s) > 76 {
		b.WriteString(s[:76] + "\n")
		s = s[76:]
	}
	return b.String() + s + "\n"
}()

type mailCase struct {
	name string
	msg  string
	opts extract.MailOptions
	want []string // part type base | link as showMailLink writes it
}

var mailCases = []mailCase{
	// RFC 2557 9.2-style: a multipart/related whose absolute
	// Content-Location is the base of its parts (section 5); the HTML part's
	// relative Content-Location resolves against it (4.4) and is its base.
	{"related", crlf(`From: a@example.org
To: b@example.org
Subject: An HTML page with an image
MIME-Version: 1.0
Content-Type: multipart/related; boundary="bd"; type="text/html"
Content-Location: http://www.example.com/site/

--bd
Content-Type: text/html; charset="US-ASCII"
Content-Location: pages/home.html

<html><body><img src="../images/logo.gif"> <a href="/about">About</a></body></html>
--bd
Content-Type: image/gif
Content-Location: images/logo.gif
Content-Transfer-Encoding: base64

R0lGODlhAQABAAAAACw=
--bd--
`), extract.MailOptions{},
		[]string{
			"1 text/html http://www.example.com/site/pages/home.html | img/src ../images/logo.gif -> http://www.example.com/site/images/logo.gif",
			"1 text/html http://www.example.com/site/pages/home.html | a/href /about -> http://www.example.com/about",
		}},
	// RFC 2110 4.2: Content-Base on the message; a quoted-printable
	// text/plain body whose soft line break splits a URI: offsets are in
	// the decoded body.
	{"content-base qp", crlf(`From: a@example.org
Subject: plain
MIME-Version: 1.0
Content-Type: text/plain; charset=us-ascii
Content-Base: "http://base.example/dir/"
Content-Transfer-Encoding: quoted-printable

The report is at http://www.example.org/reports/2024/annual-re=
port.html, or <URL:ftp://ftp.example.org/pub/r=3D1.txt>.
`), extract.MailOptions{},
		[]string{
			"1 text/plain http://base.example/dir/ | http://www.example.org/reports/2024/annual-report.html [17,71] -> http://www.example.org/reports/2024/annual-report.html",
			"1 text/plain http://base.example/dir/ | ftp://ftp.example.org/pub/r=1.txt [76,115] -> ftp://ftp.example.org/pub/r=1.txt",
		}},
	// Nested multiparts (RFC 2046 5.1): parts numbered as IMAP does; a
	// base64 HTML part (RFC 2045 6.8); an attachment is not read; a
	// folded Content-Location loses its whitespace (RFC 2557 4.4); the
	// caller's base applies where the message names none.
	{"nested", crlf(`From: a@example.org
MIME-Version: 1.0
Content-Type: multipart/mixed; boundary=outer

preamble
--outer
Content-Type: multipart/alternative; boundary="inner"

--inner
Content-Type: text/plain

Read https://example.net/news/today.html today.
--inner
Content-Type: text/html; charset=utf-8
Content-Transfer-Encoding: base64
Content-Location: http://www.example.com/
  mail/view.html

` + htmlB64 + `--inner--
--outer
Content-Type: application/octet-stream
Content-Disposition: attachment; filename=x.bin

http://not.read.example/
--outer--
`), extract.MailOptions{Base: "imap://mail.example/INBOX;UID=7"},
		[]string{
			"1.1 text/plain imap://mail.example/INBOX;UID=7 | https://example.net/news/today.html [5,40] -> https://example.net/news/today.html",
			"1.2 text/html http://www.example.com/mail/view.html | a/href news/today.html -> http://www.example.com/mail/news/today.html",
			"1.2 text/html http://www.example.com/mail/view.html | img/src http://cdn.example/x.png -> http://cdn.example/x.png",
		}},
	// RFC 3986 5.1.1: a <base href> in the HTML comes before the part's
	// base, which resolves it.
	{"html base", crlf(`MIME-Version: 1.0
Content-Type: text/html
Content-Location: http://h.example/a/b.html

<base href="../c/"><a href="d">d</a>
`), extract.MailOptions{},
		[]string{
			"1 text/html http://h.example/a/b.html | base/href ../c/ -> http://h.example/c/",
			"1 text/html http://h.example/a/b.html | a/href d -> http://h.example/c/d",
		}},
	// RFC 2046 5.2.1: a forwarded message is read too, its parts
	// numbered under its own (RFC 3501 6.4.5); its Content-Location
	// is the base of its body.
	{"forwarded", crlf(`MIME-Version: 1.0
Content-Type: multipart/mixed; boundary=m

--m
Content-Type: text/plain

Forwarding this; see http://a.example/.
--m
Content-Type: message/rfc822

From: c@example.org
Subject: the original
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary=n
Content-Location: http://orig.example/msg/

--n
Content-Type: text/plain

Original: <http://b.example/x>
--n
Content-Type: text/html

<a href="rel.html">rel</a>
--n--
--m--
`), extract.MailOptions{},
		[]string{
			"1 text/plain  | http://a.example/ [21,38] -> http://a.example/",
			"2.1 text/plain http://orig.example/msg/ | http://b.example/x [10,30] -> http://b.example/x",
			"2.2 text/html http://orig.example/msg/ | a/href rel.html -> http://orig.example/msg/rel.html",
		}},
	// A message without MIME headers is text/plain (RFC 2045 5.2); the
	// Text options apply.
	{"plain", "Subject: hi\n\nwww.example.com and <http://a.example/long-\n name>\n",
		extract.MailOptions{Options: extract.Options{WWW: true}},
		[]string{
			"1 text/plain  | http://www.example.com [0,15] -> http://www.example.com",
			"1 text/plain  | http://a.example/long-name [20,50] ambiguous -> http://a.example/long-name",
		}},
}

func showMailLink(l extract.MailLink) string {
	s := l.Part + " " + l.Type + " " + l.Base + " | "
	if l.Tag != "" {
		s += l.Tag + "/" + l.Attr + " " + l.Value
	} else {
		s += fmt.Sprintf("%s [%d,%d]", l.Value, l.Start, l.End)
	}
	if l.Ambiguous {
		s += " ambiguous"
	}
	if l.Err != nil {
		return s + " ! " + l.Err.Error()
	}
	return s + " -> " + l.Resolved.String()
}

func TestMail(t *testing.T) {
	for _, c := range mailCases {
		ls, err := extract.Mail(strings.NewReader(c.msg), c.opts)
		if err != nil {
			t.Errorf("Mail(%s): %v", c.name, err)
		}
		var got []string
		for _, l := range ls {
			got = append(got, showMailLink(l))
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("Mail(%s):\n\tgot  %q\n\twant %q", c.name, got, c.want)
		}
	}
}

// Offsets are into the decoded body: cutting it there gives the raw text
// of the reference.
func TestMailOffsets(t *testing.T) {
	body := "The report is at http://www.example.org/reports/2024/annual-report.html, or <URL:ftp://ftp.example.org/pub/r=1.txt>.\r\n"
	ls, _ := extract.Mail(strings.NewReader(mailCases[1].msg), extract.MailOptions{})
	want := []string{"http://www.example.org/reports/2024/annual-report.html", "<URL:ftp://ftp.example.org/pub/r=1.txt>"}
	for i, l := range ls {
		if got := body[l.Start:l.End]; i < len(want) && got != want[i] {
			t.Errorf("Mail(%s) link %d:\n\tgot  %q\n\twant %q", mailCases[1].name, i, got, want[i])
		}
	}
}

// A part that cannot be decoded is an error; the parts before it still
// give their references.
func TestMailErrors(t *testing.T) {
	msg := crlf(`MIME-Version: 1.0
Content-Type: multipart/mixed; boundary=b

--b
Content-Type: text/plain

http://one.example/
--b
Content-Type: text/plain
Content-Transfer-Encoding: base64

!!!not base64!!!
--b--
`)
	ls, err := extract.Mail(strings.NewReader(msg), extract.MailOptions{})
	if err == nil || len(ls) != 1 || !strings.Contains(err.Error(), "part 2") {
		t.Errorf("Mail(bad base64):\n\tgot  %d links, %v\n\twant 1 link, an error in part 2", len(ls), err)
	}
	if _, err := extract.Mail(strings.NewReader("\n\n"), extract.MailOptions{Base: "relative"}); err == nil {
		t.Errorf("Mail with base %q: no error", "relative")
	}
}
