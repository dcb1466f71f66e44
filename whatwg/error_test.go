package whatwg_test

// This file checks the failures of the basic URL parser (4.4): the
// standard's validation error name and the byte offset in the input as
// given; and the non-failure validation errors Validate reports (1.1).

import (
	"reflect"
	"strings"
	"testing"

	"github.com/urikit/urikit/whatwg"
)

// errorCases are inputs the basic URL parser refuses (no base).
var errorCases = []struct {
	in     string
	offset int
	code   string
}{
	{"", 0, "missing-scheme-non-relative-URL"},                 // 4.4 no scheme state
	{"example.com/x", 0, "missing-scheme-non-relative-URL"},    // no scheme, no base
	{"http://", 7, "host-missing"},                             // 4.4 host state: special, empty host
	{"http://user@/", 12, "host-missing"},                      // 4.4 authority state: '@' then nothing
	{"http://a:99999/", 9, "port-out-of-range"},                // 4.4 port state
	{"http://a:8x/", 10, "port-invalid"},                       // 4.4 port state
	{"\t http://a:8x/", 12, "port-invalid"},                    // offsets count the trimmed prefix
	{"http://a\n:8x/", 11, "port-invalid"},                     // and removed newlines
	{"http://[::1/", 7, "IPv6-unclosed"},                       // 3.5 host parser
	{"http://[1::2::3]/", 13, "IPv6-multiple-compression"},     // 3.5 IPv6 parser
	{"http://[1:2:3:4:5:6:7]/", 21, "IPv6-too-few-pieces"},     // 3.5 IPv6 parser
	{"http://[::1.2.3]/", 15, "IPv4-in-IPv6-too-few-parts"},    // 3.5 IPv6 parser, IPv4 part
	{"http://1.2.3.4.5/", 7, "IPv4-too-many-parts"},            // 3.5 IPv4 parser
	{"http://256.1.1.1/", 7, "IPv4-out-of-range-part"},         // 3.5 IPv4 parser
	{"http://0x100000000/", 7, "IPv4-out-of-range-part"},       // 3.5 IPv4 parser, overflow
	{"http://0xg.1/", 7, "IPv4-non-numeric-part"},              // ends in a number, "0xg" is no number
	{"http://a.b.1x/", 0, ""},                                  // does not end in a number: a domain
	{"http://ex ample/", 9, "domain-invalid-code-point"},       // 3.3 domain parser step 8: forbidden domain code point
	{"http://ex%25ample/", 7, "domain-invalid-code-point"},     // decoded '%': the host's offset
	{"http://xn--a/", 0, ""},                                   // 3.3 step 5: an ASCII domain is only lower-cased
	{"http://ü.xn--a/", 7, "domain-to-ASCII"},                  // step 6: bad Punycode in a non-ASCII domain
	{"http://xn--bücher-/", 7, "domain-to-ASCII"},              // an "xn--" label with non-ASCII (x/net/idna reads it as "bücher")
	{"http://ü.xn--/", 10, "domain-to-ASCII"},                  // an empty "xn--" label in a non-ASCII domain: the label's offset
	{"http://a.ｘｎ－－bücher-/", 9, "domain-to-ASCII"},            // fullwidth "xn--" maps to "xn--" (UTS #46)
	{"http://%C3%BC.xn--/", 7, "domain-to-ASCII"},              // percent-decoded: the host's offset
	{"http://\u00fca\uff1cb/", 7, "domain-invalid-code-point"}, // U+FF1C maps to '<': in ToASCII's result, so at the host
	{"foo://ex ample/", 8, "host-invalid-code-point"},          // 3.5 opaque-host parser
	{"http://" + strings.Repeat("b", 1100) + "\u03c8/", 0, ""}, // a label of 1101 code points (VerifyDnsLength is false)
	{"1http://a/", 0, "missing-scheme-non-relative-URL"},       // scheme starts with a letter
}

func TestErrors(t *testing.T) {
	for _, c := range errorCases {
		u, err := whatwg.Parse(c.in)
		if c.code == "" {
			if err != nil {
				t.Errorf("Parse(%q):\n\tgot  %v\n\twant success", c.in, err)
			}
			continue
		}
		e, ok := err.(*whatwg.Error)
		if !ok {
			t.Errorf("Parse(%q):\n\tgot  %v, %v\n\twant error %s at %d", c.in, u, err, c.code, c.offset)
			continue
		}
		if e.Offset != c.offset || e.Code != c.code || e.Input != c.in {
			t.Errorf("Parse(%q):\n\tgot  %s at %d\n\twant %s at %d", c.in, e.Code, e.Offset, c.code, c.offset)
		}
	}
}

// validateCases are inputs that parse with validation errors (1.1).
var validateCases = []struct {
	in   string
	want []whatwg.Validation
}{
	{"https://example.com/", nil},                                  // none
	{" https://a/", []whatwg.Validation{{0, "invalid-URL-unit"}}},  // 4.4 step 1
	{"https://a\t/", []whatwg.Validation{{9, "invalid-URL-unit"}}}, // 4.4 step 2
	{"https:\\\\a\\", []whatwg.Validation{{6, "special-scheme-missing-following-solidus"}, {6, "special-scheme-missing-following-solidus"}, {7, "special-scheme-missing-following-solidus"}, {9, "invalid-reverse-solidus"}}}, // 4.4 special authority slashes and ignore slashes states, path state
	{"https://u:p@a/", []whatwg.Validation{{8, "invalid-credentials"}}},                              // 4.4 authority state
	{"http://0x7f.1/", []whatwg.Validation{{7, "IPv4-too-few-parts"}, {7, "IPv4-non-decimal-part"}}}, // 3.5 IPv4 parser
	{"http://a_b.com/", []whatwg.Validation{{7, "domain-to-ASCII"}}},                                 // 3.3 steps 1, 2: UseSTD3ASCIIRules refuses '_'
	{"http://xn--ab-/", []whatwg.Validation{{7, "domain-to-ASCII"}}},                                 // kept (step 5), but no valid Punycode
	{"http://a.xn--/", []whatwg.Validation{{7, "domain-to-ASCII"}}},                                  // kept, but an empty "xn--" label
	{"http://ex%41mple.com/", []whatwg.Validation{{9, "domain-percent-encoded"}}},                    // 3.5 host parser step 4
	{"http://%zz%41/", []whatwg.Validation{{7, "domain-to-ASCII"}, {10, "domain-percent-encoded"}}},  // the first percent-encoded byte; "%zz" is none
	{"http://\uff11.2.3.4/", []whatwg.Validation{{7, "IPv4-non-ASCII-input"}}},                       // 3.5 host parser step 8.1
	{"http://[::01]/", []whatwg.Validation{{10, "IPv6-piece-leading-zero"}}},                         // 3.5 IPv6 parser
	{"http://a/%zz", []whatwg.Validation{{9, "invalid-URL-unit"}}},                                   // a '%' without hex digits
}

func TestValidate(t *testing.T) {
	for _, c := range validateCases {
		got := whatwg.Validate(c.in, whatwg.URL{})
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("Validate(%q):\n\tgot  %v\n\twant %v", c.in, got, c.want)
		}
	}
}

// TestValidateFailure checks that Validate lists what it met before a
// failure, sorted by offset, and not the failure itself.
func TestValidateFailure(t *testing.T) {
	got := whatwg.Validate("http:\\\\a\tb:99999/", whatwg.URL{})
	want := []whatwg.Validation{{5, "special-scheme-missing-following-solidus"}, {5, "special-scheme-missing-following-solidus"}, {6, "special-scheme-missing-following-solidus"}, {8, "invalid-URL-unit"}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Validate(%q):\n\tgot  %v\n\twant %v", "http:\\\\a\tb:99999/", got, want)
	}
}
