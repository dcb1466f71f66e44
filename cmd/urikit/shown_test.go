package main

import (
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/quote"
)

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
	{"http://a/\u200b", `"http://a/\u200b"`},                       // ZERO WIDTH SPACE, default-ignorable (Cf)
	{"http://a/\u00ad", `"http://a/\u00ad"`},                       // SOFT HYPHEN, default-ignorable (Cf)
	{"http://a/\u061c", `"http://a/\u061c"`},                       // ARABIC LETTER MARK (RFC 3987 4.1's list, Unicode 6.3)
	{"http://a/\u3164", `"http://a/\u3164"`},                       // HANGUL FILLER: a letter (Lo) that does not show
	{"http://a/\u034f", `"http://a/\u034f"`},                       // COMBINING GRAPHEME JOINER, default-ignorable (Mn)
	{"http://a/\ufe0f", `"http://a/\ufe0f"`},                       // VARIATION SELECTOR-16
	{"http://a/\U000e0100", `"http://a/\U000e0100"`},               // VARIATION SELECTOR-17, outside the BMP
	{"http://a/\u0301", "http://a/\u0301"},                         // a combining mark shows (on the '/')
	{"", `""`},                                                     // RFC 3986 4.2: the empty reference
	{`"a"`, `"\"a\""`},                                             // a leading '"' would pass for quoting
	{"a\xffb", `"a\xffb"`},                                         // a byte that is not UTF-8
	{"a\\b\x7f", `"a\\b\x7f"`},                                     // DEL; a '\' in a quoted field is escaped
}

// rawTests: how plain output on a pipe writes a field: as it is, unless a
// tab or a line break would split the line or its fields.
var rawTests = []struct {
	in, want string
}{
	{"http://a/\u202e", "http://a/\u202e"}, // RFC 3987 4.1: raw on a pipe
	{"", ""},                               // the empty reference: an empty field
	{`"a"`, `"a"`},                         // as written
	{"a\xffb", "a\xffb"},                   // bytes as they are
	{"a\tb", `"a\tb"`},                     // a tab: quoted
	{"a\nb\r", `"a\nb\r"`},                 // line breaks: quoted
}

func TestRaw(t *testing.T) {
	for _, tt := range rawTests {
		var b strings.Builder
		rawTo(&b, tt.in)
		if got := b.String(); got != tt.want {
			t.Errorf("rawTo(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
	}
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

// FuzzShown checks the two forms of a plain field: on a terminal, the text
// is UTF-8 without a character that must be escaped, and a quoted field
// unquotes (Go syntax) to the input exactly; on a pipe, the field holds no
// tab or line break, and is the input itself or its quoted form.
func FuzzShown(f *testing.F) {
	for _, tt := range shownTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var term, pipe strings.Builder
		showTo(&term, s)
		got := term.String()
		if !utf8.ValidString(got) || strings.ContainsFunc(got, quote.MustEscape) {
			t.Fatalf("showTo(%q) = %q: a character written raw", s, got)
		}
		if got != s {
			if u, err := strconv.Unquote(got); err != nil || u != s {
				t.Fatalf("showTo(%q) = %q, unquotes to %q, %v", s, got, u, err)
			}
		}
		rawTo(&pipe, s)
		got = pipe.String()
		if strings.ContainsAny(got, "\t\n\r") {
			t.Fatalf("rawTo(%q) = %q: a tab or line break", s, got)
		}
		if got != s {
			if u, err := strconv.Unquote(got); err != nil || u != s {
				t.Fatalf("rawTo(%q) = %q, unquotes to %q, %v", s, got, u, err)
			}
		}
	})
}
