package main

import "testing"

// shownTests: how plain output echoes a reference; characters that would
// not show, or would reorder the line, are escaped in a quoted field.
var shownTests = []struct {
	in, want string
}{
	{"http://a/b", "http://a/b"},                                   // RFC 3986 3: a URI as written
	{"http://résumé.example/Dürst", "http://résumé.example/Dürst"}, // RFC 3987 2.2: ucschar as written
	{"http://א.example/בג", "http://א.example/בג"},                 // RFC 3987 4.2: right-to-left letters as written
	{"http://a/\u202e", `"http://a/\u202e"`},                       // RFC 3987 4.1: RLO, a bidi formatting character
	{"http://a/\u200f", `"http://a/\u200f"`},                       // RFC 3987 4.1: RLM
	{"http://a/\u2067", `"http://a/\u2067"`},                       // RLI (Unicode 6.3), treated like 4.1's
	{"http://a/?\ue000", `"http://a/?\ue000"`},                     // RFC 3987 2.2: iprivate, which does not show
	{"http://a/\u00a0", `"http://a/\u00a0"`},                       // RFC 3987 6.1: a space that looks like U+0020
	{"http://a/\u200d", `"http://a/\u200d"`},                       // a zero-width joiner (format character)
	{"a\tb", `"a\tb"`},                                             // RFC 3986 2: a control character
}

func TestShown(t *testing.T) {
	for _, tt := range shownTests {
		if got := shown(tt.in); got != tt.want {
			t.Errorf("shown(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
	}
}

// bidiCaretTests: inspect's caret under text with bidi formatting
// characters (RFC 3987 4.1), which are escaped so that the line keeps its
// order.
var bidiCaretTests = []struct {
	in   string
	off  int
	text string
	col  int
}{
	{"a\u202eb c", 5, `a\u202eb c`, 8},    // after RLO, escaped: six columns
	{"\u05d0\u202e x", 6, `א\u202e x`, 8}, // a Hebrew letter takes one column
}

func TestBidiCaret(t *testing.T) {
	for _, tt := range bidiCaretTests {
		text, col := caret(tt.in, tt.off)
		if text != tt.text || col != tt.col {
			t.Errorf("caret(%q, %d):\n\tgot  %q, %d\n\twant %q, %d", tt.in, tt.off, text, col, tt.text, tt.col)
		}
	}
}
