package schemerule

// This file holds the rule of the "ldap" scheme: the scope keyword of RFC
// 4516 2.

import "strings"

// appendLDAPQuery appends "?" and the query of an LDAP URL,
//
//	ldapurl = scheme COLON SLASH SLASH [host [COLON port]]
//	          [SLASH dn [QUESTION [attributes]
//	          [QUESTION [scope] [QUESTION [filter]
//	          [QUESTION extensions]]]]]
//	scope   = "base" / "one" / "sub"
//
// (RFC 4516 2), with the scope in lower case when it is one of the three
// keywords in any case: RFC 4516 writes its grammar in ABNF (RFC 4234),
// whose quoted strings are case-insensitive (RFC 4234 2.3), so "SUB" and
// "sub" are the same scope. Nothing else changes: the dn and filter values
// compare by the matching rules of each attribute type (RFC 4517), which a
// URI cannot know; attribute descriptions (case-insensitive names, RFC
// 4512) are not yet folded; and an omitted scope, though it means "base"
// (2), is not filled in or dropped (that would add or remove a "?"
// delimiter of the query).
func appendLDAPQuery(dst []byte, in *In) []byte {
	dst = append(dst, '?')
	q := in.Query
	start := strings.IndexByte(q, '?') + 1 // after the attributes
	if start == 0 {
		return append(dst, q...)
	}
	end := start + strings.IndexByte(q[start:], '?')
	if end < start {
		end = len(q)
	}
	scope := q[start:end]
	if HasUpperOutsidePct(scope) {
		for _, kw := range [...]string{"base", "one", "sub"} {
			if strings.EqualFold(scope, kw) {
				dst = append(dst, q[:start]...)
				dst = append(dst, kw...)
				return append(dst, q[end:]...)
			}
		}
	}
	return append(dst, q...)
}
