package norm

// This file implements the normalization ladder of RFC 3986 section 6.2:
// syntax-based normalization (6.2.2: case 6.2.2.1, percent-encoding
// 6.2.2.2, path segments 6.2.2.3) and the generic part of scheme-based
// normalization (6.2.3: empty and default ports, the empty path), plus the
// protocol-based choices of 6.2.4 that a caller opts into. It works on a
// ref of either grammar: in the IRI grammar (RFC 3987 5.3.2) non-ASCII
// characters are copied as they are, and DecodeUcschar is the hook an IRI
// normalizer uses to decode percent-encoded ucschar.
//
// One pass over the reference: output is compared with the input as it is
// produced and only written out from the first byte that differs, so a
// reference already in normal form costs no allocation.

import (
	"strings"
	"unsafe"

	"github.com/urikit/urikit/internal/syntax"
)

// NormOptions select the normalizations applied beyond syntax-based
// normalization, which is always applied.
type NormOptions struct {
	// Scheme applies the generic rules of 6.2.3: an empty port and its ":"
	// are removed, leading zeros of the port are removed, the port is
	// removed when it equals DefaultPort, and an empty path after an
	// authority becomes EmptyPath.
	Scheme      bool
	DefaultPort int    // 1-65535, 0 for none
	EmptyPath   string // "" or a path-absolute without '%'

	// The 6.2.4 protocol-based choices, each off by default;
	// FileLocalhost applies to every reference here (Ladder.options sets it
	// only for schemes whose facts allow it).
	Protocol

	// DecodeUcschar (IRI grammar only) also decodes percent-encoded UTF-8
	// sequences of a ucschar, and of an iprivate in the query (RFC 3987
	// 3.2 step 3, 5.3.2.3), except the characters RFC 3987 keeps encoded
	// when converting a URI to an IRI: bidi formatting characters (4.1)
	// and white space (6.1), see Undecodable.
	DecodeUcschar bool

	// KeepMixedHostCase (IRI grammar only) lower-cases the ASCII letters
	// of a reg-name only when the host is US-ASCII once its triplets are
	// decoded (RFC 3987 5.3.2.1: "the scheme and US-ASCII only host are
	// case insensitive"); a host holding other characters keeps its case.
	KeepMixedHostCase bool

	// Through stops syntax-based normalization after one of its steps,
	// for a caller that shows them one at a time (uri.Ref.NormalizeStep);
	// the zero value, AllSteps, is the whole of 6.2.2.
	Through Step
}

// Step is how far into syntax-based normalization (RFC 3986 6.2.2) a
// normal form goes: its steps, in the order of the section, each with
// those before it.
type Step uint8

const (
	// AllSteps is the whole of 6.2.2: case, percent-encoding and path
	// segments, and IPv6 literals in the text of RFC 5952.
	AllSteps Step = iota
	// CaseStep is case normalization (6.2.2.1) alone: the scheme and the
	// host in lower case (an IP literal's hex digits too, written as they
	// are otherwise; an RFC 6874 zone identifier keeps its letters), the
	// hex digits of every percent-encoding in upper case. No triplet is
	// decoded, no dot-segment removed.
	CaseStep
	// PercentStep adds percent-encoding normalization (6.2.2.2): the
	// triplets of unreserved characters decoded (with DecodeUcschar also
	// those of ucschar, RFC 3987 5.3.2.3), a letter decoded in a reg-name
	// in lower case, and the dots of a segment that reads "." or ".." once
	// decoded written "%2E" (segmentsTo). Dot-segments stay.
	PercentStep
)

// MaxGrowth is how much longer than its input a normal form can be, beyond
// len(EmptyPath): 2 for a "/." or "./" path prefix, 8 for an IPv6 literal
// written in canonical form ("::ffff:0:0" becomes "::ffff:0.0.0.0", "1::2:3:4:5:6:7"
// becomes "1:0:2:3:4:5:6:7").
const MaxGrowth = 10

// Sizes of the stack buffers for short references (Equivalent, the
// built-in rules, the rewriter): most URLs fit smallNorm, and zeroing a
// larger buffer on every call would cost more than the rest of the work;
// the rewriter, which runs on every reference that changes, takes tinyNorm
// where it is enough.
const (
	tinyNorm   = 128
	smallNorm  = 256
	mediumNorm = 1024
)

// Normalize returns r in normal form under o. It returns r itself, without
// allocating, when r is already in normal form, and allocates only the
// result string otherwise.
func Normalize(r syntax.Ref, o *NormOptions) syntax.Ref {
	if !r.IsValid() {
		return r
	}
	return normalize(open(&r), o).close()
}

// normalize is Normalize on an opened reference.
func normalize(r ref, o *NormOptions) ref {
	if !r.IsValid() {
		return r
	}
	if rewrites(&r, o) {
		// rewrite.go: the same output, in one pass.
		var n ref
		if rewrite(&r, o, &n) {
			return n
		}
	}
	return normalizeW(r, o)
}

// normalizeW is normalize through the comparing writer: every reference
// and option, and no allocation for one already in normal form.
func normalizeW(r ref, o *NormOptions) ref {
	var w normWriter
	lay := normalizeTo(&w, r, o)
	if !w.div {
		lay.S = r.S[:w.n]
		if lay.S == r.S {
			return r
		}
		lay.Pct = r.Pct && syntax.HasPct(lay.S)
		return lay
	}
	// The writer only starts writing at a difference, and no later step
	// is known to undo one; the check is for safety.
	out := w.out()
	if string(out) == r.S {
		return r
	}
	lay.S = unsafe.String(&out[0], len(out))
	lay.Pct = r.Pct && syntax.HasPct(lay.S) // normalizing writes no new '%'
	return lay
}

// Equivalent reports whether a and b have the same normal form under o,
// without allocating for references up to 1 KiB.
func Equivalent(a, b syntax.Ref, o *NormOptions) bool {
	return equivalent(open(&a), open(&b), o)
}

// equivalent is Equivalent on opened references.
func equivalent(a, b ref, o *NormOptions) bool {
	if !a.IsValid() || !b.IsValid() {
		return a.IsValid() == b.IsValid()
	}
	n := max(len(a.S), len(b.S)) + MaxGrowth + len(o.EmptyPath)
	switch {
	case n <= smallNorm:
		var sa, sb [smallNorm]byte
		return equivalentScratch(a, b, o, sa[:0], sb[:0])
	case n <= mediumNorm:
		var sa, sb [mediumNorm]byte
		return equivalentScratch(a, b, o, sa[:0], sb[:0])
	}
	return normalize(a, o).S == normalize(b, o).S
}

func equivalentScratch(a, b ref, o *NormOptions, sa, sb []byte) bool {
	wa := normWriter{scratch: sa}
	wb := normWriter{scratch: sb}
	normalizeTo(&wa, a, o)
	normalizeTo(&wb, b, o)
	return wa.view(0, wa.len()) == wb.view(0, wb.len())
}

// normWriter produces the normal form. While div is false the output so far
// equals src[:n] and nothing is written; at the first difference the output
// is copied into buf (scratch when it is large enough) and continues there,
// buf[:m] being the output. buf is sized once to the bound and written by
// index, never appended to: a ref's string can grow by at most MaxGrowth
// bytes plus the empty path (and grow() covers a wrong bound), and a stack
// scratch buffer stays on the stack.
type normWriter struct {
	src     string
	n       int
	div     bool
	buf     []byte
	m       int
	scratch []byte
	bound   int
}

func (w *normWriter) len() int {
	if w.div {
		return w.m
	}
	return w.n
}

// out returns the output once writing is done.
func (w *normWriter) out() []byte { return w.buf[:w.m] }

// diverge starts writing the output out.
func (w *normWriter) diverge() {
	if cap(w.scratch) >= w.bound {
		w.buf = w.scratch[:cap(w.scratch)]
	} else {
		w.buf = make([]byte, w.bound)
	}
	w.m = copy(w.buf, w.src[:w.n])
	w.div = true
	w.n = len(w.src) // byte's fast path then never matches
}

// room makes room for k more bytes.
func (w *normWriter) room(k int) {
	if w.m+k > len(w.buf) {
		b := make([]byte, 2*(w.m+k))
		copy(b, w.buf[:w.m])
		w.buf = b
	}
}

// byte emits c.
func (w *normWriter) byte(c byte) {
	if w.div && w.m < len(w.buf) {
		w.buf[w.m] = c
		w.m++
		return
	}
	if w.n < len(w.src) && w.src[w.n] == c { // never true once div
		w.n++
		return
	}
	w.writeByte(c)
}

// writeByte is byte's slow path: the output differs from the input.
func (w *normWriter) writeByte(c byte) {
	if !w.div {
		w.diverge()
	}
	w.room(1)
	w.buf[w.m] = c
	w.m++
}

// str emits s.
func (w *normWriter) str(s string) {
	if !w.div {
		if len(w.src)-w.n >= len(s) && w.src[w.n:w.n+len(s)] == s {
			w.n += len(s)
			return
		}
		w.diverge()
	}
	w.room(len(s))
	w.m += copy(w.buf[w.m:], s)
}

// copy emits src[i:j].
func (w *normWriter) copy(i, j int) {
	if !w.div && i == w.n {
		w.n = j
		return
	}
	w.str(w.src[i:j])
}

// lower emits s with its ASCII upper-case letters in lower case, written
// straight into the buffer: s holds one, so the output diverges.
func (w *normWriter) lower(s string) {
	if !w.div {
		w.diverge()
	}
	w.room(len(s))
	b := w.buf[w.m : w.m+len(s)]
	for k := 0; k < len(s); k++ {
		b[k] = lowerTable[s[k]]
	}
	w.m += len(s)
}

// lowerTable maps each byte to itself, but ASCII upper-case letters to
// lower case.
var lowerTable = func() (t [256]byte) {
	for c := range 256 {
		t[c] = syntax.Lower(byte(c))
	}
	return t
}()

// truncate drops the output from offset k on.
func (w *normWriter) truncate(k int) {
	if w.div {
		w.m = k
	} else {
		w.n = k
	}
}

// view returns output[i:j]; it is valid until the next write.
func (w *normWriter) view(i, j int) string {
	if !w.div {
		return w.src[i:j]
	}
	if i == j {
		return ""
	}
	return unsafe.String(&w.buf[i], j-i)
}

// normalizeTo runs the normalization of r into a writer.
// It returns the layout of the result, all but its string, which the
// caller takes from the writer.
func normalizeTo(w *normWriter, r ref, o *NormOptions) ref {
	s := r.S
	w.src, w.bound = s, len(s)+MaxGrowth+len(o.EmptyPath)
	lay := ref{Layout: syntax.Layout{Flags: r.Flags}}
	iri := r.Flags&fIRI != 0
	decode := o.DecodeUcschar && iri && o.Through != CaseStep
	keep := o.Through == CaseStep // 6.2.2.1 alone: no triplet decoded

	// 6.2.2.1: the scheme is case-insensitive, lower case is canonical.
	if r.Flags&fScheme != 0 {
		lowerTo(w, 0, int(r.SchemeEnd))
		lay.SchemeEnd = int32(w.len())
		w.byte(':')
	}

	if r.Flags&fAuthority != 0 {
		w.byte('/')
		w.byte('/')
		if r.Flags&fUserinfo != 0 {
			a := r.authStart()
			pctTo(w, s, int(a), int(r.HostStart)-1, false, decodeOf(keep, decode, false))
			w.byte('@')
		}
		lay.HostStart = int32(w.len())
		hs, he := int(r.HostStart), int(r.HostEnd)
		switch r.Host {
		case syntax.HostIPv6:
			if o.Through == AllSteps {
				ipv6To(w, s, hs, he)
			} else {
				ipv6CaseTo(w, s, hs, he, keep)
			}
		case syntax.HostIPvFuture:
			// 6.2.2.1: the host is case-insensitive; an IPvFuture holds no
			// percent-encodings.
			lowerTo(w, hs, he)
		case syntax.HostIPv4:
			w.copy(hs, he)
		default:
			lower := !o.KeepMixedHostCase || !iri || !hostHasNonASCII(s, hs, he, decode)
			pctTo(w, s, hs, he, lower, decodeOf(keep, decode, false))
		}
		lay.HostEnd = int32(w.len())
		lay.Host = r.Host
		if r.Host == syntax.HostRegName && (w.div || int(lay.HostStart) != hs) {
			// The host changed (or moved): a reg-name can decode to an
			// IPv4address (3.2.2).
			lay.Host = syntax.HostKindOf(w.view(int(lay.HostStart), int(lay.HostEnd)))
		}
		if r.Flags&fPort != 0 {
			ps, pe := int(r.HostEnd)+1, int(r.PathStart)
			if o.Scheme {
				// 6.2.3: omit an empty port or the scheme's default one, with
				// its ":"; the port is a decimal number (3.2.3), leading zeros
				// say nothing.
				for ps < pe-1 && s[ps] == '0' {
					ps++
				}
				if ps == pe || o.DefaultPort > 0 && portIs(s[ps:pe], o.DefaultPort) {
					lay.Flags &^= fPort
				} else {
					w.byte(':')
					w.copy(ps, pe)
				}
			} else {
				w.byte(':')
				w.copy(ps, pe)
			}
		}
		if o.FileLocalhost && lay.Flags&(fUserinfo|fPort) == 0 &&
			w.view(int(lay.HostStart), int(lay.HostEnd)) == "localhost" {
			w.truncate(int(lay.HostStart))
			lay.HostEnd = lay.HostStart
		}
	} else {
		lay.HostStart = int32(w.len())
		lay.HostEnd = lay.HostStart
	}

	// Path: 6.2.2.2 then 6.2.2.3.
	lay.PathStart = int32(w.len())
	pathTo(w, r, decode, o.Through)
	if o.Scheme && r.Flags&fAuthority != 0 && w.len() == int(lay.PathStart) {
		w.str(o.EmptyPath)
	}
	lay.PathEnd = int32(w.len())

	if r.Flags&fQuery != 0 {
		qs, qe := int(r.PathEnd)+1, int(r.QueryEnd)
		if o.DropEmptyQuery && qs == qe {
			lay.Flags &^= fQuery
		} else {
			w.byte('?')
			pctTo(w, s, qs, qe, false, decodeOf(keep, decode, true))
		}
	}
	lay.QueryEnd = int32(w.len())
	if r.Flags&fFragment != 0 {
		fs := int(r.QueryEnd) + 1
		if o.DropFragment || o.DropEmptyFragment && fs == len(s) {
			lay.Flags &^= fFragment
		} else {
			w.byte('#')
			pctTo(w, s, fs, len(s), false, decodeOf(keep, decode, false))
		}
	}
	return lay
}

// keepTriplets is the value of pctTo's ucs that decodes no triplet: case
// normalization (6.2.2.1) alone.
const keepTriplets = -1

// decodeOf returns pctTo's ucs for a component: keepTriplets with keep,
// else the unreserved characters (6.2.2.2) and with decode the ucschar of
// an IRI (RFC 3987 5.3.2.3), with iprivate in a query.
func decodeOf(keep, decode, query bool) int {
	if keep {
		return keepTriplets
	}
	return ucsOf(decode, query)
}

func ucsOf(decode, query bool) int {
	switch {
	case !decode:
		return syntax.UcsNone
	case query:
		return syntax.UcsPrivate
	}
	return syntax.UcsChar
}

// lowerTo emits src[i:j] with ASCII letters in lower case.
func lowerTo(w *normWriter, i, j int) {
	p := skipPlainHost(w.src[i:j])
	if p < 0 {
		w.copy(i, j)
		return
	}
	w.copy(i, i+p)
	w.lower(w.src[i+p : j])
}

// hostAttention marks the bytes a host or scheme may need changed: 1 for
// an upper-case ASCII letter, 2 for '%'.
var hostAttention = func() (t [256]uint8) {
	for c := 'A'; c <= 'Z'; c++ {
		t[c] = 1
	}
	t['%'] = 2
	return t
}()

// pctTo emits src[i:j] with its percent-encodings normalized (6.2.2.1,
// 6.2.2.2): a triplet of an unreserved character (2.3) is decoded, every
// other triplet keeps its octet and gets upper-case hex digits. With lower
// (a reg-name) ASCII letters are lower-cased too. ucs > syntax.UcsNone also
// decodes triplets that spell a ucschar (and an iprivate for syntax.UcsPrivate) in
// UTF-8; ucs == keepTriplets decodes none (6.2.2.1 alone).
func pctTo(w *normWriter, s string, i, j int, lower bool, ucs int) {
	k := i
	for i < j {
		if !lower {
			// Only triplets change: skip to the next one.
			p := strings.IndexByte(s[i:j], '%')
			if p < 0 {
				break
			}
			i += p
		} else {
			p := skipPlainHost(s[i:j])
			if p < 0 {
				break
			}
			i += p
		}
		c := s[i]
		if c != '%' {
			if lower && 'A' <= c && c <= 'Z' {
				// The rest up to the next triplet, lower-cased at once.
				w.copy(k, i)
				e := strings.IndexByte(s[i:j], '%')
				if e < 0 {
					e = j
				} else {
					e += i
				}
				w.lower(s[i:e])
				i, k = e, e
				continue
			}
			i++
			continue
		}
		w.copy(k, i)
		v := syntax.PctOctet(s, i)
		switch {
		case syntax.IsUnreserved(v) && ucs != keepTriplets:
			if lower {
				v = syntax.Lower(v)
			}
			w.byte(v)
			i += 3
		case v >= 0x80 && ucs > syntax.UcsNone:
			if n := pctUcs(s, i, j, ucs); n > 0 {
				for e := i + 3*n; i < e; i += 3 {
					w.byte(syntax.PctOctet(s, i))
				}
				break
			}
			fallthrough
		default:
			w.byte('%')
			w.byte(syntax.Upper(s[i+1]))
			w.byte(syntax.Upper(s[i+2]))
			i += 3
		}
		k = i
	}
	w.copy(k, j)
}

// pctUcs reports how many triplets from s[i] spell one UTF-8 character that
// is a ucschar (or an iprivate with syntax.UcsPrivate), 0 if they do not.
func pctUcs(s string, i, j, ucs int) int {
	var b [4]byte
	b[0] = syntax.PctOctet(s, i)
	n := 0
	switch {
	case b[0] >= 0xF0:
		n = 4
	case b[0] >= 0xE0:
		n = 3
	case b[0] >= 0xC0:
		n = 2
	default:
		return 0
	}
	for k := 1; k < n; k++ {
		p := i + 3*k
		if p+2 >= j || s[p] != '%' {
			return 0
		}
		b[k] = syntax.PctOctet(s, p)
	}
	r, size := syntax.DecodeUTF8(string(b[:n]), 0)
	if r < 0 || size != n {
		return 0
	}
	if (syntax.IsUcschar(r) || ucs == syntax.UcsPrivate && syntax.IsIprivate(r)) && !syntax.Undecodable(r) {
		return n
	}
	return 0
}

// hostHasNonASCII reports whether s[i:j] holds a non-ASCII character, or
// (with decode) a triplet sequence that normalization decodes to one.
func hostHasNonASCII(s string, i, j int, decode bool) bool {
	for ; i < j; i++ {
		c := s[i]
		if c >= 0x80 {
			return true
		}
		if c == '%' && decode && syntax.Unhex(s[i+1]) >= 8 && pctUcs(s, i, j, syntax.UcsChar) > 0 {
			return true
		}
	}
	return false
}

// pathTo emits the path of r with its percent-encodings normalized and its
// dot-segments removed (6.2.2.3), keeping the result a path that reads back
// as one; through a step before 6.2.2.3 (CaseStep, PercentStep), only the
// steps up to it. Dot-segment removal works on a copy of the path, which is
// then emitted like everything else, so a path already in normal form
// ("/.//a", "./a:b") costs no divergence.
func pathTo(w *normWriter, r ref, decode bool, through Step) {
	p0 := w.len()
	ps, pe := int(r.PathStart), int(r.PathEnd)
	switch {
	case through == CaseStep:
		pctTo(w, r.S, ps, pe, false, keepTriplets)
		return
	case syntax.HasEncodedDot(r.S[ps:pe]):
		segmentsTo(w, r.S, ps, pe, decode)
	default:
		pctTo(w, r.S, ps, pe, false, ucsOf(decode, false))
	}
	path := w.view(p0, w.len())
	if through == PercentStep || !syntax.HasDotSegments(path) {
		return
	}
	var stack [256]byte
	var b []byte
	// Once the output has diverged (the common case: a reference that
	// changes), and for a long path, the path is rewritten in the writer's
	// own buffer: no copy out and back.
	long := w.div || len(path)+2 > len(stack)
	if !long {
		b = stack[:len(path)]
		copy(b, path)
	} else {
		// A long path is rewritten in the writer's own buffer, which is
		// then the output: no second allocation.
		if !w.div {
			w.diverge()
		}
		b = w.buf[p0:w.m]
	}
	prefix := ""
	if r.Flags&(fScheme|fAuthority) == 0 && path[0] != '/' {
		n, dot := syntax.RemoveDotSegmentsRelative(b, true)
		b = b[:n]
		if dot {
			prefix = "./"
		}
	} else {
		b = b[:syntax.RemoveDotSegmentsInPlace(b)]
		// A path starting with "//" and no authority would read back as an
		// authority: "/." before it keeps it a path, and
		// remove_dot_segments takes it away again (the form RFC 3986 5.2.2
		// results are written in).
		if r.Flags&fAuthority == 0 && len(b) >= 2 && b[0] == '/' && b[1] == '/' {
			prefix = "/."
		}
	}
	w.truncate(p0)
	if long {
		// b is in the writer's buffer from p0 on: move it after the prefix
		// (copy is a memmove), then write the prefix.
		w.room(len(prefix) + len(b))
		copy(w.buf[p0+len(prefix):], b)
		copy(w.buf[p0:], prefix)
		w.m = p0 + len(prefix) + len(b)
		return
	}
	w.str(prefix)
	w.str(syntax.BytesToString(b))
}

// segmentsTo is pctTo for a path holding "%2E": segment by segment, a
// segment that reads "." or ".." once decoded but spells a dot encoded is
// data, not a dot-segment, and keeps every dot encoded as "%2E" (the one
// reading of syntax.IsEncodedDotSegment); other segments are normalized
// as pctTo does.
func segmentsTo(w *normWriter, s string, i, j int, decode bool) {
	for {
		e := i
		for e < j && s[e] != '/' {
			e++
		}
		if syntax.IsEncodedDotSegment(s[i:e]) {
			for k := i; k < e; k++ {
				if s[k] == '%' {
					k += 2
				}
				w.str("%2E")
			}
		} else {
			pctTo(w, s, i, e, false, ucsOf(decode, false))
		}
		if e == j {
			return
		}
		w.byte('/')
		i = e + 1
	}
}

// portIs reports whether the digits p, without leading zeros, are the
// decimal number v.
func portIs(p string, v int) bool {
	if len(p) > 5 {
		return false
	}
	n := 0
	for i := 0; i < len(p); i++ {
		n = n*10 + int(p[i]-'0')
	}
	return n == v
}

// skipPlainHost returns the offset of the first upper-case ASCII letter or
// '%' in h, or -1: eight bytes at a time, then one at a time.
func skipPlainHost(h string) int {
	p := 0
	for ; p+8 <= len(h); p += 8 {
		if x := syntax.Word(h, p); upper(x)|eq(x, '%') != 0 {
			break
		}
	}
	for ; p < len(h); p++ {
		if hostAttention[h[p]] != 0 {
			return p
		}
	}
	return -1
}
