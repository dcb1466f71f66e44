package canon

// This file converts internationalized host names to ASCII (Punycode
// labels, RFC 3492) with golang.org/x/net/idna's UTS #46 mapping.

import "golang.org/x/net/idna"

var (
	// lookupProfile is UTS #46 for lookup (nontransitional), with the
	// Bidi Rule: what browsers and Safe Browsing use.
	lookupProfile = idna.Lookup
	// idna2003Profile is UTS #46's transitional processing without the
	// STD3 rules: the closest to IDNA 2003's ToASCII, which the surt
	// package's "idna" codec applies.
	idna2003Profile = idna.New(idna.MapForLookup(), idna.Transitional(true), idna.StrictDomainName(false))
)

// toASCII returns host with its labels in ASCII, for lookup.
func toASCII(host string) (string, error) { return lookupProfile.ToASCII(host) }
