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
// returns s itself when nothing changes.
func decodeURI(s string, sp spans, regName bool) string {
	var b []byte // nil until the first change
	for i := 0; i < len(s); {
		if s[i] != '%' || i+2 >= len(s) || (!regName && sp.host.start <= i && i < sp.host.end) {
			if b != nil {
				b = append(b, s[i])
			}
			i++
			continue
		}
		// A run of triplets: s[i:j].
		j := i
		for j+2 < len(s) && s[j] == '%' {
			j += 3
		}
		inQuery := sp.hasQuery && sp.query.start <= i && i < sp.query.end
		var buf [64]byte
		oct := buf[:0]
		for k := i; k < j; k += 3 {
			oct = append(oct, syntax.Unhex(s[k+1])<<4|syntax.Unhex(s[k+2]))
		}
		k := 0 // octets of oct done
		for k < len(oct) {
			c := oct[k]
			t := i + 3*k // the triplet in s
			if c < utf8.RuneSelf {
				if c == '.' && inEncodedDotSegment(s, sp, t) {
					// A percent-encoded dot is data, never a dot-segment
					// (internal/syntax/dotsegments.go): decoding it would
					// make an IRI that resolves elsewhere. Keep it encoded.
					up := "%2E"
					if b == nil && s[t:t+3] != up {
						b = append(make([]byte, 0, len(s)), s[:t]...)
					}
					if b != nil {
						b = append(b, up...)
					}
				} else if isUnreservedASCII(c) {
					if b == nil {
						b = append(make([]byte, 0, len(s)), s[:t]...)
					}
					b = append(b, c)
				} else if b != nil {
					b = append(b, s[t:t+3]...)
				}
				k++
				continue
			}
			r, size := utf8.DecodeRune(oct[k:])
			if r == utf8.RuneError && size <= 1 {
				size = 1 // step 3: not part of well-formed UTF-8
			} else if appropriate(r, inQuery) {
				if b == nil {
					b = append(make([]byte, 0, len(s)), s[:t]...)
				}
				b = append(b, oct[k:k+size]...)
				k += size
				continue
			}
			// Step 3 or 4: re-encode with upper-case hex.
			for _, o := range oct[k : k+size] {
				t := i + 3*k
				up := []byte{'%', upperhex[o>>4], upperhex[o&15]}
				if b == nil && s[t:t+3] != string(up) {
					b = append(make([]byte, 0, len(s)), s[:t]...)
				}
				if b != nil {
					b = append(b, up...)
				}
				k++
			}
		}
		i = j
	}
	if b == nil {
		return s
	}
	return bytesToString(b)
}

// inEncodedDotSegment reports whether the triplet at s[t:] is in a path
// segment that reads "." or ".." once decoded (syntax.IsEncodedDotSegment).
func inEncodedDotSegment(s string, sp spans, t int) bool {
	if t < sp.path.start || t >= sp.path.end {
		return false
	}
	i, j := t, t
	for i > sp.path.start && s[i-1] != '/' {
		i--
	}
	for j < sp.path.end && s[j] != '/' {
		j++
	}
	return syntax.IsEncodedDotSegment(s[i:j])
}

// isUnreservedASCII: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
// (RFC 3986 2.3).
func isUnreservedASCII(c byte) bool {
	return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' ||
		c == '-' || c == '.' || c == '_' || c == '~'
}

// isBidiFormatting reports the bidirectional formatting characters RFC 3987
// 4.1 forbids (LRM, RLM, LRE, RLE, LRO, RLO, PDF), with the ones Unicode
// added since (ALM U+061C, LRI, RLI, FSI, PDI U+2066-2069).
func isBidiFormatting(r rune) bool { return syntax.IsBidiFormatting(r) }

// appropriate reports whether 3.2 step 4 may leave r decoded in a component
// (inQuery: in the query).
func appropriate(r rune, inQuery bool) bool {
	if !syntax.IsUcschar(r) && !(inQuery && syntax.IsIprivate(r)) {
		return false // 2.2
	}
	if isBidiFormatting(r) {
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
			if !isUnreservedASCII(byte(r)) {
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
