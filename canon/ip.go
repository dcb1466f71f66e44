package canon

// This file reads the numeric forms of IPv4 hosts: as the URL Standard's
// IPv4 parser does (3.5), for the DecodeIPHost step and the SafeBrowsing
// profile, and as the C library's inet_aton does, for the SURT profile
// (the surt package resolves them with gethostbyname).

import (
	"net/netip"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/whatwg"
)

// endsInNumber is the URL Standard's ends-in-a-number checker (3.5): the
// last label of host (one empty last label aside) is all digits, or "0x"
// and hex digits. Only such a host goes to the IPv4 parser, and when that
// fails the host is no host at all.
func endsInNumber(host string) bool {
	h := host
	if len(h) > 1 && h[len(h)-1] == '.' {
		h = h[:len(h)-1]
	}
	return isNumberLabel(h[strings.LastIndexByte(h, '.')+1:])
}

// isNumberLabel reports whether a label is a number to the URL Standard's
// IPv4 parser: all digits, or "0x" and hex digits.
func isNumberLabel(last string) bool {
	if last == "" {
		return false
	}
	if len(last) >= 2 && last[0] == '0' && last[1]|0x20 == 'x' {
		for i := 2; i < len(last); i++ {
			if !syntax.IsHexDig(last[i]) {
				return false
			}
		}
		return true
	}
	for i := 0; i < len(last); i++ {
		if !syntax.IsDigit(last[i]) {
			return false
		}
	}
	return true
}

// decodeIPv4 returns the IPv4 address the URL Standard reads host as, in
// four decimal numbers, and whether it reads it so: "0x7f.1",
// "2130706433" and "0177.0.0.1" are all "127.0.0.1". It asks package
// whatwg, the one implementation of the standard's IPv4 parser.
func decodeIPv4(host string) (string, bool) {
	if !endsInNumber(host) {
		return "", false
	}
	if syntax.IsIPv4(host) {
		return host, true // already four decimal numbers (RFC 3986 3.2.2)
	}
	u, err := whatwg.Parse("http://" + host + "/")
	if err != nil || u.HostType() != whatwg.IPv4 {
		return "", false
	}
	return u.Hostname(), true
}

// inetAton reads host, digits and dots, as the C library's inet_aton
// does: one to four parts, each decimal or, with a leading "0", octal; the
// last part fills the bytes the others leave (a, a.b, a.b.c, a.b.c.d),
// each other part is one byte.
func inetAton(host string) (uint32, bool) {
	var parts [4]uint64
	n := 0
	for start := 0; ; {
		end := start
		for end < len(host) && host[end] != '.' {
			end++
		}
		if n == 4 || end == start {
			return 0, false
		}
		v, err := strconv.ParseUint(host[start:end], 0, 32)
		if err != nil {
			return 0, false
		}
		parts[n] = v
		n++
		if end == len(host) {
			break
		}
		start = end + 1
	}
	var a uint64
	for k := 0; k < n-1; k++ {
		if parts[k] > 255 {
			return 0, false
		}
		a |= parts[k] << (8 * (3 - k))
	}
	if parts[n-1] >= 1<<(8*(5-n)) {
		return 0, false
	}
	return uint32(a | parts[n-1]), true
}

// appendIPv4 appends a in four decimal numbers.
func appendIPv4(b []byte, a uint32) []byte {
	return netip.AddrFrom4([4]byte{byte(a >> 24), byte(a >> 16), byte(a >> 8), byte(a)}).AppendTo(b)
}

// isDottedQuad reports the form the surt package does not end with a
// comma: three runs of one to three digits and "." and a fourth run of
// digits ("(?:\d{1,3}\.){3}\d{1,3}").
func isDottedQuad(h string) bool {
	i := 0
	for part := 0; part < 4; part++ {
		j := i
		for j < len(h) && j-i < 3 && syntax.IsDigit(h[j]) {
			j++
		}
		if j == i {
			return false
		}
		if part < 3 {
			if j == len(h) || h[j] != '.' {
				return false
			}
			j++
		}
		i = j
	}
	return i == len(h)
}

// appendIPv6 appends the IP-literal host ("[...]") in the text of RFC
// 5952, with its kind, and reports whether it is an IPv6 address; with
// toIPv4 an IPv4-mapped
// address (::ffff:0:0/96) or one of the NAT64 well-known prefix
// (64:ff9b::/96, RFC 6052) is its IPv4 address, as Safe Browsing writes
// them.
func appendIPv6(b []byte, host string, toIPv4 bool) ([]byte, hostKind, bool) {
	if len(host) < 2 || host[0] != '[' || host[len(host)-1] != ']' {
		return b, hostName, false
	}
	a, err := netip.ParseAddr(host[1 : len(host)-1])
	if err != nil || !a.Is6() {
		return b, hostName, false
	}
	if toIPv4 {
		if a.Is4In6() {
			return a.Unmap().AppendTo(b), hostIPv4, true
		}
		s := a.As16()
		if s[0] == 0 && s[1] == 0x64 && s[2] == 0xff && s[3] == 0x9b && allZero(s[4:12]) {
			return netip.AddrFrom4([4]byte(s[12:])).AppendTo(b), hostIPv4, true
		}
	}
	b = append(b, '[')
	b = a.AppendTo(b)
	return append(b, ']'), hostIPv6, true
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}
