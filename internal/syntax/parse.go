package syntax

// This file implements the URI-reference grammar of RFC 3986 section 4.1 and
// Appendix A, and, under the IRI flag, the IRI-reference grammar of RFC 3987
// section 2.2. One pass: each byte is classified once through table.

import (
	"math"
	"math/bits"
)

// Mode selects the grammar and its options.
type Mode uint8

const (
	// IRI accepts ucschar in userinfo, host, path, query and fragment and
	// iprivate in the query (RFC 3987 2.2).
	IRI Mode = 1 << iota
	// ZoneID accepts RFC 6874 zone identifiers in IPv6 literals
	// ("[fe80::1%25eth0]").
	ZoneID
)

// ucs levels: which non-ASCII characters a component accepts.
const (
	ucsNone    = 0
	ucsChar    = 1 // ucschar
	ucsPrivate = 2 // ucschar / iprivate (iquery)
)

// Parse parses s as a URI-reference (RFC 3986 4.1), or as an IRI-reference
// with the IRI mode. On failure it returns the zero Ref and a Fault naming the
// first offending byte.
func Parse(s string, m Mode) (r Ref, _ *Fault) {
	if len(s) > math.MaxInt32-1 {
		return Ref{}, &Fault{Offset: math.MaxInt32, Err: ErrTooLong, Char: -1}
	}
	r.s = s
	r.flags = fValid
	ucs := ucsNone
	if m&IRI != 0 {
		ucs = ucsChar
		r.flags |= fIRI
	}
	n := len(s)

	// 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ) ":"
	i := 0
	alnum := 0 // s[:alnum] are scheme characters, none of them ':'
	if n > 0 && table[s[0]]&cAlpha != 0 {
		j := 1
		if n >= 8 {
			// The letters that start the first word at once (most schemes
			// are letters only): ALPHA in lower case is ALPHA in upper case
			// with 0x20 set, and no other byte maps onto one without it.
			letters := UpperLanes(Word(s, 0) &^ 0x2020202020202020)
			j = bits.TrailingZeros64(^letters&0x8080808080808080) >> 3
		}
		for j < n && table[s[j]]&cScheme != 0 {
			j++
		}
		if j < n && s[j] == ':' {
			r.flags |= fScheme
			r.schemeEnd = int32(j)
			i = j + 1
		} else {
			alnum = j
		}
	}

	// 3.2: "//" authority
	if i+1 < n && s[i] == '/' && s[i+1] == '/' {
		r.flags |= fAuthority
		a := i + 2
		// Most references are read from here in one run (skipRest): a
		// reg-name alone, then path, query and fragment. Where it stops
		// before the end, the authority and each component are scanned on
		// their own, which finds the fault, the userinfo, port or
		// IP-literal, or reads an IRI's non-ASCII characters.
		if he, pe, qe, k := skipRest(s, a, true, &r.pct); k == n {
			r.hostStart, r.hostEnd, r.pathStart = int32(a), int32(he), int32(he)
			r.host = hostKindOf(s[a:he])
			r.setRest(pe, qe)
			return r, nil // no non-ASCII byte: pct is exact
		} else if f := r.parseAuthority(a, m, ucs); f != nil {
			return Ref{}, f
		} else if k > he {
			// The run stopped past the host, in the rest: a second run
			// from the path would stop at the same byte.
			if f := r.scanRest(int(r.pathStart), ucs); f != nil {
				return Ref{}, f
			}
			r.settlePct(m)
			return r, nil
		}
		i = int(r.pathStart)
	} else {
		r.hostStart, r.hostEnd = int32(i), int32(i)
		r.pathStart = int32(i)
	}

	// 3.3: path. Without a scheme or an authority the first segment may not
	// hold a colon (path-noscheme).
	j := i
	if r.flags&(fScheme|fAuthority) == 0 {
		k, f := scan(s, alnum, cSegmentNC, ucs, "path", &r.pct)
		if f != nil {
			return Ref{}, f
		}
		if k < n && s[k] == ':' {
			if k == 0 {
				return Ref{}, fault(s, 0, ErrMissingScheme, "")
			}
			f := fault(s, k, ErrColonInFirstSeg, "path")
			f.Note = "a scheme must start with a letter and hold only letters, digits, '+', '-' and '.'"
			return Ref{}, f
		}
		j = k
	}
	// 3.3-3.5: path, "?" query, "#" fragment, in one run (skipRest) or,
	// where it stops before the end, each on its own (scanRest).
	if _, pe, qe, k := skipRest(s, j, false, &r.pct); k == n {
		r.setRest(pe, qe)
	} else if f := r.scanRest(j, ucs); f != nil {
		return Ref{}, f
	}
	r.settlePct(m)
	return r, nil
}

// settlePct makes pct exact after the component scans: in an IRI a scan
// may have started at a non-ASCII character rather than a '%', and the
// string tells.
func (r *Ref) settlePct(m Mode) {
	if m&IRI != 0 && r.pct {
		r.pct = hasPct(r.s)
	}
}

// scanRest reads the path from s[j], then the query and the fragment,
// each component on its own (3.3-3.5): where skipRest stops before the
// end, at a fault or at an IRI's non-ASCII character.
func (r *Ref) scanRest(j, ucs int) *Fault {
	s, n := r.s, len(r.s)
	k, f := scan(s, j, cPath, ucs, "path", &r.pct)
	if f != nil {
		return f
	}
	r.pathEnd = int32(k)
	if k < n && s[k] != '?' && s[k] != '#' {
		return fault(s, k, ErrInvalidChar, "path")
	}

	// 3.4: "?" query
	if k < n && s[k] == '?' {
		r.flags |= fQuery
		q := ucs
		if q != ucsNone {
			q = ucsPrivate
		}
		if k, f = scan(s, k+1, cQuery, q, "query", &r.pct); f != nil {
			return f
		}
		if k < n && s[k] != '#' {
			return fault(s, k, ErrInvalidChar, "query")
		}
	}
	r.queryEnd = int32(k)

	// 3.5: "#" fragment
	if k < n && s[k] == '#' {
		r.flags |= fFragment
		if k, f = scan(s, k+1, cQuery, ucs, "fragment", &r.pct); f != nil {
			return f
		}
		if k < n {
			return fault(s, k, ErrInvalidChar, "fragment")
		}
	}
	return nil
}

// setRest sets the ends of the path (pe) and query (qe) that skipRest
// read to the end of the reference, and the flags of the query and
// fragment they leave.
func (r *Ref) setRest(pe, qe int) {
	r.pathEnd, r.queryEnd = int32(pe), int32(qe)
	if pe < len(r.s) && r.s[pe] == '?' {
		r.flags |= fQuery
	}
	if qe < len(r.s) {
		r.flags |= fFragment // r.s[qe] is the '#'
	}
}

// parseAuthority reads authority = [ userinfo "@" ] host [ ":" port ] from
// s[a:] (3.2) and sets the host and path-start offsets.
func (r *Ref) parseAuthority(a int, m Mode, ucs int) *Fault {
	s := r.s
	n := len(s)
	h := a // start of host
	// The first stretch is a reg-name until ':' or '@' decides: a reg-name
	// holds neither, userinfo holds ':' and ends with '@'.
	// scan(s, a, cRegName, ...), written out: every authority has a host.
	k := skipTriplets(s, a, cRegName, &r.pct)
	if k < n && (s[k] == '%' || s[k] >= 0x80) {
		r.pct = true // a scan from a '%' or non-ASCII byte (Ref.pct)
		var f *Fault
		if k, f = scanEscapes(s, k, cRegName, ucs, "host"); f != nil {
			if atLater(s, f.Offset) {
				f.Where = "userinfo"
			}
			return f
		}
	}
	if k < n && s[k] == ':' {
		// host ":" port, or userinfo with a colon.
		p := k + 1
		for p < n && table[s[p]]&cDigit != 0 {
			p++
		}
		if p == n || s[p] == '/' || s[p] == '?' || s[p] == '#' {
			r.hostStart, r.hostEnd = int32(a), int32(k)
			r.host = hostKindOf(s[a:k])
			r.flags |= fPort
			r.pathStart = int32(p)
			return nil
		}
		u, f := scan(s, p, cUserinfo, ucs, "userinfo", &r.pct)
		if f != nil {
			return f
		}
		if u == n || s[u] != '@' {
			// Not userinfo after all, and not a port either: s[u] is
			// the first byte that neither reading can continue with
			// (up to it, an '@' could still have come).
			f := fault(s, u, ErrInvalidPort, "port")
			if u > p {
				f.Note = `digits only, no "@" follows`
			}
			return f
		}
		k = u
	}
	if k < n && s[k] == '@' {
		r.flags |= fUserinfo
		h = k + 1
		if h < n && s[h] != '[' {
			var f *Fault
			if k, f = scan(s, h, cRegName, ucs, "host", &r.pct); f != nil {
				return f
			}
		} else {
			k = h
		}
	}
	r.hostStart = int32(h)
	if k == h && k < n && s[k] == '[' {
		// 3.2.2: IP-literal = "[" ( IPv6address / IPvFuture ) "]"
		e, kind, f := parseIPLiteral(s, h, m)
		if f != nil {
			return f
		}
		if hasPct(s[h:e]) {
			r.pct = true // a zone identifier's "%25" (RFC 6874)
		}
		r.host = kind
		k = e
	} else {
		r.host = HostRegName
		if k-h >= 7 && table[s[h]]&cDigit != 0 && IsIPv4(s[h:k]) {
			r.host = HostIPv4 // 3.2.2: the same test as hostKindOf's
		}
	}
	r.hostEnd = int32(k)
	if k < n && s[k] == ':' {
		// 3.2.3: port = *DIGIT
		r.flags |= fPort
		k++
		for k < n && table[s[k]]&cDigit != 0 {
			k++
		}
		if k < n && s[k] != '/' && s[k] != '?' && s[k] != '#' {
			return fault(s, k, ErrInvalidPort, "port")
		}
	} else if k < n && s[k] != '/' && s[k] != '?' && s[k] != '#' {
		where := "host"
		if r.flags&fUserinfo == 0 && atLater(s, k) {
			where = "userinfo"
		}
		return fault(s, k, ErrInvalidChar, where)
	}
	r.pathStart = int32(k)
	return nil
}

// atLater reports whether an '@' follows s[i] within the authority: then
// the stretch before it was userinfo (3.2.1), which error messages name.
// It runs only on the way to an error.
func atLater(s string, i int) bool {
	for ; i < len(s) && s[i] != '/' && s[i] != '?' && s[i] != '#'; i++ {
		if s[i] == '@' {
			return true
		}
	}
	return false
}

// hostKindOf tells an IPv4address from a reg-name (3.2.2: a host that
// matches IPv4address is one; "01.2.3.4" and "256.1.1.1" are reg-names).
func hostKindOf(h string) HostKind {
	if len(h) >= 7 && table[h[0]]&cDigit != 0 {
		return ipv4Kind(h) // out of line, so that this inlines
	}
	return HostRegName
}

// ipv4Kind is hostKindOf for a host that may be an IPv4address.
//
//go:noinline
func ipv4Kind(h string) HostKind {
	if IsIPv4(h) {
		return HostIPv4
	}
	return HostRegName
}

// scan advances from s[i] over characters of the class mask, pct-encoded
// triplets (2.1) and, as ucs allows, non-ASCII characters (RFC 3987 2.2). It
// returns the offset of the first byte that is none of these, which the
// caller checks is a delimiter, or a Fault for a broken triplet or a
// non-ASCII character the component does not allow.
//
// The common case is a run of class characters and whole triplets, which
// skipTriplets crosses (setting *pct, Ref.pct, at a triplet; on amd64,
// elsewhere it stops at each '%'); scanEscapes takes over at a '%' it
// stops at or a non-ASCII byte, and then sets *pct.
func scan(s string, i int, mask uint16, ucs int, where string, pct *bool) (int, *Fault) {
	i = skipTriplets(s, i, mask, pct)
	if i < len(s) && (s[i] == '%' || s[i] >= 0x80) {
		*pct = true
		return scanEscapes(s, i, mask, ucs, where)
	}
	return i, nil
}

// skipClassWords is skipClass without skipRun (simd_amd64.go): eight
// bytes a step while the run lasts, one word load and four loads of pairs
// (pairs.go), each testing two bytes; then the step that meets the end of
// the run goes byte by byte, a short loop whose one mispredicted exit
// costs less than classifying the word without branches (measured on the
// URL lists).
func skipClassWords(s string, i int, mask uint16) int {
	n := len(s)
	if i < n && table[s[i]]&mask == 0 {
		return i // an empty run: an empty host, as in "file:///"
	}
	m8 := uint8(mask)
	for i+8 <= n {
		x := Word(s, i)
		if pairs[uint16(x)]&pairs[uint16(x>>16)]&pairs[uint16(x>>32)]&pairs[uint16(x>>48)]&m8 == 0 {
			break
		}
		i += 8
	}
	for i < n && table[s[i]]&mask != 0 {
		i++
	}
	return i
}

// scanEscapes is scan from a '%' or a non-ASCII byte on.
func scanEscapes(s string, i int, mask uint16, ucs int, where string) (int, *Fault) {
	n := len(s)
	for i < n {
		c := s[i]
		switch {
		case table[c]&mask != 0:
			// Between triplets a run is mostly short ("%2FUsers%2F"):
			// its first eight bytes one at a time, in this loop, and
			// skipClass only for a run that goes on past them.
			e := min(i+8, n)
			i++
			for i < e && table[s[i]]&mask != 0 {
				i++
			}
			if i == e && e < n {
				i = skipClass(s, i, mask)
			}
		case c == '%':
			// pct-encoded = "%" HEXDIG HEXDIG
			if i+1 >= n || table[s[i+1]]&cHexDig == 0 {
				return i, fault(s, i+1, ErrInvalidPercent, where)
			}
			if i+2 >= n || table[s[i+2]]&cHexDig == 0 {
				return i, fault(s, i+2, ErrInvalidPercent, where)
			}
			i += 3
		case c >= 0x80:
			if ucs == ucsNone {
				f := fault(s, i, ErrInvalidChar, where)
				if f.Note == "" {
					f.Note = "non-ASCII characters must be percent-encoded in a URI"
				}
				return i, f
			}
			r, size := decodeUTF8(s, i)
			if r < 0 {
				return i, fault(s, i, ErrInvalidUTF8, where)
			}
			if !IsUcschar(r) && !(ucs == ucsPrivate && IsIprivate(r)) {
				f := fault(s, i, ErrInvalidChar, where)
				if IsIprivate(r) {
					f.Note = "private-use characters are allowed only in the query"
				}
				return i, f
			}
			i += size
		default:
			return i, nil
		}
	}
	return i, nil
}

// SchemeFault checks that s starts with scheme ":" (3.1) and returns the
// fault at the first byte that breaks it, or nil.
func SchemeFault(s string) *Fault {
	n := len(s)
	// The scheme is missing, rather than invalid, when the input ends or
	// reaches a delimiter that ends a relative reference's first segment
	// (4.2) before any ':'.
	missing := func(k int) bool { return k == n || s[k] == ':' || s[k] == '/' || s[k] == '?' || s[k] == '#' }
	if missing(0) {
		return fault(s, 0, ErrMissingScheme, "scheme")
	}
	if table[s[0]]&cAlpha == 0 {
		return fault(s, 0, ErrInvalidScheme, "scheme")
	}
	k := 1
	for k < n && table[s[k]]&cScheme != 0 {
		k++
	}
	switch {
	case k < n && s[k] == ':':
		return nil
	case missing(k):
		return fault(s, k, ErrMissingScheme, "scheme")
	}
	return fault(s, k, ErrInvalidScheme, "scheme")
}
