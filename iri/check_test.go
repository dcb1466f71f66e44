package iri_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urikit/urikit/iri"
)

// bidiNotation turns RFC 3987 Bidi Notation (1.4: upper-case letters stand
// for right-to-left characters) into Hebrew (R) or Arabic (AL) letters.
func bidiNotation(s string, arabic bool) string {
	return strings.Map(func(c rune) rune {
		if 'A' <= c && c <= 'Z' {
			if arabic {
				return 0x0627 + (c - 'A') // ALEF .. (class AL)
			}
			return 0x05D0 + (c - 'A') // ALEF .. (class R)
		}
		return c
	}, s)
}

type bidiWant struct {
	offset int
	err    error
}

// bidiTests are in Bidi Notation (uppercase = right-to-left letter; each
// is 2 bytes in UTF-8, which the offsets count).
var bidiTests = []struct {
	in   string
	want []bidiWant
}{
	// 4.4 Example 1: one rtl host label.
	{"http://ab.CDEFGH.ij/kl/mn/op.html", nil},
	// 4.4 Example 7: digits inside an rtl component.
	{"http://ab.CDE123FGH.ij/kl/mn/op.html", nil},
	// 4.4 Example 8: digits at the start or end of an rtl component.
	{"http://ab.cd.ef/GH1/2IJ/KL.html", []bidiWant{{18, iri.ErrBidiEnd}, {20, iri.ErrBidiStart}}},
	// 4.4 Example 9: percent-encoded digits count as written.
	{"http://ab.cd.ef/GH%31/%32IJ/KL.html", []bidiWant{{20, iri.ErrBidiEnd}, {22, iri.ErrBidiStart}}},
	// 4.4 Examples 4-6: a file extension is a component of its own.
	{"http://AB.CD.ef/gh/IJ/KL.html", nil},
	// 4.2 rule 1: "ab" then an rtl letter in one segment; rule 2: it
	// starts with "a".
	{"http://h/abCD", []bidiWant{{9, iri.ErrBidiStart}, {11, iri.ErrBidiMixed}}},
	// 4.2: the query is split into names and values.
	{"http://h/?q=CDx&EF=GH", []bidiWant{{14, iri.ErrBidiMixed}, {14, iri.ErrBidiEnd}}},
	{"http://h/?q=CD&EF=GH", nil},
	// The fragment and the userinfo are components.
	{"http://AB1@h/#CD.e", []bidiWant{{9, iri.ErrBidiEnd}, {17, iri.ErrBidiMixed}, {17, iri.ErrBidiEnd}}},
	// No rtl letter: no rule applies.
	{"http://h/1/2", nil},
}

func TestCheckBidi(t *testing.T) {
	for _, tt := range bidiTests {
		for _, arabic := range []bool{false, true} {
			in := bidiNotation(tt.in, arabic)
			// Bidi Notation letters are 1 byte, the real ones 2: map
			// the wanted offsets.
			off := func(o int) int { return len(bidiNotation(tt.in[:o], arabic)) }
			errs := iri.MustParse(in).CheckBidi()
			var got []bidiWant
			for _, e := range errs {
				got = append(got, bidiWant{e.Offset, e})
				if e.Op != "check IRI bidi" || e.Input != in {
					t.Errorf("CheckBidi(%q): %v", in, e)
				}
			}
			var want []bidiWant
			for _, w := range tt.want {
				want = append(want, bidiWant{off(w.offset), w.err})
			}
			if !equalBidi(got, want) {
				t.Errorf("CheckBidi(%q):\n\tgot  %v\n\twant %v", in, errs, want)
			}
		}
	}
}

func equalBidi(a, b []bidiWant) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].offset != b[i].offset || !errors.Is(a[i].err, b[i].err) {
			return false
		}
	}
	return true
}

func TestCheckBidiFormatting(t *testing.T) {
	// 4.1: LRM, RLM, LRE, RLE, LRO, RLO, PDF MUST NOT appear.
	for _, c := range []string{"\u200e", "\u200f", "\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2069", "\u061c"} {
		in := "http://h/a" + c + "b?" + c
		errs := iri.MustParse(in).CheckBidi()
		if len(errs) != 2 || !errors.Is(errs[0], iri.ErrBidiFormatting) || !errors.Is(errs[1], iri.ErrBidiFormatting) ||
			errs[0].Offset != 10 || errs[1].Offset != 12+len(c) {
			t.Errorf("CheckBidi(%q):\n\tgot  %v\n\twant ErrBidiFormatting at 10 and %d", in, errs, 12+len(c))
		}
	}
	// A trailing nonspacing mark belongs to the rtl letter before it.
	if errs := iri.MustParse("http://h/\u05d0\u05b8").CheckBidi(); errs != nil {
		t.Errorf("CheckBidi(alef qamats) = %v", errs)
	}
}

var nfcTests = []struct {
	in     string
	offset int // -1: in NFC
	msg    string
}{
	// 3.1 / 5.3.2.2 example: precomposed e-acute is NFC.
	{"http://www.example.org/r\u00e9sum\u00e9.html", -1, ""},
	// ... "e" + U+0301 is not; the offset is the "e".
	{"http://www.example.org/re\u0301sume\u0301.html", 24,
		"uri: check IRI NFC \"http://www.example.org/re\u0301sume\u0301.html\": not in" + ` Unicode Normalization Form C ("e\u0301" is "\u00e9" in NFC) at offset 24`},
	// A singleton: U+212B ANGSTROM SIGN is U+00C5 in NFC.
	{"x:ab\u212b", 4, ""},
	// ASCII is NFC.
	{"http://a/b", -1, ""},
}

func TestCheckNFC(t *testing.T) {
	for _, tt := range nfcTests {
		r := iri.MustParse(tt.in)
		err := r.CheckNFC()
		if tt.offset < 0 {
			if err != nil || !r.IsNFC() {
				t.Errorf("CheckNFC(%q):\n\tgot  %v\n\twant nil", tt.in, err)
			}
			continue
		}
		var e *iri.Error
		if !errors.As(err, &e) || e.Offset != tt.offset || !errors.Is(err, iri.ErrNotNFC) || r.IsNFC() {
			t.Errorf("CheckNFC(%q):\n\tgot  %v\n\twant ErrNotNFC at offset %d", tt.in, err, tt.offset)
			continue
		}
		if tt.msg != "" && err.Error() != tt.msg {
			t.Errorf("CheckNFC(%q):\n\tgot  %v\n\twant %v", tt.in, err, tt.msg)
		}
	}
}

var warningTests = []struct {
	in   string
	want []string
}{
	// 7.5: Latin "p" with Cyrillic "а" (U+0430) in one label.
	{"http://p\u0430ypal.com/", []string{`mixed scripts in host label at offset 8: "\u0430" (Latin, Cyrillic)`}},
	// 7.5: Greek Alpha among Latin in a path segment, the minority
	// script; other segments may differ.
	{"http://a/\u0391BC/\u0430\u0431/x", []string{`mixed scripts in path segment at offset 9: "\u0391" (Greek, Latin)`}},
	// 7.5: Japanese mixes Han, Hiragana, Katakana and Latin.
	{"http://a/\u65e5\u672c\u3054\u30ab\u30bfabc", nil},
	// 7.5: U+FB01 LATIN SMALL LIGATURE FI, a compatibility variant, and
	// a full-width A.
	{"http://a/\ufb01le?\uff21", []string{
		`compatibility character in path at offset 9: "\ufb01" (NFKC "fi")`,
		`compatibility character in query at offset 15: "\uff21" (NFKC "A")`}},
	// Canonical (not compatibility) decompositions are fine.
	{"http://a/r\u00e9sum\u00e9", nil},
}

// warningOffsetTests: every warning points at the offending character, by
// its byte offset in the input (multi-byte characters before it counted
// in bytes), with that character as Chars. 7.5 asks that the characters
// of one component be used together in one language: the offending
// letters of a mixed component are those of its minority script.
var warningOffsetTests = []struct {
	in    string
	kinds []iri.WarningKind
	offs  []int
	chars []string
}{
	// 7.5: Cyrillic "а" (U+0430) first, then Latin: offset 7, the Cyrillic
	// letter, not 9, the first Latin one: the warning points at the letter
	// of the script in the minority, wherever it stands.
	{"http://\u0430pple.com", []iri.WarningKind{iri.MixedScript}, []int{7}, []string{"\u0430"}},
	// 7.5: the Cyrillic letter inside the Latin label.
	{"http://p\u0430ypal.com/", []iri.WarningKind{iri.MixedScript}, []int{8}, []string{"\u0430"}},
	// 7.5: a Cyrillic word with a Latin "p": the Latin letter offends.
	{"http://p\u0440\u0438\u0432\u0435\u0442.example/", []iri.WarningKind{iri.MixedScript}, []int{7}, []string{"p"}},
	// Multi-byte characters before: a Han label, "é" (2 bytes) and a
	// Greek segment, then a path segment with a Cyrillic letter among
	// Latin ones: 7 + 6+1 + 2+1 + 7+1 + 6+1 + 1 bytes before it.
	{"http://\u65e5\u672c.\u00e9.example/\u03b1\u03b2\u03b3/d\u043ecs", []iri.WarningKind{iri.MixedScript}, []int{33}, []string{"\u043e"}},
	// A tie (one Greek, one Latin letter): the first to appear leads, the
	// other offends.
	{"http://a/\u03b1b", []iri.WarningKind{iri.MixedScript}, []int{11}, []string{"b"}},
	// UTS #39 5.2: Latin with Han and Hiragana is a Japanese mix; Hangul
	// added to it is not, and it is the Hangul letter that offends.
	{"http://a/\u65e5\u3053abc\ud55c", []iri.WarningKind{iri.MixedScript}, []int{18}, []string{"\ud55c"}},
	// Compatibility characters, at their own offset, after multi-byte
	// ones: in the path, in the query (U+FF21 FULLWIDTH A) and in the
	// fragment (U+2460 CIRCLED ONE).
	{"http://\u00e9.example/\u00e9\ufb01?\u00e9=\uff21#\u00e9\u2460", []iri.WarningKind{iri.Compatibility, iri.Compatibility, iri.Compatibility}, []int{20, 27, 33}, []string{"\ufb01", "\uff21", "\u2460"}},
	// Both kinds in one reference, in the order of their offsets: a
	// full-width Latin letter among two Cyrillic ones is the minority
	// script and a compatibility character.
	{"http://\u0430pple.com/\uff41\u0431\u0432?\u00b2", []iri.WarningKind{iri.MixedScript, iri.MixedScript, iri.Compatibility, iri.Compatibility}, []int{7, 18, 18, 26}, []string{"\u0430", "\uff41", "\uff41", "\u00b2"}},
	// A mixed userinfo or query is not split into components: no
	// MixedScript there.
	{"http://\u0430b@a/?\u0430b", nil, nil, nil},
}

func TestWarningOffsets(t *testing.T) {
	for _, tt := range warningOffsetTests {
		ws := iri.MustParse(tt.in).Warnings()
		var kinds []iri.WarningKind
		var offs []int
		var chars []string
		for _, w := range ws {
			kinds = append(kinds, w.Kind)
			offs = append(offs, w.Offset)
			chars = append(chars, w.Chars)
			if !strings.HasPrefix(tt.in[w.Offset:], w.Chars) || !utf8.RuneStart(tt.in[w.Offset]) {
				t.Errorf("Warnings(%q): %v: Chars %+q not at offset %d", tt.in, w, w.Chars, w.Offset)
			}
		}
		if !slices.Equal(kinds, tt.kinds) || !slices.Equal(offs, tt.offs) || !slices.Equal(chars, tt.chars) {
			t.Errorf("Warnings(%q):\n\tgot  %v %v %+q\n\twant %v %v %+q", tt.in, kinds, offs, chars, tt.kinds, tt.offs, tt.chars)
		}
	}
}

func TestWarnings(t *testing.T) {
	for _, tt := range warningTests {
		ws := iri.MustParse(tt.in).Warnings()
		var got []string
		for _, w := range ws {
			got = append(got, w.String())
		}
		if strings.Join(got, "\n") != strings.Join(tt.want, "\n") {
			t.Errorf("Warnings(%q):\n\tgot  %q\n\twant %q", tt.in, got, tt.want)
		}
	}
}

// TestChecksLinear: checks of a large hostile input finish quickly (each
// character a violation).
func TestChecksLinear(t *testing.T) {
	s := "http://h/" + strings.Repeat("\u202e\u05d0a1/", 20000) + "?" + strings.Repeat("\ufb01\u0430a", 20000)
	r := iri.MustParse(s)
	if n := len(r.CheckBidi()); n < 20000 {
		t.Errorf("CheckBidi: %d violations, want at least 20000", n)
	}
	if n := len(r.Warnings()); n < 20000 {
		t.Errorf("Warnings: %d, want at least 20000", n)
	}
	if r.CheckNFC() != nil {
		t.Errorf("CheckNFC: unexpected violation")
	}
	// A 4.2 violation in each of 200000 segments, no formatting
	// character: counted in one pass.
	r = iri.MustParse("http://h/" + strings.Repeat("\u05d01/", 200000))
	n := 0
	for range r.BidiViolations() {
		n++
	}
	if n != 200000 {
		t.Errorf("BidiViolations: %d violations, want 200000", n)
	}
}
