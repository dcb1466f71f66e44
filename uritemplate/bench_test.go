package uritemplate_test

import (
	"testing"

	"github.com/urikit/urikit/uritemplate"
)

// The package's own benchmarks; bench/ times them beside a peer.

var (
	benchTemplates = []string{"/search{?q,lang,page}", "{/id*}{?fields,first_name,last.name,token}", "http://example.com/~{user}/{+path}{#frag}"}
	benchValues    = uritemplate.Values{
		"q": str("URI Templates"), "lang": str("en"), "user": str("fred"), "path": str("a/b c"), "frag": str("x"),
		"id": list("person", "albums"), "fields": list("id", "name", "picture"), "first_name": str("John"), "token": str("12345"),
	}
	sinkTemplate uritemplate.Template
	sinkString   string
	sinkValues   uritemplate.Values
)

func BenchmarkParse(b *testing.B) {
	for b.Loop() {
		for _, s := range benchTemplates {
			sinkTemplate, _ = uritemplate.Parse(s)
		}
	}
}

func BenchmarkExpand(b *testing.B) {
	var ts []uritemplate.Template
	for _, s := range benchTemplates {
		ts = append(ts, uritemplate.MustParse(s))
	}
	for b.Loop() {
		for _, t := range ts {
			sinkString, _ = t.Expand(benchValues)
		}
	}
}

func BenchmarkMatch(b *testing.B) {
	var ts []uritemplate.Template
	var us []string
	for _, s := range benchTemplates[:2] {
		t := uritemplate.MustParse(s)
		u, _ := t.Expand(benchValues)
		ts = append(ts, t)
		us = append(us, u)
	}
	for b.Loop() {
		for i, t := range ts {
			sinkValues, _ = t.Match(us[i])
		}
	}
}
