package extract_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/urikit/urikit/extract"
)

// showLink writes a link as the tests compare it: tag/attr, the value, the
// text at its span when it differs, and the resolved target or the error.
func showLink(doc string, l extract.Link) string {
	s := l.Tag + "/" + l.Attr + " " + l.Value
	if raw := doc[l.Start:l.End]; raw != l.Value {
		s += fmt.Sprintf(" @%q", raw)
	}
	if l.Err != nil {
		return s + " ! " + l.Err.Error()
	}
	if l.Fixes != nil {
		s += " ~"
	}
	return s + " -> " + l.Resolved.String()
}

type htmlCase struct {
	name string
	doc  string
	opts extract.HTMLOptions
	want []string
}

var htmlCases = []htmlCase{
	// HTML 4.2.3 and RFC 3986 5.1.1: the first <base href>, resolved
	// against the caller's base, applies to the links before it too.
	{"base", `<a href=x>x</a><base href="/d/"><base href="http://other/"><a href=y>`,
		extract.HTMLOptions{Base: "http://h.example/p/q.html"},
		[]string{"a/href x -> http://h.example/d/x", "base/href /d/ -> http://h.example/d/",
			"base/href http://other/ -> http://other/", "a/href y -> http://h.example/d/y"}},
	// RFC 3986 5.1.3: without <base href>, the caller's base.
	{"caller base", `<img src="../i.png">`, extract.HTMLOptions{Base: "http://h.example/a/b/c"},
		[]string{"img/src ../i.png -> http://h.example/a/i.png"}},
	// No base at all: relative references stay unresolved.
	{"no base", `<a href="x">x</a><a href="HTTP://h/./a/../b">`, extract.HTMLOptions{},
		[]string{"a/href x -> ", "a/href HTTP://h/./a/../b -> HTTP://h/b"}},
	// A <base> inside <template> is not the document's (its content is
	// a separate fragment).
	{"template base", `<template><base href="http://t/"></template><a href=x>`,
		extract.HTMLOptions{Base: "http://h/"},
		[]string{"base/href http://t/ -> http://t/", "a/href x -> http://h/x"}},
	// Character references decoded in attribute values (13.2.5.72): a
	// name without ";" before "=" stays; ASCII whitespace around the
	// value is stripped; the span covers the raw text.
	{"entities", "<a href=\" \t/s?a=1&amp;b=2&copy=3&lt&#x41;&#66&#0;&bogus; \">",
		extract.HTMLOptions{Base: "http://h/"},
		[]string{`a/href /s?a=1&b=2&copy=3<AB` + "\ufffd" + `&bogus; @"/s?a=1&amp;b=2&copy=3&lt&#x41;&#66&#0;&bogus;" ~ -> http://h/s?a=1&b=2&copy=3%3CAB%EF%BF%BD&bogus;`}},
	// CR LF and CR read as LF inside a value (13.2.3.5), then stripped.
	{"newlines", "<a href='\r\nx\r'>", extract.HTMLOptions{Base: "http://h/"},
		[]string{"a/href x -> http://h/x"}},
	// HTML 4.8.4.3.10: srcset candidates, each a link; a comma in
	// parentheses does not end a candidate; trailing commas end one.
	{"srcset", `<img srcset="a.png 1x, b,c.png 2x,d.png,, e.png (x, y) 3w , f.png">`,
		extract.HTMLOptions{Base: "http://h/"},
		[]string{"img/srcset a.png -> http://h/a.png", "img/srcset b,c.png -> http://h/b,c.png",
			"img/srcset d.png -> http://h/d.png", "img/srcset e.png -> http://h/e.png",
			"img/srcset f.png -> http://h/f.png"}},
	// HTML 4.2.5.3: the URL of a refresh, with or without "url=" and
	// quotes; a meta that is not a refresh has no link.
	{"refresh", `<meta http-equiv="REFRESH" content="5; URL = 'n.html'x"><meta http-equiv=refresh content="0,other.html"><meta http-equiv=refresh content="3"><meta name=x content="http://no/">`,
		extract.HTMLOptions{Base: "http://h/"},
		[]string{"meta/content n.html -> http://h/n.html", "meta/content other.html -> http://h/other.html"}},
	// HTML 4.01 13.3: an object's codebase is the base of its data,
	// classid and archive (a list).
	{"object codebase", `<object codebase="lib/" classid="java:A.class" data="m.swf" archive="a.jar  b.jar">`,
		extract.HTMLOptions{Base: "http://h/x/"},
		[]string{"object/codebase lib/ -> http://h/x/lib/", "object/classid java:A.class -> java:A.class",
			"object/data m.swf -> http://h/x/lib/m.swf", "object/archive a.jar -> http://h/x/lib/a.jar",
			"object/archive b.jar -> http://h/x/lib/b.jar"}},
	// The attributes of the list, one of each.
	{"attributes", `<html manifest=m><head profile="p1 p2"><link href=l><script src=s></script></head>` +
		`<body background=bg><area href=ar><iframe src=if longdesc=ld></iframe><frame src=fr>` +
		`<form action=act><button formaction=bfa><input formaction=ifa src=isrc><source src=ss srcset=sss>` +
		`<video src=v poster=vp><audio src=au><track src=tr><embed src=em><applet codebase=ac>` +
		`<blockquote cite=bq><q cite=qq><del cite=dd><ins cite=ii><img usemap=#map longdesc=ild>`,
		extract.HTMLOptions{},
		[]string{"html/manifest m -> ", "head/profile p1 -> ", "head/profile p2 -> ", "link/href l -> ",
			"script/src s -> ", "body/background bg -> ", "area/href ar -> ", "iframe/src if -> ",
			"iframe/longdesc ld -> ", "frame/src fr -> ", "form/action act -> ", "button/formaction bfa -> ",
			"input/formaction ifa -> ", "input/src isrc -> ", "source/src ss -> ", "source/srcset sss -> ",
			"video/src v -> ", "video/poster vp -> ", "audio/src au -> ", "track/src tr -> ", "embed/src em -> ",
			"applet/codebase ac -> ", "blockquote/cite bq -> ", "q/cite qq -> ", "del/cite dd -> ",
			"ins/cite ii -> ", "img/usemap #map -> ", "img/longdesc ild -> "}},
	// Raw text: no links in <script>, <style>, <title>, <textarea>,
	// comments; <noscript> is markup (a user agent without scripts).
	{"raw text", `<script>"<a href=1>"</script><style><a href=2></style><title><a href=3></title>` +
		`<textarea><a href=4></textarea><!-- <a href=5> --><noscript><a href=6></noscript>`,
		extract.HTMLOptions{},
		[]string{"a/href 6 -> "}},
	// 13.2.5.33: the first of two attributes of one name counts; names
	// and values in any case, quotes of either kind or none.
	{"duplicates", `<A HREF='one' href="two"><IMG Src=three/>`, extract.HTMLOptions{},
		[]string{"a/href one -> ", "img/src three/ -> "}},
	// An empty value is a reference to the document itself (RFC 3986
	// 4.4); a value the lenient parser cannot repair keeps its error.
	{"empty and bad", `<a href="">x</a><a href="http://h:port/">`, extract.HTMLOptions{Base: "http://h/d#f"},
		[]string{"a/href  -> http://h/d", `a/href http://h:port/ ! uri: parse lenient "http://h:port/": invalid port: unexpected '/' (digits only, no "@" follows) at offset 13`}},
	// Strict: no repairs, the parser's error.
	{"strict", `<a href="/a b">`, extract.HTMLOptions{Base: "http://h/", Strict: true},
		[]string{`a/href /a b ! uri: parse "/a b": invalid character ' ' in path at offset 2`}},
	// IRI: a Unicode path stays as it is.
	// RFC 3987 3.1: an IRI is read without fixes; Resolved is its URI,
	// and a DNS host is written in its IDNA form.
	{"iri", `<a href="/ré">`, extract.HTMLOptions{Base: "http://h/", IRI: true},
		[]string{"a/href /ré -> http://h/r%C3%A9"}},
	{"iri host", `<a href="http://例え.jp/パス">`, extract.HTMLOptions{IRI: true},
		[]string{"a/href http://例え.jp/パス -> http://xn--r8jz45g.jp/%E3%83%91%E3%82%B9"}},
	{"iri host lenient", `<a href="http://例え.jp/パス">`, extract.HTMLOptions{},
		[]string{"a/href http://例え.jp/パス ~ -> http://xn--r8jz45g.jp/%E3%83%91%E3%82%B9"}},
	// CSS (opt-in): url() unquoted or quoted, @import strings, in style
	// attributes (after HTML decoding) and <style> elements (raw text);
	// not in comments or other strings; a bad url names nothing.
	{"css", `<style>@import "a.css"; @import url(b.css); /* url(no) */ p { background: URL( 'c.png' ) } q { content: "url(no)" } r{x:url(d e)} s{x:myurl(no)}</style>` +
		`<p style="background:url(&quot;e.png&quot;), url(f&amp;g.png)">`,
		extract.HTMLOptions{Base: "http://h/", CSS: true},
		[]string{"style/ a.css -> http://h/a.css", "style/ b.css -> http://h/b.css", "style/ c.png -> http://h/c.png",
			"p/style e.png -> http://h/e.png", `p/style f&g.png @"f&amp;g.png" -> http://h/f&g.png`}},
	{"css off", `<style>p{background:url(a.png)}</style><p style="background:url(b.png)">`,
		extract.HTMLOptions{Base: "http://h/"}, nil},
	{"iri off", `<a href="/ré">`, extract.HTMLOptions{Base: "http://h/"},
		[]string{"a/href /ré ~ -> http://h/r%C3%A9"}},
}

func TestHTML(t *testing.T) {
	for _, c := range htmlCases {
		ls, err := extract.HTML(strings.NewReader(c.doc), c.opts)
		if err != nil {
			t.Errorf("HTML(%s): %v", c.name, err)
			continue
		}
		var got []string
		for _, l := range ls {
			got = append(got, showLink(c.doc, l))
		}
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("HTML(%q):\n\tgot  %q\n\twant %q", c.doc, got, c.want)
		}
	}
}

// HTMLAll yields the links as they come: before the <base href> they are
// resolved against the caller's base.
func TestHTMLAllLateBase(t *testing.T) {
	doc := `<a href=x><base href="/d/"><a href=y>`
	var got []string
	for l, err := range extract.HTMLAll(strings.NewReader(doc), extract.HTMLOptions{Base: "http://h/"}) {
		if err != nil {
			t.Fatal(err)
		}
		got = append(got, l.Resolved.String())
	}
	want := []string{"http://h/x", "http://h/d/", "http://h/d/y"}
	if fmt.Sprint(got) != fmt.Sprint(want) {
		t.Errorf("HTMLAll(%q):\n\tgot  %q\n\twant %q", doc, got, want)
	}
}

// A bad caller's base and a token past MaxToken are errors.
func TestHTMLErrors(t *testing.T) {
	if _, err := extract.HTML(strings.NewReader("<a href=x>"), extract.HTMLOptions{Base: "rel/ative"}); err == nil {
		t.Errorf("HTML with base %q: no error", "rel/ative")
	}
	doc := `<a href=x>` + strings.Repeat("t", 1000) + `<a href=y>`
	ls, err := extract.HTML(strings.NewReader(doc), extract.HTMLOptions{MaxToken: 100})
	if err == nil || len(ls) != 1 {
		t.Errorf("HTML(MaxToken 100):\n\tgot  %d links, %v\n\twant 1 link, an error", len(ls), err)
	}
}
