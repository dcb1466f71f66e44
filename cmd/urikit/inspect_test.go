package main

import "testing"

// caretTests: where inspect puts the caret under an offending byte.
var caretTests = []struct {
	in   string
	off  int
	text string
	col  int
}{
	{"http://a:8x/", 10, "http://a:8x/", 10}, // RFC 3986 3.2.3: the 'x' of the port
	{"%4", 2, "%4", 2},                       // 2.1: the end of the input
	{"a\tb", 1, `a\tb`, 1},                   // a control character, escaped
	{"a\tb c", 4, `a\tb c`, 5},               // after an escape the column moves
	{"ab\xffc", 2, `ab\xffc`, 2},             // a byte that is not UTF-8
	{"ab\xffc", 3, `ab\xffc`, 6},             // after it
	{"é/ü", 3, "é/ü", 2},                     // non-ASCII: columns, not bytes
	{"日本/x y", 8, "日本/x y", 6},               // East Asian wide characters take two columns
	{"x", 1 << 31, "x", 1},                   // an offset past the end
}

func TestCaret(t *testing.T) {
	for _, tt := range caretTests {
		text, col := caret(tt.in, tt.off)
		if text != tt.text || col != tt.col {
			t.Errorf("caret(%q, %d):\n\tgot  %q, %d\n\twant %q, %d", tt.in, tt.off, text, col, tt.text, tt.col)
		}
	}
}
