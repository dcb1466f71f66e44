package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "ftp" scheme: the typecode of RFC 1738 3.2.2 and 5.

import "strings"

// normalizeFTP lower-cases the typecode of an ftp URL path that ends in
// ";type=" typecode: RFC 1738 5 gives ftptype = "A" | "I" | "D" | "a" |
// "i" | "d", both cases of the same letter standing for the same FTP
// "TYPE" command (3.2.2 names them "a", "i" and "d"; RFC 959 5.3.1 reads
// the argument without regard to case). Nothing else changes: RFC 1738
// states no other equivalence for the user, password or fpath, and an
// absent typecode is not equivalent to any given one (3.2.2: the client
// then guesses). The ";type=" literal itself is matched in lower case
// only, as 3.2.2 writes it.
func normalizeFTP(c Components) Components {
	const tc = ";type="
	p := c.Path
	n := len(p) - len(tc) - 1
	if n < 0 || p[n:n+len(tc)] != tc {
		return c
	}
	switch last := p[len(p)-1]; last {
	case 'A', 'I', 'D':
		c.Path = p[:len(p)-1] + strings.ToLower(string(last))
	}
	return c
}
