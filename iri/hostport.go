package iri

// This file holds the net/url habits of package uri for IRIs: the host
// to dial (RFC 3986 3.2.2) and the port as a number (3.2.3).

// Hostname returns the host to dial, as uri.Ref.Hostname does: an
// IP-literal without its brackets and with its RFC 6874 zone decoded, and
// an ireg-name (RFC 3987 2.2) with its triplets decoded ("résumé.example"
// for "r%C3%A9sum%C3%A9.example" and for "résumé.example"); "" when a
// triplet stands for an octet no host name holds.
func (r Ref) Hostname() string { return r.r.Hostname() }

// PortNumber returns the port as a number and true, or 0 and false when
// there is no port, it is empty or above 65535, as uri.Ref.PortNumber does.
func (r Ref) PortNumber() (uint16, bool) { return r.r.PortNumber() }
