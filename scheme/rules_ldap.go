package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "ldap" scheme: the scope keyword of RFC 4516 2.

import "github.com/urikit/urikit/internal/schemerule"

// normalizeLDAP lower-cases the scope keyword of an LDAP URL (RFC 4516 2,
// RFC 4234 2.3); the rule is schemerule's LDAP
// (internal/schemerule/ldap.go).
func normalizeLDAP(c Components) Components { return builtin(schemerule.LDAP, c) }
