package uritemplate

// This file holds the character classes of RFC 6570 (2.1 literals, 2.3
// varchar, 1.5 the unreserved and reserved sets of RFC 3986 2.2 and 2.3)
// and the percent-encoding of values (3.2.1).

import (
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
)

// The classes of an ASCII octet.
const (
	// cLiteral: the ASCII octets of literals (2.1), with the apostrophe
	// that RFC 6570 erratum 6937 puts back ("%x26-3B" for "%x26 /
	// %x28-3B"):
	//
	//	literals = %x21 / %x23-24 / %x26-3B / %x3D / %x3F-5B
	//	         / %x5D / %x5F / %x61-7A / %x7E / ucschar / iprivate
	//	         / pct-encoded
	cLiteral uint8 = 1 << iota
	// cVarchar: varchar = ALPHA / DIGIT / "_" / pct-encoded (2.3), without
	// the triplets.
	cVarchar
	// cUnreserved: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
	// (RFC 3986 2.3), the octets every expansion keeps (the U set of 3.2.1).
	cUnreserved
	// cReserved: reserved = gen-delims / sub-delims (RFC 3986 2.2), which
	// reserved and fragment expansion keep as well (the U+R set).
	cReserved
)

// reserved lists gen-delims then sub-delims (RFC 3986 2.2).
const reserved = ":/?#[]@" + "!$&'()*+,;="

var class = func() (t [256]uint8) {
	for c := 0; c < 0x80; c++ {
		b := byte(c)
		if b == 0x21 || b == 0x23 || b == 0x24 || 0x26 <= b && b <= 0x3B || b == 0x3D ||
			0x3F <= b && b <= 0x5B || b == 0x5D || b == 0x5F || 0x61 <= b && b <= 0x7A || b == 0x7E {
			t[c] |= cLiteral
		}
		if 'A' <= b && b <= 'Z' || 'a' <= b && b <= 'z' || '0' <= b && b <= '9' || b == '_' {
			t[c] |= cVarchar
		}
		if syntax.IsUnreserved(b) {
			t[c] |= cUnreserved
		}
	}
	for i := 0; i < len(reserved); i++ {
		t[reserved[i]] |= cReserved
	}
	return t
}()

// appendValue appends the value s encoded for an operator's allowed set
// (3.2.1): with reserved false only unreserved octets stand for themselves
// (U); with reserved true the reserved ones and the pct-encoded triplets of
// s too (U+R). Every other octet, "%" included, is pct-encoded.
func appendValue(b []byte, s string, reserved bool) []byte {
	if !reserved {
		return appendUnreserved(b, s)
	}
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if class[c]&(cUnreserved|cReserved) != 0 {
			i++
			continue
		}
		if syntax.IsPctEncoded(s, i) {
			i += 3
			continue
		}
		b = append(b, s[start:i]...)
		b = syntax.AppendPct(b, c)
		i++
		start = i
	}
	return append(b, s[start:]...)
}

// appendUnreserved appends s with every octet but the unreserved ones
// pct-encoded (the U set of 3.2.1).
func appendUnreserved(b []byte, s string) []byte {
	start := 0
	for i := 0; i < len(s); i++ {
		if c := s[i]; class[c]&cUnreserved == 0 {
			b = append(b, s[start:i]...)
			b = syntax.AppendPct(b, c)
			start = i + 1
		}
	}
	return append(b, s[start:]...)
}

// prefix returns the first n characters of s (2.4.1: "characters, not
// octets"); a byte that is not UTF-8 counts as one character.
func prefix(s string, n int) string {
	i := 0
	for ; n > 0 && i < len(s); n-- {
		if s[i] < utf8.RuneSelf {
			i++
			continue
		}
		_, size := utf8.DecodeRuneInString(s[i:])
		i += size
	}
	return s[:i]
}

// appendLiteral appends the literal text lit of a template (3.1): a
// character a URI allows, and a triplet, as it is; any other (ucschar,
// iprivate: the non-ASCII ones, the only others Parse lets through) as the
// triplets of its UTF-8 octets.
func appendLiteral(b []byte, lit string) []byte {
	start := 0
	for i := 0; i < len(lit); i++ {
		if lit[i] >= utf8.RuneSelf {
			b = append(b, lit[start:i]...)
			b = syntax.AppendPct(b, lit[i])
			start = i + 1
		}
	}
	return append(b, lit[start:]...)
}

// literalLen returns the length of lit once expanded (appendLiteral).
func literalLen(lit string) int {
	n := len(lit)
	for i := 0; i < len(lit); i++ {
		if lit[i] >= utf8.RuneSelf {
			n += 2
		}
	}
	return n
}
