package schemerule

// This file holds the rule of the "tel" scheme: the URI comparison rules
// of RFC 3966 4 on the syntax of RFC 3966 3.

import "strings"

// appendTelPath appends the path of a tel URI rewritten into the form RFC
// 3966 4 ("URI Comparisons") makes equal to it:
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
// written, and so is the fragment. Up to 16 parameters are sorted without
// allocating.
func appendTelPath(dst []byte, in *In) []byte {
	if in.HasAuthority || in.HasQuery {
		return append(dst, in.Path...)
	}
	if normal, ok := TelCheck(in.Path); !ok || normal {
		return append(dst, in.Path...) // not telephone-subscriber, or already normal
	}
	return AppendTelRewrite(dst, in)
}

// AppendTelRewrite is appendTelPath without the check that finds a path
// already in normal form.
func AppendTelRewrite(dst []byte, in *In) []byte {
	p := in.Path
	if in.HasAuthority || in.HasQuery {
		return append(dst, p...)
	}
	num, list, hasParams := strings.Cut(p, ";")
	var stack [stackParams]param
	ps := stack[:0]
	if hasParams {
		var ok bool
		if ps, ok = params(ps, list, true); !ok {
			return append(dst, p...)
		}
	}
	sortParams(ps, list, true)
	for i := 1; i < len(ps); i++ {
		if strings.EqualFold(ps[i-1].nameIn(list), ps[i].nameIn(list)) {
			return append(dst, p...) // 3: a pname "MUST NOT appear more than once"
		}
	}
	start := len(dst)
	dst, ok := appendTelNumber(dst, num)
	if !ok {
		return append(dst[:start], p...)
	}
	for _, par := range ps {
		dst = append(dst, ';')
		name := par.nameIn(list)
		dst = appendLower(dst, name)
		value, hasValue := par.value(list)
		if !hasValue {
			continue
		}
		dst = append(dst, '=')
		if strings.EqualFold(name, "phone-context") && strings.HasPrefix(value, "+") {
			var ok bool
			if dst, ok = appendTelNumber(dst, value); ok {
				continue
			}
		}
		dst = appendLower(dst, value)
	}
	return dst
}

// TelCheck reports whether p is a telephone-subscriber (ok) and whether
// the rule would leave it as it is (normal), without allocating.
func TelCheck(p string) (normal, ok bool) {
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
		var par, name, value string
		var hasValue bool
		par, name, value, hasValue, rest = cutParam(rest)
		if !telPname(name) || hasValue && !PValue(value) {
			return false, false
		}
		if HasUpperOutsidePct(par) {
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

// telDigits checks s as appendTelNumber does and reports whether that
// would write it unchanged (no visual separators, no upper case).
func telDigits(s string) (clean, ok bool) {
	bad, clean := TelNumber(s)
	return clean, bad < 0
}

// TelNumber checks s against global-number-digits ("+" *phonedigit DIGIT
// *phonedigit) or local-number-digits (*phonedigit-hex (HEXDIG / "*" /
// "#") *phonedigit-hex, "#" written "%23" in a URI) of RFC 3966 3. It
// returns -1 when s matches, and otherwise the offset of the first byte
// that breaks the rule (len(s) when s has no digit); clean reports that s
// has no visual separator and no upper-case hex digit, the form the
// comparison rules of RFC 3966 4 write.
func TelNumber(s string) (bad int, clean bool) {
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
			return i, false
		case 'a' <= c && c <= 'f' || c == '*':
			digits++
		case 'A' <= c && c <= 'F':
			clean = false
			digits++
		case c == '%' && strings.HasPrefix(s[i:], "%23"):
			digits++
			i += 2
		default:
			return i, false
		}
	}
	if digits == 0 {
		return len(s), false
	}
	return -1, clean
}

// telRank orders the parameters RFC 3966 3 names before the others; name
// is compared in lower case, as the rule writes it.
func telRank(name string) int {
	switch {
	case strings.EqualFold(name, "isub"):
		return 0
	case strings.EqualFold(name, "ext"):
		return 1
	case strings.EqualFold(name, "phone-context"):
		return 2
	}
	return 3
}

// appendTelNumber checks s against global-number-digits ("+" *phonedigit
// DIGIT *phonedigit) or local-number-digits (*phonedigit-hex (HEXDIG /
// "*" / "#") *phonedigit-hex, "#" written "%23" in a URI) of RFC 3966 3
// and appends it without visual separators, its letters in lower case; on
// a mismatch it returns dst as given and false.
func appendTelNumber(dst []byte, s string) ([]byte, bool) {
	start := len(dst)
	global := strings.HasPrefix(s, "+")
	i := 0
	if global {
		i = 1
		dst = append(dst, '+')
	}
	digits := 0
	for ; i < len(s); i++ {
		switch c := s[i]; {
		case c == '-' || c == '.' || c == '(' || c == ')':
			// visual-separator: dropped (4)
		case '0' <= c && c <= '9':
			dst = append(dst, c)
			digits++
		case global:
			return dst[:start], false
		case 'a' <= c && c <= 'f' || c == '*':
			dst = append(dst, c)
			digits++
		case 'A' <= c && c <= 'F':
			dst = append(dst, c+'a'-'A')
			digits++
		case c == '%' && strings.HasPrefix(s[i:], "%23"):
			dst = append(dst, "%23"...)
			digits++
			i += 2
		default:
			return dst[:start], false
		}
	}
	if digits == 0 {
		return dst[:start], false
	}
	return dst, true
}

// telPname reports whether s is a pname: 1*( alphanum / "-" ) (3).
func telPname(s string) bool { return AlnumOr(s, "-") }
