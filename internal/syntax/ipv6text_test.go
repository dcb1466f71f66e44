package syntax

import "testing"

// TestAppendIPv6 checks the text of RFC 5952 4 on its own examples and
// the edges of the "::" rule.
func TestAppendIPv6(t *testing.T) {
	for _, tt := range []struct {
		a    [8]uint16
		want string
	}{
		{[8]uint16{0x2001, 0xdb8, 0, 0, 0, 0, 0x2, 0x1}, "2001:db8::2:1"},    // 4.2.1, 4.2.2
		{[8]uint16{0x2001, 0xdb8, 0, 1, 1, 1, 1, 1}, "2001:db8:0:1:1:1:1:1"}, // 4.2.2: one zero field stays
		{[8]uint16{0x2001, 0, 0, 1, 0, 0, 0, 1}, "2001:0:0:1::1"},            // 4.2.3: the longest run
		{[8]uint16{0x2001, 0xdb8, 0, 0, 1, 0, 0, 1}, "2001:db8::1:0:0:1"},    // 4.2.3: the first on a tie
		{[8]uint16{0x2001, 0xDB8, 0, 0, 0, 0, 0, 0x0AB}, "2001:db8::ab"},     // 4.1, 4.3: no leading zeros, lower case
		{[8]uint16{}, "::"},
		{[8]uint16{0, 0, 0, 0, 0, 0, 0, 1}, "::1"},
		{[8]uint16{1, 0, 0, 0, 0, 0, 0, 0}, "1::"},
		{[8]uint16{0, 0, 1, 0, 0, 0, 0, 0}, "0:0:1::"},
		{[8]uint16{1, 2, 3, 4, 5, 6, 7, 0xffff}, "1:2:3:4:5:6:7:ffff"},
	} {
		if got := string(AppendIPv6([]byte("["), tt.a)); got != "["+tt.want {
			t.Errorf("AppendIPv6(%x) = %q, want %q", tt.a, got[1:], tt.want)
		}
	}
}
