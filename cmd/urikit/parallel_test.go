package main

import (
	"bytes"
	"fmt"
	"strings"
	"testing"
)

// workersInput is a few thousand lines of every kind: valid URIs and
// relative references (RFC 3986 4.1), references normalization changes
// (6.2.2, 6.2.3), IRIs (RFC 3987 2.2), invalid ones, bytes that are not
// UTF-8, bidi controls, empty lines, long lines and pairs for equal.
func workersInput() string {
	kinds := []func(i int) string{
		func(i int) string { return fmt.Sprintf("http://h%d.example/a/%d?q=%d#f", i%37, i, i%5) },
		func(i int) string { return fmt.Sprintf("HTTP://H%d.Example:80/a/./b/../%%7e%d", i%11, i) },
		func(i int) string { return fmt.Sprintf("../g/%d;x?y", i) },
		func(i int) string { return fmt.Sprintf("http://é%d.example/été/%d", i%7, i) },
		func(i int) string { return fmt.Sprintf("http://a b/%d", i) },
		func(i int) string { return fmt.Sprintf("http://a/\xff%d", i) },
		func(i int) string { return fmt.Sprintf("http://a/\u202e%d", i) },
		func(i int) string { return "" },
		func(i int) string { return fmt.Sprintf("mailto:User%d@Example.COM", i%13) },
		func(i int) string { return fmt.Sprintf("urn:ISBN:0-395-%d", i%17) },
		func(i int) string { return "http://a/" + strings.Repeat("x", 100*(i%300)) },
		func(i int) string { return fmt.Sprintf("http://a/%d\thttp://A:80/%d", i, i%3) },
		func(i int) string { return fmt.Sprintf("http://[::1%%25eth0]:%d/", i) },
	}
	var b strings.Builder
	for i := range 4000 {
		b.WriteString(kinds[(i*7)%len(kinds)](i))
		b.WriteString("\n")
	}
	return b.String()
}

// workersVerbs: every verb, with the flags that take other paths.
var workersVerbs = [][]string{
	{"parse"}, {"parse", "--json"}, {"parse", "--iri"}, {"parse", "--lenient", "--json"},
	{"normalize"}, {"normalize", "--level", "syntax", "--json"}, {"normalize", "--iri", "--nfc"},
	{"resolve", "--base", "http://a/b/c/d;p?q"}, {"resolve", "--json", "--base", "http://a/b"},
	{"relative", "--base", "http://h1.example/a/"}, {"relative", "--iri", "--base", "http://h1.example/a/"}, {"resolve", "--iri", "--base", "http://a/b/c/d;p?q"},
	{"convert", "--to", "uri"}, {"convert", "--to", "iri", "--json"},
	{"check"}, {"check", "--json", "--iri"}, {"inspect"}, {"inspect", "--iri"},
	{"equal"}, {"equal", "--json", "--level", "syntax"},
	{"dedup"}, {"dedup", "--json", "--level", "syntax"}, {"dedup", "--iri"},
	{"parse", "--whatwg"}, {"parse", "--whatwg", "--json", "--base", "http://a/b/"},
	{"diff"}, {"diff", "--json", "--fail-on", "medium"},
}

// TestWorkersSameOutput: the output with four workers is byte for byte the
// output with one, on a pipe and on a terminal, and so is the
// exit status.
func TestWorkersSameOutput(t *testing.T) {
	in := workersInput()
	for _, args := range workersVerbs {
		if lookupVerb(args[0]) == nil {
			continue
		}
		for _, terminal := range []bool{false, true} {
			if terminal && args[0] != "parse" && args[0] != "inspect" && args[0] != "dedup" {
				continue // the terminal's escaping is shared by all verbs
			}
			var outs [2]bytes.Buffer
			var status [2]int
			for i, workers := range []string{"1", "4"} {
				c := &cmd{stdin: strings.NewReader(in), stdout: &outs[i], stderr: &bytes.Buffer{}, stdoutTerminal: terminal}
				status[i] = c.run(append(append([]string{}, args...), "--workers", workers))
			}
			if status[0] != status[1] || !bytes.Equal(outs[0].Bytes(), outs[1].Bytes()) || outs[0].Len() == 0 {
				t.Errorf("%q (terminal %v): --workers 4 differs from --workers 1:\n\tgot  status %d, %d bytes\n\twant status %d, %d bytes",
					args, terminal, status[1], outs[1].Len(), status[0], outs[0].Len())
			}
		}
	}
}
