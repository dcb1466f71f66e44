package extract_test

// Benchmark of Text on a few MB of prose with the benchmark URL lists
// (internal/datasets) mixed in (bare, in "<...>", in quotes, in
// parentheses, after "URL:"); it skips when the lists are absent. b.SetBytes makes the
// benchmark report MB/s.
//
//	go test -run XXX -bench Text -benchmem ./extract

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/extract"
	"github.com/urikit/urikit/internal/datasets"
)

var prose = []string{
	"The committee met on Tuesday; see ", "Notes from the meeting, ratio 3:4, are at ",
	"As Jim wrote (and Note:this), the page ", "Yes, I found it under ",
	"A long line of ordinary words, with commas, numbers like 10:30 and e-mail, then ",
}

var wraps = []struct{ pre, post string }{
	{"", ". "}, {"<", ">. "}, {`"`, `", `}, {"(", ") "}, {"URL:", " "}, {"<URL:", ">\n"},
}

// benchText builds about 4 MB of prose with the dataset URLs in it.
func benchText(b *testing.B) string {
	var sb strings.Builder
	n := 0
	for _, name := range datasets.Names {
		for _, line := range datasets.Lines(b, name) {
			line = strings.TrimPrefix(line, "\ufeff")
			w := wraps[n%len(wraps)]
			sb.WriteString(prose[n%len(prose)])
			sb.WriteString(w.pre)
			sb.WriteString(line)
			sb.WriteString(w.post)
			n++
		}
	}
	return sb.String()
}

func BenchmarkText(b *testing.B) {
	text := benchText(b)
	for _, c := range []struct {
		name string
		opts extract.Options
	}{
		{"default", extract.Options{}},
		{"strict", extract.Options{Strict: true}},
		{"iri-www", extract.Options{IRI: true, WWW: true}},
	} {
		b.Run(c.name, func(b *testing.B) {
			b.SetBytes(int64(len(text)))
			found := 0
			for b.Loop() {
				found = 0
				for range extract.All(text, c.opts) {
					found++
				}
			}
			b.ReportMetric(float64(found), "refs/op")
		})
	}
}

// benchHTML builds an HTML page of about 4 MB from the dataset URLs: links
// in a list, images with srcset, scripts and stylesheets, character
// references in the query strings, text between.
func benchHTML(b *testing.B) string {
	text := benchText(b)
	var sb strings.Builder
	sb.WriteString(`<!DOCTYPE html><html><head><base href="https://example.org/docs/"><title>Links</title></head><body><ul>`)
	n := 0
	for _, m := range extract.Text(text, extract.Options{}) {
		u := strings.ReplaceAll(strings.ReplaceAll(m.URI, "&", "&amp;"), `"`, "&quot;")
		switch n % 4 {
		case 0:
			sb.WriteString(`<li><a href="` + u + `" class="ext">A page</a> on the subject, with notes.</li>` + "\n")
		case 1:
			sb.WriteString(`<li><img src="` + u + `" srcset="` + u + ` 1x, img/2x.png 2x" alt="a picture"></li>` + "\n")
		case 2:
			sb.WriteString(`<script src="` + u + `"></script><p>Some text about it &amp; more.</p>` + "\n")
		case 3:
			sb.WriteString(`<link rel=stylesheet href='` + u + `'><form action="` + u + `"><input name=q></form>` + "\n")
		}
		n++
		if sb.Len() > 4<<20 {
			break
		}
	}
	sb.WriteString("</ul></body></html>\n")
	return sb.String()
}

func BenchmarkHTML(b *testing.B) {
	doc := benchHTML(b)
	b.SetBytes(int64(len(doc)))
	found := 0
	for b.Loop() {
		found = 0
		for range extract.HTMLAll(strings.NewReader(doc), extract.HTMLOptions{Base: "https://example.org/index.html"}) {
			found++
		}
	}
	b.ReportMetric(float64(found), "links/op")
}
