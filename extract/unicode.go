package extract

// This file classifies the non-ASCII characters of running text: those an
// IRI may hold (RFC 3987 2.2 ucschar and iprivate, internal/syntax), those
// that separate words, and the punctuation left out at the end of a
// reference.

import (
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// inIRI reports a character an IRI may hold: RFC 3987 2.2's ucschar and
// iprivate.
func inIRI(r rune) bool { return syntax.IsUcschar(r) || syntax.IsIprivate(r) }

// separates reports a non-ASCII character that ends a reference as
// whitespace and the delimiters do: Unicode White_Space (RFC 3986 Appendix
// C: whitespace delimits a reference), the bidirectional formatting
// characters an IRI must not hold (RFC 3987 4.1), the invisible ZERO
// WIDTH SPACE, WORD JOINER and ZERO WIDTH NO-BREAK SPACE, and the
// fullwidth forms of the ASCII delimiters that end a reference (class),
// which East Asian text uses as those: ＂ ＜ ＞ ＼ ｀ ｜.
func separates(r rune) bool {
	switch r {
	case 0x200B, 0x2060, 0xFEFF, '＂', '＜', '＞', '＼', '｀', '｜':
		return true
	}
	return syntax.IsBidiFormatting(r) || unicode.IsSpace(r)
}

// closingPunct reports non-ASCII punctuation left out at the end of a
// reference, as the ASCII ". , ; : ! ?" are: Unicode's other, initial,
// final and open punctuation (Po, Pi, Pf, Ps: "。", "、", "”", "»"), and
// close punctuation (Pe) whose opening pair ref, the reference before it,
// does not hold open.
func closingPunct(r rune, ref string) bool {
	if !unicode.In(r, unicode.Po, unicode.Pi, unicode.Pf, unicode.Ps, unicode.Pe) {
		return false
	}
	open := opener(r)
	if open == 0 {
		return true
	}
	n := 0
	for _, c := range ref {
		switch c {
		case open:
			n++
		case r:
			n--
		}
	}
	return n <= 0
}

// opener returns the opening bracket of a closing one (Unicode's
// Bidi_Paired_Bracket, for the pairs of East Asian text), or 0.
func opener(r rune) rune {
	switch r {
	case '）':
		return '（'
	case '］':
		return '［'
	case '｝':
		return '｛'
	case '」':
		return '「'
	case '』':
		return '『'
	case '】':
		return '【'
	case '〕':
		return '〔'
	case '〉':
		return '〈'
	case '》':
		return '《'
	case '〗':
		return '〖'
	case '〙':
		return '〘'
	}
	return 0
}

// endsSentence reports the fullwidth and ideographic punctuation that
// ends a clause or a sentence in East Asian text: 、 。 ！ ， ． ： ； ？.
func endsSentence(r rune) bool {
	switch r {
	case '、', '。', '！', '，', '．', '：', '；', '？':
		return true
	}
	return false
}

// eastAsianAfter reports whether s starts with a Han, Hiragana, Katakana
// or Hangul letter: after East Asian sentence punctuation, the text goes
// on, not the reference ("自殺でも？.png" keeps its "？").
func eastAsianAfter(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul)
}

// typesetHyphen reports U+2010 HYPHEN and U+00AD SOFT HYPHEN, which a
// typesetter puts where it breaks a word at the end of a line (man and
// groff do so in references), and which no URI holds (RFC 3986 2).
func typesetHyphen(r rune) bool { return r == 0x2010 || r == 0xAD }

// breaksLine reports whether s starts with a line break (after blanks)
// and goes on, after the next line's indentation, with something other
// than whitespace.
func breaksLine(s string) (ok bool) {
	_, ok = lineBreak(s)
	return ok
}

// lineBreak returns the length of the line break (with the blanks around
// it) that s starts with, when the next line goes on with something other
// than whitespace.
func lineBreak(s string) (int, bool) {
	k := 0
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	switch {
	case k < len(s) && s[k] == '\n':
		k++
	case k+1 < len(s) && s[k] == '\r' && s[k+1] == '\n':
		k += 2
	default:
		return 0, false
	}
	for k < len(s) && (s[k] == ' ' || s[k] == '\t') {
		k++
	}
	return k, k < len(s) && s[k] > ' '
}
