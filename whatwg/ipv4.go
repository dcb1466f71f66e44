package whatwg

// This file implements 3.5 "Host parsing" for IPv4: the ends-in-a-number
// checker (https://url.spec.whatwg.org/#ends-in-a-number-checker), the IPv4
// parser (https://url.spec.whatwg.org/#concept-ipv4-parser) and the IPv4
// number parser (https://url.spec.whatwg.org/#ipv4-number-parser), and 3.6
// "Host serializing" for IPv4 addresses, the IPv4 serializer
// (https://url.spec.whatwg.org/#concept-ipv4-serializer).

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// endsInNumber is the ends-in-a-number checker (3.5): whether the last
// label of s (after dropping one empty last label) is all ASCII digits or
// parses as an IPv4 number ("0x", "0x1f", "017").
func endsInNumber(s string) bool {
	if len(s) > 0 && s[len(s)-1] == '.' {
		s = s[:len(s)-1]
		if s == "" {
			return false
		}
	}
	last := s
	for k := len(s) - 1; k >= 0; k-- {
		if s[k] == '.' {
			last = s[k+1:]
			break
		}
	}
	if last == "" || !syntax.IsDigit(last[0]) {
		return false // an IPv4 number starts with a digit, "0x" too
	}
	digits := true
	for k := 0; k < len(last); k++ {
		if !syntax.IsDigit(last[k]) {
			digits = false
			break
		}
	}
	if digits {
		return true
	}
	_, _, ok := parseIPv4Number(last)
	return ok
}

// ipv4Saturate caps the value of an IPv4 number: any larger value fails
// the IPv4 parser just as well, and the cap keeps it from overflowing.
const ipv4Saturate = 1 << 40

// parseIPv4Number is the IPv4 number parser (3.5): a decimal, "0x" or "0X"
// hexadecimal or "0" octal number; "" after a prefix is 0. nonDecimal says
// the number was not written in decimal (a validation error).
func parseIPv4Number(s string) (n uint64, nonDecimal, ok bool) {
	if s == "" {
		return 0, false, false
	}
	radix := uint64(10)
	if len(s) >= 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X') {
		s, radix, nonDecimal = s[2:], 16, true
	} else if len(s) >= 2 && s[0] == '0' {
		s, radix, nonDecimal = s[1:], 8, true
	}
	for k := 0; k < len(s); k++ {
		if !syntax.IsHexDig(s[k]) || uint64(syntax.Unhex(s[k])) >= radix {
			return 0, false, false
		}
		n = n*radix + uint64(syntax.Unhex(s[k]))
		if n > ipv4Saturate {
			n = ipv4Saturate
		}
	}
	return n, nonDecimal, true
}

// parseIPv4 is the IPv4 parser (3.5) on s, at offset at of p.in: one to
// four dot-separated numbers, the last filling the remaining bytes. Its
// validation errors, failing or not, are all at at.
func (p *parser) parseIPv4(s string, at int) (uint32, bool) {
	if len(s) > 0 && s[len(s)-1] == '.' {
		p.val(at, "IPv4-empty-part")
		if len(s) > 1 {
			s = s[:len(s)-1]
		}
	}
	if p.vals != nil && strings.Count(s, ".") < 3 {
		p.val(at, "IPv4-too-few-parts")
	}
	var nums [4]uint64
	n := 0
	for start := 0; start <= len(s); {
		end := start
		for end < len(s) && s[end] != '.' {
			end++
		}
		if n == 4 {
			p.failAt(at, "IPv4-too-many-parts", "an IPv4 address has at most four parts")
			return 0, false
		}
		v, nonDecimal, ok := parseIPv4Number(s[start:end])
		if !ok {
			p.failAt(at, "IPv4-non-numeric-part", "an IPv4 address part is not a number")
			return 0, false
		}
		if nonDecimal {
			p.val(at, "IPv4-non-decimal-part")
		}
		nums[n] = v
		n++
		start = end + 1
	}
	for k := 0; k < n; k++ {
		if nums[k] > 255 {
			p.val(at, "IPv4-out-of-range-part")
			if k < n-1 {
				p.failAt(at, "IPv4-out-of-range-part", "an IPv4 address part other than the last is above 255")
				return 0, false
			}
		}
	}
	if nums[n-1] >= 1<<(8*(5-n)) {
		p.failAt(at, "IPv4-out-of-range-part", "the last part of an IPv4 address is too large")
		return 0, false
	}
	ipv4 := nums[n-1]
	for k := 0; k < n-1; k++ {
		ipv4 += nums[k] << (8 * (3 - k))
	}
	return uint32(ipv4), true
}

// appendIPv4 appends the IPv4 address a serialized (3.6): four decimal
// numbers separated by '.'.
func appendIPv4(b []byte, a uint32) []byte {
	for k := 3; k >= 0; k-- {
		v := byte(a >> (8 * k))
		if v >= 100 {
			b = append(b, '0'+v/100)
		}
		if v >= 10 {
			b = append(b, '0'+v/10%10)
		}
		b = append(b, '0'+v%10)
		if k > 0 {
			b = append(b, '.')
		}
	}
	return b
}
