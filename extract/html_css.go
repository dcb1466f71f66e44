package extract

// This file finds the URLs in CSS, for the style attribute and the <style>
// element of HTML: url(...) tokens (CSS Syntax Level 3, 4.3.6 "Consume a
// url token", and 4.3.5 for url() with a quoted string) and the string
// of @import (CSS Cascading 2.1). Comments (4.3.2) and strings (4.3.5) are
// skipped, so that a "url(" inside them is not read. CSS escapes are not
// decoded: a URL that holds one is given as written.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

func isIdentChar(c byte) bool {
	return syntax.IsAlphaNum(c) || c == '-' || c == '_' || c == '\\' || c >= 0x80
}

func isCSSSpace(c byte) bool { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' }

// cssURLs appends the spans of the URLs in s.
func cssURLs(s string, out []span) []span {
	i := 0
	skipSpace := func() {
		for {
			for i < len(s) && isCSSSpace(s[i]) {
				i++
			}
			if !strings.HasPrefix(s[i:], "/*") {
				return
			}
			end := strings.Index(s[i+2:], "*/")
			if end < 0 {
				i = len(s)
				return
			}
			i += 2 + end + 2
		}
	}
	for i < len(s) {
		c := s[i]
		switch {
		case c == '/' && strings.HasPrefix(s[i:], "/*"):
			skipSpace()
		case c == '"' || c == '\'':
			i = cssString(s, i).end + 1
		case c == '\\':
			i += 2
		case c == '@' && len(s)-i >= 7 && strings.EqualFold(s[i+1:i+7], "import") && (i+7 == len(s) || !isIdentChar(s[i+7])):
			i += 7
			skipSpace()
			if i < len(s) && (s[i] == '"' || s[i] == '\'') {
				sp := cssString(s, i)
				out = append(out, sp)
				i = sp.end + 1
			}
		case (c|0x20 == 'u') && len(s)-i >= 4 && strings.EqualFold(s[i:i+4], "url(") && (i == 0 || !isIdentChar(s[i-1])):
			i += 4
			for i < len(s) && isCSSSpace(s[i]) {
				i++
			}
			if i < len(s) && (s[i] == '"' || s[i] == '\'') {
				sp := cssString(s, i)
				out = append(out, sp)
				i = sp.end + 1
				continue
			}
			// An unquoted URL: up to ")" or whitespace; a quote or "("
			// inside makes it a bad url, which names nothing.
			start := i
			bad := false
			for i < len(s) && s[i] != ')' && !isCSSSpace(s[i]) {
				switch s[i] {
				case '"', '\'', '(':
					bad = true
				case '\\':
					i++
				}
				i++
			}
			end := min(i, len(s))
			for i < len(s) && isCSSSpace(s[i]) {
				i++
			}
			if i < len(s) && s[i] != ')' {
				bad = true
			}
			if !bad {
				out = append(out, span{start, end})
			}
		default:
			i++
		}
	}
	return out
}

// cssString returns the span of the content of the string whose quote is
// at s[i]: up to the same quote, a line break, or the end; a backslash
// escapes the next character.
func cssString(s string, i int) span {
	q := s[i]
	j := i + 1
	for j < len(s) && s[j] != q && s[j] != '\n' && s[j] != '\r' && s[j] != '\f' {
		if s[j] == '\\' {
			j++
		}
		j++
	}
	return span{i + 1, min(j, len(s))}
}
