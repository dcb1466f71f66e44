package ldap

import "github.com/urikit/urikit/internal/syntax"

// This file checks the names of LDAP: oid = descr / numericoid (RFC 4512
// 1.4), attributedescription = attributetype options (RFC 4512 2.5), and
// the attributeSelector of RFC 4511 4.5.1.8 that RFC 4516 2 takes for the
// attributes of a URL.

// oidEnd reads an oid at s[i:] (RFC 4512 1.4):
//
//	oid        = descr / numericoid
//	descr      = keystring = leadkeychar *keychar
//	leadkeychar = ALPHA, keychar = ALPHA / DIGIT / HYPHEN
//	numericoid = number 1*( DOT number )
//	number     = DIGIT / ( LDIGIT 1*DIGIT )
//
// It returns the end of the oid and -1, or the offset of the first byte
// that breaks it as bad.
func oidEnd(s string, i int) (end, bad int) {
	switch {
	case i < len(s) && syntax.IsAlpha(s[i]):
		for i++; i < len(s) && (syntax.IsAlphaNum(s[i]) || s[i] == '-'); i++ {
		}
		return i, -1
	case i < len(s) && syntax.IsDigit(s[i]):
		dots := 0
		for {
			// number: no leading zero unless it is "0" itself
			start := i
			for ; i < len(s) && syntax.IsDigit(s[i]); i++ {
			}
			if i == start {
				return 0, i
			}
			if s[start] == '0' && i-start > 1 {
				return 0, start + 1
			}
			if i < len(s) && s[i] == '.' {
				dots++
				i++
				continue
			}
			if dots == 0 {
				return 0, i // numericoid needs a DOT
			}
			return i, -1
		}
	}
	return 0, i
}

// attrDescBad checks attributedescription = attributetype options,
// attributetype = oid, options = *( SEMI option ), option = 1*keychar
// (RFC 4512 2.5) against all of s, returning -1 or the offset of the
// first byte that breaks it.
func attrDescBad(s string) int {
	i, bad := oidEnd(s, 0)
	if bad >= 0 {
		return bad
	}
	for i < len(s) {
		if s[i] != ';' {
			return i
		}
		i++
		start := i
		for ; i < len(s) && (syntax.IsAlphaNum(s[i]) || s[i] == '-'); i++ {
		}
		if i == start {
			return i
		}
	}
	return -1
}

// selectorBad checks attributeSelector = attributedescription /
// selectorspecial, selectorspecial = noattrs ("1.1") / alluserattrs ("*")
// (RFC 4511 4.5.1.8), and "+", all operational attributes (RFC 3673 2),
// returning -1 or the offset of the first byte that breaks it. "1.1" is
// also a numericoid.
func selectorBad(s string) int {
	if s == "*" || s == "+" {
		return -1
	}
	return attrDescBad(s)
}
