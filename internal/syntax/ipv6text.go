package syntax

// AppendIPv6 appends the IPv6 address a, eight 16-bit pieces, in the text
// form of RFC 5952 4, which the URL Standard's IPv6 serializer (3.6) writes
// too: each piece in lower-case hex without leading zeros (4.1, 4.3), and
// the longest run of two or more zero pieces, the first on a tie, as "::"
// (4.2). The dotted IPv4 tail of RFC 5952 5 is the caller's to write.
func AppendIPv6(b []byte, a [8]uint16) []byte {
	best, bestLen := -1, 1
	for k := 0; k < 8; {
		if a[k] != 0 {
			k++
			continue
		}
		e := k
		for e < 8 && a[e] == 0 {
			e++
		}
		if e-k > bestLen {
			best, bestLen = k, e-k
		}
		k = e
	}
	for k := 0; k < 8; k++ {
		if k == best {
			b = append(b, ':', ':')
			k += bestLen - 1
			continue
		}
		if k > 0 && k != best+bestLen {
			b = append(b, ':')
		}
		v := a[k]
		started := false
		for sh := 12; sh >= 0; sh -= 4 {
			d := v >> sh & 0xf
			if d != 0 || started || sh == 0 {
				b = append(b, LowerHex[d])
				started = true
			}
		}
	}
	return b
}
