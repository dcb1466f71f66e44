package bench

// This file times RFC 6570 URI Templates (package uritemplate) beside
// github.com/yosida95/uritemplate/v3 on the examples of the
// uritemplate-test suite (../uritemplate/testdata/spec-examples.json and
// spec-examples-by-section.json) that both expand as the suite says:
// Parse, Expand, and Match on those both read back.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"testing"

	"github.com/urikit/urikit/uritemplate"
	yosida95 "github.com/yosida95/uritemplate/v3"
)

// templateCase is an example of the suite: a template, its variables and
// its acceptable expansions.
type templateCase struct {
	template string
	vars     uritemplate.Values
	yvars    yosida95.Values
	want     []string
}

// templateCases reads the examples of the suite.
func templateCases(tb testing.TB) []templateCase {
	var cases []templateCase
	for _, file := range []string{"spec-examples.json", "spec-examples-by-section.json"} {
		data, err := os.ReadFile(filepath.Join("..", "uritemplate", "testdata", file))
		if err != nil {
			tb.Fatal(err)
		}
		var groups map[string]struct {
			Variables uritemplate.Values   `json:"variables"`
			Testcases [][2]json.RawMessage `json:"testcases"`
		}
		if err := json.Unmarshal(data, &groups); err != nil {
			tb.Fatal(err)
		}
		names := make([]string, 0, len(groups))
		for name := range groups {
			names = append(names, name)
		}
		slices.Sort(names)
		for _, name := range names {
			g := groups[name]
			yv := yosida95.Values{}
			for n, v := range g.Variables {
				switch v.Kind() {
				case uritemplate.KindString:
					yv.Set(n, yosida95.String(v.Text()))
				case uritemplate.KindList:
					yv.Set(n, yosida95.List(v.Items()...))
				case uritemplate.KindAssoc:
					var kv []string
					for _, p := range v.Pairs() {
						kv = append(kv, p.Name, p.Value)
					}
					yv.Set(n, yosida95.KV(kv...))
				}
			}
			for _, tc := range g.Testcases {
				var tmpl string
				if json.Unmarshal(tc[0], &tmpl) != nil {
					tb.Fatalf("%s: bad template %s", file, tc[0])
				}
				var want []string
				var one string
				if json.Unmarshal(tc[1], &one) == nil {
					want = []string{one}
				} else if json.Unmarshal(tc[1], &want) != nil {
					continue // an expansion that must fail
				}
				cases = append(cases, templateCase{tmpl, g.Variables, yv, want})
			}
		}
	}
	return cases
}

// commonTemplateCases returns the cases both packages expand as the suite
// says, and how many each passes.
func commonTemplateCases(tb testing.TB) (common []templateCase, urikit, peer, total int) {
	for _, c := range templateCases(tb) {
		total++
		okU, okY := false, false
		if t, err := uritemplate.Parse(c.template); err == nil {
			got, err := t.Expand(c.vars)
			okU = err == nil && slices.Contains(c.want, got)
		}
		if t, err := yosida95.New(c.template); err == nil {
			got, err := t.Expand(c.yvars)
			okY = err == nil && slices.Contains(c.want, got)
		}
		if okU {
			urikit++
		}
		if okY {
			peer++
		}
		if okU && okY {
			common = append(common, c)
		}
	}
	return common, urikit, peer, total
}

// matchCase is an expansion both packages read back: each Match returns
// values whose expansion is the expansion.
type matchCase struct {
	t   uritemplate.Template
	yt  *yosida95.Template
	uri string
}

func matchCases(tb testing.TB, common []templateCase) []matchCase {
	var cases []matchCase
	for _, c := range common {
		t := uritemplate.MustParse(c.template)
		yt := yosida95.MustNew(c.template)
		u, _ := t.Expand(c.vars)
		v, ok := t.Match(u)
		if !ok {
			continue
		}
		if back, err := t.Expand(v); err != nil || back != u {
			continue
		}
		yv := yt.Match(u)
		if yv == nil {
			continue
		}
		if back, err := yt.Expand(yv); err != nil || back != u {
			continue
		}
		cases = append(cases, matchCase{t, yt, u})
	}
	return cases
}

func TestTemplateSuite(t *testing.T) {
	common, urikit, peer, total := commonTemplateCases(t)
	t.Logf("uritemplate-test examples: urikit passes %d/%d, yosida95 %d/%d, both %d", urikit, total, peer, total, len(common))
	if urikit != total {
		t.Errorf("urikit passes %d of %d examples", urikit, total)
	}
	t.Logf("Match: both read back %d of them", len(matchCases(t, common)))
}

var (
	sinkTemplate  uritemplate.Template
	sinkYTemplate *yosida95.Template
	sinkExpansion string
	sinkValues    uritemplate.Values
	sinkYValues   yosida95.Values
)

// BenchmarkTemplateParse parses the templates of the examples both pass,
// one per op.
func BenchmarkTemplateParse(b *testing.B) {
	common, _, _, _ := commonTemplateCases(b)
	b.Run("peer=urikit", func(b *testing.B) {
		i := 0
		for b.Loop() {
			sinkTemplate, sinkErr = uritemplate.Parse(common[i].template)
			if i++; i == len(common) {
				i = 0
			}
		}
	})
	b.Run("peer=yosida95", func(b *testing.B) {
		i := 0
		for b.Loop() {
			sinkYTemplate, sinkErr = yosida95.New(common[i].template)
			if i++; i == len(common) {
				i = 0
			}
		}
	})
}

// BenchmarkTemplateExpand expands the parsed templates of the examples both
// pass with their variables, one per op.
func BenchmarkTemplateExpand(b *testing.B) {
	common, _, _, _ := commonTemplateCases(b)
	ts := make([]uritemplate.Template, len(common))
	yts := make([]*yosida95.Template, len(common))
	for i, c := range common {
		ts[i] = uritemplate.MustParse(c.template)
		yts[i] = yosida95.MustNew(c.template)
	}
	b.Run("peer=urikit", func(b *testing.B) {
		i := 0
		for b.Loop() {
			sinkExpansion, sinkErr = ts[i].Expand(common[i].vars)
			if i++; i == len(common) {
				i = 0
			}
		}
	})
	b.Run("peer=yosida95", func(b *testing.B) {
		i := 0
		for b.Loop() {
			sinkExpansion, sinkErr = yts[i].Expand(common[i].yvars)
			if i++; i == len(common) {
				i = 0
			}
		}
	})
}

// BenchmarkTemplateMatch reads back the expansions of the examples both
// read back, one per op (yosida95 compiles its matcher once per template,
// before the timing).
func BenchmarkTemplateMatch(b *testing.B) {
	common, _, _, _ := commonTemplateCases(b)
	cases := matchCases(b, common)
	b.Run("peer=urikit", func(b *testing.B) {
		i := 0
		for b.Loop() {
			sinkValues, _ = cases[i].t.Match(cases[i].uri)
			if i++; i == len(cases) {
				i = 0
			}
		}
	})
	b.Run("peer=yosida95", func(b *testing.B) {
		i := 0
		for b.Loop() {
			sinkYValues = cases[i].yt.Match(cases[i].uri)
			if i++; i == len(cases) {
				i = 0
			}
		}
	})
}
