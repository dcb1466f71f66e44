package main

import (
	"strings"
	"testing"
)

// outputModeTests: every verb's plain output on a pipe and on a terminal
// (CLI.md "Outputs"). On a pipe the result is raw, so verbs chain;
// an empty result is an empty line; only a field holding a tab or a line
// break is quoted. On a terminal, controls, bidi formatting characters
// (RFC 3987 4.1) and invisible or default-ignorable characters are shown
// escaped in a quoted field, never raw, and an empty field as "".
var outputModeTests = []struct {
	args           []string
	pipe, terminal string
}{
	// RFC 3987 4.1: RLO in a valid IRI.
	{[]string{"parse", "--iri", "http://a/\u202e"},
		"valid\thttp://a/\u202e\n",
		"valid\t\"http://a/\\u202e\"\n"},
	// U+200B ZERO WIDTH SPACE, default-ignorable, in an invalid URI.
	{[]string{"parse", "http://a/\u200b"},
		"invalid\thttp://a/\u200b\t9\tinvalid character U+200B in path (non-ASCII characters must be percent-encoded in a URI)\n",
		"invalid\t\"http://a/\\u200b\"\t9\tinvalid character U+200B in path (non-ASCII characters must be percent-encoded in a URI)\n"},
	// RFC 2396 2.4.3: lenient repairs; the fixes are Go-quoted in both.
	{[]string{"parse", "--lenient", "http://a/ \u202e"},
		"fixed\thttp://a/ \u202e\thttp://a/%20%E2%80%AE\t9:space:\" \"->\"%20\"\t10:non-ascii:\"\\u202e\"->\"%E2%80%AE\"\n",
		"fixed\t\"http://a/ \\u202e\"\thttp://a/%20%E2%80%AE\t9:space:\" \"->\"%20\"\t10:non-ascii:\"\\u202e\"->\"%E2%80%AE\"\n"},
	// RFC 3986 4.2: the empty reference.
	{[]string{"parse", ""}, "valid\t\n", "valid\t\"\"\n"},
	// U+2066 LRI (bidi isolate), in an invalid reference.
	{[]string{"resolve", "--base", "http://a/", "x\u2066"},
		"invalid\tx\u2066\t1\tinvalid character U+2066 in path (non-ASCII characters must be percent-encoded in a URI)\n",
		"invalid\t\"x\\u2066\"\t1\tinvalid character U+2066 in path (non-ASCII characters must be percent-encoded in a URI)\n"},
	// RFC 3986 5.2: the empty reference resolves to the base.
	{[]string{"relative", "--base", "http://a/b", "http://a/b"}, "\n", "\"\"\n"},
	// RFC 3987 5.3: a normal form holding RLO.
	{[]string{"normalize", "--iri", "http://a/\u202e"}, "http://a/\u202e\n", "\"http://a/\\u202e\"\n"},
	// A tab in an input is quoted in both: it would split the fields.
	{[]string{"normalize", "a\tb"},
		"invalid\t\"a\\tb\"\t1\tinvalid character U+0009 in path\n",
		"invalid\t\"a\\tb\"\t1\tinvalid character U+0009 in path\n"},
	// RFC 3987 5.3: the common normal form.
	{[]string{"equal", "--iri", "http://a/\u202e", "HTTP://a/\u202e"}, "equal\thttp://a/\u202e\n", "equal\t\"http://a/\\u202e\"\n"},
	// U+3164 HANGUL FILLER, default-ignorable though a letter (Lo).
	{[]string{"equal", "http://a/\u3164", "x"},
		"invalid\thttp://a/\u3164\tx\ta\t9\tinvalid character U+3164 in path (non-ASCII characters must be percent-encoded in a URI)\n",
		"invalid\t\"http://a/\\u3164\"\tx\ta\t9\tinvalid character U+3164 in path (non-ASCII characters must be percent-encoded in a URI)\n"},
	// RFC 3987 3.2: decoded characters that do not show; U+FE0F is a
	// variation selector.
	{[]string{"convert", "--to", "iri", "http://a/%E3%85%A4%EF%B8%8F"}, "http://a/\u3164\ufe0f\n", "\"http://a/\\u3164\\ufe0f\"\n"},
	{[]string{"convert", "--to", "uri", ""}, "\n", "\"\"\n"},
}

func TestOutputModes(t *testing.T) {
	for _, tt := range outputModeTests {
		for _, terminal := range []bool{false, true} {
			var stdout, stderr strings.Builder
			c := &cmd{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, stdoutTerminal: terminal}
			c.run(tt.args)
			want := tt.pipe
			if terminal {
				want = tt.terminal
			}
			if got := stdout.String(); got != want {
				t.Errorf("%q (terminal %v):\n\tgot  %q\n\twant %q", tt.args, terminal, got, want)
			}
		}
	}
}

// inspectModeTests: inspect's report is for a person; it shows the same
// escapes on a pipe as on a terminal (a pager or a file is read too).
var inspectModeTests = []struct {
	args  []string
	input string // the report's first line
}{
	// RFC 3987 4.1: RLO, then a variation selector (default-ignorable).
	{[]string{"inspect", "--iri", "http://a/\u202e\ufe0f"}, `input       "http://a/\u202e\ufe0f"`},
	// Not a URI: a zero width space and RLO.
	{[]string{"inspect", "http://a/\u200b\u202e"}, `input       "http://a/\u200b\u202e"`},
}

func TestInspectModes(t *testing.T) {
	for _, tt := range inspectModeTests {
		var outs [2]string
		for i, terminal := range []bool{false, true} {
			var stdout, stderr strings.Builder
			c := &cmd{stdin: strings.NewReader(""), stdout: &stdout, stderr: &stderr, stdoutTerminal: terminal}
			c.run(tt.args)
			outs[i] = stdout.String()
			if strings.ContainsAny(outs[i], "\u202e\u200b\ufe0f") {
				t.Errorf("%q (terminal %v): a character written raw:\n%s", tt.args, terminal, outs[i])
			}
		}
		if outs[0] != outs[1] {
			t.Errorf("%q: pipe and terminal differ:\n%s\n%s", tt.args, outs[0], outs[1])
		}
		if got, _, _ := strings.Cut(outs[0], "\n"); got != tt.input {
			t.Errorf("%q: first line:\n\tgot  %v\n\twant %v", tt.args, got, tt.input)
		}
	}
}
