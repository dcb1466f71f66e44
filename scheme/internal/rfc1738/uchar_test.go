package rfc1738

import (
	"errors"
	"fmt"
	"testing"
)

var errTest = errors.New("bad part")

// badByteTests are parts checked against uchar (RFC 1738 5) and, where
// given, more characters.
var badByteTests = []struct {
	s, extra string
	want     int
}{
	{"abcXYZ09", UcharExtra, -1},     // 5: alpha / digit
	{"$-_.+!*'(),~", UcharExtra, -1}, // 5: safe / extra, and "~" (RFC 3986 2.3)
	{"a%20b", UcharExtra, -1},        // 5: escape
	{"a b", UcharExtra, 1},           // 5: space is not uchar
	{"a:b", UcharExtra, 1},           // 5: ":" is reserved
	{"a:b", UcharExtra + ":", -1},    // 5: search adds ":"
	{"a/b", UcharExtra, 1},           // 5: "/" is reserved
	{"", UcharExtra, -1},             // empty
}

func TestBadByte(t *testing.T) {
	for _, tc := range badByteTests {
		if got := BadByte(tc.s, tc.extra); got != tc.want {
			t.Errorf("BadByte(%q, %q):\n\tgot  %v\n\twant %v", tc.s, tc.extra, got, tc.want)
		}
	}
}

// decodeTests decode parts (RFC 1738 2.2) to their octets.
var decodeTests = []struct {
	s, want string
	bad     int
	err     error
}{
	{"caf%C3%A9", "café", -1, nil}, // 2.2: escapes decoded
	{"a%2Fb", "a/b", -1, nil},      // 2.2: an escaped reserved char
	{"a b", "", 1, errTest},        // 5: not uchar
	{"ab%FF", "ab\xff", -1, nil},   // 2.2: any octet
}

func TestDecode(t *testing.T) {
	for _, tc := range decodeTests {
		got, bad, err := Decode(tc.s, UcharExtra, errTest)
		if got != tc.want || bad != tc.bad || (tc.err == nil) != (err == nil) || tc.err != nil && !errors.Is(err, tc.err) {
			t.Errorf("Decode(%q):\n\tgot  %q, %d, %v\n\twant %q, %d, %v", tc.s, got, bad, err, tc.want, tc.bad, tc.err)
		}
	}
}

func ExampleBadByte() {
	fmt.Println(BadByte("db%20name", UcharExtra), BadByte("db name", UcharExtra))
	// Output: -1 2
}

func ExampleDecode() {
	fmt.Println(Decode("caf%C3%A9", UcharExtra, errTest))
	fmt.Println(Decode("a b", UcharExtra, errTest))
	// Output:
	// café -1 <nil>
	//  1 bad part: unexpected ' '
}
