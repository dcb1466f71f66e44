package syntax

// This file answers two questions uri.Ref and iri.Ref both answer: the
// host without the brackets of an IP-literal (RFC 3986 3.2.2) and the port
// as a number (3.2.3).

import "strings"

// Hostname returns the host a program dials (RFC 3986 3.2.2), as
// net/url's URL.Hostname gives it for the same reference: an IP-literal
// without its brackets, its RFC 6874 zone decoded ("%25" is "%"; a triplet
// net/url refuses in a zone stays as written), and a reg-name or IPv4
// address with its triplets decoded. A reg-name holding a triplet of an
// octet no host name holds (an ASCII control, a space, a delimiter: see
// HostByte) gives "": there is no host to dial. Without a "%" the result
// is a substring of r.
func (r Ref) Hostname() string {
	h := r.Host()
	switch r.host {
	case HostIPv6:
		h = h[1 : len(h)-1]
		if i := strings.Index(h, "%25"); i >= 0 {
			return h[:i+1] + DecodeIf(h[i+3:], ZoneByte)
		}
		return h
	case HostIPvFuture:
		return h[1 : len(h)-1]
	}
	if indexPercent(h) < 0 {
		return h
	}
	for i := indexPercent(h); i < len(h); i++ {
		if h[i] == '%' {
			if !HostByte(PctOctet(h, i)) {
				return ""
			}
			i += 2
		}
	}
	return UnescapeValid(h)
}

// HostByte reports whether a reg-name may hold the octet c decoded, as
// net/url's Host holds it: an unreserved or sub-delims character (3.2.2),
// "%", or a non-ASCII octet (a byte of a UTF-8 name).
func HostByte(c byte) bool {
	return c >= 0x80 || c == '%' || !NeedsEscape(c, Host)
}

// ZoneByte reports whether net/url's url.Parse accepts the octet c decoded
// in an IPv6 zone (RFC 6874): "%", a space, a character it accepts bare in
// a host, or one of `:[]<>"`.
func ZoneByte(c byte) bool {
	return c < 0x80 && (c == '%' || c == ' ' || !NeedsEscape(c, Host) || strings.IndexByte(":[]<>\"", c) >= 0)
}

// DecodeIf decodes the triplets of s, which must all be well-formed, whose
// octet ok accepts, and keeps the others as written. It returns s itself
// when s holds no "%".
func DecodeIf(s string, ok func(byte) bool) string {
	if indexPercent(s) < 0 {
		return s
	}
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if s[i] == '%' {
			if c := PctOctet(s, i); ok(c) {
				b = append(b, c)
				i += 2
				continue
			}
		}
		b = append(b, s[i])
	}
	return bytesToString(b)
}

// PortNumber returns the port as a number and true, or 0 and false when
// there is no port, the port is empty, or its value does not fit in 16
// bits. Leading zeros are allowed.
func (r Ref) PortNumber() (uint16, bool) {
	p, ok := r.Port()
	if !ok || p == "" {
		return 0, false
	}
	n := 0
	for i := 0; i < len(p); i++ {
		n = n*10 + int(p[i]-'0')
		if n > 0xFFFF {
			return 0, false
		}
	}
	return uint16(n), true
}
