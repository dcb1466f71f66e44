package extract

// This file reads a bare reference, ended by whitespace, with trailing
// sentence punctuation left out (RFC 3986 Appendix C), after an optional
// "URL:" prefix (RFC 2396 Appendix E), or an abbreviation of RFC 2396
// Appendix F.

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// bare reads a reference that starts a word at i: "URL:" with an optional
// run of blanks, a scheme and ":", or with Options.WWW an abbreviation.
// When a candidate was read but is not a reference, the Match returned
// still holds its End: the scan goes on after it, so that no byte is read
// by more than one candidate and the scan stays linear ("http://a:x/http:"
// repeated would otherwise be read once per "http").
func (s *scanner) bare(i int) (Match, bool) {
	t := s.text
	start := i
	if len(t)-i > 4 && t[i]|0x20 == 'u' && strings.EqualFold(t[i:i+4], "URL:") {
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
			return Match{End: end}, false
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
