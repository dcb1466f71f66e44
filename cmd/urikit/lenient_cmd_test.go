package main

import (
	"strconv"
	"strings"
	"testing"
)

// lenientArgTests: parse --lenient on arguments a script cannot write (a
// line break inside an argument; stdin splits at line breaks).
var lenientArgTests = []struct {
	in   string
	want string
}{
	// RFC 3986 Appendix C: whitespace that breaks a reference across lines
	// inside "<...>" is removed.
	{"<http://a/\n b>", "fixed\t\"<http://a/\\n b>\"\thttp://a/b\t0:delimiter:\"<\"->\"\"\t10:whitespace:\"\\n \"->\"\"\t13:delimiter:\">\"->\"\"\n"},
	// Outside "<...>", a run of whitespace holding a line break too.
	{"http://a/b\r\n  c", "fixed\t\"http://a/b\\r\\n  c\"\thttp://a/bc\t10:whitespace:\"\\r\\n  \"->\"\"\n"},
}

func TestLenientArgs(t *testing.T) {
	for _, tt := range lenientArgTests {
		var stdout, stderr strings.Builder
		if status := run([]string{"parse", "--lenient", tt.in}, strings.NewReader(""), &stdout, &stderr); status != exitOK {
			t.Errorf("parse --lenient %q: exit status %d, stderr %q", tt.in, status, stderr.String())
		}
		if got := stdout.String(); got != tt.want {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
	}
}

// TestGoQuoteTo: the fix texts written quoted are what strconv.Quote
// gives, character by character (of one to four bytes, bytes that are not
// UTF-8, continuation bytes alone), and writing them allocates nothing.
func TestGoQuoteTo(t *testing.T) {
	for _, s := range []string{
		"", "a", `"\`, strings.Repeat("\xff", 1000), strings.Repeat("é\u202e\U0001F600\x80", 300),
		strings.Repeat("\x80", 700), strings.Repeat("a", 255) + "é" + strings.Repeat("\xe2\x80", 200),
	} {
		var b strings.Builder
		goQuoteTo(&b, s)
		if want := strconv.Quote(s); b.String() != want {
			t.Errorf("goQuoteTo(%.40q...):\n\tgot  %.80s...\n\twant %.80s...", s, b.String(), want)
		}
		if n := testing.AllocsPerRun(10, func() { goQuoteTo(discard{}, s) }); n != 0 {
			t.Errorf("goQuoteTo(%.40q...): %v allocations, want 0", s, n)
		}
	}
}
