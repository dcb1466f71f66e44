package extract

// This file reads the abbreviated forms of RFC 2396 Appendix F ("www." and
// "ftp." hosts without a scheme) where GitHub Flavored Markdown finds an
// extended www autolink (6.9): at the start of a line, after whitespace or
// one of "*", "_", "~" and "(", before a valid domain.

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// abbreviation reads the abbreviated reference whose "www." or "ftp."
// ends at the "." at d; lo is where the scan stands.
func (s *scanner) abbreviation(d, lo int) (Match, bool, int) {
	t := s.text
	p := d - 3
	if p < lo || !gfmStart(t, p) || s.abbreviated(t[p:]) == "" {
		return Match{}, false, d + 1
	}
	end, dirty, joined := s.extent(p, p, delimiterOf(t, p))
	if dirty {
		return Match{}, false, end
	}
	text := t[p:end]
	if joined {
		text = unbreak(text)
	}
	prefix := s.abbreviated(text)
	if prefix == "" {
		return Match{}, false, end
	}
	m := Match{Start: p, End: end, URI: prefix + text, Ambiguous: joined}
	return m, s.check(&m) && syntaxOK(m.Ref), end
}

// gfmStart reports whether an extended autolink may start at p (GFM 6.9):
// at the start of the text or of a line, after whitespace, or after one
// of the delimiters "*", "_", "~" and "(". Inside a word, a path or a
// file name ("/usr/share/www.conf", "Ftp.pm") none starts.
func gfmStart(t string, p int) bool {
	if p == 0 {
		return true
	}
	switch t[p-1] {
	case ' ', '\t', '\n', '\r', '\v', '\f', '*', '_', '~', '(':
		return true
	}
	return false
}

// abbreviated returns the scheme RFC 2396 Appendix F supplies for s when
// it starts with "www." or "ftp." (in any case) and a valid domain (GFM
// 6.9: segments of letters, digits, "_" and "-" separated by ".", with no
// "_" in the last two), which must itself hold a "." ("www.example.com",
// not "www.conf" nor "ftp.c"); otherwise "".
func (s *scanner) abbreviated(t string) string {
	if len(t) < 4 || t[3] != '.' {
		return ""
	}
	var scheme string
	switch {
	case strings.EqualFold(t[:3], "www"):
		scheme = "http://"
	case strings.EqualFold(t[:3], "ftp"):
		scheme = "ftp://"
	default:
		return ""
	}
	if !validDomain(t[4:]) {
		return ""
	}
	return scheme
}

// validDomain reports whether s starts with a valid domain of GFM 6.9
// holding at least one ".": its segments are letters and digits (of any
// script), "_" and "-", separated by "."; no "_" in the last two
// segments; and the domain ends where a character of none of these
// stands (a final "." is sentence punctuation).
func validDomain(s string) bool {
	dots, lastUnderscore, underscore := 0, false, false
	seg := 0 // length of the segment being read
	i := 0
	for i < len(s) {
		c := s[i]
		size := 1
		switch {
		case syntax.IsAlphaNum(c) || c == '-':
		case c == '_':
			underscore = true
		case c == '.':
			if seg == 0 {
				return false
			}
			if i+1 == len(s) || !domainChar(s[i+1:]) {
				// A final ".": punctuation, not a segment.
				return dots > 0 && !lastUnderscore && !underscore
			}
			dots++
			lastUnderscore, underscore = underscore, false
			seg = 0
			i++
			continue
		case c >= utf8.RuneSelf:
			r, n := utf8.DecodeRuneInString(s[i:])
			if !unicode.In(r, unicode.L, unicode.M, unicode.N) {
				return seg > 0 && dots > 0 && !lastUnderscore && !underscore
			}
			size = n
		default:
			return seg > 0 && dots > 0 && !lastUnderscore && !underscore
		}
		seg++
		i += size
	}
	return seg > 0 && dots > 0 && !lastUnderscore && !underscore
}

// domainChar reports whether s starts with a character of a domain's
// segments.
func domainChar(s string) bool {
	c := s[0]
	if c >= utf8.RuneSelf {
		r, _ := utf8.DecodeRuneInString(s)
		return unicode.In(r, unicode.L, unicode.M, unicode.N)
	}
	return syntax.IsAlphaNum(c) || c == '-' || c == '_'
}
