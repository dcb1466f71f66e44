package iri_test

import (
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/iri"
)

// scriptTests: Script names the script of UAX #24, "" for Common and
// Inherited characters.
var scriptTests = []struct {
	c    rune
	want string
}{
	{'a', "Latin"}, {'Z', "Latin"}, {'é', "Latin"}, {'ｅ', "Latin"},
	{'а', "Cyrillic"}, {'α', "Greek"},
	{'օ', "Armenian"}, {'Ա', "Armenian"}, // U+0585, U+0531
	{'ა', "Georgian"}, {'א', "Hebrew"}, {'ب', "Arabic"}, {'字', "Han"},
	{'か', "Hiragana"}, {'カ', "Katakana"}, {'한', "Hangul"}, {'क', "Devanagari"},
	{'1', ""}, {'-', ""}, {'.', ""}, {'\u0301', ""}, {'\u202e', ""}, {'ー', ""}, // Common and Inherited
	{0x0378, ""}, // unassigned
}

func TestScript(t *testing.T) {
	for _, tt := range scriptTests {
		if got := iri.Script(tt.c); got != tt.want {
			t.Errorf("Script(%U):\n\tgot  %q\n\twant %q", tt.c, got, tt.want)
		}
	}
}

// TestMixedScripts: MixedScripts yields the MixedScript warnings of
// Warnings, in order, and stops when asked to.
func TestMixedScripts(t *testing.T) {
	for _, s := range []string{
		"http://аpple.com/pаth/ok/éé/αa",
		"http://օpple.com/", // Armenian U+0585 among Latin letters
		"http://\u0430pple.com/\uff41\u0431\u0432?\u00b2",
		"http://東京タワー.jp/",
		"http://example.com/",
	} {
		r := iri.MustParse(s)
		var want, got []iri.Warning
		for _, w := range r.Warnings() {
			if w.Kind == iri.MixedScript {
				want = append(want, w)
			}
		}
		for w := range r.MixedScripts() {
			got = append(got, w)
		}
		if !slices.Equal(got, want) {
			t.Errorf("MixedScripts(%q):\n\tgot  %v\n\twant %v", s, got, want)
		}
		for range r.MixedScripts() {
			break // stopping early must not panic
		}
	}
	if n := len(slices.Collect(iri.MustParse("http://օpple.com/").MixedScripts())); n != 1 {
		t.Errorf("MixedScripts(Armenian with Latin): %d warnings, want 1", n)
	}
}

// TestMixedScriptsMemory: a path of many segments, each of non-Latin
// letters, costs little beyond the warnings taken.
func TestMixedScriptsMemory(t *testing.T) {
	s := "http://a/" + strings.Repeat("éé/", 100000)
	r := iri.MustParse(s)
	var m0, m1 runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&m0)
	for range r.MixedScripts() {
		t.Fatal("no segment mixes scripts")
	}
	runtime.ReadMemStats(&m1)
	if per := float64(m1.TotalAlloc-m0.TotalAlloc) / float64(len(s)); per > 0.5 {
		t.Errorf("MixedScripts on %d bytes: %.2f bytes allocated per byte, want at most 0.5", len(s), per)
	}
}
