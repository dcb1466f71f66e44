package check

// This file warns about what a reader of an IRI (RFC 3987) or of a
// punycode host label (RFC 3492, decoded first) may be misled by: letters
// of scripts mixed in one component (RFC 3987 7.5, UTS #39 5.2), a label
// in another script that reads as a Latin one (UTS #39 4, whole-script
// confusables), characters that do not show (RFC 3987 6.1 and 7.5; the
// Default_Ignorable_Code_Point property of Unicode), and bidi formatting
// characters or components that break the bidi rules (RFC 3987 4.1, 4.2).
// Mixed scripts and bidi are package iri's checks, reused.

import (
	"errors"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/iri"
	"go.mau.fi/util/confusable"
	"golang.org/x/net/idna"
)

// iriWarnings adds the warnings of an IRI's own characters: the mixed
// scripts of iri.Ref.Warnings, the whole-script confusable host labels, the
// invisible characters and the bidi problems of iri.Ref.CheckBidi.
func iriWarnings(v *view, r iri.Ref, ws []Warning) []Warning {
	for _, w := range r.Warnings() {
		if w.Kind == iri.MixedScript {
			ws = append(ws, Warning{MixedScript, w.Offset, mixedMessage(w)})
		}
	}
	if v.hostKind == iri.HostRegName {
		forLabels(v, func(label string, at int) {
			if !isASCII(label) && len(label) <= 4*63 {
				if sc, skel, ok := wholeScriptConfusable(label); ok {
					ws = append(ws, Warning{Confusable, at, confusableMessage(label, sc, skel)})
				}
			}
		})
	}
	for i, c := range v.s {
		if c >= utf8.RuneSelf && isInvisible(c) {
			ws = append(ws, Warning{Invisible, i, invisibleMessage(c)})
		}
	}
	for _, e := range r.CheckBidi() {
		ws = append(ws, Warning{Bidi, e.Offset, bidiMessage(e)})
	}
	return ws
}

// checkPunycode decodes each punycode ("xn--") label of a reg-name host
// (RFC 3492; RFC 5890 2.3.2.1 A-labels) and checks the Unicode label as an
// IRI's: every warning is at the first byte of the label as written.
func checkPunycode(v *view, ws []Warning) []Warning {
	if !v.hasAuth || v.hostKind != iri.HostRegName {
		return ws
	}
	forLabels(v, func(label string, at int) {
		// RFC 5890 2.3.2.1: an A-label is a LDH label of at most 63
		// octets (RFC 1035 2.3.4); a longer one is not decoded.
		if len(label) < 4 || len(label) > 63 || !strings.EqualFold(label[:4], "xn--") {
			return
		}
		u, err := idna.Punycode.ToUnicode(strings.ToLower(label))
		if err != nil || u == label || !utf8.ValidString(u) {
			return
		}
		in := quote(label) + " decodes to " + quote(u) + ": "
		if r, err := iri.Parse("//" + u); err == nil && r.Host() == u {
			for _, w := range r.Warnings() {
				if w.Kind == iri.MixedScript {
					ws = append(ws, Warning{MixedScript, at, in + mixedMessage(w)})
				}
			}
			for _, e := range r.CheckBidi() {
				ws = append(ws, Warning{Bidi, at, in + bidiMessage(e)})
			}
		}
		if sc, skel, ok := wholeScriptConfusable(u); ok {
			ws = append(ws, Warning{Confusable, at, in + confusableMessage(u, sc, skel)})
		}
		for _, c := range u {
			if c >= utf8.RuneSelf && isInvisible(c) {
				ws = append(ws, Warning{Invisible, at, in + invisibleMessage(c)})
			}
		}
	})
	return ws
}

// forLabels calls f with each "."-separated label of v's host and its
// offset in the input.
func forLabels(v *view, f func(label string, at int)) {
	h, at := v.host, v.hostAt
	for {
		i := strings.IndexByte(h, '.')
		if i < 0 {
			f(h, at)
			return
		}
		f(h[:i], at)
		h, at = h[i+1:], at+i+1
	}
}

func mixedMessage(w iri.Warning) string {
	return w.Component + " mixes " + w.Detail + ": " + quote(w.Chars) + " (RFC 3987 7.5)"
}

func confusableMessage(label, script, skel string) string {
	return script + " " + quote(label) + " reads as ASCII " + quote(skel) + " (UTS #39 4)"
}

func invisibleMessage(c rune) string {
	if unicode.Is(unicode.White_Space, c) {
		return "space character " + quote(string(c)) + ", not U+0020 (RFC 3987 6.1)"
	}
	return "invisible character " + quote(string(c)) + " (default-ignorable)"
}

func bidiMessage(e *iri.Error) string {
	msg := e.Err.Error()
	if errors.Is(e, iri.ErrBidiFormatting) {
		return msg + " (RFC 3987 4.1)"
	}
	return msg + " (RFC 3987 4.2)"
}

// wholeScriptConfusable reports whether label, whose letters are all of
// one script other than Latin, has a UTS #39 skeleton (4, "Confusable
// Detection": the confusables.txt prototypes of its characters) made of
// ASCII letters, digits and "-": an ASCII host label, the kind a spoof
// imitates, looks the same. It returns the label's script and the
// skeleton. "рф" (skeleton "pɸ", a Latin letter outside ASCII) is not
// one.
func wholeScriptConfusable(label string) (script, skel string, ok bool) {
	for _, c := range label {
		sc := scriptOf(c)
		switch {
		case sc == "":
		case sc == "Latin":
			return "", "", false
		case script == "":
			script = sc
		case sc != script:
			return "", "", false
		}
	}
	if script == "" {
		return "", "", false
	}
	skel = confusable.Skeleton(label)
	letter := false
	for i := 0; i < len(skel); i++ {
		c := skel[i]
		switch {
		case 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z':
			letter = true
		case '0' <= c && c <= '9' || c == '-':
		default:
			return "", "", false
		}
	}
	return script, skel, letter
}

// scriptOf returns the Unicode script of c, "" for the Common and
// Inherited scripts (digits, punctuation, combining marks) and for
// unassigned code points.
func scriptOf(c rune) string {
	if c < utf8.RuneSelf {
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' {
			return "Latin"
		}
		return ""
	}
	if unicode.Is(unicode.Common, c) || unicode.Is(unicode.Inherited, c) {
		return ""
	}
	for _, name := range scriptNames {
		if unicode.Is(unicode.Scripts[name], c) {
			return name
		}
	}
	return ""
}

// scriptNames are the scripts most likely in a host first, then the rest.
var scriptNames = func() []string {
	names := []string{"Latin", "Cyrillic", "Greek", "Armenian", "Han", "Hiragana", "Katakana", "Hangul", "Arabic", "Hebrew"}
	first := map[string]bool{}
	for _, n := range names {
		first[n] = true
	}
	var rest []string
	for n := range unicode.Scripts {
		if !first[n] && n != "Common" && n != "Inherited" {
			rest = append(rest, n)
		}
	}
	slices.Sort(rest)
	return append(names, rest...)
}()

// isInvisible reports a character that does not show, or passes for a
// plain space: a default-ignorable code point (Unicode's derived
// Default_Ignorable_Code_Point: Other_Default_Ignorable_Code_Point, format
// characters and variation selectors, less white space, the interlinear
// annotation and Egyptian format characters and the prepended
// concatenation marks) that is not a bidi formatting character (those are
// the bidi code's), or a White_Space character other than U+0020.
func isInvisible(c rune) bool {
	if c < utf8.RuneSelf {
		return false
	}
	if unicode.Is(unicode.White_Space, c) {
		return true
	}
	if isBidiControl(c) {
		return false
	}
	if unicode.Is(unicode.Other_Default_Ignorable_Code_Point, c) || unicode.Is(unicode.Variation_Selector, c) {
		return true
	}
	if !unicode.Is(unicode.Cf, c) {
		return false
	}
	switch {
	case 0xFFF9 <= c && c <= 0xFFFB, 0x13430 <= c && c <= 0x1345F,
		unicode.Is(unicode.Prepended_Concatenation_Mark, c):
		return false
	}
	return true
}

// isBidiControl reports the bidi formatting characters of RFC 3987 4.1
// (LRM, RLM, LRE, RLE, PDF, LRO, RLO) and the later ALM, LRI, RLI, FSI and
// PDI.
func isBidiControl(c rune) bool {
	return c == 0x061C || c == 0x200E || c == 0x200F || 0x202A <= c && c <= 0x202E || 0x2066 <= c && c <= 0x2069
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
