package extract

// This file reads a reference delimited by "<" and ">", with embedded
// whitespace and an optional "URL:" prefix (RFC 3986 Appendix C, RFC 2396
// Appendix E), and the scheme that must start it (RFC 3986 3.1).

import (
	"strings"
	"unicode"
	"unicode/utf8"
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
// ">", with no "<" before it and no "`" in it (a backtick delimits code,
// never a reference), whitespace removed, "URL:" prefixes removed, and a
// scheme that counts (schemeStart's rules, without glued schemes).
func (s *scanner) angle(i int) (Match, bool) {
	j := s.angleAfter(i)
	if j < 0 || s.text[j] != '>' || strings.IndexByte(s.text[i+1:j], '`') >= 0 {
		return Match{}, false
	}
	inner, amb := stripSpace(s.text[i+1 : j])
	inner = trimURLPrefix(inner)
	m := Match{Start: i, End: j + 1, URI: inner, Ambiguous: amb}
	n := schemeLen(inner)
	if n == 0 {
		// "<www.example.com>": an abbreviation (RFC 2396 Appendix F)
		// in delimiters (Appendix E).
		if p := s.abbreviated(inner); s.opts.WWW && p != "" && !strings.ContainsAny(inner, "<>\"") {
			m.URI = p + inner
			return m, s.check(&m)
		}
		return Match{}, false
	}
	auth := strings.HasPrefix(inner[n+1:], "//")
	if !hasBody(inner[n+1:]) || !registered(inner[:n]) && !(s.opts.AnyScheme && auth) || !auth && inner[n+1] == ':' {
		return Match{}, false
	}
	if auth && !s.authorityOK(inner[:n], inner[n+3:]) {
		return Match{}, false
	}
	return m, s.check(&m) && syntaxOK(m.Ref)
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

// trimURLPrefix removes "URL:" prefixes in any case (RFC 2396 Appendix E),
// each when a scheme and ":" follow it.
func trimURLPrefix(s string) string {
	for len(s) > 4 && strings.EqualFold(s[:4], "URL:") && schemeLen(s[4:]) > 0 {
		s = s[4:]
	}
	return s
}
