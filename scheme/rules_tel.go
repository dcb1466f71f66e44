package scheme

// This file implements the scheme-based normalization (RFC 3986 6.2.3) of
// the "tel" scheme: the URI comparison rules of RFC 3966 4 on the syntax
// of RFC 3966 3.

import (
	"slices"
	"strings"
)

// normalizeTel rewrites a tel URI into the form RFC 3966 4 ("URI
// Comparisons") makes equal to it:
//
//   - "The 'global-number-digits' and the 'local-number-digits' must be
//     equal, after removing all visual separators": the visual-separator
//     characters "-", ".", "(" and ")" are removed from the number, and
//     from a phone-context value that is global-number-digits.
//   - "Parameters are compared according to 'pname', regardless of the
//     order they appeared in the URI": the parameters are put in the
//     order of RFC 3966 3, "The 'isdn-subaddress' or 'extension' MUST
//     appear first, if present, followed by the 'context' parameter, if
//     present, followed by any other parameters in lexicographical
//     order" (isub before ext when both are given).
//   - "URI comparisons are case-insensitive": the ASCII letters of the
//     telephone-subscriber are lower-cased (3 also says parameter names
//     and values SHOULD be lower case), except the hex digits of
//     percent-encodings, which stay upper case (RFC 3986 6.2.2.1).
//
// Only a path that matches telephone-subscriber (global-number /
// local-number, each "par" being ";" pname ["=" pvalue]) with no pname
// given twice (3: "Each parameter name ... MUST NOT appear more than
// once") is rewritten; a tel URI with an authority or a query (which 3
// does not allow, and whose "?" could belong to an isub value) is left as
// written, and so is the fragment.
func normalizeTel(c Components) Components {
	if c.HasAuthority || c.HasQuery {
		return c
	}
	if normal, ok := telCheck(c.Path); !ok || normal {
		return c // not telephone-subscriber, or already in normal form: no allocation
	}
	return telRewrite(c)
}

// telRewrite is normalizeTel without the check that avoids allocating.
func telRewrite(c Components) Components {
	parts := strings.Split(c.Path, ";")
	num, ok := telNumber(parts[0])
	if !ok {
		return c
	}
	params := parts[1:]
	for i, par := range params {
		name, value, hasValue := strings.Cut(par, "=")
		if !telPname(name) || hasValue && !pvalue(value) {
			return c
		}
		name = strings.ToLower(name)
		value = lowerLetters(value)
		if name == "phone-context" && strings.HasPrefix(value, "+") {
			if v, ok := telNumber(value); ok {
				value = v
			}
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
		if ra, rb := telRank(na), telRank(nb); ra != rb {
			return ra - rb
		}
		return strings.Compare(na, nb)
	})
	for i := 1; i < len(params); i++ {
		na, _, _ := strings.Cut(params[i-1], "=")
		nb, _, _ := strings.Cut(params[i], "=")
		if na == nb {
			return c // 3: a pname "MUST NOT appear more than once"
		}
	}
	var b strings.Builder
	b.Grow(len(c.Path))
	b.WriteString(num)
	for _, par := range params {
		b.WriteByte(';')
		b.WriteString(par)
	}
	if s := b.String(); s != c.Path {
		c.Path = s
	}
	return c
}

// telCheck reports whether p is a telephone-subscriber (ok) and whether
// normalizeTel would leave it as it is (normal), without allocating.
func telCheck(p string) (normal, ok bool) {
	semi := strings.IndexByte(p, ';')
	if semi < 0 {
		semi = len(p)
	}
	normal, ok = telDigits(p[:semi])
	if !ok {
		return false, false
	}
	prevRank, prevName := -1, ""
	for rest := p[semi:]; rest != ""; {
		rest = rest[1:] // the ";"
		end := strings.IndexByte(rest, ';')
		if end < 0 {
			end = len(rest)
		}
		par := rest[:end]
		rest = rest[end:]
		name, value, hasValue := strings.Cut(par, "=")
		if !telPname(name) || hasValue && !pvalue(value) {
			return false, false
		}
		if hasUpperOutsidePct(par) {
			normal = false
		}
		if strings.EqualFold(name, "phone-context") && strings.HasPrefix(value, "+") {
			if clean, ok := telDigits(value); ok && !clean {
				normal = false
			}
		}
		if strings.EqualFold(name, prevName) {
			return false, false // 3: a pname "MUST NOT appear more than once"
		}
		rank := telRank(name)
		if rank < prevRank || rank == prevRank && name < prevName {
			normal = false
		}
		prevRank, prevName = rank, name
	}
	return normal, true
}

// telDigits checks s as telNumber does and reports whether telNumber
// would return it unchanged (no visual separators, no upper case).
func telDigits(s string) (clean, ok bool) {
	global := strings.HasPrefix(s, "+")
	i := 0
	if global {
		i = 1
	}
	clean = true
	digits := 0
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case c == '-' || c == '.' || c == '(' || c == ')':
			clean = false
		case '0' <= c && c <= '9':
			digits++
		case global:
			return false, false
		case 'a' <= c && c <= 'f' || c == '*':
			digits++
		case 'A' <= c && c <= 'F':
			clean = false
			digits++
		case c == '%' && strings.HasPrefix(s[i:], "%23"):
			digits++
			i += 2
		default:
			return false, false
		}
	}
	return clean, digits > 0
}

// hasUpperOutsidePct reports whether s has an upper-case ASCII letter
// that is not a hex digit of a percent-encoding.
func hasUpperOutsidePct(s string) bool {
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

// telRank orders the parameters RFC 3966 3 names before the others.
func telRank(pname string) int {
	switch pname {
	case "isub":
		return 0
	case "ext":
		return 1
	case "phone-context":
		return 2
	}
	return 3
}

// telNumber checks s against global-number-digits ("+" *phonedigit DIGIT
// *phonedigit) or local-number-digits (*phonedigit-hex (HEXDIG / "*" /
// "#") *phonedigit-hex, "#" written "%23" in a URI) of RFC 3966 3 and
// returns it without visual separators, its letters in lower case.
func telNumber(s string) (string, bool) {
	global := strings.HasPrefix(s, "+")
	i := 0
	if global {
		i = 1
	}
	b := make([]byte, 0, len(s))
	b = append(b, s[:i]...)
	digits := 0
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case c == '-' || c == '.' || c == '(' || c == ')':
			// visual-separator: dropped (4)
		case '0' <= c && c <= '9':
			b = append(b, c)
			digits++
		case global:
			return "", false
		case 'a' <= c && c <= 'f' || c == '*':
			b = append(b, c)
			digits++
		case 'A' <= c && c <= 'F':
			b = append(b, c+'a'-'A')
			digits++
		case c == '%' && strings.HasPrefix(s[i:], "%23"):
			b = append(b, "%23"...)
			digits++
			i += 2
		default:
			return "", false
		}
	}
	return string(b), digits > 0
}

// telPname reports whether s is a pname: 1*( alphanum / "-" ) (3).
func telPname(s string) bool { return alnumOr(s, "-") }

// pvalue reports whether s is a pvalue of RFC 3966 3 or RFC 3261 25.1,
// which define it alike: 1*paramchar, paramchar = param-unreserved /
// unreserved / pct-encoded, param-unreserved = "[" / "]" / "/" / ":" / "&"
// / "+" / "$", unreserved being RFC 2396's (alphanum / mark). A tel isub
// value (1*uric) may hold more; such a URI is left as written.
func pvalue(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isAlpha(c) || '0' <= c && c <= '9':
		case strings.IndexByte("-_.!~*'()[]/:&+$", c) >= 0:
		case c == '%' && i+2 < len(s):
			i += 2
		default:
			return false
		}
	}
	return true
}

// lowerLetters lower-cases the ASCII letters of s outside the hex digits
// of percent-encodings.
func lowerLetters(s string) string {
	if b := lowerOutsidePct(nil, s, 0, len(s)); b != nil {
		return string(b)
	}
	return s
}
