package norm

// This file writes the normal form of RFC 3986 6.2.2 and 6.2.3 (case
// 6.2.2.1, percent-encoding 6.2.2.2, dot-segments 6.2.2.3, port and empty
// path 6.2.3) of a reference the fast check (normal_fast.go) found to need
// rewriting: one forward pass straight into a buffer sized once, with no
// comparison against the input, table- and word-driven. It covers the
// common references and options; the rest (IP literals, "%2E" in the path,
// the IRI steps of RFC 3987 5.3.2, FileLocalhost, a form stopped after a
// step of 6.2.2: NormOptions.Through) go to normalizeTo, whose
// output this one equals byte for byte (FuzzRewrite checks it).

import (
	"encoding/binary"
	"math/bits"
	"strings"
	"unsafe"

	"github.com/urikit/urikit/internal/syntax"
)

// rewrites reports whether rewrite handles r under o, but for a "%2E" in
// the path, which rewrite reports.
func rewrites(r *ref, o *NormOptions) bool {
	if o.FileLocalhost || o.Through != AllSteps || r.Flags&fIRI != 0 && (o.DecodeUcschar || o.KeepMixedHostCase) {
		return false
	}
	if r.Flags&fAuthority != 0 && (r.Host == syntax.HostIPv6 || r.Host == syntax.HostIPvFuture) {
		return false
	}
	return true
}

// rewrite writes normalize(r, o) into *dst for a valid r that rewrites
// accepts: r itself when nothing changes, a prefix of r.S when the output
// is one (a dropped fragment), else a new string, the one allocation. A
// short reference is written on the stack and then copied into a string of
// its exact size; a long one is written into the heap buffer it keeps. It
// reports false, before any allocation and with *dst unspecified, when the
// path holds "%2E" (a percent-encoded dot-segment is segmentsTo's).
func rewrite(r *ref, o *NormOptions, dst *ref) bool {
	n := len(r.S) + MaxGrowth + len(o.EmptyPath)
	var buf []byte
	// Go zeroes a stack array where it is declared: the common short
	// reference zeroes half of smallNorm.
	if n <= tinyNorm {
		var stack [tinyNorm]byte
		buf = stack[:n]
	} else if n <= smallNorm {
		var stack [smallNorm]byte
		buf = stack[:n]
	} else {
		return rewriteOnHeap(r, o, dst, n)
	}
	m := rewriteInto(buf, r, o, dst)
	if m < 0 {
		return false
	}
	keepOrCopy(buf[:m], r, dst)
	return true
}

// keepOrCopy finishes *dst, the layout of r's normal form out written on
// the stack: r itself or a prefix of r.S when out is one, else a copy of
// out of its exact size, the one allocation.
func keepOrCopy(out []byte, r, dst *ref) {
	if m := len(out); m <= len(r.S) && samePrefix(out, r.S) {
		sameOrPrefix(r, dst, m)
		return
	}
	dst.S = string(out)
}

// rewriteOnHeap is rewrite for a reference too long for the stack: the
// normal form is written into a heap buffer of n bytes, which it keeps.
func rewriteOnHeap(r *ref, o *NormOptions, dst *ref, n int) bool {
	if syntax.HasEncodedDot(r.S[r.PathStart:r.PathEnd]) {
		return false
	}
	buf := make([]byte, n)
	m := rewriteInto(buf, r, o, dst)
	if m <= len(r.S) && string(buf[:m]) == r.S[:m] {
		sameOrPrefix(r, dst, m)
		return true
	}
	dst.S = unsafe.String(&buf[0], m)
	return true
}

// samePrefix reports whether out is a prefix of s (len(out) <= len(s)):
// its first and last bytes first, where an output that changed mostly
// differs, before the whole.
func samePrefix(out []byte, s string) bool {
	m := len(out)
	if m == 0 {
		return true
	}
	return out[0] == s[0] && out[m-1] == s[m-1] && string(out) == s[:m]
}

// sameOrPrefix makes *dst, the layout of r's normal form r.S[:m], r itself
// when m is the whole of it, else that layout on the prefix, as normalize
// does.
func sameOrPrefix(r, dst *ref, m int) {
	if m == len(r.S) {
		*dst = *r
		return
	}
	dst.S = r.S[:m] // dst.Pct, the writer's, holds for the prefix it equals
}

// rewriteInto writes the normal form of r into buf, which holds
// len(r.S)+MaxGrowth+len(o.EmptyPath) bytes, and its layout (without its
// string) into *lay, and returns its length, or -1 when the path holds a
// "%2E".
func rewriteInto(buf []byte, r *ref, o *NormOptions, lay *ref) int {
	s := r.S
	*lay = ref{Layout: syntax.Layout{Flags: r.Flags}}
	m := 0

	// 6.2.2.1: the scheme in lower case. Up to the path the output is never
	// longer than the input read so far, so a word written at m fits.
	if se := int(r.SchemeEnd); r.Flags&fScheme != 0 && se <= 8 && len(s) >= 8 {
		// The scheme in one word (it holds no '%'); the bytes after it are
		// written over next.
		x := syntax.Word(s, 0)
		binary.LittleEndian.PutUint64(buf, x|upper(x)>>2)
		m = se
		lay.SchemeEnd = int32(m)
		buf[m] = ':'
		m++
	} else if r.Flags&fScheme != 0 {
		m = lowerInto(buf, 0, s, 0, int(r.SchemeEnd), &lay.Pct)
		lay.SchemeEnd = int32(m)
		buf[m] = ':'
		m++
	}
	if r.Flags&fAuthority != 0 {
		buf[m], buf[m+1] = '/', '/'
		m += 2
		if r.Flags&(fUserinfo|fPort|fQuery) == fQuery && r.Host == syntax.HostRegName && r.PathEnd > r.PathStart {
			return rewriteRest(buf, m, r, o, lay)
		}
		if r.Flags&fUserinfo != 0 {
			m = pctInto(buf, m, s, int(r.authStart()), int(r.HostStart)-1, &lay.Pct)
			buf[m] = '@'
			m++
		}
		lay.HostStart = int32(m)
		hs, he := int(r.HostStart), int(r.HostEnd)
		lay.Host = r.Host
		if r.Host == syntax.HostRegName {
			m = lowerInto(buf, m, s, hs, he, &lay.Pct)
			// A reg-name can decode to an IPv4address (3.2.2); one that
			// decoded no triplet (it kept its length: each decoded one
			// shortens it) keeps the kind the parser gave it.
			if m-int(lay.HostStart) != he-hs {
				lay.Host = syntax.HostKindOf(unsafe.String(unsafe.SliceData(buf[lay.HostStart:]), m-int(lay.HostStart)))
			}
		} else {
			m += copy(buf[m:], s[hs:he])
		}
		lay.HostEnd = int32(m)
		if r.Flags&fPort != 0 {
			ps, pe := int(r.HostEnd)+1, int(r.PathStart)
			if o.Scheme {
				// 6.2.3: no empty port, no default port, no leading zeros.
				for ps < pe-1 && s[ps] == '0' {
					ps++
				}
				if ps == pe || o.DefaultPort > 0 && portIs(s[ps:pe], o.DefaultPort) {
					lay.Flags &^= fPort
				} else {
					buf[m] = ':'
					m++
					m += copy(buf[m:], s[ps:pe])
				}
			} else {
				buf[m] = ':'
				m++
				m += copy(buf[m:], s[ps:pe])
			}
		}
	} else {
		lay.HostStart = int32(m)
		lay.HostEnd = lay.HostStart
	}

	// Path: 6.2.2.2, then 6.2.2.3 on the written path, in place.
	p0 := m
	lay.PathStart = int32(m)
	var pathPct, dots bool
	if r.Flags&fAuthority != 0 {
		// path-abempty: its "." segments go as it is written.
		m, dots = segmentsInto(buf, m, s, int(r.PathStart), int(r.PathEnd), &pathPct)
	} else {
		m = pathInto(buf, m, s, int(r.PathStart), int(r.PathEnd), &pathPct)
		dots = m > p0
	}
	if m < 0 {
		return -1
	}
	if dots {
		e := p0 + dotsInto(buf, p0, m, r.Flags)
		if pathPct && e != m {
			// The segments removed may have held its triplets.
			pathPct = syntax.HasPct(syntax.BytesToString(buf[p0:e]))
		}
		m = e
	}
	lay.Pct = lay.Pct || pathPct
	if o.Scheme && r.Flags&fAuthority != 0 && m == p0 {
		m += copy(buf[m:], o.EmptyPath)
	}
	lay.PathEnd = int32(m)

	if r.Flags&fQuery != 0 {
		qs, qe := int(r.PathEnd)+1, int(r.QueryEnd)
		if o.DropEmptyQuery && qs == qe {
			lay.Flags &^= fQuery
		} else {
			buf[m] = '?'
			m = pctInto(buf, m+1, s, qs, qe, &lay.Pct)
		}
	}
	lay.QueryEnd = int32(m)
	if r.Flags&fFragment != 0 {
		m = fragmentInto(buf, m, r, o, lay)
	}
	return m
}

// rewriteRest is rewriteInto from the host on, written at m, for a
// reference with a query and the common authority: a reg-name without
// userinfo or port, before a path that is not empty (so that 6.2.3's
// empty path never goes before the query). The host, path and query are
// written in one run (restInto), where three runs would cost three calls
// of the assembly; without a query the two calls cost less than the
// switches of one run.
func rewriteRest(buf []byte, m int, r *ref, o *NormOptions, lay *ref) int {
	s := r.S
	hs, he, pe := int(r.HostStart), int(r.HostEnd), int(r.PathEnd)
	qe := pe
	if r.Flags&fQuery != 0 {
		if o.DropEmptyQuery && int(r.QueryEnd) == pe+1 {
			lay.Flags &^= fQuery
		} else {
			qe = int(r.QueryEnd)
		}
	}
	rest := restRun{pe: pe, qe: qe}
	n, dots := restInto(buf, m, s, hs, he, &lay.Pct, &rest)
	if n < 0 {
		return -1
	}
	hostEnd, pathEnd := rest.hostEnd, rest.pathEnd
	lay.HostStart, lay.HostEnd, lay.PathStart = int32(m), int32(hostEnd), int32(hostEnd)
	lay.Host = r.Host
	if hostEnd-m != he-hs {
		// A reg-name that decoded a triplet may be an IPv4address (3.2.2).
		lay.Host = syntax.HostKindOf(syntax.BytesToString(buf[m:hostEnd]))
	}
	if dots {
		if e := hostEnd + dotsInto(buf, hostEnd, pathEnd, r.Flags); e != pathEnd {
			n = e + copy(buf[e:], buf[pathEnd:n]) // the query after it
			pathEnd = e
			if lay.Pct {
				// The segments removed may have held its triplets.
				lay.Pct = syntax.HasPct(syntax.BytesToString(buf[:n]))
			}
		}
	}
	lay.PathEnd, lay.QueryEnd = int32(pathEnd), int32(n)
	if r.Flags&fFragment != 0 {
		n = fragmentInto(buf, n, r, o, lay)
	}
	return n
}

// restRun is restInto's layout: in, where the path and the query end in
// the source (pe, qe); out, where the host and the path end in the output.
// tripletsRun reads and writes its fields at these offsets.
type restRun struct {
	pe, qe, hostEnd, pathEnd int
}

// fragmentInto writes the fragment of r, which has one, into buf from m
// with its "#" (6.2.2; 6.2.4 may drop it), and returns the end of the
// output.
func fragmentInto(buf []byte, m int, r *ref, o *NormOptions, lay *ref) int {
	fs := int(r.QueryEnd) + 1
	if o.DropFragment || o.DropEmptyFragment && fs == len(r.S) {
		lay.Flags &^= fFragment
		return m
	}
	buf[m] = '#'
	return pctInto(buf, m+1, r.S, fs, len(r.S), &lay.Pct)
}

// cutDotSegments removes, in place, each "." segment inside the path
// buf[m:n] that follows a '/' and is followed by one ("/./" becomes "/",
// RFC 3986 5.2.4 B), and returns the new end of the path and whether a
// dot-segment may remain (a ".." or a final "."), for dotsInto: the
// contract of segmentsInto on every architecture.
func cutDotSegments(buf []byte, m, n int) (end int, dots bool) {
	w := m
	for r := m; r < n; {
		if buf[r] == '/' && r+1 < n && buf[r+1] == '.' {
			switch {
			case r+2 < n && buf[r+2] == '/':
				r += 2 // "/./": the '/' after it is the next segment's
				continue
			case r+2 == n || buf[r+2] == '.' && (r+3 == n || buf[r+3] == '/'):
				dots = true // a final "." or a ".." segment
			}
		}
		buf[w] = buf[r]
		w++
		r++
	}
	return w, dots
}

// dotsInto removes the dot-segments (6.2.2.3) of the path buf[p0:m] as
// pathTo does, keeping it a path that reads back as one, and returns its
// new length.
func dotsInto(buf []byte, p0, m int, flags syntax.Flags) int {
	b := buf[p0:m]
	k := syntax.DotSegmentAt(syntax.BytesToString(b))
	if k < 0 {
		return len(b)
	}
	prefix := ""
	if flags&(fScheme|fAuthority) == 0 && b[0] != '/' {
		n, dot := syntax.RemoveDotSegmentsRelative(b, true)
		b = b[:n]
		if dot {
			prefix = "./"
		}
	} else {
		b = b[:syntax.RemoveDotSegmentsFrom(b, k)]
		// A path starting with "//" and no authority would read back as an
		// authority: "/." before it keeps it a path.
		if flags&fAuthority == 0 && len(b) >= 2 && b[0] == '/' && b[1] == '/' {
			prefix = "/."
		}
	}
	if prefix != "" {
		copy(buf[p0+len(prefix):], b)
		copy(buf[p0:], prefix)
	}
	return len(prefix) + len(b)
}

// lowerIntoWords is lowerInto without the assembly (rewrite_amd64.go):
// it writes s[i:j], a scheme or a reg-name, into buf from m with
// ASCII letters in lower case and its triplets normalized (6.2.2.1,
// 6.2.2.2: an unreserved one decoded, and lower-cased if a letter), eight
// bytes at a time between triplets. A word may reach past j: the bytes
// written past the output's end are overwritten by what follows (the
// output is written in order), and m <= i (the output is never ahead of
// the input here) makes room for them. It returns the new end of the
// output.
func lowerIntoWords(buf []byte, m int, s string, i, j int, pct *bool) int {
	// A span of eight bytes or more without a '%' (most hosts): whole
	// words, then its last eight bytes as one word written over the
	// output's last eight, which they map onto one to one.
	if j-i >= 8 {
		d := m - i
		for ; j-i >= 8; i += 8 {
			x := syntax.Word(s, i)
			if eq(x, '%') != 0 {
				break
			}
			binary.LittleEndian.PutUint64(buf[i+d:], x|upper(x)>>2)
		}
		m = i + d
		if j-i < 8 {
			if i == j {
				return m
			}
			if x := syntax.Word(s, j-8); eq(x, '%') == 0 {
				binary.LittleEndian.PutUint64(buf[j-8+d:], x|upper(x)>>2)
				return j + d
			}
		}
	}
	for i < j {
		if i+8 <= len(s) {
			x := syntax.Word(s, i)
			n := min(j-i, 8)
			if eq(x, '%')&syntax.LowLanes(n) == 0 {
				// upper marks the lanes of 'A'..'Z' with 0x80: >>2 is the
				// 0x20 that makes them lower case.
				binary.LittleEndian.PutUint64(buf[m:], x|upper(x)>>2)
				i += n
				m += n
				continue
			}
		}
		c := s[i]
		if c != '%' {
			buf[m] = lowerTable[c]
			m++
			i++
			continue
		}
		h, l := s[i+1], s[i+2]
		if v := syntax.Unhex(h)<<4 | syntax.Unhex(l); syntax.IsUnreserved(v) {
			buf[m] = lowerTable[v]
			m++
		} else {
			buf[m], buf[m+1], buf[m+2] = '%', syntax.Upper(h), syntax.Upper(l)
			m += 3
			*pct = true
		}
		i += 3
	}
	return m
}

// tripletsIntoWords is pctInto, and pathInto with path set, without the
// assembly (rewrite_amd64.go). It copies a word
// at a time while the word holds no '%', writing the whole word (the bytes
// past j are overwritten by what follows, as in lowerInto), and stops at
// each triplet, which it copies, upper-cases or decodes.
func tripletsIntoWords(buf []byte, m int, s string, i, j int, path bool, pct *bool) int {
	wide := j-i >= 32 // a long span: wide scans while its '%' are far apart
	for i < j {
		if wide {
			// The wide scan for the next '%', and one copy up to it.
			k := strings.IndexByte(s[i:j], '%')
			if k < 0 {
				return m + copy(buf[m:], s[i:j])
			}
			m += copy(buf[m:], s[i:i+k])
			i += k
			wide = k >= 32
		} else if i+8 <= len(s) && m+8 <= len(buf) {
			x := syntax.Word(s, i)
			p := eq(x, '%') & syntax.LowLanes(min(j-i, 8))
			binary.LittleEndian.PutUint64(buf[m:], x)
			if p == 0 {
				d := min(j-i, 8)
				i += d
				m += d
				continue
			}
			d := bits.TrailingZeros64(p) >> 3
			i += d
			m += d
		} else if c := s[i]; c != '%' {
			buf[m] = c
			m++
			i++
			continue
		}
		// s[i] is the '%' of a triplet (2.1), whole as the parser checked.
		h, l := s[i+1], s[i+2]
		v := syntax.Unhex(h)<<4 | syntax.Unhex(l)
		if syntax.IsUnreserved(v) {
			if path && v == '.' {
				return -1
			}
			buf[m] = v
			m++
		} else {
			buf[m], buf[m+1], buf[m+2] = '%', syntax.Upper(h), syntax.Upper(l)
			m += 3
			*pct = true
		}
		i += 3
	}
	return m
}
