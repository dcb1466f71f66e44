package main

import (
	"bytes"
	"io"
	"runtime"
	"strings"
	"testing"
)

// memoryTests: every verb on one huge line (issue 7: memory proportional
// to the line, at most a few times its size).
var memoryTests = []struct {
	args []string
	line string // "" for the default: a valid URI of lineSize bytes
}{
	{args: []string{"parse"}},
	{args: []string{"parse", "--json"}},
	{args: []string{"parse", "--iri"}},
	{args: []string{"parse", "--iri", "--json"}},
	{args: []string{"parse", "--lenient"}},
	{args: []string{"parse", "--lenient", "--json"}},
	{args: []string{"inspect"}},
	{args: []string{"inspect", "--iri"}},
	{args: []string{"normalize"}},
	{args: []string{"normalize", "--json"}},
	{args: []string{"normalize", "--iri"}},
	{args: []string{"normalize", "--iri", "--json"}},
	{args: []string{"resolve", "--base", "http://a/b"}},
	{args: []string{"resolve", "--json", "--base", "http://a/b"}},
	{args: []string{"relative", "--base", "http://a/b"}},
	{args: []string{"relative", "--json", "--base", "http://a/b"}},
	{args: []string{"convert", "--to", "uri"}},
	{args: []string{"convert", "--to", "uri", "--json"}},
	{args: []string{"convert", "--to", "iri"}},
	{args: []string{"convert", "--to", "iri", "--json"}},
	{args: []string{"equal"}, line: "pair"},
	{args: []string{"equal", "--json"}, line: "pair"},
	{args: []string{"equal", "--iri"}, line: "pair"},
	{args: []string{"parse"}, line: "invalid"},
	{args: []string{"parse", "--json"}, line: "invalid"},
	{args: []string{"inspect"}, line: "invalid"},
}

const lineSize = 16 << 20

func TestLineMemory(t *testing.T) {
	long := "http://a/" + strings.Repeat("b", lineSize)
	for _, tt := range memoryTests {
		var in []byte
		switch tt.line {
		case "":
			in = []byte(long)
		case "pair":
			in = []byte(long[:lineSize/2] + "\t" + long[:lineSize/2])
		case "invalid":
			in = []byte(long + " ")
		}
		var before, after runtime.MemStats
		runtime.GC()
		runtime.ReadMemStats(&before)
		run(tt.args, bytes.NewReader(in), io.Discard, io.Discard)
		runtime.ReadMemStats(&after)
		ratio := float64(after.TotalAlloc-before.TotalAlloc) / float64(len(in))
		t.Logf("%v %s: %.2f", tt.args, tt.line, ratio)
	}
}
