package syntax

// This file checks components given on their own, for building references:
// a scheme (RFC 3986 3.1), a port (3.2.3) and an IP-literal (3.2.2, RFC
// 6874).

// SchemeOnly checks that s is exactly a scheme, ALPHA *( ALPHA / DIGIT /
// "+" / "-" / "." ) (3.1), and returns a Fault with an offset into s.
func SchemeOnly(s string) *Fault {
	if s == "" {
		return fault(s, 0, ErrMissingScheme, "scheme")
	}
	if table[s[0]]&cAlpha == 0 {
		return fault(s, 0, ErrInvalidScheme, "")
	}
	for i := 1; i < len(s); i++ {
		if table[s[i]]&cScheme == 0 {
			return fault(s, i, ErrInvalidScheme, "")
		}
	}
	return nil
}

// PortOnly checks that s is exactly a port, *DIGIT (3.2.3).
func PortOnly(s string) *Fault {
	for i := 0; i < len(s); i++ {
		if table[s[i]]&cDigit == 0 {
			return fault(s, i, ErrInvalidPort, "port")
		}
	}
	return nil
}

// IPLiteral checks that s is exactly an IP-literal, "[" IPv6address "]" or
// "[" IPvFuture "]" (with an RFC 6874 zone under the ZoneID mode), and
// returns its kind, or a Fault with an offset into s.
func IPLiteral(s string, m Mode) (HostKind, *Fault) {
	if len(s) == 0 || s[0] != '[' {
		return HostNone, fault(s, 0, ErrInvalidIPv6, "host")
	}
	end, kind, f := parseIPLiteral(s, 0, m)
	if f != nil {
		return HostNone, f
	}
	if end != len(s) {
		return HostNone, fault(s, end, ErrInvalidChar, "host")
	}
	return kind, nil
}
