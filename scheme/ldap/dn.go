package ldap

import "github.com/urikit/urikit/internal/syntax"

// This file checks the string form of a distinguished name, RFC 4514 3,
// which RFC 4516 2 takes for the dn of a URL:
//
//	distinguishedName = [ relativeDistinguishedName
//	    *( COMMA relativeDistinguishedName ) ]
//	relativeDistinguishedName = attributeTypeAndValue
//	    *( PLUS attributeTypeAndValue )
//	attributeTypeAndValue = attributeType EQUALS attributeValue
//	attributeType = descr / numericoid
//	attributeValue = string / hexstring
//	string = [ ( leadchar / pair ) [ *( stringchar / pair )
//	    ( trailchar / pair ) ] ]
//	hexstring = SHARP 1*hexpair
//	pair = ESC ( ESC / special / hexpair )
//	special = escaped / SPACE / SHARP / EQUALS
//	escaped = DQUOTE / PLUS / COMMA / SEMI / LANGLE / RANGLE

// dnBad returns -1 when s, a decoded dn already known to be UTF-8, is a
// distinguishedName, and otherwise the offset of the first byte that
// breaks it (len(s) when it ends too soon).
func dnBad(s string) int {
	if s == "" {
		return -1
	}
	for i := 0; ; {
		end, bad := oidEnd(s, i)
		if bad >= 0 {
			return bad
		}
		if end == len(s) || s[end] != '=' {
			return end
		}
		if i, bad = valueEnd(s, end+1); bad >= 0 {
			return bad
		}
		if i == len(s) {
			return -1
		}
		i++ // the COMMA or PLUS that ended the value
	}
}

// valueEnd reads an attributeValue at s[i:] up to an unescaped "," or "+"
// or the end, returning where it ends and -1, or the offset of the first
// byte that breaks it.
func valueEnd(s string, i int) (end, bad int) {
	if i < len(s) && s[i] == '#' {
		// hexstring = SHARP 1*hexpair
		j := i + 1
		for ; j+1 < len(s) && syntax.IsHexDig(s[j]) && syntax.IsHexDig(s[j+1]); j += 2 {
		}
		if j == i+1 || j < len(s) && s[j] != ',' && s[j] != '+' {
			return 0, j
		}
		return j, -1
	}
	start := i
	plainSpace := false // the last character read is an unescaped SPACE, not a trailchar
	for i < len(s) {
		c := s[i]
		switch {
		case c == ',' || c == '+':
			if plainSpace {
				return 0, i - 1
			}
			return i, -1
		case c == '\\':
			// pair = ESC ( ESC / special / hexpair )
			switch {
			case i+1 < len(s) && isPairChar(s[i+1]):
				i += 2
			case i+2 < len(s) && syntax.IsHexDig(s[i+1]) && syntax.IsHexDig(s[i+2]):
				i += 3
			default:
				return 0, i + 1
			}
			plainSpace = false
			continue
		case c == 0 || c == '"' || c == ';' || c == '<' || c == '>':
			return 0, i // not in LUTF1, SUTF1 or TUTF1
		case i == start && (c == ' ' || c == '#'):
			return 0, i // leadchar: no SPACE or SHARP
		}
		plainSpace = c == ' '
		i++
	}
	if plainSpace {
		return 0, i - 1 // trailchar: no SPACE
	}
	return i, -1
}

// isPairChar reports ESC / special after an ESC (RFC 4514 3).
func isPairChar(c byte) bool {
	switch c {
	case '\\', '"', '+', ',', ';', '<', '>', ' ', '#', '=':
		return true
	}
	return false
}
