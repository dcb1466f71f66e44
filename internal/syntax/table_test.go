package syntax

// This file checks the generated character table (table.go) against
// reference predicates written out from the ABNF of RFC 3986 Appendix A,
// for every octet and every class.

import (
	"strings"
	"testing"
)

// The ABNF terminals, spelled out as sets of characters (RFC 3986 2.2, 2.3,
// Appendix A; RFC 2234 B.1 for ALPHA, DIGIT, HEXDIG).
const (
	abnfALPHA      = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
	abnfDIGIT      = "0123456789"
	abnfHEXDIG     = abnfDIGIT + "ABCDEFabcdef" // RFC 2234 B.1; case-insensitive (RFC 3986 2.1)
	abnfUnreserved = abnfALPHA + abnfDIGIT + "-._~"
	abnfSubDelims  = "!$&'()*+,;="
	abnfGenDelims  = ":/?#[]@"
)

// tableClasses names each bit of the table with the set of octets the ABNF
// rule allows (pct-encoded handled by the scanner, not the table).
var tableClasses = []struct {
	name string
	bit  uint16
	set  string
}{
	// RFC 2234 B.1: ALPHA = %x41-5A / %x61-7A
	{"ALPHA", cAlpha, abnfALPHA},
	// RFC 2234 B.1: DIGIT = %x30-39
	{"DIGIT", cDigit, abnfDIGIT},
	// RFC 2234 B.1: HEXDIG = DIGIT / "A" / "B" / "C" / "D" / "E" / "F"
	{"HEXDIG", cHexDig, abnfHEXDIG},
	// 2.3: unreserved = ALPHA / DIGIT / "-" / "." / "_" / "~"
	{"unreserved", cUnreserved, abnfUnreserved},
	// 2.2: sub-delims = "!" / "$" / "&" / "'" / "(" / ")" / "*" / "+" / "," / ";" / "="
	{"sub-delims", cSubDelim, abnfSubDelims},
	// 3.1: scheme = ALPHA *( ALPHA / DIGIT / "+" / "-" / "." ), the tail
	{"scheme", cScheme, abnfALPHA + abnfDIGIT + "+-."},
	// 3.2.1: userinfo = *( unreserved / pct-encoded / sub-delims / ":" )
	{"userinfo", cUserinfo, abnfUnreserved + abnfSubDelims + ":"},
	// 3.2.2: reg-name = *( unreserved / pct-encoded / sub-delims )
	{"reg-name", cRegName, abnfUnreserved + abnfSubDelims},
	// 3.3: pchar = unreserved / pct-encoded / sub-delims / ":" / "@"
	{"pchar", cPchar, abnfUnreserved + abnfSubDelims + ":@"},
	// 3.4, 3.5: query = fragment = *( pchar / "/" / "?" )
	{"query", cQuery, abnfUnreserved + abnfSubDelims + ":@/?"},
	// 3.3: path-abempty = *( "/" segment ): pchar / "/"
	{"path", cPath, abnfUnreserved + abnfSubDelims + ":@/"},
	// 3.3: segment-nz-nc = 1*( unreserved / pct-encoded / sub-delims / "@" )
	{"segment-nz-nc", cSegmentNC, abnfUnreserved + abnfSubDelims + "@"},
	// 3.2.2: IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
	{"IPvFuture tail", cFuture, abnfUnreserved + abnfSubDelims + ":"},
	// 3.4: a key or value of "key=value&..." (a form convention): query
	// characters but "&", "=", "+"
	{"query component", cQueryComponent, abnfUnreserved + "!$'()*,;" + ":@/?"},
	// 2.2: gen-delims = ":" / "/" / "?" / "#" / "[" / "]" / "@"
	{"gen-delims", cGenDelim, abnfGenDelims},
}

func TestTable(t *testing.T) {
	var all uint16
	for _, c := range tableClasses {
		if all&c.bit != 0 {
			t.Errorf("class %s: bit %#x used twice", c.name, c.bit)
		}
		all |= c.bit
		for i := 0; i < 256; i++ {
			b := byte(i)
			want := b < 0x80 && strings.IndexByte(c.set, b) >= 0
			if got := table[b]&c.bit != 0; got != want {
				t.Errorf("table[%q] in %s:\n\tgot  %v\n\twant %v", rune(b), c.name, got, want)
			}
		}
	}
	// No bit of the table is left unchecked.
	for i := 0; i < 256; i++ {
		if extra := table[i] &^ all; extra != 0 {
			t.Errorf("table[%#x] has unchecked bits %#x", i, extra)
		}
	}
	// 2.2/2.3: reserved and unreserved partition the allowed ASCII
	// punctuation; "%" is neither, and no octet >= 0x80 is in any class.
	for i := 0x80; i < 256; i++ {
		if table[i] != 0 {
			t.Errorf("table[%#x] = %#x, want 0 (RFC 3986 2: URIs are ASCII)", i, table[i])
		}
	}
	if table['%'] != 0 {
		t.Errorf("table['%%'] = %#x, want 0 (pct-encoded is read by the scanner, 2.1)", table['%'])
	}
}
