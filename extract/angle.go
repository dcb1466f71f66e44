package extract

// This file reads a reference delimited by "<" and ">", with embedded
// whitespace and an optional "URL:" prefix (RFC 3986 Appendix C, RFC 2396
// Appendix E), and the scheme that must start it (RFC 3986 3.1).

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// angleAfter returns the index of the first "<" or ">" after i, or -1,
// from the caches of the next "<" and ">" (so that a run of "<" without a
// closer is scanned once, not once per "<").
func (s *scanner) angleAfter(i int) int {
	lt, gt := s.index(&s.nextLT, i+1, '<'), s.index(&s.nextGT, i+1, '>')
	if lt < 0 || gt >= 0 && gt < lt {
		return gt
	}
	return lt
}

// angle reads "<...>" at i (RFC 3986 Appendix C): the text up to the first
// ">", with no "<" before it and no "`" in it (a backtick delimits code,
// never a reference), whitespace removed, "URL:" prefixes removed, and a
// scheme that counts (schemeStart's rules, without glued schemes). In a
// quoted mail the ">" quote markers of the lines it is broken across are
// not its end (quotedAngle).
func (s *scanner) angle(i int) (Match, bool) {
	j := s.angleAfter(i)
	if j < 0 || s.text[j] != '>' {
		return Match{}, false
	}
	raw := s.text[i+1 : j]
	if j != s.quoteMiss {
		// Every "<" of a line meets the same quote marker first: one
		// that did not continue a reference is not tried again.
		if k, joined, ok := quotedAngle(s.text, i, j); ok {
			j, raw = k, joined
		} else {
			s.quoteMiss = j
		}
	}
	if strings.IndexByte(raw, '`') >= 0 {
		return Match{}, false
	}
	inner, amb := stripSpace(raw)
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
	// Whitespace may break the rest across lines, not the scheme: a
	// scheme pieced together from words ("ftp address f t p ://") is none.
	if !strings.Contains(raw, inner[:n+1]) {
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

// stripSpace removes all whitespace, and reports whether a line break
// came right after a hyphen (RFC 3986 Appendix C). A typesetter's hyphen
// (typesetHyphen) before a line break goes with it.
func stripSpace(s string) (string, bool) {
	if !hasSpace(s) {
		return s, false
	}
	var b strings.Builder
	b.Grow(len(s))
	amb := false
	for k := 0; k < len(s); {
		r, size := utf8.DecodeRuneInString(s[k:])
		if !unicode.IsSpace(r) {
			if typesetHyphen(r) && breaksLine(s[k+size:]) {
				amb = true
			} else {
				b.WriteString(s[k : k+size])
			}
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

// hasSpace reports whether s holds whitespace (Unicode White_Space),
// without decoding its ASCII bytes.
func hasSpace(s string) bool {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c <= ' ' || c >= utf8.RuneSelf {
			return strings.ContainsFunc(s[i:], unicode.IsSpace)
		}
	}
	return false
}

// trimURLPrefix removes "URL:" prefixes in any case (RFC 2396 Appendix E),
// each when a scheme and ":" follow it.
func trimURLPrefix(s string) string {
	for len(s) > 4 && strings.EqualFold(s[:4], "URL:") && schemeLen(s[4:]) > 0 {
		s = s[4:]
	}
	return s
}

// Bounds of quotedAngle: a reference broken across more lines than this,
// or longer, is not read across quote markers.
const (
	maxQuotedLines = 8
	maxQuotedBytes = 4096
)

// quotedAngle reads a "<...>" that opens at i on a line of quoted mail
// (one or more ">" quote markers, RFC 3676 4.5) and is broken across
// lines (RFC 3986 Appendix C), where j, the first ">" after i, is the
// quote marker of the next line: it returns the index of the ">" that
// closes it and the text between, without the quote markers of the lines
// it continues on, which must be as deep as the first line's. ok is false
// when j closes the reference, or when none closes it within
// maxQuotedLines lines and maxQuotedBytes bytes.
func quotedAngle(t string, i, j int) (end int, raw string, ok bool) {
	if strings.IndexByte(t[i:j], '\n') < 0 {
		return 0, "", false // j closes the reference on its line
	}
	depth, _ := quoteMarkers(t, lineStart(t, i))
	if depth == 0 {
		return 0, "", false
	}
	var b strings.Builder
	from := i + 1
	for lines := 0; lines < maxQuotedLines && j-i < maxQuotedBytes; lines++ {
		ls := lineStart(t, j)
		if ls <= from || strings.TrimLeft(t[ls:j], " \t") != "" {
			break // j is not at the start of a line after i
		}
		d, after := quoteMarkers(t, ls)
		if d != depth {
			return 0, "", false
		}
		b.WriteString(t[from:ls])
		from = after
		k := strings.IndexAny(t[after:min(len(t), i+maxQuotedBytes)], "<>")
		if k < 0 || t[after+k] == '<' {
			return 0, "", false
		}
		j = after + k
		if lineStart(t, j) <= from || strings.TrimLeft(t[lineStart(t, j):j], " \t") != "" {
			b.WriteString(t[from:j])
			return j, b.String(), true
		}
	}
	return 0, "", false
}

// lineStart returns the index of the start of the line holding t[p].
func lineStart(t string, p int) int {
	return strings.LastIndexByte(t[:p], '\n') + 1
}

// quoteMarkers returns the number of ">" quote markers (each may be
// followed by blanks) that start the line at ls, after its leading blanks,
// and the index after them.
func quoteMarkers(t string, ls int) (depth, after int) {
	k := ls
	for k < len(t) && (t[k] == ' ' || t[k] == '\t') {
		k++
	}
	for k < len(t) && t[k] == '>' {
		depth++
		k++
		for k < len(t) && (t[k] == ' ' || t[k] == '\t') {
			k++
		}
	}
	return depth, k
}
