package norm

// This file writes an IPv6 literal (RFC 3986 3.2.2) in the canonical text
// form of RFC 5952 section 4 for syntax-based normalization (RFC 3986
// 6.2.2.1 makes the literal case-insensitive; RFC 5952 makes the rest of
// the spelling canonical): hex digits in lower case (4.3), no leading zeros
// (4.1), "::" for the longest run of two or more zero fields, the first one
// on a tie (4.2), and the dotted-quad tail (5) for the well-known prefixes
// that embed an IPv4 address: IPv4-mapped ::ffff:0:0/96 (RFC 4291
// 2.5.5.2), IPv4-translated ::ffff:0:0:0/96 (RFC 2765 2.1), and the
// well-known prefix 64:ff9b::/96 (RFC 6052 2.1, written so in its 2.4).
// The deprecated IPv4-compatible ::/96 is written in hex, as net/netip
// does: it also holds :: and ::1, which embed no IPv4 address. An RFC 6874 zone identifier keeps its
// letters; its triplets are normalized.

import (
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// ipv6To emits the IP-literal s[i:j] ("[" ... "]") in canonical form.
func ipv6To(w *normWriter, s string, i, j int) {
	end := j - 1 // the "]"
	addrEnd := zoneStart(s, i, end)
	a := parseIPv6Fields(s, i+1, addrEnd)
	var b [48]byte
	t := appendIPv6(b[:0], a)
	w.byte('[')
	w.str(syntax.BytesToString(t))
	zoneTo(w, s, addrEnd, end, syntax.UcsNone)
	w.copy(end, j) // "]"
}

// ipv6CaseTo emits the IP-literal s[i:j] with case normalization alone
// (6.2.2.1, CaseStep and PercentStep): the address's hex digits in lower
// case, written otherwise as they are; the zone identifier's triplets
// decoded unless keep.
func ipv6CaseTo(w *normWriter, s string, i, j int, keep bool) {
	end := j - 1 // the "]"
	addrEnd := zoneStart(s, i, end)
	lowerTo(w, i, addrEnd)
	ucs := syntax.UcsNone
	if keep {
		ucs = keepTriplets
	}
	zoneTo(w, s, addrEnd, end, ucs)
	w.copy(end, j) // "]"
}

// zoneStart returns the offset of the "%25" of an RFC 6874 zone identifier
// in the IP-literal s[i:end] ("[" and the address, up to the "]" at end),
// or end when it has none.
func zoneStart(s string, i, end int) int {
	if k := strings.IndexByte(s[i:end], '%'); k >= 0 {
		return i + k
	}
	return end
}

// zoneTo emits the zone identifier s[i:end] of an IPv6 literal, "%25"
// and the ZoneID, or nothing when i == end. RFC 6874 2: ZoneID = 1*(
// unreserved / pct-encoded ): its triplets are normalized as any other
// (6.2.2.1, 6.2.2.2; pctTo's ucs); its letters keep their case (an
// interface name is case-sensitive on most systems).
func zoneTo(w *normWriter, s string, i, end, ucs int) {
	if i == end {
		return
	}
	w.copy(i, i+3)
	pctTo(w, s, i+3, end, false, ucs)
}

// parseIPv6Fields reads the eight 16-bit fields of s[i:end], which the
// parser has already checked is an IPv6address.
func parseIPv6Fields(s string, i, end int) [8]uint16 {
	var f [8]uint16
	n := 0
	gap := -1
	for i < end {
		if s[i] == ':' {
			if i+1 < end && s[i+1] == ':' {
				gap = n
				i += 2
				continue
			}
			i++
			continue
		}
		// An IPv4address tail (ls32) fills two fields.
		j := i
		for j < end && s[j] != ':' && s[j] != '.' {
			j++
		}
		if j < end && s[j] == '.' {
			var v [4]int
			q := 0
			for k := i; k < end; k++ {
				if s[k] == '.' {
					q++
					continue
				}
				v[q] = v[q]*10 + int(s[k]-'0')
			}
			f[n] = uint16(v[0]<<8 | v[1])
			f[n+1] = uint16(v[2]<<8 | v[3])
			n += 2
			break
		}
		var x uint16
		for k := i; k < j; k++ {
			x = x<<4 | uint16(syntax.Unhex(s[k]))
		}
		f[n] = x
		n++
		i = j
	}
	if gap >= 0 && n < 8 {
		// Move the fields after "::" to the end.
		copy(f[gap+8-n:], f[gap:n])
		for k := gap; k < gap+8-n; k++ {
			f[k] = 0
		}
	}
	return f
}

// embeddedIPv4Prefix returns the text before the dotted quad when f is an
// address of a well-known prefix that embeds an IPv4 address in its last 32
// bits (RFC 5952 5), or "".
func embeddedIPv4Prefix(f [8]uint16) string {
	zero4 := f[0] == 0 && f[1] == 0 && f[2] == 0 && f[3] == 0
	switch {
	case zero4 && f[4] == 0 && f[5] == 0xffff:
		return "::ffff:" // IPv4-mapped, RFC 4291 2.5.5.2
	case zero4 && f[4] == 0xffff && f[5] == 0:
		return "::ffff:0:" // IPv4-translated, RFC 2765 2.1
	case f[0] == 0x64 && f[1] == 0xff9b && f[2] == 0 && f[3] == 0 && f[4] == 0 && f[5] == 0:
		return "64:ff9b::" // RFC 6052 2.1
	}
	return ""
}

// appendIPv6 appends the RFC 5952 text of f.
func appendIPv6(b []byte, f [8]uint16) []byte {
	if prefix := embeddedIPv4Prefix(f); prefix != "" {
		b = append(b, prefix...)
		for k, v := range [4]uint16{f[6] >> 8, f[6] & 0xff, f[7] >> 8, f[7] & 0xff} {
			if k > 0 {
				b = append(b, '.')
			}
			if v >= 100 {
				b = append(b, byte('0'+v/100))
			}
			if v >= 10 {
				b = append(b, byte('0'+v/10%10))
			}
			b = append(b, byte('0'+v%10))
		}
		return b
	}
	return syntax.AppendIPv6(b, f)
}
