package syntax

// This file checks that every Fault's Offset is the first offending
// character: the length of the longest prefix of the input that can still
// begin a valid URI-reference (RFC 3986 4.1), as the slow reference of
// viable_test.go decides it from the ABNF. IP literals (3.2.2, RFC 6874)
// are the tricky part; authority, path, query and fragment faults are
// checked too.

import (
	"strings"
	"testing"
)

var offsetTests = []struct {
	in     string
	m      Mode
	offset int // -1: valid
}{
	// 3.2.2: an IPv4address is only the last 32 bits of an IPv6address.
	{"http://[1.2.3.4]/", 0, 9},
	{"http://[1:2:3:4:5:1.2.3.4]", 0, 19},     // six pieces must come before it
	{"http://[1:2:3:4:5:6:1.2.3.4]", 0, -1},   // 6( h16 ":" ) ls32
	{"http://[::1:2:3:4:5:1.2.3.4]", 0, -1},   // "::" 5( h16 ":" ) ls32
	{"http://[::1:2:3:4:5:6:1.2.3.4]", 0, 23}, // "::" and nine pieces
	{"//[::256.1.1.1]", 0, 8},                 // 256 is an h16, not a dec-octet
	{"//[::0001.1.1.1]", 0, 9},                // nor is 0001
	{"http://[::ffff:1.2.3.256]", 0, 23},      // dec-octet: "25" %x30-35
	{"http://[::ffff:1.2.3.04]", 0, 22},       // dec-octet: no leading zero
	{"http://[::ffff:1.2.3.1000]", 0, 24},     // dec-octet: three digits at most
	{"//[::1.2.3]", 0, 10},                    // four dec-octets
	{"//[::1.2.3.4.5]", 0, 12},                // and no more
	{"//[::ffff:1.2.3.4:5]", 0, 17},           // nothing after ls32
	{"//[::1.2.3.4", 0, 12},                   // the input ends too soon
	// 3.2.2: eight pieces, or at most seven around one "::".
	{"//[1:2:3:4:5:6:7:8::]", 0, 18},
	{"//[1:2:3:4:5:6:7:8:]", 0, 18},
	{"//[1:2:3:4:5:6:7:8]", 0, -1},
	{"//[1:2:3:4:5:6:7::]", 0, -1},   // [ *6( h16 ":" ) h16 ] "::"
	{"//[1:2:3:4:5:6:7]", 0, 16},     // seven pieces need "::"
	{"//[::1:2:3:4:5:6:7]", 0, -1},   // "::" and seven pieces
	{"//[::1:2:3:4:5:6:7:8]", 0, 18}, // "::" and eight
	{"//[1::2:3:4:5:6:7:8]", 0, 17},  // seven around "::" at most
	{"//[1::2::3]", 0, 8},            // one "::"
	{"//[:::]", 0, 5},
	{"http://[:1]", 0, 9}, // a lone leading ":"
	{"//[1:]", 0, 5},      // a lone trailing ":"
	{"//[12345::]", 0, 7}, // h16 = 1*4HEXDIG
	{"//[::g]", 0, 5},
	{"//[]", 0, 3},
	{"//[", 0, 3},
	{"http://[::1", 0, 11},
	{"http://[::1/", 0, 11},
	{"http://[::1]x", 0, 12},
	{"http://[::1]:8x", 0, 14},
	{"//[::1][", 0, 7},
	{"//[::1]@h", 0, 7}, // userinfo holds no "["
	// 3.2.2: IPvFuture = "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" )
	{"http://[v1.x]", 0, -1},
	{"http://[V1F.a:b]", 0, -1},
	{"http://[v.x]", 0, 9},
	{"http://[vg.x]", 0, 9},
	{"http://[v1x]", 0, 10},
	{"http://[v1.]", 0, 11},
	{"http://[v1.x/]", 0, 12},
	{"http://[v1.x", 0, 12},
	{"http://[v1.%41]", 0, 11}, // no pct-encoded in IPvFuture
	// RFC 6874 2: IPv6addrz = IPv6address "%25" ZoneID, when enabled.
	{"http://[fe80::1%25eth0]", ZoneID, -1},
	{"http://[fe80::1%25eth0]", 0, 15},
	{"http://[fe80::1%eth0]", ZoneID, 16},
	{"http://[fe80::1%2]", ZoneID, 17},
	{"http://[fe80::1%2", ZoneID, 17},
	{"http://[fe80::1%25]", ZoneID, 18},
	{"http://[fe80::1%25a%zz]", ZoneID, 20},
	{"http://[fe80::1%25a%4]", ZoneID, 21},
	{"http://[fe80::1%25a~.-_%41]", ZoneID, -1},
	{"http://[fe80:%25x]", ZoneID, 13},              // the address is not complete
	{"http://[1.2.3.4%25x]", ZoneID, 9},             // nor here
	{"http://[::1.2.3.4%25x]", ZoneID, -1},          // IPv6address "%25" ZoneID
	{"http://[v1.x%25y]", ZoneID, 12},               // no zone on IPvFuture
	{"http://[fe80::1%25\u00e9]", IRI | ZoneID, 18}, // the zone stays ASCII
	{"http://[\u00e9]/", IRI, 8},
	// 3.2: ":" after a host starts a port, or a userinfo when "@" follows.
	{"http://a:8x/", 0, 11},
	{"http://a:8x", 0, 11},
	{"http://a:8x@h/", 0, -1},
	{"http://a:b c@h", 0, 10},
	{"http://a:80 80/", 0, 11},
	{"http://a@b:c@d", 0, 11},
	{"http://a:b%zz@h", 0, 11},
	// 2.1, 3.3-3.5, 4.2
	{"http://h/a b", 0, 10},
	{"a%4g", 0, 3},
	{"a%4", 0, 3},
	{"1a:b", 0, 2},
	{":b", 0, 0},
	{"http://h/?a#b#c", 0, 13},
}

func TestFaultOffset(t *testing.T) {
	for _, tt := range offsetTests {
		_, f := Parse(tt.in, tt.m)
		got := -1
		if f != nil {
			got = f.Offset
		}
		if got != tt.offset {
			t.Errorf("Parse(%q, %d):\n\tgot  %v at %d\n\twant offset %d", tt.in, tt.m, f, got, tt.offset)
		}
		// The table itself agrees with the reference.
		want, valid := slowFaultOffset(tt.in, tt.m, "URI-reference")
		if valid {
			want = -1
		}
		if want != tt.offset {
			t.Errorf("slowFaultOffset(%q, %d):\n\tgot  %d\n\twant %d", tt.in, tt.m, want, tt.offset)
		}
	}
}

// checkOffset checks Parse and the absolute parse (SchemeFault, then
// Parse) against the reference on s in mode m.
func checkOffset(t *testing.T, s string, m Mode) {
	t.Helper()
	_, f := Parse(s, m)
	want, valid := slowFaultOffset(s, m, "URI-reference")
	switch {
	case valid && f != nil:
		t.Errorf("Parse(%q, %d):\n\tgot  %v at %d\n\twant valid", s, m, f, f.Offset)
	case !valid && f == nil:
		t.Errorf("Parse(%q, %d):\n\tgot  valid\n\twant a fault at %d", s, m, want)
	case !valid && f.Offset != want:
		t.Errorf("Parse(%q, %d):\n\tgot  %v at %d\n\twant offset %d", s, m, f, f.Offset, want)
	}
	// 3: URI = scheme ":" hier-part [ "?" query ] [ "#" fragment ]
	f = SchemeFault(s)
	if f == nil {
		_, f = Parse(s, m)
	}
	want, valid = slowFaultOffset(s, m, "URI")
	switch {
	case valid && f != nil:
		t.Errorf("absolute Parse(%q, %d):\n\tgot  %v at %d\n\twant valid", s, m, f, f.Offset)
	case !valid && f == nil:
		t.Errorf("absolute Parse(%q, %d):\n\tgot  valid\n\twant a fault at %d", s, m, want)
	case !valid && f.Offset != want:
		t.Errorf("absolute Parse(%q, %d):\n\tgot  %v at %d\n\twant offset %d", s, m, f, f.Offset, want)
	}
}

var offsetModes = []Mode{0, ZoneID, IRI, IRI | ZoneID}

// offsetPieces build random references: RFC 3986 2.2's delimiters, the
// pieces of 3.2.2's host forms, and characters the grammar refuses.
var offsetPieces = []string{
	"http:", "s:", "1:", ":", "//", "/", "?", "#", "@", "[", "]", "::", ".", "..",
	"a", "0", "1", "9", "25", "255", "256", "01", "ffff", "12345", "v", "V1.", "x",
	"%", "%2", "%25", "%41", "%zz", "-", "~", "!", " ", "\x00", "\xc3\xa9", "\xff", "\ue000", "\ufff0",
	"1.2.3.4", "[::1]", "[v1.x]", "%25eth0", ":80", "u:p@",
}

// offsetIPPieces build the inside of IP literals.
var offsetIPPieces = []string{
	"::", ":", "0", "1", "a", "ffff", "12345", "1.2.3.4", ".", "255", "256", "01", "v1.", "V",
	"x", "%25", "eth0", "%", "]", "[", "/", "0.0.0.0", "1:2:3:4:5:6", "1:2:3:4:5:6:7", "1:2:3:4:5:6:7:8",
}

// TestFaultOffsetGenerated compares Parse's offsets with the reference on
// random references (a fixed seed, so failures reproduce).
func TestFaultOffsetGenerated(t *testing.T) {
	n := 6000
	if testing.Short() {
		n = 1000
	}
	seed := uint64(7)
	next := func() int { // xorshift64
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed >> 1)
	}
	var b strings.Builder
	for i := 0; i < n && !t.Failed(); i++ {
		b.Reset()
		if i%2 == 0 {
			for k := next() % 8; k >= 0; k-- {
				b.WriteString(offsetPieces[next()%len(offsetPieces)])
			}
		} else {
			b.WriteString("//[")
			for k := next() % 8; k >= 0; k-- {
				b.WriteString(offsetIPPieces[next()%len(offsetIPPieces)])
			}
			if next()%4 != 0 {
				b.WriteString("]")
			}
			if next()%2 == 0 {
				b.WriteString(offsetPieces[next()%len(offsetPieces)])
			}
		}
		checkOffset(t, b.String(), offsetModes[next()%len(offsetModes)])
	}
}

// FuzzFaultOffset: for every input and mode, Parse rejects exactly what
// the reference rejects, at the offset it names.
func FuzzFaultOffset(f *testing.F) {
	for _, tt := range offsetTests {
		f.Add(tt.in, uint8(tt.m))
	}
	f.Fuzz(func(t *testing.T, s string, m uint8) {
		if len(s) > 64 {
			return // the reference is slow
		}
		checkOffset(t, s, offsetModes[int(m)%len(offsetModes)])
	})
}
