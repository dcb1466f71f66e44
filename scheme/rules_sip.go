package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "sip" and "sips" schemes: the URI comparison rules of RFC 3261
// 19.1.4 on the syntax of RFC 3261 19.1.1 and 25.1.

import (
	"slices"
	"strings"
)

// normalizeSIP rewrites a SIP or SIPS URI,
//
//	SIP-URI = "sip:" [ userinfo ] hostport uri-parameters [ headers ]
//
// (RFC 3261 25.1), into a form RFC 3261 19.1.4 makes equal to it:
//
//   - "Comparison of the userinfo of SIP and SIPS URIs is case-sensitive
//     ... Comparison of all other components of the URI is
//     case-insensitive unless explicitly defined otherwise": the hostport
//     and the names of the uri-parameters are lower-cased, and so are the
//     values of the transport, user and maddr parameters, whose values are
//     ABNF literals or a host (RFC 2234 2.3: literals are
//     case-insensitive). Other values are left as written: some are
//     defined as case-sensitive (the method parameter takes a Method,
//     case-sensitive by 7.1), and extensions define their own.
//   - "The ordering of parameters and header fields is not significant":
//     the uri-parameters are sorted by name, parameters of the same name
//     keeping their relative order.
//
// Not applied: the userinfo keeps its case; a port, even 5060, is never
// dropped or added ("a URI omitting the optional port component will not
// match a URI explicitly declaring port 5060"); percent-encodings keep
// their form (19.1.4 makes "%" HEX HEX of characters outside RFC 2396's
// reserved set equal to the character, but several of those are reserved
// in RFC 3986 2.2, and decoding them would change a reserved character's
// encoding); the headers keep their order and case. A URI whose hostport
// and parameters do not match the grammar, whose query holds an "@"
// (a userinfo "?" moved the "@" into it), or which has an authority, is
// left as written.
func normalizeSIP(c Components) Components {
	if c.HasAuthority || strings.IndexByte(c.Query, '@') >= 0 {
		return c
	}
	p := c.Path
	if normal, ok := sipCheck(p[strings.LastIndexByte(p, '@')+1:]); !ok || normal {
		return c // not the grammar, or already in normal form: no allocation
	}
	return sipRewrite(c)
}

// sipRewrite is normalizeSIP without the check that avoids allocating.
func sipRewrite(c Components) Components {
	if c.HasAuthority || strings.IndexByte(c.Query, '@') >= 0 {
		return c
	}
	p := c.Path
	at := strings.LastIndexByte(p, '@')
	userinfo, rest := p[:at+1], p[at+1:]
	parts := strings.Split(rest, ";")
	if !sipHostport(parts[0]) {
		return c
	}
	host := lowerLetters(parts[0])
	params := parts[1:]
	for i, par := range params {
		name, value, hasValue := strings.Cut(par, "=")
		if !sipToken(name) || hasValue && !pvalue(value) {
			return c
		}
		name = strings.ToLower(name)
		switch name {
		case "transport", "user", "maddr":
			value = lowerLetters(value)
		}
		if hasValue {
			params[i] = name + "=" + value
		} else {
			params[i] = name
		}
	}
	slices.SortStableFunc(params, func(a, b string) int {
		na, _, _ := strings.Cut(a, "=")
		nb, _, _ := strings.Cut(b, "=")
		return strings.Compare(na, nb)
	})
	var b strings.Builder
	b.Grow(len(p))
	b.WriteString(userinfo)
	b.WriteString(host)
	for _, par := range params {
		b.WriteByte(';')
		b.WriteString(par)
	}
	if s := b.String(); s != p {
		c.Path = s
	}
	return c
}

// sipHostport reports whether s can be a hostport (RFC 3261 25.1: host
// [ ":" port ], host = hostname / IPv4address / IPv6reference): a
// non-empty run of letters, digits, "-", ".", ":", "[" and "]".
func sipHostport(s string) bool { return alnumOr(s, "-.:[]") }

// sipToken reports whether s is a pname, 1*paramchar restricted here to
// the token characters of RFC 3261 25.1 (alphanum / "-" / "." / "!" /
// "%" / "*" / "_" / "+" / "`" / "'" / "~"), without "%".
func sipToken(s string) bool { return alnumOr(s, "-.!*_+'~") }

// sipCheck reports whether rest, the part of a SIP URI's path after the
// userinfo, is hostport *( ";" uri-parameter ) (ok) and whether
// normalizeSIP would leave it as it is (normal), without allocating.
func sipCheck(rest string) (normal, ok bool) {
	semi := strings.IndexByte(rest, ';')
	if semi < 0 {
		semi = len(rest)
	}
	if !sipHostport(rest[:semi]) {
		return false, false
	}
	normal = !hasUpperOutsidePct(rest[:semi])
	prev := ""
	for rest = rest[semi:]; rest != ""; {
		rest = rest[1:] // the ";"
		end := strings.IndexByte(rest, ';')
		if end < 0 {
			end = len(rest)
		}
		par := rest[:end]
		rest = rest[end:]
		name, value, hasValue := strings.Cut(par, "=")
		if !sipToken(name) || hasValue && !pvalue(value) {
			return false, false
		}
		if hasUpperOutsidePct(name) || name < prev {
			normal = false
		}
		switch strings.ToLower(name) {
		case "transport", "user", "maddr":
			if hasUpperOutsidePct(value) {
				normal = false
			}
		}
		prev = name
	}
	return normal, true
}
