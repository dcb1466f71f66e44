package iri

// This file decides which hosts IDNA applies to: RFC 3987 3.1 converts
// ireg-name with ToASCII only "for schemes known to use DNS names", and
// 3.2.1 shows punycode in Unicode only for such hosts.

import (
	"github.com/urikit/urikit/internal/registry"
)

// dnsHost reports whether a host of the given kind is a registered name
// under a scheme that the registry knows to use DNS host names
// (registry.Facts.DNS, scheme.Scheme.DNS). A relative reference has no scheme, so its host is
// not known to be a DNS name.
func dnsHost(name string, hasScheme bool, host HostKind) bool {
	if host != HostRegName || !hasScheme {
		return false
	}
	f := registry.Lookup(name)
	return f != nil && f.DNS
}
