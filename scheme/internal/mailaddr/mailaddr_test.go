package mailaddr

import (
	"fmt"
	"strings"
	"testing"
)

// checkTests are addr-specs and msg-ids, many from the examples of RFC 5322
// Appendix A, with the offset Check returns (-1: valid).
var checkTests = []struct {
	in   string
	want int
}{
	{"jdoe@one.test", -1},                   // 3.4.1; A.1.1
	{"john.q.public@example.com", -1},       // 3.4.1; A.1.2 dot-atom-text
	{"1234@local.machine.example", -1},      // 3.6.4 msg-id; A.1.1
	{"5678.21-Nov-1997@example.com", -1},    // 3.6.4 msg-id; A.1.3
	{"testabcd.1234@silly.test", -1},        // 3.6.4 msg-id; A.2
	{`"Joe Q. Public"@example.com`, -1},     // 3.4.1 quoted-string local-part
	{`"a\"b"@example.com`, -1},              // 3.2.4 quoted-pair
	{"user@[192.0.2.1]", -1},                // 3.4.1 domain-literal
	{"!#$%&'*+-/=?^_`{|}~@example.com", -1}, // 3.2.3 every atext special
	{"jos\xc3\xa9@example.com", -1},         // RFC 6532 3.2 UTF-8 atext
	{"", 0},                                 // 3.4.1: local-part is not empty
	{"jdoe", 4},                             // 3.4.1: "@" domain is required
	{"jdoe@", 5},                            // 3.4.1: domain is not empty
	{".jdoe@one.test", 0},                   // 3.2.3: no leading dot
	{"j..doe@one.test", 2},                  // 3.2.3: no empty atom
	{"jdoe.@one.test", 5},                   // 3.2.3: no trailing dot
	{"jdoe@one.test.", 14},                  // 3.2.3: no trailing dot in the domain
	{"j doe@one.test", 1},                   // 3.2.3: space is not atext
	{"jdoe@one@test", 8},                    // 3.4.1: one "@"
	{`"jdoe@one.test`, 14},                  // 3.2.4: unclosed quoted-string
	{"\"a\x01\"@one.test", 2},               // 3.2.4: control is not qtext
	{`"a\`, 3},                              // 3.2.4: quoted-pair needs a char
	{"jdoe@[192.0.2.1", 15},                 // 3.4.1: unclosed domain-literal
	{"jdoe@[a[b]", 7},                       // 3.4.1: "[" is not dtext
	{"jdoe@[a]x", 8},                        // 3.4.1: nothing after the literal
}

func TestCheck(t *testing.T) {
	for _, tc := range checkTests {
		if got := Check(tc.in); got != tc.want {
			t.Errorf("Check(%q):\n\tgot  %v\n\twant %v", tc.in, got, tc.want)
		}
	}
}

func ExampleCheck() {
	fmt.Println(Check("jdoe@one.test"))
	fmt.Println(Check("j..doe@one.test"))
	// Output:
	// -1
	// 2
}

// FuzzCheck checks that Check returns -1 or an offset within s, and that
// a valid addr-spec holds an "@" that is not its first or last byte.
func FuzzCheck(f *testing.F) {
	for _, tc := range checkTests {
		f.Add(tc.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		got := Check(s)
		if got < -1 || got > len(s) {
			t.Fatalf("Check(%q) = %d: out of range", s, got)
		}
		if got == -1 {
			at := strings.LastIndexByte(s, '@')
			if at <= 0 || at == len(s)-1 {
				t.Fatalf("Check(%q) = -1 without a local-part \"@\" domain", s)
			}
		}
	})
}
