package iri

// This file implements the conversion of URIs to IRIs, RFC 3987 3.2: decode
// the percent-encoded octets that form UTF-8 for characters an IRI may hold
// as they are (steps 2-5), and optionally show punycode labels in Unicode
// (3.2.1).

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// FromURI converts a URI reference to an IRI reference by RFC 3987 3.2 with
// no options. A triplet is decoded when
//
//   - it stands for an unreserved US-ASCII character (step 2 keeps '%',
//     "reserved" and the US-ASCII characters URIs do not allow encoded), or
//   - it is part of a run of triplets that forms well-formed UTF-8 (step 3;
//     no other charset is ever guessed, so "D%FCrst" stays) for a character
//     that is appropriate in its component (step 4, sections 2.2, 4.1 and
//     6.1): a ucschar, or an iprivate character in the query, and not a
//     bidirectional formatting character (LRM, RLM, ALM, LRE, RLE, PDF,
//     LRO, RLO, LRI, RLI, FSI, PDI) nor a White_Space character (6.1's
//     look-alikes of space).
//
// The octets of a character that is not decoded are written again as
// triplets with upper-case hex, so "%e2%80%ae" (U+202E) becomes "%E2%80%AE"
// (3.2.1); triplets of step 2's exceptions keep their spelling. IP-literal
// hosts are copied as they are. When nothing is decoded the result holds
// u's own string and nothing is allocated. The zero uri.Ref converts to the
// zero Ref.
func FromURI(u uri.Ref) Ref { return defaultProfile.FromURI(u) }

// FromURI converts a URI reference to an IRI reference by RFC 3987 3.2,
// then, with HostToUnicode, shows punycode labels in Unicode.
func (p *Profile) FromURI(u uri.Ref) Ref {
	if !u.IsValid() {
		return Ref{}
	}
	s := u.String()
	out := s
	if strings.IndexByte(s, '%') >= 0 {
		out = decodeURI(s, componentSpans(u), u.HostKind() == uri.HostRegName)
	}
	if name, ok := u.Scheme(); p.toUnicode != nil && dnsHost(name, ok, u.HostKind()) {
		out = p.hostToUnicode(out)
	}
	r, f := syntax.Parse(out, syntax.IRI|syntax.ZoneID)
	if f != nil {
		// Unreachable: the fuzz tests check that every conversion parses.
		panic("iri: FromURI produced an invalid IRI " + out + ": " + f.Error())
	}
	return Ref{r}
}

// decodeURI applies steps 2-5 of 3.2 to s, whose components are sp. It
// returns s itself when nothing changes. A first pass measures the result,
// so that the one buffer allocated is its exact size, whatever the input's
// length.
func decodeURI(s string, sp spans, regName bool) string {
	d := decoder{s: s, sp: sp, regName: regName}
	d.run()
	if !d.changed {
		return s
	}
	d.b = make([]byte, 0, d.n)
	d.run()
	return bytesToString(d.b)
}

// decoder is one pass of decodeURI over s: it measures the result (b nil)
// or writes it to b.
type decoder struct {
	s       string
	sp      spans
	regName bool
	b       []byte
	n       int  // the length of the result
	changed bool // the result differs from s
}

// put adds x to the result.
func (d *decoder) put(x string) {
	d.n += len(x)
	if d.b != nil {
		d.b = append(d.b, x...)
	}
}

// putOctets adds o to the result.
func (d *decoder) putOctets(o []byte) {
	d.n += len(o)
	if d.b != nil {
		d.b = append(d.b, o...)
	}
}

// run passes over s once, from triplet run to triplet run.
func (d *decoder) run() {
	s, sp := d.s, d.sp
	d.n = 0
	done := 0 // s[:done] is in the result
	for i := 0; i < len(s); {
		k := strings.IndexByte(s[i:], '%')
		if k < 0 {
			break
		}
		i += k
		if i+2 >= len(s) || (!d.regName && sp.host.start <= i && i < sp.host.end) {
			i++
			continue
		}
		// A run of triplets: s[i:j].
		j := i
		for j+2 < len(s) && s[j] == '%' {
			j += 3
		}
		d.put(s[done:i])
		d.triplets(i, j)
		i, done = j, j
	}
	d.put(s[done:])
}

// triplets adds the run of triplets s[i:j] to the result, decoding what
// steps 2-4 decode, one character at a time.
func (d *decoder) triplets(i, j int) {
	s, sp := d.s, d.sp
	inQuery := sp.hasQuery && sp.query.start <= i && i < sp.query.end
	for t := i; t < j; {
		c := syntax.PctOctet(s, t)
		if c < utf8.RuneSelf {
			switch {
			case c == '.' && inEncodedDotSegment(s, sp, t):
				// A percent-encoded dot is data, never a dot-segment
				// (internal/syntax/dotsegments.go): decoding it would
				// make an IRI that resolves elsewhere. Keep it encoded.
				d.changed = d.changed || s[t:t+3] != "%2E"
				d.put("%2E")
			case syntax.IsUnreserved(c):
				d.changed = true
				d.putOctets([]byte{c})
			default:
				d.put(s[t : t+3])
			}
			t += 3
			continue
		}
		// The octets of one character: UTF-8 is at most 4 of them.
		var buf [utf8.UTFMax]byte
		oct := buf[:0]
		for k := t; k < j && len(oct) < len(buf); k += 3 {
			oct = append(oct, syntax.PctOctet(s, k))
		}
		r, size := utf8.DecodeRune(oct)
		if r == utf8.RuneError && size <= 1 {
			size = 1 // step 3: not part of well-formed UTF-8
		} else if appropriate(r, inQuery) {
			d.changed = true
			d.putOctets(oct[:size])
			t += 3 * size
			continue
		}
		// Step 3 or 4: re-encode with upper-case hex.
		for _, o := range oct[:size] {
			var buf [3]byte
			up := syntax.AppendPct(buf[:0], o)
			d.changed = d.changed || s[t:t+3] != string(up)
			d.putOctets(up)
			t += 3
		}
	}
}

// inEncodedDotSegment reports whether the triplet at s[t:] is in a path
// segment that reads "." or ".." once decoded (syntax.IsEncodedDotSegment).
// Such a segment is at most maxDotSegment bytes long, so no more of the
// path is read around t: a long run of "%2E" is read in linear time.
func inEncodedDotSegment(s string, sp spans, t int) bool {
	if t < sp.path.start || t >= sp.path.end {
		return false
	}
	i, j := t, t
	for i > sp.path.start && s[i-1] != '/' && t-i <= maxDotSegment {
		i--
	}
	for j < sp.path.end && s[j] != '/' && j-i <= maxDotSegment {
		j++
	}
	return j-i <= maxDotSegment && syntax.IsEncodedDotSegment(s[i:j])
}

// maxDotSegment is the length of the longest encoded dot-segment, "%2E%2E".
const maxDotSegment = len("%2E%2E")

// appropriate reports whether 3.2 step 4 may leave r decoded in a component
// (inQuery: in the query).
func appropriate(r rune, inQuery bool) bool {
	if !syntax.IsUcschar(r) && !(inQuery && syntax.IsIprivate(r)) {
		return false // 2.2
	}
	if syntax.IsBidiFormatting(r) {
		return false // 4.1
	}
	return !unicode.Is(unicode.White_Space, r) // 6.1: look-alikes of space
}

// hostToUnicode converts the punycode labels of the reg-name host of the
// IRI reference s (3.2.1), each only when ToUnicode succeeds, the result is
// appropriate in an ireg-name and ToASCII gives the label back.
func (p *Profile) hostToUnicode(s string) string {
	r, f := syntax.Parse(s, syntax.IRI|syntax.ZoneID)
	if f != nil {
		return s
	}
	sp := componentSpans(Ref{r})
	h := s[sp.host.start:sp.host.end]
	if !hasPunycodeLabel(h) {
		return s
	}
	var b strings.Builder
	changed := false
	for i, label := range strings.Split(h, ".") {
		if i > 0 {
			b.WriteByte('.')
		}
		if u, ok := p.labelToUnicode(label); ok {
			b.WriteString(u)
			changed = true
			continue
		}
		b.WriteString(label)
	}
	if !changed {
		return s
	}
	return s[:sp.host.start] + b.String() + s[sp.host.end:]
}

// hasPunycodeLabel reports whether a label of h starts with "xn--" in any
// case (RFC 5890 2.3.2.1's ACE prefix).
func hasPunycodeLabel(h string) bool {
	for h != "" {
		label := h
		if i := strings.IndexByte(h, '.'); i >= 0 {
			label, h = h[:i], h[i+1:]
		} else {
			h = ""
		}
		if len(label) > 4 && strings.EqualFold(label[:4], "xn--") {
			return true
		}
	}
	return false
}

// labelToUnicode converts one "xn--" label.
func (p *Profile) labelToUnicode(label string) (string, bool) {
	if len(label) <= 4 || !strings.EqualFold(label[:4], "xn--") {
		return "", false
	}
	u, err := p.toUnicode.ToUnicode(label)
	if err != nil || u == label {
		return "", false
	}
	for _, r := range u {
		if r < utf8.RuneSelf {
			if !syntax.IsUnreserved(byte(r)) {
				return "", false
			}
			continue
		}
		if !appropriate(r, false) {
			return "", false
		}
	}
	a, err := p.toUnicode.ToASCII(u)
	if err != nil || !strings.EqualFold(a, label) {
		return "", false
	}
	return u, true
}
