package iri

// This file decides which hosts IDNA applies to: RFC 3987 3.1 converts
// ireg-name with ToASCII only "for schemes known to use DNS names", and
// 3.2.1 shows punycode in Unicode only for such hosts.

import (
	"github.com/urikit/urikit/scheme"
)

// dnsHost reports whether a host of the given kind is a registered name
// under a scheme that the registry knows to use DNS host names
// (scheme.Scheme.DNS). A relative reference has no scheme, so its host is
// not known to be a DNS name.
func dnsHost(name string, hasScheme bool, host HostKind) bool {
	if host != HostRegName || !hasScheme {
		return false
	}
	s, ok := scheme.Lookup(name)
	return ok && s.DNS
}
