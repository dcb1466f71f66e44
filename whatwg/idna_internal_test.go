package whatwg

// This file checks what the domain parser (idna.go) assumes of the UTS #46
// tables of golang.org/x/net/idna.

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// TestIDNAMappedSeparators checks mappedDots and mappedHyphens against the
// tables x/net/idna carries: the code points whose mapping holds U+002E
// FULL STOP or U+002D HYPHEN-MINUS, beside those two, are exactly the
// listed ones. badACELabel splits labels and counts hyphens by them.
func TestIDNAMappedSeparators(t *testing.T) {
	if testing.Short() {
		t.Skip("maps every code point")
	}
	var dots, hyphens []rune
	for r := rune(utf8.RuneSelf); r <= utf8.MaxRune; r++ {
		if 0xD800 <= r && r <= 0xDFFF {
			continue
		}
		m, _ := idnaProfile.ToUnicode(string(r)) // mapped even when it fails validation
		if strings.Contains(m, ".") {
			dots = append(dots, r)
		}
		if strings.Contains(m, "-") {
			hyphens = append(hyphens, r)
		}
		if strings.Contains(m, "xn--") {
			t.Errorf("U+%04X maps to %q, which holds \"xn--\"", r, m)
		}
	}
	if string(dots) != mappedDots || string(hyphens) != mappedHyphens {
		t.Errorf("code points mapped to '.': %+q, want %+q; to '-': %+q, want %+q", string(dots), mappedDots, string(hyphens), mappedHyphens)
	}
}

// TestBadACELabel checks the "xn--" labels UTS #46 refuses and
// x/net/idna does not: offset and refusal.
func TestBadACELabel(t *testing.T) {
	for _, c := range []struct {
		in  string
		off int // -1: accepted
	}{
		{"xn--b\u00fccher-", 0},                 // non-ASCII in the label
		{"a.xn--", 2},                           // an empty "xn--" label
		{"\u00fc.xn--", 3},                      // after a two-byte label
		{"\u00fc\u3002XN--", 5},                 // an ideographic full stop, upper case
		{"a.\uff58\uff4e\uff0d\uff0d\u00fc", 2}, // fullwidth "xn--"
		{"a.x\u00adn-\u00ad-\u00fc", 2},         // soft hyphens are ignored
		{"xn--zca.\u00fc", -1},                  // valid Punycode: x/net/idna judges it
		{"\u00fc.xn--ab-", -1},                  // ASCII after the prefix: x/net/idna refuses it itself
		{"\u00fc-\u00fc.a--b", -1},              // hyphens, no "xn--"
		{"xn\u0303--\u00fc", -1},                // "xñ--": no "xn--" once normalized
		{"\u00fc.xn-\ufe63", 3},                 // small hyphen-minus
	} {
		off, reason := badACELabel(c.in)
		if (reason != "") != (c.off >= 0) || reason != "" && off != c.off {
			t.Errorf("badACELabel(%+q) = %d, %q; want offset %d", c.in, off, reason, c.off)
		}
	}
}
