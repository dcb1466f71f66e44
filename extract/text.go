package extract

// This file is the scan over plain text: one pass, in order, without
// overlap (RFC 3986 Appendix C); characters of RFC 3986 3.1's scheme.

import (
	"iter"
)

// Text returns every reference found in text, in order, without overlap.
func Text(text string, opts Options) []Match {
	var out []Match
	for m := range All(text, opts) {
		out = append(out, m)
	}
	return out
}

// All yields the references Text finds, one at a time, as it scans.
func All(text string, opts Options) iter.Seq[Match] {
	return func(yield func(Match) bool) {
		s := scanner{text: text, opts: opts, nextAngle: -2}
		for {
			m, ok := s.next()
			if !ok || !yield(m) {
				return
			}
		}
	}
}

type scanner struct {
	text string
	opts Options
	pos  int
	// nextAngle caches the index of the first "<" or ">" at or after
	// some position (-1 when none, -2 not yet known), so that a run of
	// "<" without a closer is scanned once, not once per "<".
	nextAngle int
}

func isAlpha(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' }
func isDigit(c byte) bool { return c >= '0' && c <= '9' }

// isSchemeChar reports a character of RFC 3986 3.1's scheme production.
func isSchemeChar(c byte) bool {
	return isAlpha(c) || isDigit(c) || c == '+' || c == '-' || c == '.'
}

// next finds the reference after s.pos.
func (s *scanner) next() (Match, bool) {
	t := s.text
	for i := s.pos; i < len(t); {
		c := t[i]
		if c == '<' {
			if m, ok := s.angle(i); ok {
				s.pos = m.End
				return m, true
			}
			i++
			continue
		}
		if !isAlpha(c) || (i > 0 && isSchemeChar(t[i-1])) {
			i++
			continue
		}
		m, ok := s.bare(i)
		if ok {
			s.pos = m.End
			return m, true
		}
		if m.End > i {
			i = m.End
			continue
		}
		// Not a reference: skip the word's scheme characters, none of
		// which starts a word.
		i++
		for i < len(t) && isSchemeChar(t[i]) {
			i++
		}
	}
	s.pos = len(t)
	return Match{}, false
}
