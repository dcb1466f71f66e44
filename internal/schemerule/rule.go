// Package schemerule holds the scheme-based normalization rules (RFC 3986
// 6.2.3) of the built-in schemes of package scheme in an append form: each
// writes the normalized path and query of a reference straight into a
// caller's buffer, so that the normalization ladder (internal/norm)
// produces a changed reference with one allocation, the result string.
// Package scheme derives the exported scheme.Scheme.Normalize of each
// built-in from the same functions (through internal/registry), so the two cannot disagree. It imports
// only the standard library.
package schemerule

import "github.com/urikit/urikit/internal/syntax"

// ID names a built-in rule; None is no built-in rule.
type ID uint8

// The built-in rules.
const (
	None   ID = iota
	URN       // RFC 8141 3.1 (urn.go)
	Mailto    // RFC 6068 2, RFC 5321 2.4 (mailto.go)
	Data      // RFC 2397 3, RFC 2045 5.1 (data.go)
	FTP       // RFC 1738 3.2.2, 5 (ftp.go)
	LDAP      // RFC 4516 2 (ldap.go)
	Tel       // RFC 3966 3, 4 (tel.go)
	SIP       // RFC 3261 19.1.4, 25.1 (sip.go)
)

// In is what a rule reads of a reference in syntax-based normal form
// (RFC 3986 6.2.2): whether it has an authority, its path and its query.
// The rules change nothing else.
type In struct {
	HasAuthority bool
	Path         string
	Query        string
	HasQuery     bool
}

// Append appends the path of in normalized by rule id, then, when
// in.HasQuery, "?" and the normalized query, to dst (RFC 3986 5.3). It
// returns the result, the offset in it where the path ends, and whether
// the rule changed anything; when it did not, it returns dst as it was
// given. The path and query of a changed result are no longer than in's.
func Append(id ID, dst []byte, in *In) (out []byte, pathEnd int, changed bool) {
	start := len(dst)
	switch id {
	case URN:
		dst = appendURNPath(dst, in)
	case Mailto:
		dst = appendMailtoPath(dst, in)
	case Data:
		dst = appendDataPath(dst, in)
	case FTP:
		dst = appendFTPPath(dst, in)
	case LDAP:
		dst = append(dst, in.Path...)
	case Tel:
		dst = appendTelPath(dst, in)
	case SIP:
		dst = appendSIPPath(dst, in)
	default:
		return dst, 0, false
	}
	pathEnd = len(dst)
	switch {
	case !in.HasQuery:
	case id == Mailto:
		dst = appendMailtoQuery(dst, in)
	case id == LDAP:
		dst = appendLDAPQuery(dst, in)
	default:
		dst = appendQuery(dst, in)
	}
	if string(dst[start:pathEnd]) == in.Path && (!in.HasQuery || string(dst[pathEnd+1:]) == in.Query) {
		return dst[:start], 0, false
	}
	return dst, pathEnd, true
}

// appendQuery appends "?" and the query of in, when it has one.
func appendQuery(dst []byte, in *In) []byte {
	if in.HasQuery {
		dst = append(dst, '?')
		dst = append(dst, in.Query...)
	}
	return dst
}

// lowerOutsidePct lower-cases the ASCII letters of b[from:to] that are
// not the hex digits of a percent-encoding (RFC 3986 6.2.2.1 keeps those
// upper case).
func lowerOutsidePct(b []byte, from, to int) {
	for i := from; i < to; i++ {
		c := b[i]
		if c == '%' {
			i += 2
			continue
		}
		b[i] = syntax.Lower(c)
	}
}

func indexByte(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}
