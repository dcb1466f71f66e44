package syntax

// Checks of the RFC 3987 2.2 character classes against the ABNF, code point
// by code point, and of the IRI mode of Parse on each component.

import "testing"

// abnfUcschar and abnfIprivate are the ranges of RFC 3987 2.2, copied from
// the ABNF.
var abnfUcschar = [][2]rune{
	{0xA0, 0xD7FF}, {0xF900, 0xFDCF}, {0xFDF0, 0xFFEF},
	{0x10000, 0x1FFFD}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
	{0x40000, 0x4FFFD}, {0x50000, 0x5FFFD}, {0x60000, 0x6FFFD},
	{0x70000, 0x7FFFD}, {0x80000, 0x8FFFD}, {0x90000, 0x9FFFD},
	{0xA0000, 0xAFFFD}, {0xB0000, 0xBFFFD}, {0xC0000, 0xCFFFD},
	{0xD0000, 0xDFFFD}, {0xE1000, 0xEFFFD},
}

var abnfIprivate = [][2]rune{{0xE000, 0xF8FF}, {0xF0000, 0xFFFFD}, {0x100000, 0x10FFFD}}

func inRanges(r rune, rs [][2]rune) bool {
	for _, x := range rs {
		if x[0] <= r && r <= x[1] {
			return true
		}
	}
	return false
}

func TestUcscharABNF(t *testing.T) {
	for r := rune(0); r <= 0x10FFFF; r++ {
		if got, want := IsUcschar(r), inRanges(r, abnfUcschar); got != want {
			t.Fatalf("IsUcschar(%U) = %v, want %v (RFC 3987 2.2)", r, got, want)
		}
		if got, want := IsIprivate(r), inRanges(r, abnfIprivate); got != want {
			t.Fatalf("IsIprivate(%U) = %v, want %v (RFC 3987 2.2)", r, got, want)
		}
	}
}

// iriModeTests: which component takes which non-ASCII character (2.2).
var iriModeTests = []struct {
	in    string
	valid bool
}{
	{"http://\u00e9@\u00e9:1/\u00e9?\u00e9#\u00e9", true}, // iuserinfo, ireg-name, isegment, iquery, ifragment
	{"\u00e9/\u00e9", true},                               // isegment-nz-nc
	{"http://a/?\ue000", true},                            // iquery = *( ipchar / iprivate / "/" / "?" )
	{"http://a/#\ue000", false},                           // ifragment has no iprivate
	{"http://a/\ue000", false},                            // nor ipath
	{"http://\ue000/", false},                             // nor ihost
	{"http://\ue000@a/", false},                           // nor iuserinfo
	{"\u00e9:x", false},                                   // scheme is ASCII (RFC 3986 3.1)
	{"http://[\u00e9]/", false},                           // IP-literal is ASCII
	{"http://a:\u00e9/", false},                           // port = *DIGIT
	{"http://a/\ufffe", false},                            // not ucschar
}

func TestParseIRIMode(t *testing.T) {
	for _, tt := range iriModeTests {
		_, f := Parse(tt.in, IRI)
		if (f == nil) != tt.valid {
			t.Errorf("Parse(%q, IRI):\n\tgot  %v\n\twant valid=%v", tt.in, f, tt.valid)
		}
		// Without IRI mode every non-ASCII character is an error (RFC 3986 2).
		if _, f := Parse(tt.in, 0); f == nil {
			t.Errorf("Parse(%q, 0): accepted a non-ASCII character", tt.in)
		}
	}
}
