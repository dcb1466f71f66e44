package uri

// This file gives the host and the port in the forms a program dials with:
// an IP-literal without its brackets (RFC 3986 3.2.2, RFC 6874) and the
// port as a number (3.2.3).

// Hostname returns the host without the brackets of an IP-literal (RFC 3986
// 3.2.2), as url.URL.Hostname does: "::1" for "http://[::1]:80/",
// "fe80::1%25eth0" for "http://[fe80::1%25eth0]/" (the RFC 6874 zone as
// written, its "%" still encoded as "%25"), "v1.x" for an IPvFuture
// literal, and a reg-name or IPv4 address as written, percent-encoding
// included. It returns "" when there is no authority or the host is empty.
// It allocates nothing.
func (r Ref) Hostname() string { return r.r.Hostname() }

// PortNumber returns the port as a number (RFC 3986 3.2.3) and true, or 0
// and false when there is no port, when the port is empty ("http://a:/"),
// or when its value does not fit in 16 bits (above 65535, which RFC 3986
// allows but TCP and UDP cannot use). Leading zeros are allowed: "0080" is
// 80. Port gives the digits as written. It allocates nothing.
func (r Ref) PortNumber() (uint16, bool) { return r.r.PortNumber() }
