package norm

// This file decides, in one pass over a reference, whether it is already in
// the normal form of the ladder of RFC 3986 6.2: syntax-based (6.2.2:
// case 6.2.2.1, percent-encoding 6.2.2.2, dot-segments 6.2.2.3; RFC 3987
// 5.3.2 in IRI mode) and scheme-based (6.2.3: empty and default ports, the
// empty path, the scheme's own normalizer), plus the 6.2.4 options of a
// Ladder. A reference in normal form is the common case of a crawl or a
// store; the normalizer (normalize.go) then has nothing to write, and this
// check spares it its option filling and per-component calls. The check
// is conservative: "false" means "maybe not", and the normalizer decides.

import (
	"math/bits"
	"strings"

	"github.com/urikit/urikit/internal/registry"
	"github.com/urikit/urikit/internal/syntax"
)

// syntaxNormal reports whether the bytes of r need no syntax-based change
// (6.2.2): scheme and reg-name without upper-case letters, no triplet to
// decode or upper-case, no dot-segment in the path. decode says
// percent-encoded octets above 0x7F may decode (RFC 3987 5.3.2.3): any
// such triplet then answers false. IP literals answer false (their
// canonical form is ipv6To's to decide), and so does a '%' in the host. The
// port and the scheme-based rules are ladderNormal's.
func syntaxNormal(r *ref, decode bool) bool {
	s := r.S
	// 6.2.2.1: the scheme in lower case.
	if n := int(r.SchemeEnd); n <= 8 && len(s) >= 8 {
		// One word: the lanes of the scheme hold no upper-case letter.
		if upper(syntax.Word(s, 0))&syntax.LowLanes(n) != 0 {
			return false
		}
	} else {
		for i := 0; i < n; i++ {
			if 'A' <= s[i] && s[i] <= 'Z' {
				return false
			}
		}
	}
	if r.Flags&fAuthority != 0 {
		switch r.Host {
		case syntax.HostIPv6, syntax.HostIPvFuture:
			return false
		case syntax.HostRegName:
			if !plainHost(s[r.HostStart:r.HostEnd]) {
				return false
			}
		}
		if r.Flags&fUserinfo != 0 && r.Pct && !tripletsNormal(s, int(r.authStart()), int(r.HostStart)-1, decode) {
			return false
		}
	}
	if !r.Pct {
		// No triplet anywhere (the parser's word): only dot-segments
		// (6.2.2.3) may be left.
		return syntax.DotSegmentAt(s[r.PathStart:r.PathEnd]) < 0
	}
	// Long spans by wide scans, short ones a word at a time.
	if ps, pe := int(r.PathStart), int(r.PathEnd); pe-ps < wideScan {
		if !pathNormal(s, ps, pe, decode) {
			return false
		}
	} else if !pathNormalWide(s, ps, pe, decode) &&
		!(syntax.HasEncodedDot(s[ps:pe]) && pathNormal(s, ps, pe, decode)) {
		return false
	}
	if len(s)-int(r.PathEnd) < wideScan {
		return tripletsNormal(s, int(r.PathEnd), len(s), decode)
	}
	return tripletsNormalWide(s, int(r.PathEnd), len(s), decode)
}

// Word-at-a-time byte tests: each byte of a word is a lane whose high bit
// says whether the byte passes the test, exactly (no carry crosses lanes).
const (
	ones  = 0x0101010101010101
	highs = 0x8080808080808080
	lows  = 0x7f7f7f7f7f7f7f7f
)

// eq marks the lanes of x equal to c (syntax.EqLanes).
func eq(x uint64, c byte) uint64 { return syntax.EqLanes(x, c) }

// upper marks the lanes of x holding 'A'..'Z' (syntax.UpperLanes).
func upper(x uint64) uint64 { return syntax.UpperLanes(x) }

// plainHost reports whether the reg-name h holds no upper-case letter and
// no '%' (6.2.2.1, 6.2.2.2): a word at a time, the last word overlapping.
// A word is looked at byte by byte only when it may hold one: a '%', or a
// byte with 0x20 clear, which among the characters of a reg-name (3.2.2)
// are the upper-case letters and '_' (and non-ASCII bytes in an IRI).
func plainHost(h string) bool {
	n := len(h)
	if n < 8 {
		for i := 0; i < n; i++ {
			if hostAttention[h[i]] != 0 {
				return false
			}
		}
		return true
	}
	for p := 0; ; p += 8 {
		if p > n-8 {
			p = n - 8
		}
		x := syntax.Word(h, p)
		// (y-ones)&^y marks lanes only when some lane of y is zero: a
		// '%'.
		y := x ^ '%'*ones
		if ^x&(0x20*ones)|(y-ones)&^y&highs != 0 {
			for _, c := range []byte(h[p : p+8]) {
				if hostAttention[c] != 0 {
					return false
				}
			}
		}
		if p == n-8 {
			return true
		}
	}
}

// pathNormal reports whether the path s[ps:pe] has no triplet to change
// and no "." or ".." segment (6.2.2.3): it stops at a '%' and at a '.'
// that starts a segment, a word at a time.
func pathNormal(s string, ps, pe int, decode bool) bool {
	i := ps
	slash := uint64(0x80) // a '.' at the path's start starts a segment
	for i+8 <= pe {
		x := syntax.Word(s, i)
		// First a cheaper test that can only err towards a hit: most
		// words hold neither '%' nor '.'.
		y, z := x^'%'*ones, x^'.'*ones
		if ((y-ones)&^y|(z-ones)&^z)&highs == 0 {
			slash = 0
			if s[i+7] == '/' {
				slash = 0x80
			}
			i += 8
			continue
		}
		sl := eq(x, '/')
		hit := eq(x, '%') | eq(x, '.')&(sl<<8|slash)
		if hit == 0 {
			slash = sl >> 56
			i += 8
			continue
		}
		i += bits.TrailingZeros64(hit) >> 3
		if !stopNormal(s, i, ps, pe, decode) {
			return false
		}
		// Go on after the stop: the byte before is not '/'.
		if s[i] == '%' {
			i += 3
		} else {
			i++
		}
		slash = 0
	}
	for ; i < pe; i++ {
		if c := s[i]; c == '%' || c == '.' {
			if !stopNormal(s, i, ps, pe, decode) {
				return false
			}
			if c == '%' {
				i += 2
			}
		}
	}
	return true
}

// stopNormal reports whether the '%' or '.' at s[i] in the path s[ps:pe]
// leaves it in normal form.
func stopNormal(s string, i, ps, pe int, decode bool) bool {
	if s[i] == '%' {
		if s[i+1] == '2' && s[i+2] == 'E' {
			return encodedDotNormal(s, i, ps, pe)
		}
		return tripletNormal(s[i+1], s[i+2], decode)
	}
	if i != ps && s[i-1] != '/' {
		return true
	}
	e := i + 1
	if e < pe && s[e] == '.' {
		e++
	}
	return e != pe && s[e] != '/'
}

// tripletsNormal reports whether every triplet of s[i:j] is in normal form.
func tripletsNormal(s string, i, j int, decode bool) bool {
	for i < j {
		if i+8 <= j {
			hit := eq(syntax.Word(s, i), '%')
			if hit == 0 {
				i += 8
				continue
			}
			i += bits.TrailingZeros64(hit) >> 3
		} else if s[i] != '%' {
			i++
			continue
		}
		if !tripletNormal(s[i+1], s[i+2], decode) {
			return false
		}
		i += 3
	}
	return true
}

// wideScan is the length from which a scan for one byte (strings.IndexByte)
// beats a word at a time: a call and its setup against a few words.
const wideScan = 32

// pathNormalWide is pathNormal for a long path: two scans for a byte, '%'
// and then '.', which the library makes wide.
func pathNormalWide(s string, ps, pe int, decode bool) bool {
	return tripletsNormalWide(s, ps, pe, decode) && syntax.DotSegmentAt(s[ps:pe]) < 0
}

// tripletsNormalWide is tripletsNormal by scans for '%'.
func tripletsNormalWide(s string, i, j int, decode bool) bool {
	for {
		k := strings.IndexByte(s[i:j], '%')
		if k < 0 {
			return true
		}
		i += k
		if !tripletNormal(s[i+1], s[i+2], decode) {
			return false
		}
		i += 3
	}
}

// tripletNormal reports whether the triplet "%" h l stays as it is: its hex
// digits upper case (6.2.2.1), its octet not an unreserved character
// (6.2.2.2), and, with decode, not above 0x7F.
// encodedDotNormal reports whether the "%2E" at s[i] stays as it is in the
// normal form: it does in a segment written "%2E" or "%2E%2E", which reads
// "." or ".." once decoded and so is data (syntax.IsEncodedDotSegment, the
// form segmentsTo writes); elsewhere it is an unreserved "." to decode.
func encodedDotNormal(s string, i, ps, pe int) bool {
	a, b := i, i
	for a > ps && s[a-1] != '/' {
		a--
	}
	for b < pe && s[b] != '/' {
		b++
	}
	seg := s[a:b]
	return seg == "%2E" || seg == "%2E%2E"
}

func tripletNormal(h, l byte, decode bool) bool {
	if 'a' <= h && h <= 'f' || 'a' <= l && l <= 'f' {
		return false
	}
	v := syntax.Unhex(h)<<4 | syntax.Unhex(l)
	return !syntax.IsUnreserved(v) && (!decode || v < 0x80)
}

// ladderNormal reports whether r, whose bytes syntaxNormal accepted, is in
// l's normal form: the rules of 6.2.3 with f, the facts of r's scheme,
// and the 6.2.4 options.
func (l *Ladder) ladderNormal(r *ref, f *registry.Facts) bool {
	s := r.S
	if l.Rung >= RungScheme {
		if f.HasRule() {
			return false // the scheme's own rules decide: the slow path
		}
		if r.Flags&fPort != 0 {
			// 6.2.3: an empty port, leading zeros, the default port.
			ps, pe := int(r.HostEnd)+1, int(r.PathStart)
			if ps == pe || s[ps] == '0' && pe-ps > 1 ||
				f != nil && f.DefaultPort > 0 && portIs(s[ps:pe], f.DefaultPort) {
				return false
			}
		}
		if r.Flags&fAuthority != 0 && r.PathStart == r.PathEnd && f != nil && f.EmptyPath != "" {
			return false
		}
	}
	if r.Flags&fQuery != 0 && l.DropEmptyQuery && r.PathEnd+1 == r.QueryEnd {
		return false
	}
	if r.Flags&fFragment != 0 && (l.DropFragment || l.DropEmptyFragment && int(r.QueryEnd)+1 == len(s)) {
		return false
	}
	if l.FileLocalhost && f != nil && f.LocalHost && r.Flags&(fUserinfo|fPort) == 0 && s[r.HostStart:r.HostEnd] == "localhost" {
		return false
	}
	return true
}

// equivalentTo reports whether the normal form of r under o is s, without
// allocating for references up to 1 KiB.
func equivalentTo(r ref, s string, o *NormOptions) bool {
	n := len(r.S) + MaxGrowth + len(o.EmptyPath)
	switch {
	case n <= smallNorm:
		var buf [smallNorm]byte
		return normalizesTo(r, s, o, buf[:0])
	case n <= mediumNorm:
		var buf [mediumNorm]byte
		return normalizesTo(r, s, o, buf[:0])
	}
	return normalize(r, o).S == s
}

func normalizesTo(r ref, s string, o *NormOptions, scratch []byte) bool {
	w := normWriter{scratch: scratch}
	normalizeTo(&w, r, o)
	return w.view(0, w.len()) == s
}
