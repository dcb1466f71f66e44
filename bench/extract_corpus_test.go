package bench

// This file measures precision and recall of finding references in real
// text, for urikit's extract.Text and xurls.Strict, against the
// hand-checked corpus in ../extract/testdata/corpus: each NAME.txt is a
// text (Debian changelogs and copyright files, Go sources and docs, man
// pages, READMEs, an RFC draft, a mail reply), and NAME.want lists by
// hand the references it holds, as written, one a line. An answer counts
// when it equals a listed reference (as a multiset: each listed reference
// matches one answer).
//
//	go test -run ExtractCorpus -v

import (
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/urikit/urikit/extract"
	"mvdan.cc/xurls/v2"
)

const corpusDir = "../extract/testdata/corpus"

// score counts the answers of one extractor.
type score struct{ found, right, want int }

func (s *score) add(got, want []string) {
	n := map[string]int{}
	for _, w := range want {
		n[w]++
	}
	for _, g := range got {
		if n[g] > 0 {
			n[g]--
			s.right++
		}
	}
	s.found += len(got)
	s.want += len(want)
}

func (s score) precision() float64 { return float64(s.right) / float64(max(s.found, 1)) }
func (s score) recall() float64    { return float64(s.right) / float64(max(s.want, 1)) }

// corpusExtractors are the extractors compared: urikit with its default
// options and with AnyScheme, and xurls.Strict, whose matches are taken
// as written.
var corpusExtractors = []struct {
	name string
	find func(string) []string
}{
	{"urikit", func(t string) []string { return uris(extract.Text(t, extract.Options{})) }},
	{"urikit --any-scheme", func(t string) []string { return uris(extract.Text(t, extract.Options{AnyScheme: true})) }},
	{"xurls.Strict", func(t string) []string { return xurls.Strict().FindAllString(t, -1) }},
}

func uris(ms []extract.Match) []string {
	out := make([]string, len(ms))
	for i, m := range ms {
		out[i] = m.URI
	}
	return out
}

func TestExtractCorpus(t *testing.T) {
	texts, err := filepath.Glob(filepath.Join(corpusDir, "*.txt"))
	if err != nil || len(texts) == 0 {
		t.Fatalf("no corpus in %s: %v", corpusDir, err)
	}
	sort.Strings(texts)
	total := make([]score, len(corpusExtractors))
	bytes := 0
	for _, path := range texts {
		b, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		w, err := os.ReadFile(strings.TrimSuffix(path, ".txt") + ".want")
		if err != nil {
			t.Fatal(err)
		}
		text, want := string(b), strings.Split(strings.TrimSuffix(string(w), "\n"), "\n")
		bytes += len(text)
		name := strings.TrimSuffix(filepath.Base(path), ".txt")
		for i, x := range corpusExtractors {
			var s score
			got := x.find(text)
			s.add(got, want)
			total[i].found += s.found
			total[i].right += s.right
			total[i].want += s.want
			t.Logf("%-18s %-20s precision %.3f recall %.3f (%d found, %d right, %d references)", name, x.name, s.precision(), s.recall(), s.found, s.right, s.want)
			if testing.Verbose() && x.name != "urikit --any-scheme" {
				for _, d := range differences(got, want) {
					t.Logf("    %s", d)
				}
			}
		}
	}
	for i, x := range corpusExtractors {
		s := total[i]
		t.Logf("all %d bytes: %-20s precision %.4f recall %.4f (%d found, %d right, %d references)", bytes, x.name, s.precision(), s.recall(), s.found, s.right, s.want)
	}
	u, xs := total[0], total[2]
	if u.precision() < xs.precision() || u.recall() < xs.recall() {
		t.Errorf("urikit: precision %.4f recall %.4f, below xurls.Strict's %.4f and %.4f", u.precision(), u.recall(), xs.precision(), xs.recall())
	}
}

// differences lists the answers that are not listed references ("+") and
// the references no answer matched ("-").
func differences(got, want []string) []string {
	n := map[string]int{}
	for _, w := range want {
		n[w]++
	}
	var out []string
	for _, g := range got {
		if n[g] > 0 {
			n[g]--
			continue
		}
		out = append(out, "+ "+g)
	}
	for _, w := range want {
		if n[w] > 0 {
			n[w]--
			out = append(out, "- "+w)
		}
	}
	return out
}
