package uri_test

// This file measures the net/url-style helpers beside net/url itself:
// URL() after Parse against url.Parse (RFC 3986 3), and QueryValues().Get
// against url.ParseQuery (3.4, form data).

import (
	"net/url"
	"testing"

	"github.com/urikit/urikit/uri"
)

var benchURLs = []string{
	"http://user@example.com:8080/a/b%20c/d?q=1&r=a+b#frag",
	"https://example.com/search?q=go+uri&lang=en&page=2",
	"mailto:someone@example.com?subject=hello",
	"/relative/path?x=%2F",
}

func BenchmarkURL(b *testing.B) {
	for b.Loop() {
		for _, s := range benchURLs {
			r, _ := uri.Parse(s)
			_ = r.URL()
		}
	}
}

func BenchmarkNetURLParse(b *testing.B) {
	for b.Loop() {
		for _, s := range benchURLs {
			_, _ = url.Parse(s)
		}
	}
}

const benchFormQuery = "utm_source=news&utm_medium=email&q=uri+toolkit&page=2&lang=en"

func BenchmarkQueryValuesGet(b *testing.B) {
	r := uri.MustParse("?" + benchFormQuery)
	for b.Loop() {
		_ = r.QueryValues().Get("page")
	}
}

func BenchmarkNetURLQueryGet(b *testing.B) {
	for b.Loop() {
		v, _ := url.ParseQuery(benchFormQuery)
		_ = v.Get("page")
	}
}
