package scheme

// This file holds the scheme-specific normalizers of the seed registry:
// RFC 8141 3.1 (urn) and RFC 6068 with RFC 5321 2.4 (mailto).

import (
	"strings"

	"github.com/urikit/urikit/internal/schemerule"
)

// normalizeURN lower-cases the NID of "urn:" NID ":" NSS (RFC 8141 3.1);
// the rule is schemerule's URN (internal/schemerule/urn.go).
func normalizeURN(c Components) Components { return builtin(schemerule.URN, c) }

// normalizeMailto lower-cases the domain of each address in the path of a
// mailto URI and the hfname of each header field of its query (RFC 6068
// 2, RFC 5321 2.4); the rule is schemerule's Mailto
// (internal/schemerule/mailto.go).
func normalizeMailto(c Components) Components { return builtin(schemerule.Mailto, c) }

func lowerASCII(b []byte) {
	for i, c := range b {
		if 'A' <= c && c <= 'Z' {
			b[i] = c + 'a' - 'A'
		}
	}
}

// alnumOr reports whether s is not empty and each of its bytes is an ASCII
// letter, a digit, or one of extra: the shape of the token rules of the
// scheme RFCs (RFC 3261 25.1 token and hostport, RFC 3966 3 pname).
func alnumOr(s, extra string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !isAlpha(c) && !('0' <= c && c <= '9') && strings.IndexByte(extra, c) < 0 {
			return false
		}
	}
	return true
}
