package syntax

// This file answers two questions uri.Ref and iri.Ref both answer: the
// host without the brackets of an IP-literal (RFC 3986 3.2.2) and the port
// as a number (3.2.3).

// Hostname returns the host without the brackets of an IP-literal, the
// zone identifier of RFC 6874 as written.
func (r Ref) Hostname() string {
	h := r.Host()
	if len(h) >= 2 && h[0] == '[' {
		return h[1 : len(h)-1]
	}
	return h
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
