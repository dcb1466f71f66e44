package uri

// This file gives the host and the port in the forms a program dials with:
// an IP-literal without its brackets (RFC 3986 3.2.2, RFC 6874) and the
// port as a number (3.2.3).

// Hostname returns the host to dial (RFC 3986 3.2.2), as r.URL().Hostname()
// gives it: an IP-literal without its brackets ("::1" for
// "http://[::1]:80/"; an RFC 6874 zone decoded, "fe80::1%eth0" for
// "http://[fe80::1%25eth0]/"), "v1.x" for an IPvFuture literal (which
// url.URL cannot hold), and a reg-name or IPv4 address with its triplets
// decoded: "evil.com" for "http://%65vil.com/", "bücher.example" for
// "http://b%C3%BCcher.example/". A reg-name holding a triplet of an octet
// no host name holds, an ASCII control, a space or a delimiter
// ("http://a%2Fb/", "http://a%00.b/"), gives "": there is no host to
// dial, and r.URL() has no host either. Hostname returns "" when there is
// no authority or the host is empty. Without a "%" in the host it
// allocates nothing. Host gives the host as written.
func (r Ref) Hostname() string { return r.r.Hostname() }

// PortNumber returns the port as a number (RFC 3986 3.2.3) and true, or 0
// and false when there is no port, when the port is empty ("http://a:/"),
// or when its value does not fit in 16 bits (above 65535, which RFC 3986
// allows but TCP and UDP cannot use). Leading zeros are allowed: "0080" is
// 80. Port gives the digits as written. It allocates nothing.
func (r Ref) PortNumber() (uint16, bool) { return r.r.PortNumber() }
