package whatwg

import "github.com/urikit/urikit/internal/syntax"

// This file is the part of the fast check for serialized input (fast.go)
// that reads an authority: credentials with nothing to encode, a host as
// 3.6 "Host serializing" (https://url.spec.whatwg.org/#host-serializing)
// writes it (an ASCII domain in lower case, which the domain parser of 3.3
// leaves alone, "xn--" labels and all; a dotted-decimal IPv4 address; a
// compressed IPv6 address; an opaque host), and a port that is not the
// scheme's default (4.4 port state,
// https://url.spec.whatwg.org/#port-state).

// authoritySerialized checks the authority at s[i:], after "//", and sets
// u's offsets and host type: credentials with nothing to encode, a host in
// serialized form, a port that is not the default. It returns the
// authority's end.
func authoritySerialized(s string, i int, scheme string, special bool, u *URL) (int, bool) {
	if special {
		if end, ok, done := domainAuthority(s, i, scheme, u); done {
			return end, ok
		}
	}
	n := len(s)
	end, at := i, -1
	for end < n && s[end] != '/' && s[end] != '?' && s[end] != '#' {
		switch s[end] {
		case '\\':
			if special {
				return end, false
			}
		case '@':
			if at >= 0 {
				return end, false
			}
			at = end
		}
		end++
	}
	u.userEnd = int32(i)
	u.hostStart = int32(i)
	if at >= 0 {
		// 4.5: username, then ':' and the password when it is not empty.
		colon := -1
		for k := i; k < at; k++ {
			c := s[k]
			if c == ':' && colon < 0 {
				colon = k
				continue
			}
			if encodeTable[c]&userinfoSet != 0 {
				return end, false
			}
		}
		switch {
		case at == i, colon == at-1, scheme == "file":
			return end, false
		case colon >= 0:
			u.userEnd = int32(colon)
		default:
			u.userEnd = int32(at)
		}
		u.hostStart = int32(at + 1)
	}
	hs := int(u.hostStart)
	he := end
	if hs < end && s[hs] == '[' {
		for he > hs && s[he-1] != ']' {
			he--
		}
		if he == hs || he < end && s[he] != ':' {
			// No ']', or something other than a port after it: the host
			// state keeps reading the host ("[1::]010"), which the state
			// machine judges.
			return end, false
		}
	} else {
		for k := hs; k < end; k++ {
			if s[k] == ':' {
				he = k
				break
			}
		}
	}
	u.hostEnd = int32(he)
	if he < end {
		// 4.4 port state: digits, no leading zero, at most 65535, not
		// the default port.
		ps := s[he+1 : end]
		if ps == "" || len(ps) > 5 || (ps[0] == '0') || (len(ps) == 5 && ps > "65535") || ps == defaultPortString(scheme) || scheme == "file" {
			return end, false
		}
		for k := 0; k < len(ps); k++ {
			if !syntax.IsDigit(ps[k]) {
				return end, false
			}
		}
	}
	t, ok := hostSerialized(s[hs:he], special)
	if !ok || (t == EmptyHost && (at >= 0 || he < end || (special && scheme != "file"))) {
		return end, false
	}
	if scheme == "file" && s[hs:he] == "localhost" {
		return end, false
	}
	u.hostType = t
	return end, true
}

// hostSerialized returns the kind of the host h when h is the
// serialization (3.6) of the host it parses to (3.5), and false when it
// is not or the check cannot tell.
func hostSerialized(h string, special bool) (HostType, bool) {
	if h == "" {
		return EmptyHost, true
	}
	if h[0] == '[' {
		if len(h) < 2 || h[len(h)-1] != ']' {
			return NoHost, false
		}
		var p parser
		a, ok := p.parseIPv6(h[1:len(h)-1], 0)
		if !ok {
			return NoHost, false
		}
		var buf [48]byte
		if string(syntax.AppendIPv6(buf[:0], a)) != h[1:len(h)-1] {
			return NoHost, false
		}
		return IPv6, true
	}
	if !special {
		// 3.5 opaque-host parser: no forbidden host code point, nothing
		// of the C0 control percent-encode set.
		for k := 0; k < len(h); k++ {
			if isForbiddenHost(h[k]) || encodeTable[h[k]]&c0ControlSet != 0 {
				return NoHost, false
			}
		}
		return Opaque, true
	}
	// 3.3 domain parser, step 5: an ASCII domain is only lower-cased,
	// "xn--" labels and all; allow lower-case letters, digits, '-', '.',
	// '_'.
	for k := 0; k < len(h); k++ {
		if !isDomainByte[h[k]] {
			return NoHost, false
		}
	}
	if endsInNumber(h) {
		if !isDottedQuad(h) {
			return NoHost, false
		}
		return IPv4, true
	}
	return Domain, true
}

// isDottedQuad reports whether h is an IPv4 address as 3.6 serializes it:
// four decimal numbers 0 to 255 without leading zeros.
func isDottedQuad(h string) bool {
	parts := 0
	for i := 0; i <= len(h); {
		j := i
		for j < len(h) && syntax.IsDigit(h[j]) {
			j++
		}
		d := h[i:j]
		if d == "" || len(d) > 3 || (len(d) > 1 && d[0] == '0') || (len(d) == 3 && d > "255") {
			return false
		}
		parts++
		if j == len(h) {
			break
		}
		if h[j] != '.' {
			return false
		}
		i = j + 1
	}
	return parts == 4
}

// isDomainByte marks the bytes of a serialized ASCII domain that the fast
// check accepts: lower-case letters, digits, '-', '.', '_'.
var isDomainByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = 'a' <= c && c <= 'z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '_'
	}
	return t
}()

// domainAuthority is authoritySerialized for the common authority of a
// special URL: a domain or dotted-decimal IPv4 host, perhaps a port, no
// credentials, in one pass. done is false when the authority is of another
// kind and the general check must decide.
func domainAuthority(s string, i int, scheme string, u *URL) (end int, ok, done bool) {
	n := len(s)
	k := i
	lastDot := i - 1 // the last '.'
	for k < n {
		c := s[k]
		if !isDomainByte[c] {
			break
		}
		if c == '.' {
			lastDot = k
		}
		k++
	}
	he := k
	ps := k
	if k < n && s[k] == ':' {
		k++
		ps = k
		for k < n && syntax.IsDigit(s[k]) {
			k++
		}
	}
	if k < n && s[k] != '/' && s[k] != '?' && s[k] != '#' {
		return k, false, false // credentials, IPv6, upper case, ...: the general check
	}
	if he < k {
		// 4.4 port state: digits, no leading zero, at most 65535, not
		// the default port.
		p := s[ps:k]
		if p == "" || len(p) > 5 || p[0] == '0' || (len(p) == 5 && p > "65535") || p == defaultPortString(scheme) || scheme == "file" {
			return k, false, true
		}
	}
	h := s[i:he]
	switch {
	case h == "":
		if scheme != "file" || he < k {
			return k, false, true
		}
		u.hostType = EmptyHost
	case scheme == "file" && h == "localhost":
		return k, false, true
	case !mayEndInNumber(s, i, lastDot, he):
		u.hostType = Domain
	case endsInNumber(h):
		if !isDottedQuad(h) {
			return k, false, true
		}
		u.hostType = IPv4
	default:
		u.hostType = Domain
	}
	u.userEnd, u.hostStart, u.hostEnd = int32(i), int32(i), int32(he)
	return k, true, true
}

// mayEndInNumber reports whether the domain s[i:he], whose last '.' is at
// lastDot, can end in a number (3.5 ends-in-a-number checker): whether its
// last label, or the one before a trailing '.', starts with a digit, as
// every IPv4 number does.
func mayEndInNumber(s string, i, lastDot, he int) bool {
	start := lastDot + 1
	if start == he && lastDot >= i {
		// a trailing '.': the label before it decides
		start = i
		for k := lastDot - 1; k >= i; k-- {
			if s[k] == '.' {
				start = k + 1
				break
			}
		}
	}
	return start < he && syntax.IsDigit(s[start])
}
