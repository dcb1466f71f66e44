package syntax

// This file implements the host forms of RFC 3986 3.2.2 (IP-literal,
// IPv6address, IPvFuture, IPv4address) and RFC 6874 zone identifiers.

// parseIPLiteral reads IP-literal = "[" ( IPv6address / IPv6addrz /
// IPvFuture ) "]" starting at s[i] == '['. It returns the offset just past
// the closing bracket.
func parseIPLiteral(s string, i int, m Mode) (int, HostKind, *Fault) {
	n := len(s)
	start := i + 1
	end := start
	for end < n && s[end] != ']' && s[end] != '/' && s[end] != '?' && s[end] != '#' && s[end] != '[' {
		end++
	}
	if start < n && (s[start] == 'v' || s[start] == 'V') {
		if f := parseIPvFuture(s, start, end); f != nil {
			return 0, 0, f
		}
		if end == n || s[end] != ']' {
			return 0, 0, fault(s, end, ErrInvalidIPvFuture, "host")
		}
		return end + 1, HostIPvFuture, nil
	}
	addrEnd := end
	zone := -1
	for k := start; k < end; k++ {
		if s[k] == '%' {
			addrEnd, zone = k, k
			break
		}
	}
	if f := parseIPv6(s, start, addrEnd); f != nil {
		return 0, 0, f
	}
	if zone >= 0 {
		if m&ZoneID == 0 {
			f := fault(s, zone, ErrInvalidIPv6, "host")
			f.Note = "RFC 6874 zone identifiers are not enabled"
			return 0, 0, f
		}
		// RFC 6874 2: IPv6addrz = IPv6address "%25" ZoneID;
		// ZoneID = 1*( unreserved / pct-encoded )
		if zone+2 >= end || s[zone+1] != '2' || s[zone+2] != '5' {
			f := fault(s, zone, ErrInvalidZone, "host")
			f.Note = `a zone identifier is introduced by "%25"`
			return 0, 0, f
		}
		k, f := scan(s, zone+3, cUnreserved, ucsNone, "zone identifier")
		if f != nil {
			return 0, 0, f
		}
		if k == zone+3 {
			return 0, 0, fault(s, k, ErrInvalidZone, "host")
		}
		if k != end {
			return 0, 0, fault(s, k, ErrInvalidZone, "host")
		}
	}
	if end == n || s[end] != ']' {
		f := fault(s, end, ErrInvalidIPv6, "host")
		f.Note = "missing ']'"
		return 0, 0, f
	}
	return end + 1, HostIPv6, nil
}

// parseIPvFuture checks IPvFuture = "v" 1*HEXDIG "." 1*( unreserved /
// sub-delims / ":" ) in s[i:end].
func parseIPvFuture(s string, i, end int) *Fault {
	k := i + 1
	for k < end && table[s[k]]&cHexDig != 0 {
		k++
	}
	if k == i+1 || k == end || s[k] != '.' {
		return fault(s, k, ErrInvalidIPvFuture, "host")
	}
	k++
	j := k
	for k < end && table[s[k]]&cFuture != 0 {
		k++
	}
	if k == j || k != end {
		return fault(s, k, ErrInvalidIPvFuture, "host")
	}
	return nil
}

// parseIPv6 checks s[i:end] against IPv6address:
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
// IPv4address counting as two pieces and only at the end.
func parseIPv6(s string, i, end int) *Fault {
	bad := func(k int) *Fault { return fault(s, k, ErrInvalidIPv6, "host") }
	pieces := 0
	ellipsis := false
	if i+1 < end && s[i] == ':' && s[i+1] == ':' {
		ellipsis = true
		i += 2
	} else if i < end && s[i] == ':' {
		return bad(i)
	}
	for i < end {
		j := i
		for j < end && j-i < 4 && table[s[j]]&cHexDig != 0 {
			j++
		}
		if j == i {
			return bad(i)
		}
		if j < end && s[j] == '.' {
			// ls32 as IPv4address: the rest must be one.
			if pieces > 6 {
				return bad(i)
			}
			if k := ipv4Fault(s, i, end); k >= 0 {
				return bad(k)
			}
			pieces += 2
			i = end
			break
		}
		pieces++
		if pieces > 8 {
			return bad(i)
		}
		i = j
		if i == end {
			break
		}
		if s[i] != ':' {
			return bad(i)
		}
		i++
		if i < end && s[i] == ':' {
			if ellipsis {
				return bad(i)
			}
			ellipsis = true
			i++
			if i == end {
				break
			}
		} else if i == end {
			return bad(i)
		}
	}
	if ellipsis && pieces > 7 || !ellipsis && pieces != 8 {
		return bad(end)
	}
	return nil
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
