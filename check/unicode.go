package check

// This file warns about what a reader of an IRI (RFC 3987), of a punycode
// host label (RFC 3492) or of a percent-encoded one (RFC 3986 3.2.2),
// decoded first, may be misled by: letters of scripts mixed in one
// component (RFC 3987 7.5, UTS #39 5.2), a label in another script that
// reads as a Latin one (UTS #39 4, whole-script confusables), characters
// that do not show (RFC 3987 6.1 and 7.5; the Default_Ignorable_Code_Point
// property of Unicode), raw or percent-encoded, and bidi formatting
// characters or components that break the bidi rules (RFC 3987 4.1, 4.2).
// Scripts, mixed scripts and the bidi rules are package iri's, reused.

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/quote"
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
	"go.mau.fi/util/confusable"
	"golang.org/x/net/idna"
)

// iriWarnings adds the warnings of an IRI's own characters: the mixed
// scripts of iri.Ref.MixedScripts, the whole-script confusable host
// labels, and the 4.2 bidi rules of iri.Ref.CheckBidi. The invisible and
// bidi formatting characters, raw or percent-encoded, are
// checkEncodedCharacters'.
func iriWarnings(v *view, r iri.Ref, c *collector) {
	for w := range r.MixedScripts() {
		if !c.room(MixedScript, w.Offset) {
			break
		}
		c.ws = append(c.ws, Warning{MixedScript, w.Offset, mixedMessage(w)})
	}
	if v.hostKind == iri.HostRegName && len(v.host) <= maxHostText {
		tld := tldScript(v.host)
		forLabels(v, func(label string, at int) bool {
			if !syntax.IsASCII(label) && len(label) <= 4*63 {
				if sc, skel, ok := wholeScriptConfusable(label); ok && sc != tld {
					c.addf(Confusable, at, func() string { return confusableMessage(label, sc, skel) })
				}
			}
			return !c.full(Confusable)
		})
	}
	// The rules of 4.2; the formatting characters of 4.1 are
	// checkEncodedCharacters' to warn of, raw or percent-encoded. 4.2
	// gives them no direction.
	for off, rule := range r.BidiViolations() {
		if rule == iri.ErrBidiFormatting {
			continue
		}
		if !c.room(Bidi, off) {
			break // the others come after it
		}
		c.ws = append(c.ws, Warning{Bidi, off, bidiMessage(v.s, off, rule)})
	}
}

// checkEncodedCharacters warns of each bidi formatting character (RFC 3987
// 4.1) and each invisible character (RFC 3987 6.1, 7.5) in the input,
// written as it is (an IRI) or percent-encoded as UTF-8 ("%E2%80%AE",
// "%E2%80%8B"): a converter of RFC 3987 3.2 may show the encoded one
// decoded, and then it hides or reorders what a person reads as the
// reference. The data of a data reference is content (RFC 2397), not
// checked.
func checkEncodedCharacters(v *view, c *collector) {
	s := v.s
	dataAt, dataEnd := len(s)+1, 0 // the data of a data reference
	if v.name == "data" && v.hasScheme {
		if i := strings.IndexByte(v.path, ','); i >= 0 {
			dataAt, dataEnd = v.pathAt+i+1, v.pathAt+len(v.path)
		}
	}
	prev := rune(0)
	for i := 0; i < len(s); {
		if i == dataAt && dataEnd > dataAt {
			i, prev = dataEnd, 0
			continue
		}
		ch, n, encoded := charAt(s, i)
		if ch >= utf8.RuneSelf {
			switch {
			case isBidiControl(ch):
				c.addf(Bidi, i, func() string { return formattingMessage(s[i:i+n], ch, encoded) })
			case isInvisible(ch) && !inEmoji(prev, ch, s, i+n):
				c.addf(Invisible, i, func() string { return invisibleMessage(s[i:i+n], ch, encoded) })
			}
		}
		prev = ch
		i += n
	}
}

// charAt returns the character at byte i of s, written as it is or as
// the percent-encoded triplets of its UTF-8 octets, with the number of
// bytes it takes and whether it is encoded. A byte that starts no UTF-8
// character is given as itself.
func charAt(s string, i int) (ch rune, n int, encoded bool) {
	switch {
	case s[i] == '%':
		if r, m := decodeUTF8Triplets(s[i:]); m > 0 {
			return r, m, true
		}
	case s[i] >= utf8.RuneSelf:
		ch, n = utf8.DecodeRuneInString(s[i:])
		return ch, n, false
	}
	return rune(s[i]), 1, false
}

// inEmoji reports whether the default-ignorable ch, after prev and before
// the character at byte next of s, belongs to an emoji sequence (UTS #51)
// and so shows as part of it: a variation selector U+FE0E or U+FE0F after a
// symbol, a digit, '#' or '*' (a presentation or keycap sequence:
// "\u2618\ufe0f", "#\ufe0f\u20e3"), or ZERO WIDTH JOINER between two
// symbols (a ZWJ sequence).
func inEmoji(prev, ch rune, s string, next int) bool {
	switch ch {
	case 0xFE0E, 0xFE0F:
		return unicode.IsSymbol(prev) || '0' <= prev && prev <= '9' || prev == '#' || prev == '*'
	case 0x200D:
		if next >= len(s) {
			return false
		}
		n, _, _ := charAt(s, next)
		return unicode.IsSymbol(prev) && unicode.IsSymbol(n)
	}
	return false
}

// checkHostLabels checks each label of a reg-name host that stands for
// Unicode text as an IRI's: a punycode ("xn--") label, decoded (RFC 3492;
// RFC 5890 2.3.2.1 A-labels), a label of percent-encoded UTF-8 (RFC 3986
// 3.2.2), decoded, and in a lenient reading a label written in Unicode
// (an IRI's own labels are iriWarnings'). The checks: mixed scripts, the
// 4.2 bidi rules, whole-script confusables, and for punycode the
// invisible and bidi formatting characters (those written or
// percent-encoded are checkEncodedCharacters'). Every warning is at the
// first byte of the label as written. A host longer than maxHostText is no
// DNS name: its labels are not read.
func checkHostLabels(v *view, c *collector) {
	if !v.hasAuth || v.hostKind != iri.HostRegName || len(v.host) > maxHostText {
		return
	}
	tld := tldScript(v.host)
	forLabels(v, func(label string, at int) bool {
		if c.full(MixedScript) && c.full(Bidi) && c.full(Confusable) && c.full(Invisible) {
			return false // nothing more is listed
		}
		var u string
		puny := false
		switch {
		case len(label) >= 4 && len(label) <= 63 && strings.EqualFold(label[:4], "xn--"):
			// RFC 5890 2.3.2.1: an A-label is a LDH label of at most 63
			// octets (RFC 1035 2.3.4); a longer one is not decoded.
			d, err := idna.Punycode.ToUnicode(strings.ToLower(label))
			if err != nil || d == label {
				return true
			}
			u, puny = d, true
		case len(label) > 4*3*63:
			return true // longer than a label of 63 characters
		case strings.IndexByte(label, '%') >= 0:
			d, err := uri.Unescape(label)
			if err != nil {
				return true
			}
			u = d
		case v.lenient:
			u = label
		default:
			return true
		}
		if syntax.IsASCII(u) || !utf8.ValidString(u) {
			return true
		}
		in := func() string {
			if u == label {
				return ""
			}
			return quote.Message(label) + " decodes to " + quote.Message(u) + ": "
		}
		if c.full(MixedScript) && c.full(Bidi) {
			// nothing more of those is listed
		} else if r, err := iri.Parse("//" + u); err == nil && r.Host() == u {
			for w := range r.MixedScripts() {
				c.addf(MixedScript, at, func() string { return in() + mixedMessage(w) })
			}
			for off, rule := range r.BidiViolations() {
				if puny || rule != iri.ErrBidiFormatting {
					c.addf(Bidi, at, func() string { return in() + bidiMessage(r.String(), off, rule) })
				}
			}
		}
		if c.full(Confusable) {
			// no skeleton to make
		} else if sc, skel, ok := wholeScriptConfusable(u); ok && sc != tld {
			c.addf(Confusable, at, func() string { return in() + confusableMessage(u, sc, skel) })
		}
		if puny && !c.full(Invisible) {
			prev := rune(0)
			for k, ch := range u {
				if ch >= utf8.RuneSelf && isInvisible(ch) && !inEmoji(prev, ch, u, k+utf8.RuneLen(ch)) {
					c.addf(Invisible, at, func() string { return in() + invisibleMessage(string(ch), ch, false) })
				}
				prev = ch
			}
		}
		return true
	})
}

// forLabels calls f with each "."-separated label of v's host and its
// offset in the input, until f returns false.
func forLabels(v *view, f func(label string, at int) bool) {
	h, at := v.host, v.hostAt
	for {
		i := strings.IndexByte(h, '.')
		if i < 0 {
			f(h, at)
			return
		}
		if !f(h[:i], at) {
			return
		}
		h, at = h[i+1:], at+i+1
	}
}

func mixedMessage(w iri.Warning) string {
	return w.Component + " mixes " + w.Detail + ": " + quote.Message(w.Chars) + " (RFC 3987 7.5)"
}

func confusableMessage(label, script, skel string) string {
	return script + " " + quote.Message(label) + " reads as ASCII " + quote.Message(skel) + " (UTS #39 4)"
}

// invisibleMessage describes the invisible character ch, written as
// written (percent-encoded when encoded).
func invisibleMessage(written string, ch rune, encoded bool) string {
	what := "invisible character " + codePoint(ch) + " (default-ignorable)"
	if unicode.Is(unicode.White_Space, ch) {
		what = "space character " + codePoint(ch) + ", not U+0020 (RFC 3987 6.1)"
	}
	if encoded {
		return quote.Message(written) + " decodes to the " + what + ", which an IRI shows decoded (RFC 3987 3.2)"
	}
	return what
}

// formattingMessage describes the bidi formatting character ch of RFC
// 3987 4.1, written as written.
func formattingMessage(written string, ch rune, encoded bool) string {
	what := "bidi formatting character " + codePoint(ch) + " (RFC 3987 4.1)"
	if encoded {
		return quote.Message(written) + " decodes to the " + what + ", which an IRI shows decoded (RFC 3987 3.2)"
	}
	return what
}

// codePoint names ch as "U+202E".
func codePoint(ch rune) string {
	return fmt.Sprintf("U+%04X", ch)
}

// bidiMessage describes a violation of the bidi rules of RFC 3987 4.2
// found in s: the rule, and the character at its offset.
func bidiMessage(s string, off int, rule error) string {
	ch := ""
	if off < len(s) {
		_, n := utf8.DecodeRuneInString(s[off:])
		ch = ": " + quote.Message(s[off:off+n])
	}
	if rule == iri.ErrBidiFormatting {
		return rule.Error() + ch + " (RFC 3987 4.1)"
	}
	return rule.Error() + ch + " (RFC 3987 4.2)"
}

// tldScript returns the script of the last label of host (its top-level
// domain), decoded from punycode or percent-encoding, "" when it has
// none. A label that is a whole-script confusable of an ASCII one is no
// spoof under a top-level domain of its own script, where the ASCII name
// it reads as cannot be ("пример.рф"): browsers show such names in
// Unicode too.
func tldScript(host string) string {
	host = strings.TrimSuffix(host, ".")
	l := host[strings.LastIndexByte(host, '.')+1:]
	switch {
	case len(l) > 63*9:
		return ""
	case len(l) >= 4 && strings.EqualFold(l[:4], "xn--"):
		if u, err := idna.Punycode.ToUnicode(strings.ToLower(l)); err == nil {
			l = u
		}
	case strings.IndexByte(l, '%') >= 0:
		if u, err := uri.Unescape(l); err == nil {
			l = u
		}
	}
	for _, ch := range l {
		if sc := iri.Script(ch); sc != "" {
			return sc
		}
	}
	return ""
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
		sc := iri.Script(c)
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
