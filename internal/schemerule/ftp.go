package schemerule

// This file holds the rule of the "ftp" scheme: the typecode of RFC 1738
// 3.2.2 and 5.

// appendFTPPath appends the path of an ftp URL with the typecode of a
// path that ends in ";type=" typecode in lower case: RFC 1738 5 gives
// ftptype = "A" | "I" | "D" | "a" | "i" | "d", both cases of the same
// letter standing for the same FTP "TYPE" command (3.2.2 names them "a",
// "i" and "d"; RFC 959 5.3.1 reads the argument without regard to case).
// Nothing else changes: RFC 1738 states no other equivalence for the
// user, password or fpath, and an absent typecode is not equivalent to any
// given one (3.2.2: the client then guesses). The ";type=" literal itself
// is matched in lower case only, as 3.2.2 writes it.
func appendFTPPath(dst []byte, in *In) []byte {
	const tc = ";type="
	dst = append(dst, in.Path...)
	p := in.Path
	n := len(p) - len(tc) - 1
	if n < 0 || p[n:n+len(tc)] != tc {
		return dst
	}
	switch last := p[len(p)-1]; last {
	case 'A', 'I', 'D':
		dst[len(dst)-1] = last + 'a' - 'A'
	}
	return dst
}
