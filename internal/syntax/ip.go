package syntax

// This file implements the host forms of RFC 3986 3.2.2 (IP-literal,
// IPv6address, IPvFuture, IPv4address) and RFC 6874 zone identifiers.
//
// Each form is read in one pass, byte by byte, and a Fault names the first
// byte after which no continuation could complete the literal: the length
// of the longest prefix that can still begin a valid URI-reference (4.1),
// len(s) when the input ends too soon.

// parseIPLiteral reads IP-literal = "[" ( IPv6address / IPv6addrz /
// IPvFuture ) "]" starting at s[i] == '['. It returns the offset just past
// the closing bracket.
func parseIPLiteral(s string, i int, m Mode) (int, HostKind, *Fault) {
	i++
	if i < len(s) && s[i]|0x20 == 'v' { // ABNF strings are case-insensitive (RFC 5234 2.3)
		k, f := parseIPvFuture(s, i)
		if f != nil {
			return 0, 0, f
		}
		return k + 1, HostIPvFuture, nil
	}
	k, f := readIPv6(s, i)
	if f != nil {
		return 0, 0, f
	}
	if s[k] == '%' {
		if m&ZoneID == 0 {
			f := fault(s, k, ErrInvalidIPv6, "host")
			f.Note = "RFC 6874 zone identifiers are not enabled"
			return 0, 0, f
		}
		if k, f = parseZone(s, k); f != nil {
			return 0, 0, f
		}
	}
	return k + 1, HostIPv6, nil
}

// ipFault is the fault at s[k] of a literal, or at the end of the input
// when k == len(s), where the literal still lacks its ']'.
func ipFault(s string, k int, err error) *Fault {
	f := fault(s, k, err, "host")
	if k == len(s) {
		f.Note = "missing ']'"
	}
	return f
}

// parseZone reads RFC 6874 2's "%25" ZoneID "]" at s[k] == '%', where
// ZoneID = 1*( unreserved / pct-encoded ), and returns the offset of the
// ']'.
func parseZone(s string, k int) (int, *Fault) {
	for j, c := range [2]byte{'2', '5'} {
		if k+1+j == len(s) || s[k+1+j] != c {
			f := ipFault(s, k+1+j, ErrInvalidZone)
			f.Note = `a zone identifier is introduced by "%25"`
			return 0, f
		}
	}
	z := k + 3
	var pct bool // parseAuthority sets the Ref's pct for the "%25" itself
	e, f := scan(s, z, cUnreserved, ucsNone, "zone identifier", &pct)
	if f != nil {
		return 0, f
	}
	if e == len(s) || e == z || s[e] != ']' {
		return 0, ipFault(s, e, ErrInvalidZone)
	}
	return e, nil
}

// parseIPvFuture reads IPvFuture = "v" 1*HEXDIG "." 1*( unreserved /
// sub-delims / ":" ) and the closing ']' at s[i] == 'v' or 'V', and returns
// the offset of the ']'.
func parseIPvFuture(s string, i int) (int, *Fault) {
	n := len(s)
	k := i + 1
	for k < n && table[s[k]]&cHexDig != 0 {
		k++
	}
	if k == i+1 || k == n || s[k] != '.' {
		return 0, ipFault(s, k, ErrInvalidIPvFuture)
	}
	k++
	j := k
	for k < n && table[s[k]]&cFuture != 0 {
		k++
	}
	if k == j || k == n || s[k] != ']' {
		return 0, ipFault(s, k, ErrInvalidIPvFuture)
	}
	return k, nil
}

// pieceNote explains a fault that breaks the count of 3.2.2's pieces.
const pieceNote = `eight 16-bit pieces, or at most seven around one "::"`

// readIPv6 reads IPv6address at s[i:] and returns the offset of the byte
// after it, which is ']' or '%' (for the caller to read a zone):
//
//	IPv6address =                            6( h16 ":" ) ls32
//	            /                       "::" 5( h16 ":" ) ls32
//	            / [               h16 ] "::" 4( h16 ":" ) ls32
//	            / [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
//	            / [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
//	            / [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
//	            / [ *4( h16 ":" ) h16 ] "::"              ls32
//	            / [ *5( h16 ":" ) h16 ] "::"              h16
//	            / [ *6( h16 ":" ) h16 ] "::"
//	h16  = 1*4HEXDIG
//	ls32 = ( h16 ":" h16 ) / IPv4address
//
// which is: eight 16-bit pieces, or at most seven around one "::", with an
// IPv4address counting as two pieces and only at the end. Each byte is
// checked against what may still follow it, so a fault is at the first
// byte no IPv6address can continue with: the "." of "[1.2.3.4]" (an
// IPv4address must follow six pieces or a "::"), the ":" after eight
// pieces.
func readIPv6(s string, i int) (int, *Fault) {
	n := len(s)
	bad := func(k int, note string) (int, *Fault) {
		f := ipFault(s, k, ErrInvalidIPv6)
		if note != "" && k < n {
			f.Note = note
		}
		return 0, f
	}
	pieces := 0       // pieces read, an IPv4address counting two
	ellipsis := false // "::" read
	if i < n && s[i] == ':' {
		// A leading ':' is only the first half of "::".
		if i+1 == n || s[i+1] != ':' {
			return bad(i+1, "")
		}
		ellipsis = true
		i += 2
		if i == n || table[s[i]]&cHexDig == 0 {
			return ipv6End(s, i, true)
		}
	}
	for {
		// s[i] starts a piece: h16, or the first dec-octet of ls32.
		j := i
		for j < n && j-i < 4 && table[s[j]]&cHexDig != 0 {
			j++
		}
		if j == i {
			return bad(i, "")
		}
		if j < n && s[j] == '.' {
			// ls32 as IPv4address: two pieces, the last ones.
			if ellipsis && pieces+2 > 7 || !ellipsis && pieces != 6 {
				return bad(j, pieceNote)
			}
			if !isDecOctet(s[i:j]) {
				return bad(j, "")
			}
			k := j
			for octet := 1; octet < 4; octet++ {
				if k == n || s[k] != '.' {
					return bad(k, "")
				}
				var f *Fault
				if k, f = decOctetEnd(s, k+1); f != nil {
					return 0, f
				}
			}
			return ipv6End(s, k, true)
		}
		pieces++
		if j == n || s[j] != ':' {
			return ipv6End(s, j, ellipsis || pieces == 8)
		}
		// ':' needs room for one more piece, or, before any "::", for
		// "::" itself.
		if ellipsis && pieces == 7 || pieces == 8 {
			return bad(j, pieceNote)
		}
		j++
		if j < n && s[j] == ':' {
			if ellipsis {
				return bad(j, `at most one "::"`)
			}
			ellipsis = true
			j++
			if j == n || table[s[j]]&cHexDig == 0 {
				return ipv6End(s, j, true)
			}
			if pieces == 7 {
				return bad(j, pieceNote)
			}
		}
		i = j
	}
}

// ipv6End checks the byte s[k] that follows an IPv6address, complete or
// not: only a complete one may be followed by ']' or '%'.
func ipv6End(s string, k int, complete bool) (int, *Fault) {
	switch {
	case k < len(s) && complete && (s[k] == ']' || s[k] == '%'):
		return k, nil
	case k == len(s):
		return 0, ipFault(s, k, ErrInvalidIPv6)
	}
	f := fault(s, k, ErrInvalidIPv6, "host")
	switch {
	case !complete && (s[k] == ']' || s[k] == '%'):
		f.Note = pieceNote
	case complete && table[s[k]]&cHexDig == 0 && s[k] != ':' && s[k] != '.':
		f.Note = "missing ']'"
	}
	return 0, f
}

// isDecOctet reports whether d, hex digits, is a dec-octet (3.2.2):
// decimal, 0 to 255, without leading zeros.
func isDecOctet(d string) bool {
	v := 0
	for k := 0; k < len(d); k++ {
		if table[d[k]]&cDigit == 0 || k > 0 && d[0] == '0' {
			return false
		}
		v = v*10 + int(d[k]-'0')
	}
	return v <= 255
}

// decOctetEnd reads a dec-octet at s[k] and returns the offset after it.
// Each digit is checked as it comes, so a fault is at the digit that
// makes a leading zero or a value over 255.
//
//	dec-octet = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
func decOctetEnd(s string, k int) (int, *Fault) {
	n := len(s)
	if k == n || table[s[k]]&cDigit == 0 {
		return 0, ipFault(s, k, ErrInvalidIPv6)
	}
	v := int(s[k] - '0')
	for k++; k < n && table[s[k]]&cDigit != 0; k++ {
		if v == 0 {
			return 0, fault(s, k, ErrInvalidIPv6, "host") // a leading zero
		}
		if v = v*10 + int(s[k]-'0'); v > 255 {
			return 0, fault(s, k, ErrInvalidIPv6, "host")
		}
	}
	return k, nil
}

// IsIPv4 reports whether h is an IPv4address (3.2.2):
//
//	IPv4address = dec-octet "." dec-octet "." dec-octet "." dec-octet
//	dec-octet   = DIGIT / %x31-39 DIGIT / "1" 2DIGIT / "2" %x30-34 DIGIT / "25" %x30-35
func IsIPv4(h string) bool { return ipv4Fault(h, 0, len(h)) < 0 }

// ipv4Fault checks s[i:end] as an IPv4address and returns the offset of the
// first byte that breaks it, or -1.
func ipv4Fault(s string, i, end int) int {
	for octet := 0; octet < 4; octet++ {
		if octet > 0 {
			if i >= end || s[i] != '.' {
				return i
			}
			i++
		}
		j := i
		v := 0
		for j < end && table[s[j]]&cDigit != 0 && j-i < 3 {
			v = v*10 + int(s[j]-'0')
			j++
		}
		switch {
		case j == i:
			return i
		case j-i > 1 && s[i] == '0': // no leading zeros
			return i
		case v > 255:
			return i
		}
		i = j
	}
	if i != end {
		return i
	}
	return -1
}
