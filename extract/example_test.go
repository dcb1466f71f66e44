package extract_test

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/extract"
)

// RFC 3986 Appendix C's example: quotes, angle brackets, and a URI broken
// across lines inside "<...>".
func ExampleText() {
	text := `Yes, Jim, I found it under "http://www.w3.org/Addressing/",
but you can probably pick it up from <ftp://foo.example.
com/rfc/>.  Note the warning in <http://www.ics.uci.edu/pub/
ietf/uri/historical.html#WARNING>.`
	for _, m := range extract.Text(text, extract.Options{}) {
		fmt.Println(m.Start, m.End, m.URI)
	}
	// Output:
	// 28 57 http://www.w3.org/Addressing/
	// 97 126 ftp://foo.example.com/rfc/
	// 149 211 http://www.ics.uci.edu/pub/ietf/uri/historical.html#WARNING
}

// Options: registered schemes only by default, any well-formed scheme
// with "//" on request, RFC 2396 Appendix F's abbreviations and bare
// addresses where GitHub Flavored Markdown links them.
func ExampleText_options() {
	text := "ratio 3:4, Note:this, see www.example.com/path (or ftp.example.org),\ngit+ssh://example.com/repo.git or jim@example.com."
	fmt.Println(len(extract.Text(text, extract.Options{})))
	for _, m := range extract.Text(text, extract.Options{AnyScheme: true, WWW: true, Email: true}) {
		fmt.Printf("%q -> %s\n", text[m.Start:m.End], m.URI)
	}
	// Output:
	// 0
	// "www.example.com/path" -> http://www.example.com/path
	// "ftp.example.org" -> ftp://ftp.example.org
	// "git+ssh://example.com/repo.git" -> git+ssh://example.com/repo.git
	// "jim@example.com" -> mailto:jim@example.com
}

// Repairs of the lenient parser are reported, and Ref holds the repaired
// URI; Strict refuses instead.
func ExampleText_fixes() {
	text := "the file at http://example.com/a^b (ask first)"
	for _, m := range extract.Text(text, extract.Options{}) {
		fmt.Println(m.URI, m.Fixes, m.Ref)
	}
	fmt.Println(len(extract.Text(text, extract.Options{Strict: true})))
	// Output:
	// http://example.com/a^b [offset 20: "^" -> "%5E" (unwise character (RFC 2396 2.4.3))] http://example.com/a%5Eb
	// 0
}

// Unicode never cuts a reference: an IRI is found whole, and Ref writes
// it as a URI, its host in IDNA form (RFC 3987 3.1).
func ExampleText_iri() {
	text := "日本語のページ: https://例え.jp/パス。"
	for _, m := range extract.Text(text, extract.Options{IRI: true}) {
		fmt.Println(m.URI, m.Ref)
	}
	// Output:
	// https://例え.jp/パス https://xn--r8jz45g.jp/%E3%83%91%E3%82%B9
}

// A hyphen at a line break inside "<...>" may or may not be part of the URI
// (RFC 3986 Appendix C): the match keeps it and says so.
func ExampleText_ambiguous() {
	m := extract.Text("<http://example.com/long-\n  name>", extract.Options{})[0]
	fmt.Println(m.URI, m.Ambiguous)
	// Output:
	// http://example.com/long-name true
}

func ExampleAll() {
	text := "one http://a.example/ two <http://b.example/> three"
	for m := range extract.All(text, extract.Options{}) {
		fmt.Println(m.URI)
	}
	// Output:
	// http://a.example/
	// http://b.example/
}

// The links of a document, resolved against its <base href> (RFC 3986
// 5.1.1), itself resolved against the document's own URI; srcset gives one
// link per candidate; Start and End locate the raw text.
func ExampleHTML() {
	doc := `<head><base href="/docs/"></head>
<a href="guide.html?a=1&amp;b=2">Guide</a>
<img src=logo.png srcset="logo-2x.png 2x, /img/logo-3x.png 3x">`
	links, err := extract.HTML(strings.NewReader(doc), extract.HTMLOptions{Base: "https://example.com/index.html"})
	if err != nil {
		panic(err)
	}
	for _, l := range links {
		fmt.Printf("%s %s %q %q -> %s\n", l.Tag, l.Attr, l.Value, doc[l.Start:l.End], l.Resolved)
	}
	// Output:
	// base href "/docs/" "/docs/" -> https://example.com/docs/
	// a href "guide.html?a=1&b=2" "guide.html?a=1&amp;b=2" -> https://example.com/docs/guide.html?a=1&b=2
	// img src "logo.png" "logo.png" -> https://example.com/docs/logo.png
	// img srcset "logo-2x.png" "logo-2x.png" -> https://example.com/docs/logo-2x.png
	// img srcset "/img/logo-3x.png" "/img/logo-3x.png" -> https://example.com/img/logo-3x.png
}

// HTMLAll reads the document as a stream; a reference that does not parse
// comes with its error, and one the lenient parser repairs with its fixes.
func ExampleHTMLAll() {
	doc := `<a href="http://example.com/a b">x</a> <form action="http://h:x/">`
	for l, err := range extract.HTMLAll(strings.NewReader(doc), extract.HTMLOptions{}) {
		if err != nil {
			panic(err)
		}
		fmt.Println(l.Tag, l.Value, l.Resolved, l.Fixes, l.Err != nil)
	}
	// Output:
	// a http://example.com/a b http://example.com/a%20b [offset 20: " " -> "%20" (space (RFC 2396 2.4.3))] false
	// form http://h:x/  [] true
}

// A multipart/related message (RFC 2557): the multipart's Content-Location
// is the base of its parts, and a part's relative Content-Location is
// resolved against it; offsets are into the decoded body of the part.
func ExampleMail() {
	msg := "MIME-Version: 1.0\r\n" +
		"Content-Type: multipart/related; boundary=b\r\n" +
		"Content-Location: http://www.example.com/site/\r\n" +
		"\r\n" +
		"--b\r\n" +
		"Content-Type: text/html\r\n" +
		"Content-Location: pages/home.html\r\n" +
		"\r\n" +
		"<img src=\"../images/logo.gif\">\r\n" +
		"--b\r\n" +
		"Content-Type: text/plain\r\n" +
		"Content-Transfer-Encoding: quoted-printable\r\n" +
		"\r\n" +
		"Also at http://mirror.example.org/site/pages/=\r\nhome.html.\r\n" +
		"--b--\r\n"
	links, err := extract.Mail(strings.NewReader(msg), extract.MailOptions{})
	if err != nil {
		panic(err)
	}
	for _, l := range links {
		fmt.Println(l.Part, l.Type, l.Base)
		fmt.Println("  ", l.Value, l.Start, l.End, "->", l.Resolved)
	}
	// Output:
	// 1 text/html http://www.example.com/site/pages/home.html
	//    ../images/logo.gif 10 28 -> http://www.example.com/site/images/logo.gif
	// 2 text/plain http://www.example.com/site/
	//    http://mirror.example.org/site/pages/home.html 8 54 -> http://mirror.example.org/site/pages/home.html
}
