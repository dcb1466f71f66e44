package main

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// ladderTests are the rungs of RFC 3986 6.2 for a reference: case
// (6.2.2.1), percent-encoding (6.2.2.2), syntax-based (6.2.2.3 and the
// rest of 6.2.2), scheme-based (6.2.3), as uri.Ref.NormalizeStep gives
// them (its own tests cover the steps).
var ladderTests = []struct {
	in                             string
	cased, decoded, syntax, scheme string
}{
	// 6.2.2: the example of the section, each rung a change.
	{"HTTP://www.Example.COM:80/a/./b/../%7Euser?q#f", "http://www.example.com:80/a/./b/../%7Euser?q#f",
		"http://www.example.com:80/a/./b/../~user?q#f", "http://www.example.com:80/a/~user?q#f", "http://www.example.com/a/~user?q#f"},
	// No authority, and rungs that change nothing.
	{"MAILTO:A@EXAMPLE.COM", "mailto:A@EXAMPLE.COM", "mailto:A@EXAMPLE.COM", "mailto:A@EXAMPLE.COM", "mailto:A@example.com"},
}

// TestLadder: the rungs, and each rung's changed flag.
func TestLadder(t *testing.T) {
	for _, c := range ladderTests {
		rungs := uriLadder(uri.MustParse(c.in))
		var got []string
		for _, r := range rungs {
			got = append(got, r.Result)
		}
		want := []string{c.in, c.cased, c.decoded, c.syntax, c.scheme}
		if strings.Join(got, "\n") != strings.Join(want, "\n") {
			t.Errorf("uriLadder(%q):\n\tgot  %q\n\twant %q", c.in, got, want)
		}
		for i := 1; i < len(rungs); i++ {
			if rungs[i].Changed != (want[i] != want[i-1]) {
				t.Errorf("uriLadder(%q) rung %s changed:\n\tgot  %v\n\twant %v", c.in, rungs[i].ID, rungs[i].Changed, !rungs[i].Changed)
			}
		}
	}
}

// ladderInputs are references of every shape for the properties below.
var ladderInputs = []string{
	"", "a", "//", "///", "?", "#", "a:", "a:b", "//h", "//@h:", "HTTP://U@H:0080/%7E/../%41?%7e#%7E",
	"file:///x/./y", "http://[v1.FE]/", "foo://%C3%A9X/%61", "x:/./..//a",
	"http://127.0.0.1:8080/a/b/../../../c", "urn:EXAMPLE:Foo%2f", "tel:+1-201-555-0123",
}

// TestLadderAgrees: the rungs lead to the library's syntax-based form:
// normalizing the percent rung gives the syntax rung, and each rung
// parses.
func TestLadderAgrees(t *testing.T) {
	for _, s := range ladderInputs {
		r, err := uri.Parse(s)
		if err != nil {
			t.Fatalf("uri.Parse(%q): %v", s, err)
		}
		rungs := uriLadder(r)
		for _, rung := range rungs {
			if _, err := uri.Parse(rung.Result); err != nil {
				t.Errorf("uriLadder(%q) rung %s:\n\tgot  %q, which does not parse: %v\n\twant a reference", s, rung.ID, rung.Result, err)
			}
		}
		got := uri.MustParse(rungs[2].Result).NormalizeWith(uri.NormalizeOptions{Level: uri.SyntaxBased}).String()
		if got != rungs[3].Result {
			t.Errorf("syntax-based(%q, the percent rung of %q):\n\tgot  %q\n\twant %q", rungs[2].Result, s, got, rungs[3].Result)
		}
	}
}

// TestComponentSpans: each span starts where uri.Ref.Offset says, its
// text is the input's at its span, and the UTF-16 offsets count as
// JavaScript does.
func TestComponentSpans(t *testing.T) {
	comps := map[string]uri.Component{"userinfo": uri.Userinfo, "host": uri.Host, "port": uri.Port,
		"path": uri.Path, "query": uri.Query, "fragment": uri.Fragment, "scheme": uri.Scheme}
	for _, s := range ladderInputs {
		r := uri.MustParse(s)
		for _, sp := range componentSpans(r, newUTF16Index(s)) {
			c, ok := comps[sp.Name]
			if !ok {
				continue
			}
			off, present := r.Offset(c)
			if present != (sp.Value != nil) || present && (off != *sp.Start || s[*sp.Start:*sp.End] != *sp.Value) {
				t.Errorf("componentSpans(%q) %s:\n\tgot  %+v\n\twant offset %d present %v", s, sp.Name, sp, off, present)
			}
		}
	}
	// RFC 3987 2.2: "é" is one UTF-16 unit, "😀" two, a bad byte one.
	idx := newUTF16Index("é😀\xffa")
	for _, c := range []struct{ off, want int }{{0, 0}, {1, 0}, {2, 1}, {4, 1}, {6, 3}, {7, 4}, {8, 5}, {99, 5}} {
		if got := idx.at(c.off); got != c.want {
			t.Errorf("utf16Index.at(%d):\n\tgot  %d\n\twant %d", c.off, got, c.want)
		}
	}
}
