package schemerule

// This file holds the token shapes and the parameter lists the sip and tel
// rules share: token and pvalue of RFC 3261 25.1 and RFC 3966 3, and the
// ";" pname [ "=" pvalue ] parameters both sort (RFC 3261 19.1.4, RFC 3966
// 4).

import (
	"slices"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
)

// AlnumOr reports whether s is not empty and each of its bytes is an ASCII
// letter, a digit, or one of extra: the shape of the token rules of the
// scheme RFCs (RFC 3261 25.1 token and hostport, RFC 3966 3 pname).
func AlnumOr(s, extra string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if !syntax.IsAlphaNum(c) && strings.IndexByte(extra, c) < 0 {
			return false
		}
	}
	return true
}

// PValue reports whether s is a pvalue of RFC 3966 3 or RFC 3261 25.1,
// which define it alike: 1*paramchar, paramchar = param-unreserved /
// unreserved / pct-encoded, param-unreserved = "[" / "]" / "/" / ":" / "&"
// / "+" / "$", unreserved being RFC 2396's (alphanum / mark). A tel isub
// value (1*uric) may hold more; such a URI is left as written.
func PValue(s string) bool { return s != "" && PValueBad(s) < 0 }

// PValueBad returns the offset of the first byte of s that is not a
// paramchar of the pvalue of RFC 3966 3 and RFC 3261 25.1 (see PValue),
// -1 when there is none. s is a component of a valid reference, so its
// "%" start well-formed triplets.
func PValueBad(s string) int {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case syntax.IsAlphaNum(c):
		case strings.IndexByte("-_.!~*'()[]/:&+$", c) >= 0:
		case c == '%' && i+2 < len(s):
			i += 2
		default:
			return i
		}
	}
	return -1
}

// HasUpperOutsidePct reports whether s has an upper-case ASCII letter
// that is not a hex digit of a percent-encoding.
func HasUpperOutsidePct(s string) bool {
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '%' {
			i += 2
			continue
		}
		if 'A' <= c && c <= 'Z' {
			return true
		}
	}
	return false
}

// appendLower appends s with its ASCII letters outside the hex digits of
// percent-encodings in lower case.
func appendLower(dst []byte, s string) []byte {
	start := len(dst)
	dst = append(dst, s...)
	lowerOutsidePct(dst, start, len(dst))
	return dst
}

// param is one ";" pname [ "=" pvalue ] of a tel or sip URI: offsets into
// the parameter list (offsets, not strings, so that a list longer than the
// stack array does not make the reference's bytes escape to the heap).
type param struct {
	name, eq, end int // name is list[name:eq], value list[eq+1:end] when eq < end
}

func (p param) nameIn(list string) string { return list[p.name:p.eq] }

func (p param) value(list string) (string, bool) {
	if p.eq == p.end {
		return "", false
	}
	return list[p.eq+1 : p.end], true
}

// stackParams is how many parameters the rules sort without allocating.
const stackParams = 16

// params splits list, ";"-separated parameters without the first ";",
// into ps, checking each name (a tel pname with tel, else a sip token) and
// each value (PValue); ok is false when one does not match.
func params(ps []param, list string, tel bool) (_ []param, ok bool) {
	for start := 0; ; {
		end := start + strings.IndexByte(list[start:], ';')
		if end < start {
			end = len(list)
		}
		eq := start + strings.IndexByte(list[start:end], '=')
		if eq < start {
			eq = end
		}
		n := list[start:eq]
		if tel && !telPname(n) || !tel && !sipToken(n) || eq < end && !PValue(list[eq+1:end]) {
			return ps, false
		}
		ps = append(ps, param{start, eq, end})
		if end == len(list) {
			return ps, true
		}
		start = end + 1
	}
}

// compareFold compares a and b as strings.Compare compares their ASCII
// lower-case forms.
func compareFold(a, b string) int {
	for i := 0; i < len(a) && i < len(b); i++ {
		x, y := syntax.Lower(a[i]), syntax.Lower(b[i])
		if x != y {
			return int(x) - int(y)
		}
	}
	return len(a) - len(b)
}

// sortParams sorts ps, parameters of list, by name in lower case, stably;
// with tel, the names telRank puts first come first.
func sortParams(ps []param, list string, tel bool) {
	slices.SortStableFunc(ps, func(a, b param) int {
		na, nb := a.nameIn(list), b.nameIn(list)
		if tel {
			if ra, rb := telRank(na), telRank(nb); ra != rb {
				return ra - rb
			}
		}
		return compareFold(na, nb)
	})
}

// cutParam takes the first parameter off rest, which starts with its ";"
// (RFC 3261 25.1 uri-parameters, RFC 3966 3 par): the parameter as
// written, its name and value split at the first "=", and what follows.
func cutParam(rest string) (par, name, value string, hasValue bool, tail string) {
	rest = rest[1:] // the ";"
	end := strings.IndexByte(rest, ';')
	if end < 0 {
		end = len(rest)
	}
	par, tail = rest[:end], rest[end:]
	name, value, hasValue = strings.Cut(par, "=")
	return par, name, value, hasValue, tail
}
