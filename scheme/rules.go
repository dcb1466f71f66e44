package scheme

// This file holds the scheme-specific normalizers of the seed registry:
// RFC 8141 3.1 (urn) and RFC 6068 with RFC 5321 2.4 (mailto).

import "strings"

// normalizeURN lower-cases the NID of "urn:" NID ":" NSS (RFC 8141 3.1:
// the NID is case-insensitive; "urn" itself is the scheme, already lower
// case). The NSS is case-sensitive and left alone, as are the r-, q- and
// f-components, which 3.1 ignores for equivalence but which still mean
// something to a resolver.
func normalizeURN(c Components) Components {
	if c.HasAuthority {
		return c
	}
	p := c.Path
	end := -1
	for i := 0; i < len(p); i++ {
		if p[i] == ':' {
			end = i
			break
		}
		if p[i] == '/' || p[i] == '%' {
			return c // not an NID: NID = (alphanum) 0*30(ldh) alphanum
		}
	}
	if end <= 0 || !hasUpper(p[:end]) {
		return c
	}
	b := []byte(p)
	lowerASCII(b[:end])
	c.Path = string(b)
	return c
}

// normalizeMailto lower-cases the domain of each address in the path of a
// mailto URI: to = addr-spec *("," addr-spec), addr-spec = local-part "@"
// domain (RFC 6068 2). Domains are case-insensitive (RFC 5321 2.4); local
// parts are not and keep their case. Hex digits of percent-encodings stay
// upper case (RFC 3986 6.2.2.1).
//
// It also lower-cases the hfname of each header field of the query,
// hfields = "?" hfield *( "&" hfield ), hfield = hfname "=" hfvalue: RFC
// 6068 2, "<hfname> is case-insensitive, but <hfvalue> in general is
// case-sensitive". The hfvalues, the order of the fields and every
// percent-encoding are left as written. So is the equivalence 6068 2
// states between "mailto:a@x,b@x", "mailto:?to=a@x,b@x" and
// "mailto:a@x?to=b@x": moving addresses between the path and a "to"
// hfvalue would re-encode reserved characters, and 2 itself warns that
// user agents treat the last form differently. A field without "=" is not
// an hfield and is left alone.
func normalizeMailto(c Components) Components {
	if c.HasAuthority {
		return c
	}
	if c.HasQuery {
		var b []byte
		q := c.Query
		for start := 0; start <= len(q); {
			end := start
			for end < len(q) && q[end] != '&' {
				end++
			}
			if eq := indexByte(q[start:end], '='); eq >= 0 {
				b = lowerOutsidePct(b, q, start, start+eq)
			}
			start = end + 1
		}
		if b != nil {
			c.Query = string(b)
		}
	}
	p := c.Path
	var b []byte
	start := 0
	for start <= len(p) {
		end := start
		for end < len(p) && p[end] != ',' {
			end++
		}
		at := -1
		for i := end - 1; i >= start; i-- {
			if p[i] == '@' {
				at = i
				break
			}
		}
		if at >= 0 {
			for i := at + 1; i < end; i++ {
				if p[i] == '%' {
					i += 2
					continue
				}
				if 'A' <= p[i] && p[i] <= 'Z' {
					if b == nil {
						b = []byte(p)
					}
					b[i] += 'a' - 'A'
				}
			}
		}
		start = end + 1
	}
	if b != nil {
		c.Path = string(b)
	}
	return c
}

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
