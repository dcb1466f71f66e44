package form

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf16"
	"unicode/utf8"
)

// parseTests give the pairs of form data in both modes (URL Standard 5.1).
var parseTests = []struct {
	in          string
	octets, txt List
}{
	{"", nil, nil},
	{"&&&", nil, nil},                              // empty sequences are skipped
	{"a", List{{"a", ""}}, List{{"a", ""}}},        // no "=": the empty value
	{"=b", List{{"", "b"}}, List{{"", "b"}}},       // empty name
	{"a==b", List{{"a", "=b"}}, List{{"a", "=b"}}}, // split at the first "="
	{"a=1&a=2", List{{"a", "1"}, {"a", "2"}}, List{{"a", "1"}, {"a", "2"}}}, // duplicates kept, in order
	{"a+b=c+d", List{{"a b", "c d"}}, List{{"a b", "c d"}}},                 // "+" is a space
	{"%2B=%26", List{{"+", "&"}}, List{{"+", "&"}}},                         // triplets decoded after the split
	{"%=%4", List{{"%", "%4"}}, List{{"%", "%4"}}},                          // "%" without two hex digits stays
	{"a;b=c", List{{"a;b", "c"}}, List{{"a;b", "c"}}},                       // ";" is no separator
	{"k=%FF", List{{"k", "\xff"}}, List{{"k", "\uFFFD"}}},                   // octets vs UTF-8 text
	{"k=%E2%82A", List{{"k", "\xe2\x82A"}}, List{{"k", "\uFFFDA"}}},         // one U+FFFD for a maximal subpart
	{"%EF%BB%BFk=1", List{{"\uFEFFk", "1"}}, List{{"\uFEFFk", "1"}}},        // a BOM stays
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		if got := Parse(tt.in, Octets); !slices.Equal(got, tt.octets) {
			t.Errorf("Parse(%q, Octets):\n\tgot  %q\n\twant %q", tt.in, got, tt.octets)
		}
		if got := Parse(tt.in, Text); !slices.Equal(got, tt.txt) {
			t.Errorf("Parse(%q, Text):\n\tgot  %q\n\twant %q", tt.in, got, tt.txt)
		}
	}
}

// decodeUTF8Tests follow the Encoding Standard's UTF-8 decoder.
var decodeUTF8Tests = []struct{ in, want string }{
	{"abc", "abc"},
	{"\xff", "\uFFFD"},
	{"\xfe\xff", "\uFFFD\uFFFD"},
	{"\xc2", "\uFFFD"},                               // truncated at the end
	{"\xc2x", "\uFFFDx"},                             // the byte after is read again
	{"\xe2\x82", "\uFFFD"},                           // one maximal subpart
	{"\xe2\x82\xac", "€"},                            // complete
	{"\xe0\x80\x80", "\uFFFD\uFFFD\uFFFD"},           // overlong: E0 takes A0..BF only
	{"\xed\xa0\x80", "\uFFFD\uFFFD\uFFFD"},           // a surrogate: ED takes 80..9F only
	{"\xf4\x90\x80\x80", "\uFFFD\uFFFD\uFFFD\uFFFD"}, // above U+10FFFF
	{"\xf0\x9f\x8c\x88", "\U0001F308"},
	{"\xf0\x9f\x8c", "\uFFFD"},
	{"\xc0\xaf", "\uFFFD\uFFFD"}, // C0 starts no sequence
	{"\xef\xbb\xbf", "\uFEFF"},   // without BOM: it stays
}

func TestDecodeUTF8(t *testing.T) {
	for _, tt := range decodeUTF8Tests {
		if got := DecodeUTF8([]byte(tt.in)); got != tt.want {
			t.Errorf("DecodeUTF8(%q):\n\tgot  %q\n\twant %q", tt.in, got, tt.want)
		}
	}
}

func TestValidText(t *testing.T) {
	for in, want := range map[string]string{"ok": "ok", "a\xffb": "a\uFFFDb", "\xe2\x82": "\uFFFD\uFFFD", "é": "é"} {
		if got := ValidText(in); got != want {
			t.Errorf("ValidText(%q):\n\tgot  %q\n\twant %q", in, got, want)
		}
	}
}

// TestCompareUTF16 checks the comparison against the code units themselves.
func TestCompareUTF16(t *testing.T) {
	words := []string{"", "a", "ab", "b", "é", "e\u0301", "\uFFFD", "\uFB03", "\U0001F308", "a\U0001F308", "a\U0001F4A9", "\uFFFC", "z"}
	for _, a := range words {
		for _, b := range words {
			want := slices.Compare(utf16.Encode([]rune(a)), utf16.Encode([]rune(b)))
			if got := CompareUTF16(a, b); got != want {
				t.Errorf("CompareUTF16(%q, %q):\n\tgot  %d\n\twant %d", a, b, got, want)
			}
		}
	}
	if CompareUTF16("\U0001F308", "\uFB03") != -1 || strings.Compare("\U0001F308", "\uFB03") != 1 {
		t.Error("U+1F308 must sort before U+FB03 by code units and after it by bytes")
	}
}

func TestListEdit(t *testing.T) {
	l := Parse("a=1&b=2&a=3&c=4&a=5", Octets)
	l.Set("a", "x")
	if want := (List{{"a", "x"}, {"b", "2"}, {"c", "4"}}); !slices.Equal(l, want) {
		t.Errorf("Set:\n\tgot  %q\n\twant %q", l, want)
	}
	l.Set("d", "y")
	l.Append("b", "3")
	l.DeleteValue("b", "2")
	if want := (List{{"a", "x"}, {"c", "4"}, {"d", "y"}, {"b", "3"}}); !slices.Equal(l, want) {
		t.Errorf("Set, Append, DeleteValue:\n\tgot  %q\n\twant %q", l, want)
	}
	l.Delete("c")
	l.Sort(strings.Compare)
	if want := (List{{"a", "x"}, {"b", "3"}, {"d", "y"}}); !slices.Equal(l, want) {
		t.Errorf("Delete, Sort:\n\tgot  %q\n\twant %q", l, want)
	}
	if v, ok := l.Get("b"); v != "3" || !ok || l.Has("c") || !l.HasValue("d", "y") || l.HasValue("d", "z") {
		t.Errorf("Get, Has, HasValue on %q", l)
	}
	if got := l.GetAll("zz"); got != nil {
		t.Errorf("GetAll(missing) = %q, want nil", got)
	}
}

// encodeTests give both serializations.
var encodeTests = []struct {
	l           List
	octets, txt string
}{
	{nil, "", ""},
	{List{{"a", ""}, {"", ""}}, "a=&=", "a=&="},
	{List{{"a b", "c+d"}}, "a+b=c%2Bd", "a+b=c%2Bd"},
	{List{{"k", "&=%;#"}}, "k=%26%3D%25%3B%23", "k=%26%3D%25%3B%23"},
	{List{{"k", "/?:@!$'()*,~"}}, "k=/?:@!$'()*,~", "k=%2F%3F%3A%40%21%24%27%28%29*%2C%7E"},
	{List{{"é", "\x00\xff"}}, "%C3%A9=%00%FF", "%C3%A9=%00%FF"},
	{List{{"*-._", "AZaz09"}}, "*-._=AZaz09", "*-._=AZaz09"},
}

func TestEncode(t *testing.T) {
	for _, tt := range encodeTests {
		if got := tt.l.Encode(Octets); got != tt.octets {
			t.Errorf("%q.Encode(Octets):\n\tgot  %q\n\twant %q", tt.l, got, tt.octets)
		}
		if got := tt.l.Encode(Text); got != tt.txt {
			t.Errorf("%q.Encode(Text):\n\tgot  %q\n\twant %q", tt.l, got, tt.txt)
		}
	}
}

// FuzzForm checks that parsing the serialization of a parse gives the same
// pairs in both modes, and that Text mode always gives UTF-8.
func FuzzForm(f *testing.F) {
	for _, tt := range parseTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		l := Parse(s, Octets)
		if again := Parse(l.Encode(Octets), Octets); !slices.Equal(again, l) {
			t.Fatalf("Octets: Parse(%q) = %q; its encoding %q parses to %q", s, l, l.Encode(Octets), again)
		}
		v := ValidText(s)
		lt := Parse(v, Text)
		for _, p := range lt {
			if !utf8.ValidString(p.Name) || !utf8.ValidString(p.Value) {
				t.Fatalf("Text: Parse(%q) gave %q", v, p)
			}
		}
		if again := Parse(lt.Encode(Text), Text); !slices.Equal(again, lt) {
			t.Fatalf("Text: Parse(%q) = %q; its encoding %q parses to %q", v, lt, lt.Encode(Text), again)
		}
	})
}
