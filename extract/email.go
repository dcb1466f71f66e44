package extract

import "github.com/urikit/urikit/internal/syntax"

// This file reads bare e-mail addresses where GitHub Flavored Markdown
// finds an extended email autolink (6.9), as mailto URIs (RFC 6068).

// address reads the address whose "@" is at k (GFM 6.9): one or more
// letters, digits, ".", "-", "_" or "+" before it; after it, segments of
// letters, digits, "-" and "_" separated by ".", at least one ".", the
// last character neither "-" nor "_", a final "." left out. lo is where
// the scan stands.
func (s *scanner) address(k, lo int) (Match, bool, int) {
	t := s.text
	p := k
	for p > lo && (syntax.IsAlphaNum(t[p-1]) || t[p-1] == '.' || t[p-1] == '-' || t[p-1] == '_' || t[p-1] == '+') {
		p--
	}
	// RFC 5322 3.4.1: a dot-atom does not start with ".".
	for p < k && t[p] == '.' {
		p++
	}
	e := k + 1
	for e < len(t) && (syntax.IsAlphaNum(t[e]) || t[e] == '.' || t[e] == '-' || t[e] == '_') {
		e++
	}
	end := e
	if end > k+1 && t[end-1] == '.' {
		end--
	}
	if p == k || !addressDomain(t[k+1:end]) || e < len(t) && t[e] == '@' {
		return Match{}, false, k + 1
	}
	m := Match{Start: p, End: end, URI: "mailto:" + t[p:end]}
	if !s.check(&m) || !syntaxOK(m.Ref) {
		return Match{}, false, k + 1
	}
	return m, true, end
}

// addressDomain reports whether d is the domain of an extended email
// autolink (GFM 6.9): segments separated by ".", at least one ".", none
// empty, the last character neither "-" nor "_".
func addressDomain(d string) bool {
	if d == "" || d[0] == '.' || d[len(d)-1] == '.' || d[len(d)-1] == '-' || d[len(d)-1] == '_' {
		return false
	}
	dots := 0
	for i := 0; i < len(d); i++ {
		if d[i] == '.' {
			if d[i-1] == '.' {
				return false
			}
			dots++
		}
	}
	return dots > 0
}
