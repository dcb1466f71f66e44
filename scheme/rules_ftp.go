package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "ftp" scheme: the typecode of RFC 1738 3.2.2 and 5.

import "github.com/urikit/urikit/internal/schemerule"

// normalizeFTP lower-cases the ";type=" typecode of an ftp URL path (RFC
// 1738 3.2.2, 5); the rule is schemerule's FTP (internal/schemerule/ftp.go).
func normalizeFTP(c Components) Components { return builtin(schemerule.FTP, c) }
