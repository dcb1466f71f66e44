package ldap

// This file checks the string representation of a search filter, RFC
// 4515 3, which RFC 4516 2 takes for the filter of a URL:
//
//	filter         = LPAREN filtercomp RPAREN
//	filtercomp     = and / or / not / item
//	and            = AMPERSAND filterlist
//	or             = VERTBAR filterlist
//	not            = EXCLAMATION filter
//	filterlist     = 1*filter
//	item           = simple / present / substring / extensible
//	simple         = attr filtertype assertionvalue
//	filtertype     = equal / approx / greaterorequal / lessorequal
//	extensible     = ( attr [dnattrs] [matchingrule] COLON EQUALS
//	                   assertionvalue )
//	                 / ( [dnattrs] matchingrule COLON EQUALS assertionvalue )
//	present        = attr EQUALS ASTERISK
//	substring      = attr EQUALS [initial] any [final]
//	any            = ASTERISK *(assertionvalue ASTERISK)
//	dnattrs        = COLON "dn"
//	matchingrule   = COLON oid
//	valueencoding  = 0*(normal / escaped)
//	normal         = UTF1SUBSET / UTFMB
//	escaped        = ESC HEX HEX
//	UTF1SUBSET     = %x01-27 / %x2B-5B / %x5D-7F

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// filterBad returns -1 when s, a decoded filter already known to be
// UTF-8, is a filter, and otherwise the offset of the first byte that
// breaks it (len(s) when it ends too soon). It keeps the open "&", "|"
// and "!" on a stack instead of recursing, so it runs in time linear in
// len(s) at any depth.
func filterBad(s string) int {
	// open holds, for each "(" of an and, or or not still open, its
	// operator.
	var open []byte
	i := 0
	for {
		// a filter starts at i
		if i >= len(s) || s[i] != '(' {
			return i
		}
		i++
		if i < len(s) && (s[i] == '&' || s[i] == '|' || s[i] == '!') {
			open = append(open, s[i])
			i++
			continue
		}
		end := strings.IndexAny(s[i:], "()")
		if end < 0 {
			return len(s)
		}
		if s[i+end] == '(' {
			return i + end
		}
		if bad := itemBad(s[i : i+end]); bad >= 0 {
			return i + bad
		}
		i += end + 1
		// close what the filter just read completes
		for {
			if len(open) == 0 {
				if i == len(s) {
					return -1
				}
				return i
			}
			op := open[len(open)-1]
			if op == '!' {
				// not = EXCLAMATION filter: exactly one
				if i >= len(s) || s[i] != ')' {
					return i
				}
			} else if i >= len(s) || s[i] != ')' {
				break // filterlist = 1*filter: another one follows
			}
			open = open[:len(open)-1]
			i++
		}
	}
}

// itemBad checks item (simple / present / substring / extensible), the
// text of a filter between its parentheses, returning -1 or the offset of
// the first byte that breaks it.
func itemBad(s string) int {
	eq := strings.IndexByte(s, '=')
	if eq < 0 {
		return len(s)
	}
	value := eq + 1
	attrEnd := eq
	if eq > 0 {
		switch s[eq-1] {
		case '~', '>', '<':
			// simple with approx, greaterorequal or lessorequal
			if bad := attrDescBad(s[:eq-1]); bad >= 0 {
				return bad
			}
			return shift(valueBad(s[value:], false), value)
		case ':':
			return extensibleBad(s, eq)
		}
	}
	if bad := attrDescBad(s[:attrEnd]); bad >= 0 {
		return bad
	}
	// equal, present or substring: "*" separates the substrings
	return shift(valueBad(s[value:], true), value)
}

// extensibleBad checks extensible, whose ":=" has its "=" at eq.
func extensibleBad(s string, eq int) int {
	left := s[:eq-1] // before the COLON EQUALS
	i := 0
	hasAttr := left != "" && left[0] != ':'
	if hasAttr {
		i = strings.IndexByte(left, ':')
		if i < 0 {
			i = len(left)
		}
		if bad := attrDescBad(left[:i]); bad >= 0 {
			return bad
		}
	}
	// [dnattrs]: COLON "dn", in any case (RFC 4234 2.3)
	dn := i+3 <= len(left) && left[i] == ':' && strings.EqualFold(left[i+1:i+3], "dn") && (i+3 == len(left) || left[i+3] == ':')
	if dn {
		i += 3
	}
	// [matchingrule]: COLON oid, required without an attr
	if i < len(left) {
		if left[i] != ':' {
			return i
		}
		end, bad := oidEnd(left, i+1)
		if bad >= 0 {
			return bad
		}
		if end != len(left) {
			return end
		}
	} else if !hasAttr && !dn {
		return i
	}
	// (":dn:=" alone reads as the matchingrule ":dn", a descr.)
	return shift(valueBad(s[eq+1:], false), eq+1)
}

// valueBad checks valueencoding (with stars, the "*"-separated initial,
// any and final of a substring or present): no NUL, "(", ")" or "*"
// outside stars, and ESC only before two hex digits. It returns -1 or the
// offset of the first byte that breaks it.
func valueBad(s string, stars bool) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case 0, '(', ')':
			return i
		case '*':
			if !stars {
				return i
			}
		case '\\':
			if i+2 >= len(s) || !syntax.IsHexDig(s[i+1]) || !syntax.IsHexDig(s[i+2]) {
				if i+1 < len(s) && syntax.IsHexDig(s[i+1]) {
					return i + 2
				}
				return i + 1
			}
			i += 2
		}
	}
	return -1
}

// shift moves an offset bad in a part that starts at off to the whole;
// -1 stays -1.
func shift(bad, off int) int {
	if bad < 0 {
		return -1
	}
	return bad + off
}
