package scheme

// This file implements URN-equivalence (RFC 8141 3.1) as an explicit
// comparison, beside the scheme-based normal form of urn references
// (normalizeURN in rules.go), which keeps the r-, q- and f-components.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// URNEquivalent reports whether a and b are URN-equivalent by RFC 8141
// 3.1: their assigned-names ("urn" ":" NID ":" NSS) are octet-by-octet
// equal after the case of the leading "urn:" token, of the NID and of the
// hex digits of percent-encodings in the NSS is normalized. The r-, q- and
// f-components ("?+", "?=" and "#") are not part of URN-equivalence and
// are ignored, and percent-encodings are compared as written, never
// decoded (3.1), so "%2C" and "," differ.
//
// This is a different relation from uri.Equal at the scheme-based rung:
// coarser, because that normal form keeps the r-, q- and f-components,
// which still mean something to a resolver (RFC 8141 2.3); finer, because
// RFC 3986 6.2.2.2 makes "%41" and "A" equal and URNEquivalent, comparing
// as written, does not. A or b that is not a URN by the syntax of RFC
// 8141 2 is equivalent to nothing, itself included.
func URNEquivalent(a, b string) bool {
	nidA, nssA, okA := splitURN(a)
	nidB, nssB, okB := splitURN(b)
	if !okA || !okB || !strings.EqualFold(nidA, nidB) || len(nssA) != len(nssB) {
		return false
	}
	for i := 0; i < len(nssA); i++ {
		x, y := nssA[i], nssB[i]
		if x == '%' {
			// pct-encoded: the two hex digits compare without regard to case.
			if y != '%' || !strings.EqualFold(nssA[i+1:i+3], nssB[i+1:i+3]) {
				return false
			}
			i += 2
			continue
		}
		if x != y {
			return false
		}
	}
	return true
}

// splitURN returns the NID and NSS of the namestring s (RFC 8141 2):
// namestring = assigned-name [ rq-components ] [ "#" f-component ],
// assigned-name = "urn" ":" NID ":" NSS, NID = (alphanum) 0*30(ldh)
// alphanum, NSS = pchar *(pchar / "/"), rq-components = [ "?+"
// r-component ] [ "?=" q-component ].
func splitURN(s string) (nid, nss string, ok bool) {
	if len(s) < 4 || !strings.EqualFold(s[:4], "urn:") {
		return "", "", false
	}
	s = s[4:]
	colon := strings.IndexByte(s, ':')
	if colon < 2 || colon > 32 {
		return "", "", false
	}
	nid = s[:colon]
	for i := 0; i < len(nid); i++ {
		c := nid[i]
		if !syntax.IsAlphaNum(c) && (c != '-' || i == 0 || i == len(nid)-1) {
			return "", "", false
		}
	}
	rest := s[colon+1:]
	end := len(rest)
	for i := 0; i < len(rest); i++ {
		c := rest[i]
		switch {
		case c == '?':
			if i+1 >= len(rest) || rest[i+1] != '+' && rest[i+1] != '=' {
				return "", "", false
			}
			end = i
		case c == '#':
			end = i
		case c == '%':
			if !syntax.IsPctEncoded(rest, i) {
				return "", "", false
			}
			i += 2
			continue
		case c == '/' && i == 0:
			return "", "", false // NSS = pchar *(pchar / "/")
		case !syntax.NeedsEscape(c, syntax.Path): // pchar / "/"
		default:
			return "", "", false
		}
		if end < len(rest) {
			break
		}
	}
	nss = rest[:end]
	if nss == "" {
		return "", "", false
	}
	return nid, nss, true
}
