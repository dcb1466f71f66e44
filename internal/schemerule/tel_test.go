package schemerule

import "testing"

// telNumberTests are numbers of RFC 3966 3 and 6, with the offset of the
// first byte global-number-digits or local-number-digits refuses.
var telNumberTests = []struct {
	in    string
	bad   int
	clean bool
}{
	{"+1-201-555-0123", -1, false}, // RFC 3966 6: visual separators
	{"+12015550123", -1, true},     // RFC 3966 3: global-number-digits
	{"7042", -1, true},             // RFC 3966 6: local-number-digits
	{"*67%23", -1, true},           // RFC 3966 3: "*" and "#" (as "%23")
	{"AbC", -1, false},             // RFC 3966 3: HEXDIG, upper case not clean
	{"+1a", 2, false},              // RFC 3966 3: no hex in a global number
	{"+", 1, false},                // RFC 3966 3: a global number needs a DIGIT
	{"--", 2, false},               // RFC 3966 3: a local number needs a digit
	{"", 0, false},
	{"12 3", 2, false}, // RFC 3966 5.1.1: no spaces
	{"1%24", 1, false}, // RFC 3966 3: only "#" may be percent-encoded
}

func TestTelNumber(t *testing.T) {
	for _, tt := range telNumberTests {
		bad, clean := TelNumber(tt.in)
		if bad != tt.bad || bad < 0 && clean != tt.clean {
			t.Errorf("TelNumber(%q):\n\tgot  %d %v\n\twant %d %v", tt.in, bad, clean, tt.bad, tt.clean)
		}
	}
}

// pvalueTests: pvalue = 1*paramchar (RFC 3966 3, RFC 3261 25.1).
var pvalueTests = []struct {
	in  string
	bad int
}{
	{"example.com", -1},   // RFC 3966 6
	{"+1-914-555", -1},    // RFC 3966 6
	{"a%3Bb[]/:&+$~", -1}, // param-unreserved, mark, pct-encoded
	{"a=b", 1},            // "=" is not a paramchar
	{"a,b", 1},            // nor ","
	{"ab@", 2},            // nor "@"
}

func TestPValueBad(t *testing.T) {
	for _, tt := range pvalueTests {
		if bad := PValueBad(tt.in); bad != tt.bad {
			t.Errorf("PValueBad(%q):\n\tgot  %d\n\twant %d", tt.in, bad, tt.bad)
		}
	}
}
