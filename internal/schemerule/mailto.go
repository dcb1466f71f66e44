package schemerule

// This file holds the rule of the "mailto" scheme: RFC 6068 2 with RFC
// 5321 2.4.

// appendMailtoPath appends the path of a mailto URI, to = addr-spec *(","
// addr-spec), addr-spec = local-part "@" domain (RFC 6068 2), with the
// domain of each address in lower case: domains are case-insensitive (RFC
// 5321 2.4); local parts are not and keep their case. Hex digits of
// percent-encodings stay upper case (RFC 3986 6.2.2.1).
func appendMailtoPath(dst []byte, in *In) []byte {
	base := len(dst)
	dst = append(dst, in.Path...)
	if in.HasAuthority {
		return dst
	}
	p := in.Path
	for start := 0; start <= len(p); {
		end := start
		for end < len(p) && p[end] != ',' {
			end++
		}
		for i := end - 1; i >= start; i-- {
			if p[i] == '@' {
				lowerOutsidePct(dst, base+i+1, base+end)
				break
			}
		}
		start = end + 1
	}
	return dst
}

// appendMailtoQuery appends "?" and the query of a mailto URI with the
// hfname of each header field in lower case: hfields = "?" hfield *( "&"
// hfield ), hfield = hfname "=" hfvalue, and RFC 6068 2 says "<hfname> is
// case-insensitive, but <hfvalue> in general is case-sensitive". The
// hfvalues, the order of the fields and every percent-encoding are left as
// written, and so is a field without "=", which is not an hfield. The
// equivalence 6068 2 states between "mailto:a@x,b@x" and
// "mailto:?to=a@x,b@x" is not applied: moving addresses would re-encode
// reserved characters.
func appendMailtoQuery(dst []byte, in *In) []byte {
	dst = append(dst, '?')
	base := len(dst)
	dst = append(dst, in.Query...)
	if in.HasAuthority {
		return dst
	}
	q := in.Query
	for start := 0; start <= len(q); {
		end := start
		for end < len(q) && q[end] != '&' {
			end++
		}
		if eq := indexByte(q[start:end], '='); eq >= 0 {
			lowerOutsidePct(dst, base+start, base+start+eq)
		}
		start = end + 1
	}
	return dst
}
