package whatwg_test

// This file checks the percent-encode sets of 1.3 member by member over
// ASCII, and PercentEncode and PercentDecode.

import (
	"testing"

	"github.com/urikit/urikit/whatwg"
)

// setCases lists, for each set of 1.3, the printable ASCII it holds
// (beyond the C0 controls, U+007F and non-ASCII, which every set holds).
var setCases = []struct {
	name string
	set  whatwg.EncodeSet
	in   string
}{
	{"C0 control", whatwg.C0ControlSet, ""},                                          // 1.3: C0 controls and > U+007E
	{"fragment", whatwg.FragmentSet, " \"<>`"},                                       // 1.3 fragment percent-encode set
	{"query", whatwg.QuerySet, " \"#<>"},                                             // 1.3 query percent-encode set
	{"special-query", whatwg.SpecialQuerySet, " \"#'<>"},                             // 1.3 special-query percent-encode set
	{"path", whatwg.PathSet, " \"#<>?^`{}"},                                          // 1.3 path percent-encode set
	{"userinfo", whatwg.UserinfoSet, " \"#/:;<=>?@[\\]^`{|}"},                        // 1.3 userinfo percent-encode set
	{"component", whatwg.ComponentSet, " \"#$%&+,/:;<=>?@[\\]^`{|}"},                 // 1.3 component percent-encode set
	{"form-urlencoded", whatwg.FormURLEncodedSet, " !\"#$%&'()+,/:;<=>?@[\\]^`{|}~"}, // 1.3 application/x-www-form-urlencoded set
}

func TestEncodeSets(t *testing.T) {
	for _, c := range setCases {
		got := ""
		for r := rune(0x20); r < 0x7F; r++ {
			if c.set.Contains(r) {
				got += string(r)
			}
		}
		if got != c.in {
			t.Errorf("%s set:\n\tgot  %q\n\twant %q", c.name, got, c.in)
		}
		for _, r := range []rune{0, 0x1F, 0x7F, 0x80, 0xE9, 0x10FFFF} {
			if !c.set.Contains(r) {
				t.Errorf("%s set.Contains(%U):\n\tgot  false\n\twant true", c.name, r)
			}
		}
	}
}

// encodeCases are PercentEncode and PercentDecode examples (1.3).
var encodeCases = []struct {
	in   string
	set  whatwg.EncodeSet
	want string
}{
	{"a b", whatwg.PathSet, "a%20b"},            // space
	{"é", whatwg.C0ControlSet, "%C3%A9"},        // UTF-8 bytes, upper-case hex
	{"\xff", whatwg.C0ControlSet, "%EF%BF%BD"},  // a byte that is not UTF-8 is U+FFFD
	{"a/b?c", whatwg.ComponentSet, "a%2Fb%3Fc"}, // encodeURIComponent
	{"100%", whatwg.UserinfoSet, "100%"},        // '%' is not in the userinfo set
	{"100%", whatwg.ComponentSet, "100%25"},     // but in the component set
	{"it's", whatwg.SpecialQuerySet, "it%27s"},  // the apostrophe in special URLs' queries
	{"~!", whatwg.FormURLEncodedSet, "%7E%21"},  // form-urlencoded
}

func TestPercentEncode(t *testing.T) {
	for _, c := range encodeCases {
		if got := whatwg.PercentEncode(c.in, c.set); got != c.want {
			t.Errorf("PercentEncode(%q):\n\tgot  %q\n\twant %q", c.in, got, c.want)
		}
		if c.in != "\xff" && c.in != "100%" {
			if got := whatwg.PercentDecode(c.want); got != c.in {
				t.Errorf("PercentDecode(%q):\n\tgot  %q\n\twant %q", c.want, got, c.in)
			}
		}
	}
	for in, want := range map[string]string{"%zz%4": "%zz%4", "%41%4a": "AJ", "%%41": "%A"} { // 1.3 percent-decode
		if got := whatwg.PercentDecode(in); got != want {
			t.Errorf("PercentDecode(%q):\n\tgot  %q\n\twant %q", in, got, want)
		}
	}
}
