package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "sip" and "sips" schemes: the URI comparison rules of RFC 3261
// 19.1.4 on the syntax of RFC 3261 19.1.1 and 25.1. The rule is
// schemerule's SIP (internal/schemerule/sip.go).

import "github.com/urikit/urikit/internal/schemerule"

// normalizeSIP lower-cases the hostport, the uri-parameter names and the
// transport, user and maddr values of a SIP or SIPS URI, and sorts its
// uri-parameters by name (RFC 3261 19.1.4).
func normalizeSIP(c Components) Components { return builtin(schemerule.SIP, c) }
