package iri

// This file implements the mapping of IRIs to URIs, RFC 3987 3.1: step 1
// (variants B and C), step 2 (percent-encoding of the UTF-8 octets of every
// ucschar and iprivate character), the ToASCII alternative for ireg-name,
// and the optional treatment of the US-ASCII characters IRIs do not allow.

import (
	"strings"
	"unicode/utf8"
	"unsafe"

	"golang.org/x/text/unicode/norm"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// uriParser reads mapped references: zone identifiers may come from an IRI
// parsed with AllowZoneID.
var uriParser = uri.NewParser(uri.AllowZoneID(true))

// ToURI maps r to a URI reference by RFC 3987 3.1 with no options (step 1
// variant C: no normalization): each ucschar and iprivate character becomes
// the %HH triplets of its UTF-8 octets, with upper-case hex (3.1 step 2.2);
// existing triplets and every ASCII character are left alone, since a valid
// IRI holds no ASCII character a URI does not allow. When r is all ASCII
// the result holds r's own string and nothing is allocated. The zero Ref
// maps to the zero uri.Ref.
func (r Ref) ToURI() uri.Ref {
	if !r.IsValid() {
		return uri.Ref{}
	}
	u, err := uriParser.Parse(encodeNonASCII(r.String()))
	if err != nil {
		// Unreachable: the fuzz tests check that the mapping of a valid
		// IRI is a valid URI.
		panic("iri: ToURI produced an invalid URI: " + err.Error())
	}
	return u
}

// encodeNonASCII percent-encodes every octet >= 0x80 of s (3.1 step 2). It
// returns s itself when there is none.
func encodeNonASCII(s string) string { return encodeSet(s, &nonASCIISet) }

// An octetSet holds the octets a conversion percent-encodes.
type octetSet [256]bool

// nonASCIISet holds the octets of UTF-8 sequences (3.1 step 2), unwiseSet
// the isUnwise characters.
var nonASCIISet, unwiseSet = func() (n, u octetSet) {
	for c := range 256 {
		n[c] = c >= utf8.RuneSelf
		u[c] = isUnwise(byte(c))
	}
	return n, u
}()

// encodeSet percent-encodes (RFC 3986 2.1, upper-case hex) every octet of
// s in set. It returns s itself when there is none.
func encodeSet(s string, set *octetSet) string {
	n := 0
	for i := 0; i < len(s); i++ {
		if set[s[i]] {
			n++
		}
	}
	if n == 0 {
		return s
	}
	b := make([]byte, 0, len(s)+2*n)
	for i := 0; i < len(s); i++ {
		c := s[i]
		if set[c] {
			b = syntax.AppendPct(b, c)
			continue
		}
		b = append(b, c)
	}
	return bytesToString(b)
}

// bytesToString returns b as a string without copying; b is never written
// again.
func bytesToString(b []byte) string { return unsafe.String(unsafe.SliceData(b), len(b)) }

// ToURI maps r to a URI reference by RFC 3987 3.1 with the profile's
// options: NFC (step 1 variant B) first, then HostToASCII for the host, then
// step 2 for the rest. It fails only when NFC makes the reference invalid or
// IDNA rejects the host.
func (p *Profile) ToURI(r Ref) (uri.Ref, error) {
	if !r.IsValid() {
		return uri.Ref{}, nil
	}
	if p.nfc {
		if s := r.String(); !isNFC(s) {
			t := norm.NFC.String(s)
			x, f := syntax.Parse(t, r.r.Mode())
			if f != nil {
				// NFC can compose a delimiter with a combining mark
				// into a character the component does not allow.
				return uri.Ref{}, newError("IRI to URI", t, f)
			}
			r = Ref{x}
		}
	}
	if name, ok := r.Scheme(); p.toASCII != nil && dnsHost(name, ok, r.HostKind()) {
		s := r.String()
		sp := componentSpans(r)
		h, err := p.hostToASCII(s[sp.host.start:sp.host.end])
		if err != nil {
			return uri.Ref{}, &Error{Op: "IRI to URI", Input: s, Offset: sp.host.start, Component: uri.Host, Err: err}
		}
		if h != s[sp.host.start:sp.host.end] {
			t := s[:sp.host.start] + h + s[sp.host.end:]
			x, f := syntax.Parse(t, syntax.IRI|syntax.ZoneID)
			if f != nil {
				return uri.Ref{}, &Error{Op: "IRI to URI", Input: s, Offset: sp.host.start, Component: uri.Host,
					Err: &detail{err: ErrIDNA, what: "ToASCII gave " + h}}
			}
			r = Ref{x}
		}
	}
	return r.ToURI(), nil
}

// hostToASCII applies ToASCII to a reg-name holding non-ASCII characters,
// written directly or percent-encoded as UTF-8; it returns other hosts,
// those with percent-encoded octets that are not UTF-8 included, as they
// are (step 2 then leaves them alone).
func (p *Profile) hostToASCII(h string) (string, error) {
	d, ok := decodeHost(h)
	if !ok {
		return h, nil
	}
	ascii := true
	for i := 0; i < len(d); i++ {
		if d[i] >= utf8.RuneSelf {
			ascii = false
			break
		}
	}
	if ascii {
		return h, nil
	}
	a, err := p.toASCII.ToASCII(d)
	if err != nil {
		return "", &detail{err: ErrIDNA, cause: err}
	}
	return a, nil
}

// decodeHost decodes the triplets of h; ok is false when the result is not
// UTF-8. It returns h itself when there is no triplet.
func decodeHost(h string) (string, bool) {
	if strings.IndexByte(h, '%') < 0 {
		return h, true
	}
	b := make([]byte, 0, len(h)-2*strings.Count(h, "%"))
	for i := 0; i < len(h); i++ {
		if h[i] == '%' && i+2 < len(h) {
			b = append(b, syntax.Unhex(h[i+1])<<4|syntax.Unhex(h[i+2]))
			i += 2
			continue
		}
		b = append(b, h[i])
	}
	return bytesToString(b), utf8.Valid(b)
}

// isUnwise reports the printable US-ASCII characters that neither URIs nor
// IRIs allow (RFC 3987 3.1; RFC 2396 2.4.3 "delims" and "unwise" less '#',
// '%', '[' and ']').
func isUnwise(c byte) bool {
	switch c {
	case '<', '>', '"', ' ', '{', '}', '|', '\\', '^', '`':
		return true
	}
	return false
}

// ToURIString parses s as an IRI reference and maps it to a URI reference
// with the profile's options. With NFC, s is normalized before it is
// parsed (3.1 step 1 variant B) and an error's Input is the normalized text.
// With EncodeUnwise, the characters of [EncodeUnwise] are percent-encoded
// first, and error offsets still count bytes of s.
func (p *Profile) ToURIString(s string) (uri.Ref, error) {
	in := s
	if p.nfc {
		s = norm.NFC.String(s)
		in = s
	}
	if p.unwise {
		s = encodeUnwise(s)
	}
	r, err := p.Parse(s)
	if err != nil {
		e := err.(*Error)
		e.Op, e.Input, e.Offset = "IRI to URI", in, unwiseOffset(in, e.Offset, p.unwise)
		return uri.Ref{}, e
	}
	u, err := p.ToURI(r)
	if err != nil {
		e := err.(*Error)
		e.Input, e.Offset = in, unwiseOffset(in, e.Offset, p.unwise)
		return uri.Ref{}, e
	}
	return u, nil
}

// encodeUnwise percent-encodes the isUnwise characters of s, returning s
// itself when there is none.
func encodeUnwise(s string) string { return encodeSet(s, &unwiseSet) }

// unwiseOffset maps an offset in encodeUnwise(s) back to s.
func unwiseOffset(s string, off int, unwise bool) int {
	if !unwise {
		return off
	}
	j := 0 // offset in the encoded text
	for i := 0; i < len(s); i++ {
		w := 1
		if unwiseSet[s[i]] {
			w = 3
		}
		if off < j+w {
			return i
		}
		j += w
	}
	return len(s)
}
