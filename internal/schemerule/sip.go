package schemerule

// This file holds the rule of the "sip" and "sips" schemes: the URI
// comparison rules of RFC 3261 19.1.4 on the syntax of RFC 3261 19.1.1
// and 25.1.

import "strings"

// appendSIPPath appends the path of a SIP or SIPS URI,
//
//	SIP-URI = "sip:" [ userinfo ] hostport uri-parameters [ headers ]
//
// (RFC 3261 25.1), rewritten into a form RFC 3261 19.1.4 makes equal to
// it:
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
// left as written. Up to 16 parameters are sorted without allocating.
func appendSIPPath(dst []byte, in *In) []byte {
	p := in.Path
	if in.HasAuthority || strings.IndexByte(in.Query, '@') >= 0 {
		return append(dst, p...)
	}
	if normal, ok := SIPCheck(p[strings.LastIndexByte(p, '@')+1:]); !ok || normal {
		return append(dst, p...) // not the grammar, or already in normal form
	}
	return AppendSIPRewrite(dst, in)
}

// AppendSIPRewrite is appendSIPPath without the check that finds a path
// already in normal form.
func AppendSIPRewrite(dst []byte, in *In) []byte {
	p := in.Path
	if in.HasAuthority || strings.IndexByte(in.Query, '@') >= 0 {
		return append(dst, p...)
	}
	at := strings.LastIndexByte(p, '@')
	userinfo, rest := p[:at+1], p[at+1:]
	host, list, hasParams := strings.Cut(rest, ";")
	if !sipHostport(host) {
		return append(dst, p...)
	}
	var stack [stackParams]param
	ps := stack[:0]
	if hasParams {
		var ok bool
		if ps, ok = params(ps, list, false); !ok {
			return append(dst, p...)
		}
	}
	sortParams(ps, list, false)
	dst = append(dst, userinfo...)
	dst = appendLower(dst, host)
	for _, par := range ps {
		dst = append(dst, ';')
		name := par.nameIn(list)
		dst = appendLower(dst, name)
		value, hasValue := par.value(list)
		if !hasValue {
			continue
		}
		dst = append(dst, '=')
		if sipLowerValue(name) {
			dst = appendLower(dst, value)
		} else {
			dst = append(dst, value...)
		}
	}
	return dst
}

// sipHostport reports whether s can be a hostport (RFC 3261 25.1: host
// [ ":" port ], host = hostname / IPv4address / IPv6reference): a
// non-empty run of letters, digits, "-", ".", ":", "[" and "]".
func sipHostport(s string) bool { return AlnumOr(s, "-.:[]") }

// sipToken reports whether s is a pname, 1*paramchar restricted here to
// the token characters of RFC 3261 25.1 (alphanum / "-" / "." / "!" /
// "%" / "*" / "_" / "+" / "`" / "'" / "~"), without "%".
func sipToken(s string) bool { return AlnumOr(s, "-.!*_+'~") }

// SIPCheck reports whether rest, the part of a SIP URI's path after the
// userinfo, is hostport *( ";" uri-parameter ) (ok) and whether the rule
// would leave it as it is (normal), without allocating.
func SIPCheck(rest string) (normal, ok bool) {
	semi := strings.IndexByte(rest, ';')
	if semi < 0 {
		semi = len(rest)
	}
	if !sipHostport(rest[:semi]) {
		return false, false
	}
	normal = !HasUpperOutsidePct(rest[:semi])
	prev := ""
	for rest = rest[semi:]; rest != ""; {
		var name, value string
		var hasValue bool
		_, name, value, hasValue, rest = cutParam(rest)
		if !sipToken(name) || hasValue && !PValue(value) {
			return false, false
		}
		if HasUpperOutsidePct(name) || name < prev {
			normal = false
		}
		if sipLowerValue(name) && HasUpperOutsidePct(value) {
			normal = false
		}
		prev = name
	}
	return normal, true
}

// sipLowerValue reports whether the value of the uri-parameter name is
// compared without regard to case (19.1.4): transport, user and maddr,
// whose values are ABNF literals or a host.
func sipLowerValue(name string) bool {
	return strings.EqualFold(name, "transport") || strings.EqualFold(name, "user") || strings.EqualFold(name, "maddr")
}
