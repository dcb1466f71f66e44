package extract

// This file is the scan over plain text: one pass, in order, without
// overlap (RFC 3986 Appendix C). A reference is looked for where its
// delimiter or its scheme's ":" stands (RFC 3986 3.1), and with the
// options where an abbreviation's "." or an address's "@" does.

import (
	"iter"
	"strings"
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
		s := scanner{text: text, opts: opts, nextLT: -2, nextGT: -2, nextColon: -2, nextDot: -2, nextAt: -2, quoteMiss: -1}
		s.emph.last = [3]int{-1, -1, -1}
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
	// The caches of index: the index of the next "<", ">", ":", "."
	// and "@" at or after some position (-1 when none, -2 not yet
	// known).
	nextLT, nextGT, nextColon, nextDot, nextAt int
	// quoteMiss is the quote marker at which quotedAngle last failed
	// (-1: none).
	quoteMiss int
	// emph is where emphasisBefore stands: the index it has read up
	// to, the spans of the references of the current line to pass
	// over, and the indexes on that line of the last "*", "_" and "~"
	// that may open an emphasis (-1: none).
	emph struct {
		at   int
		skip [][2]int // from skip[head] on
		head int
		last [3]int
	}
}

// index returns the index of the first c at or after i, using and
// updating the cache *at.
func (s *scanner) index(at *int, i int, c byte) int {
	if *at == -1 || *at >= i {
		return *at
	}
	j := strings.IndexByte(s.text[i:], c)
	if j < 0 {
		*at = -1
	} else {
		*at = i + j
	}
	return *at
}

// trigger returns the index of the first byte at or after i where a
// reference may be: a "<", a ":", and with the options a "." or an "@";
// or -1.
func (s *scanner) trigger(i int) int {
	k := s.index(&s.nextColon, i, ':')
	if a := s.index(&s.nextLT, i, '<'); a >= 0 && (k < 0 || a < k) {
		k = a
	}
	if s.opts.WWW {
		if d := s.index(&s.nextDot, i, '.'); d >= 0 && (k < 0 || d < k) {
			k = d
		}
	}
	if s.opts.Email {
		if a := s.index(&s.nextAt, i, '@'); a >= 0 && (k < 0 || a < k) {
			k = a
		}
	}
	return k
}

// next finds the reference after s.pos. A candidate that is read and
// refused returns where the scan goes on: after the text it read, so
// that no byte is read by more than one candidate and the scan stays
// linear ("http://a:x/http:" repeated would otherwise be read once per
// "http"). A candidate looks back from its trigger (for its scheme, its
// "www", the local part of its address) as far as floor, the end of the
// text read so far.
func (s *scanner) next() (Match, bool) {
	t := s.text
	floor := s.pos
	for i := s.pos; i < len(t); {
		k := s.trigger(i)
		if k < 0 {
			break
		}
		var m Match
		ok, resume := false, k+1
		switch t[k] {
		case '<':
			m, ok = s.angle(k)
		case ':':
			m, ok, resume = s.scheme(k, floor)
		case '.':
			m, ok, resume = s.abbreviation(k, floor)
		case '@':
			m, ok, resume = s.address(k, floor)
		}
		if ok {
			s.pos = m.End
			if m.Err == nil {
				// A reference that does not parse (Options.Invalid)
				// is text to emphasisBefore, as it is without the
				// option.
				s.passEmphasis(m.Start, m.End)
			}
			return m, true
		}
		if resume > k+1 {
			floor = resume
		}
		i = max(resume, k+1)
	}
	s.pos = len(t)
	return Match{}, false
}
