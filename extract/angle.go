package extract

// This file reads a reference delimited by "<" and ">", with embedded
// whitespace and an optional "URL:" prefix (RFC 3986 Appendix C, RFC 2396
// Appendix E), and the scheme that must start it (RFC 3986 3.1).

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/scheme"
)

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
	if n == 0 && s.opts.WWW {
		// "<www.example.com>": an abbreviation (RFC 2396 Appendix F)
		// in delimiters (Appendix E).
		if p := abbreviation(inner); p != "" && !strings.ContainsAny(inner, "<>\"") {
			m := Match{Start: i, End: j + 1, URI: p + inner, Ambiguous: amb}
			return m, s.check(&m)
		}
	}
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
