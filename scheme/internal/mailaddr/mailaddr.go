// Package mailaddr checks the addr-spec of RFC 5322 3.4.1 (RFC 822 6.1),
// which is also the form of the msg-id of RFC 5322 3.6.4 without its angle
// brackets (the msg-id-core of RFC 5536 3.1.3), with the UTF-8 of RFC 6532
// 3.2, without comments or folding white space around the parts: the form
// the mailto (RFC 6068 2), mid (RFC 2392 2) and news (RFC 5538 2.1) URLs
// carry.
package mailaddr

import "github.com/urikit/urikit/internal/syntax"

// Check returns the offset of the first byte of s that cannot
// continue an addr-spec, len(s) when s ends too soon, or -1 when s is one:
//
//	addr-spec      = local-part "@" domain
//	local-part     = dot-atom-text / quoted-string
//	domain         = dot-atom-text / domain-literal
//	dot-atom-text  = 1*atext *("." 1*atext)
//	quoted-string  = DQUOTE *([FWS] qcontent) [FWS] DQUOTE
//	domain-literal = "[" *([FWS] dtext) [FWS] "]"
func Check(s string) int {
	i := 0
	if i < len(s) && s[i] == '"' {
		i++
		for {
			if i >= len(s) {
				return i
			}
			c := s[i]
			if c == '"' {
				i++
				break
			}
			if c == '\\' { // quoted-pair = "\" (VCHAR / WSP)
				if i+1 >= len(s) || s[i+1] < ' ' || s[i+1] == 0x7f {
					return i + 1
				}
				i += 2
				continue
			}
			if c < ' ' && c != '\t' || c == 0x7f { // qtext, WSP, UTF8-non-ascii
				return i
			}
			i++
		}
	} else if i = dotAtom(s, 0); i < 0 {
		return -i - 1
	}
	if i >= len(s) || s[i] != '@' {
		return i
	}
	i++
	if i < len(s) && s[i] == '[' {
		for i++; i < len(s) && s[i] != ']'; i++ {
			// dtext = %d33-90 / %d94-126 / UTF8-non-ascii, and WSP
			if c := s[i]; c < ' ' && c != '\t' || c == 0x7f || c == '[' || c == '\\' {
				return i
			}
		}
		if i >= len(s) {
			return i
		}
		i++
	} else if i = dotAtom(s, i); i < 0 {
		return -i - 1
	}
	if i < len(s) {
		return i
	}
	return -1
}

// dotAtom reads a dot-atom-text at s[i:] and returns where it ends, or
// -(offset+1) of the first byte that breaks it.
func dotAtom(s string, i int) int {
	start := i
	for ; i < len(s); i++ {
		c := s[i]
		if c == '.' {
			if i == start || s[i-1] == '.' {
				return -i - 1
			}
			continue
		}
		if !isAtext(c) {
			break
		}
	}
	if i == start || s[i-1] == '.' {
		return -i - 1
	}
	return i
}

// isAtext reports whether c is atext (RFC 5322 3.2.3) or a byte of UTF-8
// beyond ASCII (RFC 6532 3.2).
func isAtext(c byte) bool {
	switch {
	case syntax.IsAlphaNum(c), c >= 0x80:
		return true
	}
	switch c {
	case '!', '#', '$', '%', '&', '\'', '*', '+', '-', '/', '=', '?', '^', '_', '`', '{', '|', '}', '~':
		return true
	}
	return false
}
