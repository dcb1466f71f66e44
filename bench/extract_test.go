package bench

// This file times finding references in running text (RFC 3986 Appendix
// C) with package extract beside mvdan.cc/xurls/v2's Strict regular
// expression, on the same few MB of mail- and Markdown-like prose built
// deterministically from the URL lists, and counts what each finds there.
//
//	go test -run '^$' -bench Extract -benchmem
//	go test -run ExtractCounts -v

import (
	"sort"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/urikit/urikit/extract"
	"mvdan.cc/xurls/v2"
)

// proseForms are the ways a URL stands in the text: Markdown links and
// autolinks, bare in a sentence, quoted in a mail reply, in parentheses,
// in double quotes, after "URL:", in a list. %s is the URL.
var proseForms = []string{
	"See [the notes](%s) for the details. ",
	"The page is at <%s>, as Jim said. ",
	"Visit %s. ",
	"\n> On Tuesday, Jim wrote: the page %s, is down again\n",
	"(mirror: %s) ",
	`I found it under "%s", but you can `,
	"Ref: <URL:%s>\n",
	"\n- %s\n",
	"Yes, %s! And ",
	"e.g. %s; ",
}

// fillers are ordinary text between the links, with colons and at-signs
// that are not references: a ratio, a time, a "Note:", an address.
var fillers = []string{
	"The committee met at 10:30 to discuss the ratio 3:4 of the draft. ",
	"Note:this is not a link, nor is jim@example.org on its own. ",
	"Regards,\n-- \nJim\n\n",
	"It was agreed (after some debate) that the text stays as is. ",
	"",
	"",
}

var (
	proseOnce sync.Once
	prose     string
)

// proseText builds the text: one line in three of kasztp (web URLs), every
// line of userbait (URLs from user-generated text, some of them dirty) and
// one in sixteen of isaacs_files and node_files (file: URLs), each in one
// of proseForms, fillers between: about 3 MB.
func proseText(tb testing.TB) string {
	ds := datasets(tb)
	proseOnce.Do(func() {
		var b strings.Builder
		n := 0
		for _, d := range ds {
			step := 1
			switch {
			case strings.HasSuffix(d.name, "_files"):
				step = 16
			case d.name == "kasztp":
				step = 3
			}
			for i := 0; i < len(d.lines); i += step {
				line := strings.TrimPrefix(d.lines[i], "\ufeff")
				form := proseForms[(n*7+i)%len(proseForms)]
				b.WriteString(strings.Replace(form, "%s", line, 1))
				b.WriteString(fillers[(n*5+i/3)%len(fillers)])
				n++
			}
		}
		prose = b.String()
	})
	return prose
}

// Sinks keep results alive beyond what b.Loop already does.
var (
	sinkCount int
	sinkIdx   [][]int
)

// BenchmarkExtract finds every reference in the text, one pass per op:
// MB/s is the throughput over the text. urikit is extract.All with the
// default options (registered schemes, lenient parsing); xurls is
// xurls.Strict().FindAllStringIndex.
func BenchmarkExtract(b *testing.B) {
	text := proseText(b)
	b.Run("text=prose/extractor=urikit", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		for b.Loop() {
			sinkCount = 0
			for range extract.All(text, extract.Options{}) {
				sinkCount++
			}
		}
	})
	re := xurls.Strict()
	b.Run("text=prose/extractor=xurls", func(b *testing.B) {
		b.SetBytes(int64(len(text)))
		for b.Loop() {
			sinkIdx = re.FindAllStringIndex(text, -1)
		}
	})
}

// TestExtractCounts counts the references urikit and xurls.Strict find in
// the text, and sorts the differences: each reference only xurls finds
// must be one urikit refuses for a reason (xurlsOnlyCategory).
func TestExtractCounts(t *testing.T) {
	text := proseText(t)
	ms := extract.Text(text, extract.Options{})
	xs := xurls.Strict().FindAllStringIndex(text, -1)
	t.Logf("text: %d bytes; urikit finds %d references, xurls.Strict %d", len(text), len(ms), len(xs))
	cats := map[string][]string{}
	add := func(cat, ex string) { cats[cat] = append(cats[cat], ex) }
	j := 0
	for _, x := range xs {
		xt := text[x[0]:x[1]]
		for j < len(ms) && ms[j].End <= x[0] {
			add(onlyCategory(ms[j]), text[ms[j].Start:ms[j].End])
			j++
		}
		if j >= len(ms) || ms[j].Start >= x[1] {
			cat := xurlsOnlyCategory(text, x[0], x[1])
			if cat == "" {
				t.Errorf("xurls.Strict alone finds %q (at %d), for no known reason", xt, x[0])
				cat = "xurls only: unexplained"
			}
			add(cat, xt)
			continue
		}
		m := ms[j]
		j++
		switch u := m.URI; {
		case u == xt:
			add("same", xt)
		case strings.HasPrefix(u, xt):
			add(longerCategory(text, m), xt+"  |  "+u)
		case strings.HasPrefix(xt, u):
			add("xurls longer", xt+"  |  "+u)
		default:
			add("different", xt+"  |  "+u)
		}
	}
	for ; j < len(ms); j++ {
		add(onlyCategory(ms[j]), text[ms[j].Start:ms[j].End])
	}
	names := make([]string, 0, len(cats))
	for k := range cats {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		t.Logf("%-60s %6d", k, len(cats[k]))
		for i, ex := range cats[k] {
			if i == 6 || k == "same" {
				break
			}
			t.Logf("    %q", ex)
		}
	}
}

// longerCategory says why urikit's reference is longer than xurls's.
func longerCategory(text string, m extract.Match) string {
	raw := text[m.Start:m.End]
	switch {
	case strings.ContainsAny(raw, " \t\n"):
		return "longer: whitespace inside <...> removed (Appendix C)"
	case raw[0] == '<' || m.Start > 0 && text[m.Start-1] == '"':
		return "longer: delimited, so final punctuation kept (Appendix C)"
	case m.Fixes != nil:
		return "longer: characters xurls stops at (`, ^, a final @), repaired"
	}
	return "longer: final characters xurls leaves out (?, @), valid here"
}

// onlyCategory says why xurls finds nothing where urikit finds m.
func onlyCategory(m extract.Match) string {
	switch {
	case m.Fixes != nil && strings.Contains(m.URI, "://\""):
		return "urikit only: a quote after \"://\", repaired (%22)"
	case m.Fixes != nil:
		return "urikit only: characters xurls refuses, repaired"
	}
	return "urikit only: other"
}

// xurlsOnlyCategory says why urikit finds no reference where xurls.Strict
// finds text[i:j], or "" when it does not know.
func xurlsOnlyCategory(text string, i, j int) string {
	xt := text[i:j]
	switch {
	case strings.HasPrefix(xt, "file://") && !strings.HasPrefix(xt, "file:///"):
		return "xurls only: file:// and a relative path (RFC 8089 2: a file URI's path is absolute)"
	case cutInWord(text[j:]):
		return "xurls only: its word holds a C1 control or a byte that is not UTF-8 (dropped, never cut)"
	}
	return ""
}

// cutInWord reports whether s, up to the next ASCII whitespace, holds a
// byte that is not UTF-8 or a C1 control (U+0080-009F), which no IRI
// holds (RFC 3987 2.2).
func cutInWord(s string) bool {
	for i := 0; i < len(s) && s[i] > ' '; {
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && size == 1 || r >= 0x80 && r <= 0x9f {
			return true
		}
		i += size
	}
	return false
}
