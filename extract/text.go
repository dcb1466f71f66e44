package extract

// This file implements the plain-text scan: RFC 3986 Appendix C (RFC 2396
// Appendix E) delimiters and RFC 2396 Appendix F abbreviations.

import (
	"iter"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/uri"
)

// Options choose what counts as a reference. The zero value is the default:
// registered schemes only, lenient parsing, ASCII only, no abbreviations.
type Options struct {
	// AnyScheme accepts any well-formed scheme (RFC 3986 3.1), not only
	// the registered ones.
	AnyScheme bool
	// Strict accepts only what uri.Parse (or iri.Parse, with IRI) accepts,
	// and reports no fixes.
	Strict bool
	// IRI lets references hold non-ASCII characters (RFC 3987 2.2):
	// Unicode letters in hosts and paths. In strict mode the candidate
	// must pass iri.Parse; otherwise one that iri.Parse refuses goes
	// through uri.ParseLenient.
	IRI bool
	// WWW finds RFC 2396 Appendix F's abbreviated forms: a word starting
	// "www." becomes an http URI and one starting "ftp." an ftp URI; the
	// URI field holds the scheme added.
	WWW bool
}

// Match is one reference found in the text.
type Match struct {
	// Start and End are the byte span [Start, End) of the reference in
	// the text, delimiters included: for "<URL:http://a/>" the span
	// covers the angle brackets and the prefix, for a bare reference just
	// the reference (quotes around it are ordinary text).
	Start, End int
	// URI is the reference as found, with delimiters, the "URL:" prefix
	// and embedded whitespace removed (and, for an Appendix F
	// abbreviation, the scheme added).
	URI string
	// Fixes are the repairs uri.ParseLenient makes to URI (offsets into
	// URI); nil when URI is already valid, and always in strict mode.
	Fixes []uri.Fix
	// Ambiguous says that a line break inside "<...>" came right after a
	// hyphen: RFC 3986 Appendix C says the hyphen "may or may not actually
	// be part of the URI". URI keeps it.
	Ambiguous bool
}

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

func isSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v'
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
		if m, ok := s.bare(i); ok {
			s.pos = m.End
			return m, true
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

// angleAfter returns the index of the first "<" or ">" after i, or -1.
func (s *scanner) angleAfter(i int) int {
	if s.nextAngle == -1 {
		return -1
	}
	if s.nextAngle <= i {
		j := strings.IndexAny(s.text[i+1:], "<>")
		if j < 0 {
			s.nextAngle = -1
			return -1
		}
		s.nextAngle = i + 1 + j
	}
	return s.nextAngle
}

// angle reads "<...>" at i (RFC 3986 Appendix C): the text up to the first
// ">", with no "<" before it, whitespace removed, an optional "URL:"
// prefix, and a scheme.
func (s *scanner) angle(i int) (Match, bool) {
	j := s.angleAfter(i)
	if j < 0 || s.text[j] != '>' {
		return Match{}, false
	}
	inner, amb := stripSpace(s.text[i+1 : j])
	inner = trimURLPrefix(inner)
	n := schemeLen(inner)
	if n == 0 || !s.schemeOK(inner[:n]) || !hasBody(inner[n+1:]) {
		return Match{}, false
	}
	m := Match{Start: i, End: j + 1, URI: inner, Ambiguous: amb}
	return m, s.check(&m)
}

// stripSpace removes all whitespace, and reports whether a line break came
// right after a hyphen (RFC 3986 Appendix C).
func stripSpace(s string) (string, bool) {
	if !strings.ContainsFunc(s, unicode.IsSpace) {
		return s, false
	}
	var b strings.Builder
	b.Grow(len(s))
	amb := false
	for k := 0; k < len(s); {
		r, size := utf8.DecodeRuneInString(s[k:])
		if !unicode.IsSpace(r) {
			b.WriteString(s[k : k+size])
			k += size
			continue
		}
		// A run of whitespace: ambiguous when it holds a line break
		// and follows a hyphen.
		hyphen := k > 0 && s[k-1] == '-'
		for k < len(s) {
			r, size = utf8.DecodeRuneInString(s[k:])
			if !unicode.IsSpace(r) {
				break
			}
			if hyphen && (r == '\n' || r == '\r') {
				amb = true
			}
			k += size
		}
	}
	return b.String(), amb
}

// hasBody reports whether what follows "scheme:" holds more than slashes:
// "http:" and "http://" at the end of a sentence name nothing.
func hasBody(s string) bool {
	return strings.Trim(s, "/") != ""
}

// trimURLPrefix removes "URL:" in any case (RFC 2396 Appendix E) when a
// scheme and ":" follow it.
func trimURLPrefix(s string) string {
	if len(s) > 4 && strings.EqualFold(s[:4], "URL:") && schemeLen(s[4:]) > 0 {
		return s[4:]
	}
	return s
}

// schemeLen returns the length of the scheme at the start of s when a ":"
// follows it (RFC 3986 3.1), or 0.
func schemeLen(s string) int {
	if s == "" || !isAlpha(s[0]) {
		return 0
	}
	for k := 1; k < len(s); k++ {
		if s[k] == ':' {
			return k
		}
		if !isSchemeChar(s[k]) {
			return 0
		}
	}
	return 0
}

func (s *scanner) schemeOK(name string) bool {
	if s.opts.AnyScheme {
		return true
	}
	_, ok := scheme.Lookup(name)
	return ok
}

// bare reads a reference that starts a word at i: "URL:" with an optional
// run of blanks, a scheme and ":", or with Options.WWW an abbreviation.
func (s *scanner) bare(i int) (Match, bool) {
	t := s.text
	start := i
	if len(t)-i > 4 && strings.EqualFold(t[i:i+4], "URL:") {
		k := i + 4
		for k < len(t) && (t[k] == ' ' || t[k] == '\t') {
			k++
		}
		if schemeLen(t[k:]) > 0 {
			i = k
		}
	}
	prefix := ""
	if s.opts.WWW && start == i {
		prefix = abbreviation(t[i:])
	}
	if prefix == "" {
		n := schemeLen(t[i:])
		if n == 0 || !s.schemeOK(t[i:i+n]) {
			return Match{}, false
		}
		end := s.bareEnd(i + n + 1)
		if !hasBody(t[i+n+1 : end]) {
			return Match{}, false
		}
		m := Match{Start: start, End: end, URI: t[i:end]}
		return m, s.check(&m)
	}
	end := s.bareEnd(i)
	m := Match{Start: start, End: end, URI: prefix + t[i:end]}
	return m, s.check(&m)
}

// abbreviation returns the scheme RFC 2396 Appendix F supplies for a word
// starting "www." or "ftp." and a letter or digit, or "".
func abbreviation(s string) string {
	if len(s) < 5 || (!isAlpha(s[4]) && !isDigit(s[4])) {
		return ""
	}
	switch {
	case strings.EqualFold(s[:4], "www."):
		return "http://"
	case strings.EqualFold(s[:4], "ftp."):
		return "ftp://"
	}
	return ""
}

// bareEnd returns where a bare reference whose body starts at i ends: at
// whitespace, a control, "<", ">" or `"` (RFC 2396 2.4.3 delims), an
// unbalanced ")", "]" or "}", or a non-ASCII character that is not a
// letter, mark, digit or format character (punctuation, symbols, spaces,
// bytes that are not UTF-8); then trailing sentence punctuation and
// closing quotes are left out. Non-ASCII letters are read in every mode:
// with Options.IRI they may stay, otherwise the lenient parser encodes them
// (FixNonASCII) and the strict one refuses the candidate.
func (s *scanner) bareEnd(i int) int {
	t := s.text
	var depth [3]int // (), [], {}
	k := i
loop:
	for k < len(t) {
		c := t[k]
		switch c {
		case '(':
			depth[0]++
		case '[':
			depth[1]++
		case '{':
			depth[2]++
		case ')', ']', '}':
			d := &depth[0]
			if c == ']' {
				d = &depth[1]
			} else if c == '}' {
				d = &depth[2]
			}
			if *d == 0 {
				break loop
			}
			*d--
		case '<', '>', '"', 0x7f:
			break loop
		default:
			if c <= ' ' {
				break loop
			}
			if c >= 0x80 {
				r, size := utf8.DecodeRuneInString(t[k:])
				if r == utf8.RuneError && size == 1 || !continues(r) {
					break loop
				}
				k += size
				continue
			}
		}
		k++
	}
	return trimTrailing(t, i, k)
}

// continues reports whether a non-ASCII character continues a bare
// reference: letters, marks and digits of any script (RFC 3987 2.2
// ucschar), and format characters such as ZERO WIDTH JOINER that words of
// some scripts need.
func continues(r rune) bool {
	return unicode.In(r, unicode.L, unicode.M, unicode.N, unicode.Cf)
}

// trimTrailing leaves out the sentence punctuation and closing quotes at
// the end of t[i:k], and an opening bracket left unclosed there.
func trimTrailing(t string, i, k int) int {
	for k > i {
		r, size := utf8.DecodeLastRuneInString(t[i:k])
		switch r {
		case '.', ',', ';', ':', '!', '?', '\'', '(', '[', '{':
			k -= size
			continue
		}
		break
	}
	return k
}

// check parses m.URI in the mode the options choose and records the
// fixes; it reports whether the candidate is a reference.
func (s *scanner) check(m *Match) bool {
	if m.URI == "" {
		return false
	}
	if s.opts.IRI {
		if _, err := iri.Parse(m.URI); err == nil {
			return true
		}
	} else if _, err := uri.Parse(m.URI); err == nil {
		return true
	}
	if s.opts.Strict {
		return false
	}
	_, fixes, err := uri.ParseLenient(m.URI)
	if err != nil {
		return false
	}
	m.Fixes = fixes
	return true
}
