package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "ldap" scheme: the scope keyword of RFC 4516 2.

import "strings"

// normalizeLDAP lower-cases the scope of an LDAP URL,
//
//	ldapurl = scheme COLON SLASH SLASH [host [COLON port]]
//	          [SLASH dn [QUESTION [attributes]
//	          [QUESTION [scope] [QUESTION [filter]
//	          [QUESTION extensions]]]]]
//	scope   = "base" / "one" / "sub"
//
// (RFC 4516 2), when it is one of the three keywords in any case: RFC 4516
// writes its grammar in ABNF (RFC 4234), whose quoted strings are
// case-insensitive (RFC 4234 2.3), so "SUB" and "sub" are the same scope.
// Nothing else changes: the dn and filter values compare by the matching
// rules of each attribute type (RFC 4517), which a URI cannot know;
// attribute descriptions (case-insensitive names, RFC 4512) are not yet
// folded; and an omitted scope, though it means "base" (2), is not filled
// in or dropped (that would add or remove a "?" delimiter of the query).
func normalizeLDAP(c Components) Components {
	if !c.HasQuery {
		return c
	}
	q := c.Query
	start := strings.IndexByte(q, '?') + 1 // after the attributes
	if start == 0 {
		return c
	}
	end := start + strings.IndexByte(q[start:], '?')
	if end < start {
		end = len(q)
	}
	scope := q[start:end]
	if !hasUpperOutsidePct(scope) {
		return c
	}
	for _, kw := range [...]string{"base", "one", "sub"} {
		if strings.EqualFold(scope, kw) {
			c.Query = q[:start] + kw + q[end:]
			break
		}
	}
	return c
}
