package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestVerbExamples runs the example in each verb's usage and checks that it
// prints what the usage says.
func TestVerbExamples(t *testing.T) {
	for _, v := range verbs {
		name := v.name
		if name == "serve" {
			continue // it runs until stopped: TestServeExample checks its example
		}
		var cmdline string
		var want strings.Builder
		check := func() {
			if cmdline == "" {
				return
			}
			args := shellWords(t, cmdline)
			// "echo 'TEXT' | urikit ..." gives TEXT and a newline on stdin.
			stdin := ""
			if len(args) > 2 && args[0] == "echo" && args[2] == "|" {
				stdin, args = args[1]+"\n", args[3:]
			}
			var stdout, stderr bytes.Buffer
			run(args[1:], strings.NewReader(stdin), &stdout, &stderr)
			if got := stdout.String(); got != want.String() {
				t.Errorf("%s example %s:\n\tgot  %q\n\twant %q", name, cmdline, got, want.String())
			}
		}
		for _, line := range strings.Split(strings.TrimSpace(v.example), "\n") {
			if c, ok := strings.CutPrefix(line, "$ "); ok {
				check()
				cmdline = c
				want.Reset()
				continue
			}
			want.WriteString(line + "\n")
		}
		check()
	}
}

// shellWords splits a command line of plain and single-quoted words.
func shellWords(t *testing.T, s string) []string {
	var words []string
	var w strings.Builder
	inWord, quoted := false, false
	for _, r := range s {
		switch {
		case quoted && r == '\'':
			quoted = false
		case quoted:
			w.WriteRune(r)
		case r == '\'':
			quoted, inWord = true, true
		case r == ' ':
			if inWord {
				words = append(words, w.String())
				w.Reset()
				inWord = false
			}
		default:
			w.WriteRune(r)
			inWord = true
		}
	}
	if quoted {
		t.Fatalf("unterminated quote in %q", s)
	}
	if inWord {
		words = append(words, w.String())
	}
	return words
}
