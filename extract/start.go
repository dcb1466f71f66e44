package extract

// This file reads a reference at its scheme's ":": where the scheme starts
// (RFC 3986 3.1), the "URL:" prefixes before it (RFC 2396 Appendix E), and
// whether a scheme with or without "//" counts there.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// scheme reads the reference whose scheme ends at the ":" at k; lo is
// where the scan stands (no candidate starts before it). It returns where
// the scan goes on when there is none.
func (s *scanner) scheme(k, lo int) (Match, bool, int) {
	t := s.text
	w := k
	for w > lo && syntax.IsSchemeChar(t[w-1]) {
		w--
	}
	if w == k {
		return Match{}, false, k + 1
	}
	// "URL:" prefixes, in any case and as many as there are, each
	// followed by blanks or nothing and a scheme and ":" (RFC 2396
	// Appendix E): "URL:URL:http://a/" is http://a/ with or without
	// Options.AnyScheme, as uri.ParseLenient reads it.
	start := -1
	for wordStart(t, w) && k-w == 3 && strings.EqualFold(t[w:k], "URL") {
		j := k + 1
		for j < len(t) && (t[j] == ' ' || t[j] == '\t') {
			j++
		}
		n := schemeLen(t[j:])
		if n == 0 {
			break
		}
		if start < 0 {
			start = w
		}
		w, k = j, j+n
	}
	p, auth, ok := s.schemeStart(w, k, start >= 0)
	if !ok {
		return Match{}, false, k + 1
	}
	if start < 0 || p != w {
		start = p
	}
	end, dirty, joined := s.extent(k+1, start, delimiterOf(t, start))
	if dirty || !hasBody(t[k+1:end]) {
		return Match{}, false, max(end, k+1)
	}
	m := Match{Start: start, End: end, URI: t[p:end]}
	if joined {
		m.URI, m.Ambiguous = unbreak(m.URI), true
	}
	if auth && !s.authorityOK(t[p:k], m.URI[k-p+3:]) {
		return Match{}, false, end
	}
	if !s.check(&m) {
		if m.Err != nil {
			// Options.Invalid: a reference that does not parse.
			return m, true, end
		}
		return Match{}, false, end
	}
	if !syntaxOK(m.Ref) {
		return Match{}, false, end
	}
	return m, true, end
}

// wordStart reports whether a word starts at w: no scheme character comes
// before it.
func wordStart(t string, w int) bool { return w == 0 || !syntax.IsSchemeChar(t[w-1]) }

// schemeStart returns where the scheme ending at the ":" at k starts, in
// the word of scheme characters t[w:k], and whether "//" follows the ":"
// (auth); ok is false when no scheme that counts ends there.
//
//   - A registered scheme that starts the word counts (registered): with
//     "//" and an authority after it, or alone ("mailto:", "urn:") where
//     opaqueStart allows.
//   - With "//", so does a registered scheme glued after a character that
//     cannot begin a scheme and joins words (a digit, "-", "."):
//     "site.http://a/", "1.http://a/", "see-http://a/" hold http://a/, as
//     xurls and linkify-it read them. A "+" composes schemes instead
//     ("git+https", "svn+ssh"): the word is one scheme, unregistered.
//   - With Options.AnyScheme and "//", so does any scheme (RFC 3986 3.1),
//     from the first letter that can begin one. An unregistered scheme
//     without "//" does not: its syntax is unknown, and "Note:this",
//     "ratio:3" are words.
func (s *scanner) schemeStart(w, k int, prefixed bool) (p int, auth, ok bool) {
	t := s.text
	auth = k+2 < len(t) && t[k+1] == '/' && t[k+2] == '/'
	word := wordStart(t, w)
	if word && syntax.IsAlpha(t[w]) && registered(t[w:k]) {
		if !auth && !opaqueStart(t, w, k, prefixed) {
			return 0, false, false
		}
		return w, auth, true
	}
	if !auth {
		return 0, false, false
	}
	for p := max(w, k-ianaLongest); p < k; p++ {
		if p > 0 && syntax.IsAlpha(t[p]) && glue(t[p-1]) && registered(t[p:k]) {
			return p, true, true
		}
	}
	if s.opts.AnyScheme {
		for p := w; p < k; p++ {
			if syntax.IsAlpha(t[p]) && (p > w && !syntax.IsAlpha(t[p-1]) || p == w && word) {
				return p, true, true
			}
		}
	}
	return 0, false, false
}

// opaqueStart reports whether a reference without "//" may start with the
// scheme t[w:k]: not after "/" or a backslash, inside a path ("//go:build"), nor
// after a ":" other than a "URL:" prefix's (prefixed), inside a list of
// fields ("action:message:category"); and not before a second ":", the
// namespace separator of Perl, C++ and configuration keys
// ("File::Spec", "APT::Architectures"), which no registered scheme's
// syntax starts with.
func opaqueStart(t string, w, k int, prefixed bool) bool {
	if k+1 < len(t) && t[k+1] == ':' {
		return false
	}
	if w == 0 {
		return true
	}
	switch t[w-1] {
	case '/', '\\':
		return false
	case ':':
		return prefixed
	}
	return true
}

// glue reports a scheme character after which a registered scheme is read
// on its own: a digit, "-" or ".".
func glue(c byte) bool { return syntax.IsDigit(c) || c == '-' || c == '.' }

// schemeLen returns the length of the scheme at the start of s when a ":"
// follows it (RFC 3986 3.1), or 0.
func schemeLen(s string) int {
	if s == "" || !syntax.IsAlpha(s[0]) {
		return 0
	}
	for k := 1; k < len(s); k++ {
		if s[k] == ':' {
			return k
		}
		if !syntax.IsSchemeChar(s[k]) {
			return 0
		}
	}
	return 0
}
