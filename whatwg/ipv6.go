package whatwg

import "github.com/urikit/urikit/internal/syntax"

// This file implements 3.5 "Host parsing", the IPv6 parser
// (https://url.spec.whatwg.org/#concept-ipv6-parser), and 3.6 "Host
// serializing" for IPv6 addresses, the IPv6 serializer
// (https://url.spec.whatwg.org/#concept-ipv6-serializer: the first longest
// run of zero pieces compressed).

// parseIPv6 is the IPv6 parser (3.5) on s, the text between the brackets,
// at offset at of p.in.
func (p *parser) parseIPv6(s string, at int) ([8]uint16, bool) {
	var addr [8]uint16
	piece, compress, i := 0, -1, 0
	fail := func(k int, code, reason string) ([8]uint16, bool) {
		p.failAt(at+k, code, reason)
		return addr, false
	}
	c := func(k int) byte { // the code point at k, 0 for EOF
		if k < len(s) {
			return s[k]
		}
		return 0
	}
	if c(0) == ':' {
		if c(1) != ':' {
			return fail(0, "IPv6-invalid-compression", "an IPv6 address starts with a single ':'")
		}
		i, piece = 2, 1
		compress = piece
	}
	for i < len(s) {
		if piece == 8 {
			return fail(i, "IPv6-too-many-pieces", "an IPv6 address has more than eight pieces")
		}
		if s[i] == ':' {
			if compress != -1 {
				return fail(i, "IPv6-multiple-compression", "an IPv6 address has two '::'")
			}
			i++
			piece++
			compress = piece
			continue
		}
		value, length, start := 0, 0, i
		for length < 4 && i < len(s) {
			if !syntax.IsHexDig(s[i]) {
				break
			}
			value = value*16 + int(syntax.Unhex(s[i]))
			i++
			length++
		}
		if c(i) == '.' {
			if length == 0 {
				return fail(i, "IPv4-in-IPv6-invalid-code-point", "an IPv4 part in an IPv6 address starts with '.'")
			}
			i -= length
			if piece > 6 {
				return fail(i, "IPv4-in-IPv6-too-many-pieces", "no room for an IPv4 address in the IPv6 address")
			}
			seen := 0
			for i < len(s) {
				v := -1
				if seen > 0 {
					if s[i] == '.' && seen < 4 {
						i++
					} else {
						return fail(i, "IPv4-in-IPv6-invalid-code-point", "an IPv4 address in an IPv6 address holds a bad character")
					}
				}
				if !syntax.IsDigit(c(i)) {
					return fail(i, "IPv4-in-IPv6-invalid-code-point", "an IPv4 address in an IPv6 address holds a bad character")
				}
				for i < len(s) && syntax.IsDigit(s[i]) {
					n := int(s[i] - '0')
					switch v {
					case -1:
						v = n
					case 0:
						return fail(i, "IPv4-in-IPv6-invalid-code-point", "an IPv4 part in an IPv6 address has a leading zero")
					default:
						v = v*10 + n
					}
					if v > 255 {
						return fail(i, "IPv4-in-IPv6-out-of-range-part", "an IPv4 part in an IPv6 address is above 255")
					}
					i++
				}
				addr[piece] = addr[piece]*0x100 + uint16(v)
				seen++
				if seen == 2 || seen == 4 {
					piece++
				}
			}
			if seen != 4 {
				return fail(i, "IPv4-in-IPv6-too-few-parts", "an IPv4 address in an IPv6 address has fewer than four parts")
			}
			break
		} else if c(i) == ':' {
			i++
			if i == len(s) {
				return fail(i, "IPv6-invalid-code-point", "an IPv6 address ends in a single ':'")
			}
		} else if i < len(s) {
			return fail(i, "IPv6-invalid-code-point", "an IPv6 address holds a character that is not a hex digit, ':' or '.'")
		}
		if length > 1 && value < 1<<(4*(length-1)) {
			p.val(at+start, "IPv6-piece-leading-zero")
		}
		addr[piece] = uint16(value)
		piece++
	}
	if compress != -1 {
		swaps := piece - compress
		piece = 7
		for piece != 0 && swaps > 0 {
			addr[piece], addr[compress+swaps-1] = addr[compress+swaps-1], addr[piece]
			piece--
			swaps--
		}
	} else if piece != 8 {
		return fail(len(s), "IPv6-too-few-pieces", "an IPv6 address without '::' has fewer than eight pieces")
	}
	return addr, true
}
