package extract

// This file finds where a reference ends in running text: at whitespace or
// a delimiter (RFC 3986 Appendix C, RFC 2396 2.4.3), and without the
// sentence punctuation, emphasis, unmatched parentheses and character
// reference after it (GitHub Flavored Markdown 6.9, extended autolink
// path validation).

import (
	"strings"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// Byte classes of extent's loop.
const (
	cPlain    = iota // part of a reference
	cStop            // ends it: whitespace, a control, a delimiter
	cOpen            // "(" "[" "{"
	cParen           // ")"
	cClose           // "]" "}"
	cNonASCII        // the first byte of a UTF-8 sequence, or a stray byte
)

// class holds the class of each byte. A reference ends at whitespace and
// at the controls (RFC 3986 Appendix C; RFC 2396 2.4.3 control, space),
// at "<", ">" and `"`, the delimiters of references in text (RFC 2396
// 2.4.3 delims), and at "`", "|" and "\", which text uses around code and
// between fields and which no reference holds unencoded (RFC 2396 2.4.3
// unwise): a backtick is a delimiter, never a character to repair.
var class = func() (t [256]uint8) {
	for c := range 256 {
		switch {
		case c <= ' ' || c == 0x7f:
			t[c] = cStop
		case c >= 0x80:
			t[c] = cNonASCII
		}
	}
	for _, c := range "<>\"`|\\" {
		t[c] = cStop
	}
	t['('], t['['], t['{'] = cOpen, cOpen, cOpen
	t[')'] = cParen
	t[']'], t['}'] = cClose, cClose
	return t
}()

// A delimiter is the character just before a reference, which may tell
// where it ends.
type delimiter uint8

const (
	noDelim    delimiter = iota
	quoteDelim           // `"`: the reference runs to the closing quote
	parenDelim           // "(": a ")" it does not open closes it
)

// delimiterOf returns the delimiter that the character before the start of
// a reference makes.
func delimiterOf(t string, start int) delimiter {
	if start == 0 {
		return noDelim
	}
	switch t[start-1] {
	case '"':
		return quoteDelim
	case '(':
		return parenDelim
	}
	return noDelim
}

// extent returns the end of a reference that starts at start and whose
// text from i on is part of it (its scheme and ":", or the start of an
// abbreviation), and whether
// the reference would be cut inside a word there (dirty): at a non-ASCII
// character that neither separates words nor is allowed in an IRI, or a
// byte that is not UTF-8, where the reference must be dropped rather
// than cut.
//
// The text runs to whitespace or a delimiter (class), to East Asian
// sentence punctuation followed by East Asian text (which puts no space
// after a reference: "参见https://example.cn/a，然后"), to a "]" or "}"
// that no "[" or "{" of the reference opens, to a ")" that none opens
// when the reference follows "(" (Markdown's link destination, "(see
// http://a/b)"), and over every ucschar and iprivate character (RFC 3987
// 2.2), in URI mode too, so that Unicode never cuts a host or a segment.
// Then trimEnd leaves out what follows a reference in text, except after
// `"`: a reference in double quotes runs to the closing quote (RFC 3986
// Appendix C), "http://a/b/c/g." keeps its dot.
func (s *scanner) extent(i, start int, d delimiter) (end int, dirty, joined bool) {
	t := s.text
	var depth [2]int // [], {}
	opens, closes := 0, 0
	k := i
loop:
	for k < len(t) {
		for k < len(t) && class[t[k]] == cPlain {
			k++
		}
		if k == len(t) {
			break
		}
		c := t[k]
		switch class[c] {
		case cStop:
			break loop
		case cOpen:
			if c == '(' {
				opens++
			} else {
				depth[bracket(c)]++
			}
		case cParen:
			if d == parenDelim && closes == opens {
				break loop
			}
			closes++
		case cClose:
			b := bracket(c)
			if depth[b] == 0 {
				break loop
			}
			depth[b]--
		case cNonASCII:
			r, size := utf8.DecodeRuneInString(t[k:])
			if r == utf8.RuneError && size == 1 {
				return k, true, joined
			}
			if typesetHyphen(r) {
				// A word a typesetter broke at the end of a line
				// ("https://savan‐\n    nah.gnu.org/"): the
				// reference goes on on the next line.
				if n, ok := lineBreak(t[k+size:]); ok {
					k += size + n
					joined = true
					continue
				}
			}
			if separates(r) || endsSentence(r) && eastAsianAfter(t[k+size:]) {
				break loop
			}
			if !inIRI(r) {
				return k, true, joined
			}
			k += size
			continue
		}
		k++
	}
	if d == quoteDelim && k < len(t) && t[k] == '"' {
		return k, false, joined
	}
	return s.trimEnd(i, k, start, opens, closes), false, joined
}

// unbreak removes from s, a reference extent read across lines, the
// typesetter's hyphens and the line breaks after them.
func unbreak(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for k := 0; k < len(s); {
		r, size := utf8.DecodeRuneInString(s[k:])
		if typesetHyphen(r) {
			if n, ok := lineBreak(s[k+size:]); ok {
				k += size + n
				continue
			}
		}
		b.WriteString(s[k : k+size])
		k += size
	}
	return b.String()
}

// bracket returns the index of "[" or "]" (0) and "{" or "}" (1).
func bracket(c byte) int {
	if c == '[' || c == ']' {
		return 0
	}
	return 1
}

// trimEnd leaves out the end of t[i:k] that is not part of the reference
// starting at start
// (GFM 6.9, extended autolink path validation): sentence punctuation ". ,
// : ; ! ?" and a closing "'" (RFC 3986 Appendix C); emphasis "*", "_" and
// "~" that closes an emphasis opened before the reference on its line
// (emphasisBefore) (GFM 6.4: emphasis needs an opener), except a "~" right after
// "/", the home directory of "sftp://host/~"; a ")" while the reference holds more ")" than
// "(" (opens and closes count them in t[i:k]); a final "&name;", which
// text holds as a character reference; an opening bracket left unclosed;
// and non-ASCII punctuation that ends a sentence or a quotation
// (closingPunct).
func (s *scanner) trimEnd(i, k, start, opens, closes int) int {
	t := s.text
	emph, read := emphasis(0), false
	for k > i {
		c := t[k-1]
		if c >= utf8.RuneSelf {
			r, size := utf8.DecodeLastRuneInString(t[i:k])
			if !closingPunct(r, t[i:k-size]) {
				return k
			}
			k -= size
			continue
		}
		switch c {
		case '(':
			opens--
			k--
		case '*', '_', '~':
			// Emphasis closes only what opened before the reference
			// ("**see http://a/**"); "?locale=_" and "#_=_" keep it.
			// "/~" is a home directory (RFC 1738 paths: "/~user/").
			if !read {
				emph, read = s.emphasisBefore(start), true
			}
			if !emph.has(c) || c == '~' && k-1 > i && t[k-2] == '/' {
				return k
			}
			k--
		case '.', ',', ':', '!', '?', '\'', '[', '{':
			k--
		case ')':
			if closes <= opens {
				return k
			}
			closes--
			k--
		case ';':
			k = entityStart(t, i, k-1)
		default:
			return k
		}
	}
	return k
}

// entityStart returns where a character reference "&name;" ending just
// before the ";" at semi starts (GFM 6.9: "&" and one or more
// alphanumerics), or semi when there is none, so that the ";" alone goes.
func entityStart(t string, i, semi int) int {
	j := semi
	for j > i && syntax.IsAlphaNum(t[j-1]) {
		j--
	}
	if j < semi && j > i && t[j-1] == '&' {
		return j - 1
	}
	return semi
}

// hasBody reports whether what follows "scheme:" holds more than slashes:
// "http:" and "http://" at the end of a sentence name nothing.
func hasBody(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] != '/' {
			return true
		}
	}
	return false
}

// emphasis is a set of the emphasis characters "*", "_" and "~" (GFM 6.4,
// 6.5): those that stand before a reference on its line, and so may open
// an emphasis its end closes.
type emphasis uint8

func emphasisBit(c byte) emphasis {
	switch c {
	case '*':
		return 1
	case '_':
		return 2
	case '~':
		return 4
	}
	return 0
}

func (e emphasis) has(c byte) bool { return e&emphasisBit(c) != 0 }

// emphasisBefore returns the emphasis characters that may open an
// emphasis on the line of t before start, outside the references found
// (GFM 6.2: a left-flanking delimiter run, not after a letter or digit
// nor before whitespace). It reads the text only when a reference ends in
// "*", "_" or "~", from its line's start or from where it stopped on that
// line, so that each byte is read once over the whole text (references
// are looked at in order).
func (s *scanner) emphasisBefore(start int) emphasis {
	s.passUpTo(start)
	s.readEmphasis(start)
	var m emphasis
	for b, at := range s.emph.last {
		if at >= 0 {
			m |= 1 << b
		}
	}
	return m
}

// passUpTo brings emphasisBefore's reading to the line of start, and
// through the text of that line before start, but for the references
// found there, which it passes over.
func (s *scanner) passUpTo(start int) {
	t, e := s.text, &s.emph
	if nl := strings.LastIndexByte(t[e.at:start], '\n'); nl >= 0 {
		e.at = e.at + nl + 1
		e.last = [3]int{-1, -1, -1}
	}
	for e.head < len(e.skip) && e.skip[e.head][0] < start {
		if r := e.skip[e.head]; r[1] > e.at {
			s.readEmphasis(r[0])
			e.at = max(e.at, r[1])
		}
		e.head++
	}
	if e.head == len(e.skip) {
		e.skip, e.head = e.skip[:0], 0
	}
}

// readEmphasis reads the text of one line from s.emph.at to end for
// emphasisBefore.
func (s *scanner) readEmphasis(end int) {
	t := s.text
	for i := s.emph.at; i < end; i++ {
		if c := t[i]; c == '*' || c == '_' || c == '~' {
			if (i == 0 || !syntax.IsAlphaNum(t[i-1])) && i+1 < len(t) && t[i+1] > ' ' {
				s.emph.last[emphasisBit(c)>>1] = i
			}
		}
	}
	s.emph.at = max(s.emph.at, end)
}

// maxSkip is the most references passEmphasis keeps: on a line holding
// more, the text before them is read ahead of need, so that the list
// stays small however many references a line holds.
const maxSkip = 64

// passEmphasis records that the reference found at [start, end) opens no
// emphasis: emphasisBefore passes over it. Only the references of the
// current line are kept, at most maxSkip of them.
func (s *scanner) passEmphasis(start, end int) {
	e := &s.emph
	if n := len(e.skip); n > 0 && strings.IndexByte(s.text[e.skip[n-1][1]:start], '\n') >= 0 {
		e.skip, e.head = e.skip[:0], 0
	}
	if len(e.skip) == maxSkip {
		s.passUpTo(start)
	}
	e.skip = append(e.skip, [2]int{start, end})
}
