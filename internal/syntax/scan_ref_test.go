package syntax

// This file checks the table-driven scanner of parse.go (RFC 3986 2.1, 3.2,
// 3.3, 3.4, 3.5 and RFC 3987 2.2) against a deliberately plain reference
// that classifies one byte at a time, so that speed work on scan cannot
// change what it accepts or where it reports a fault.

import (
	"strings"
	"testing"
)

// scanReference is scan written one byte per step, the way the grammar
// reads: a class character, a pct-encoded triplet, or (as ucs allows) a
// non-ASCII character.
func scanReference(s string, i int, mask uint16, ucs int, where string) (int, *Fault) {
	for i < len(s) {
		c := s[i]
		switch {
		case table[c]&mask != 0:
			i++
		case c == '%':
			if i+1 >= len(s) || table[s[i+1]]&cHexDig == 0 {
				return i, fault(s, i+1, ErrInvalidPercent, where)
			}
			if i+2 >= len(s) || table[s[i+2]]&cHexDig == 0 {
				return i, fault(s, i+2, ErrInvalidPercent, where)
			}
			i += 3
		case c >= 0x80:
			if ucs == ucsNone {
				f := fault(s, i, ErrInvalidChar, where)
				if f.Note == "" { // fault names a byte that is not UTF-8
					f.Note = "non-ASCII characters must be percent-encoded in a URI"
				}
				return i, f
			}
			r, size := decodeUTF8(s, i)
			if r < 0 {
				f := fault(s, i, ErrInvalidUTF8, where)
				f.Char = -1
				return i, f
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

// scanMasks are the classes the parser scans with.
var scanMasks = []uint16{cSegmentNC, cPath, cQuery, cRegName, cUserinfo, cUnreserved}

// scanInputs exercise every way out of the fast path: class runs longer and
// shorter than a word, a delimiter at each position, triplets, broken
// triplets at the end, non-ASCII (ucschar, iprivate, invalid UTF-8).
var scanInputs = []string{
	"",
	"a",
	"abcdefg",
	"abcdefgh",
	"abcdefghi",
	"/Users/isaacs/dev/tapjs/tapjs/node_modules/ts-node/esm.mjs",
	"www.example.com:8080/p?q=1&r=2#frag",
	"user:pw@host/p",
	"a%20b%2Fc%zz",
	"abcdefg%",
	"abcdefg%4",
	"abcdefgh%41%42%43xyz/",
	"abcdefghijklmnop%4x",
	"r\u00e9sum\u00e9/\u00e9t\u00e9?\ue000#\U000f0000",
	"abcdefgh\xff\xfe",
	"abcdefgh\xed\xa0\x80", // a surrogate, not UTF-8
	"abcdefgh\ufdd0",       // a non-character
	"ab cd",
	"abcdefghij klmn",
	"abcdefgh[ijkl]",
	"01234567@89:ab/cd?ef#gh",
	"~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~!",
}

func sameFault(a, b *Fault) bool {
	if a == nil || b == nil {
		return a == b
	}
	return *a == *b
}

// checkScan compares scan with scanReference from every start offset, for
// every class and ucs level.
func checkScan(t *testing.T, s string) {
	t.Helper()
	for _, mask := range scanMasks {
		for ucs := ucsNone; ucs <= ucsPrivate; ucs++ {
			for i := 0; i <= len(s); i++ {
				var pct bool
				got, gf := scan(s, i, mask, ucs, "path", &pct)
				want, wf := scanReference(s, i, mask, ucs, "path")
				if got != want || !sameFault(gf, wf) {
					t.Fatalf("scan(%q, %d, %#x, %d):\n\tgot  %d %+v\n\twant %d %+v", s, i, mask, ucs, got, gf, want, wf)
				}
				if gf == nil && !pct && strings.Contains(s[i:got], "%") {
					t.Fatalf("scan(%q, %d, %#x, %d) crossed a '%%' without setting pct", s, i, mask, ucs)
				}
			}
		}
	}
}

// TestScanMatchesReference checks scan on the inputs above, and on each
// of them embedded at every alignment in a longer run.
func TestScanMatchesReference(t *testing.T) {
	for _, s := range scanInputs {
		checkScan(t, s)
		for pad := 1; pad < 9; pad++ {
			checkScan(t, strings.Repeat("x", pad)+s+strings.Repeat("y", pad))
		}
	}
}

// FuzzScanMatchesReference: scan and scanReference agree on any input.
func FuzzScanMatchesReference(f *testing.F) {
	for _, s := range scanInputs {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 128 {
			s = s[:128] // checkScan is quadratic: every start offset
		}
		checkScan(t, s)
	})
}
