package quote

import (
	"strings"
	"testing"
)

var messageTests = []struct{ in, want string }{
	{"", `""`},
	{"evil.com", `"evil.com"`},
	// A backslash is one backslash: the message is read.
	{`evil.com\`, `"evil.com\"`},
	{`a"b`, `"a\"b"`},
	{"a\tb\r\n\x00\x7f", `"a\tb\r\n\x00\x7f"`},
	// A byte that is not UTF-8, a C1 control.
	{"caf\xe9", `"caf\xe9"`},
	{"\u0085", `"\u0085"`},
	// RFC 3987 4.1: bidi formatting characters reorder the text.
	{"a\u202eb", `"a\u202eb"`},
	// Invisible: zero width space, soft hyphen, a variation selector, a
	// Hangul filler, no-break space.
	{"a\u200bb\u00adc\ufe0fd\u3164e\u00a0", `"a\u200bb\u00adc\ufe0fd\u3164e\u00a0"`},
	// Letters of any script, and symbols, as they are.
	{"Bücher.例え.ＡＢ😀", `"Bücher.例え.ＡＢ😀"`},
	// Private use and unassigned.
	{"\ue000\U000e0001", `"\ue000\U000e0001"`},
}

func TestMessage(t *testing.T) {
	for _, tt := range messageTests {
		if got := Message(tt.in); got != tt.want {
			t.Errorf("Message(%q):\n\tgot  %s\n\twant %s", tt.in, got, tt.want)
		}
	}
}

// TestMessageShows: what Message writes holds no character MustEscape
// reports and no byte that is not UTF-8, whatever the input.
func TestMessageShows(t *testing.T) {
	var b strings.Builder
	for r := rune(0); r < 0x30000; r++ {
		b.WriteRune(r)
	}
	b.WriteString("\xff\xc3\x28\xe2\x80")
	m := Message(b.String())
	for _, r := range m {
		if MustEscape(r) || r == '\uFFFD' && !strings.Contains(b.String(), "\uFFFD") {
			t.Fatalf("Message shows %U raw", r)
		}
	}
	if !strings.HasSuffix(m, `\xff\xc3(\xe2\x80"`) {
		t.Errorf("Message ends %q, want the bytes that are not UTF-8 escaped", m[len(m)-20:])
	}
}

func FuzzMessage(f *testing.F) {
	for _, tt := range messageTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		m := Message(s)
		if len(m) < 2 || m[0] != '"' || m[len(m)-1] != '"' {
			t.Fatalf("Message(%q) = %s: not quoted", s, m)
		}
		for i, r := range m {
			if MustEscape(r) || r == '"' && i > 0 && i < len(m)-1 && m[i-1] != '\\' {
				t.Fatalf("Message(%q) = %s: %U at %d raw", s, m, r, i)
			}
		}
	})
}
