package whatwg_test

// This file tests URLSearchParams (URL Standard 6.2) and its
// application/x-www-form-urlencoded parser and serializer (5.1, 5.2).

import (
	"slices"
	"testing"
	"unicode/utf16"
	"unicode/utf8"

	"github.com/urikit/urikit/whatwg"
)

type spair = [2]string

func pairsOf(p whatwg.SearchParams) []spair {
	var ps []spair
	for k, v := range p.All() {
		ps = append(ps, spair{k, v})
	}
	return ps
}

// parseSearchTests give an input and the pairs 5.1 reads from it.
var parseSearchTests = []struct {
	in   string
	want []spair
}{
	{"", nil},
	{"?", nil},                               // 6.2: a leading "?" goes
	{"??a=b", []spair{{"?a", "b"}}},          // only one
	{"&&&", nil},                             // empty sequences are skipped
	{"a", []spair{{"a", ""}}},                // no "=": the empty value
	{"=b&a=", []spair{{"", "b"}, {"a", ""}}}, // empty name, empty value
	{"a==b", []spair{{"a", "=b"}}},           // the first "=" splits
	{"a=1&b=2&a=3", []spair{{"a", "1"}, {"b", "2"}, {"a", "3"}}},
	{"a+b=c+d", []spair{{"a b", "c d"}}},              // "+" is a space
	{"%2B=%26%3D", []spair{{"+", "&="}}},              // triplets after the split
	{"%=%4g&%%41", []spair{{"%", "%4g"}, {"%A", ""}}}, // "%" without two hex digits stays
	{"a;b=c", []spair{{"a;b", "c"}}},                  // ";" is no separator
	{"k=%C3%A9&%E2%82%AC", []spair{{"k", "é"}, {"€", ""}}},
	// UTF-8 decode without BOM (Encoding Standard): a BOM stays, and each
	// maximal invalid subsequence is one U+FFFD.
	{"%EF%BB%BFk=%EF%BB%BF", []spair{{"\uFEFFk", "\uFEFF"}}},
	{"%FF%FE", []spair{{"\uFFFD\uFFFD", ""}}},
	{"%C2x", []spair{{"\uFFFDx", ""}}},
	{"%E2%82", []spair{{"\uFFFD", ""}}},
	{"%F0%9F%8C", []spair{{"\uFFFD", ""}}},
	{"%ED%A0%80", []spair{{"\uFFFD\uFFFD\uFFFD", ""}}}, // no surrogates
	// Bytes of the Go string that are not UTF-8 read as U+FFFD each.
	{"a=\xe2\x82", []spair{{"a", "\uFFFD\uFFFD"}}},
	{"†&†=x", []spair{{"†", ""}, {"†", "x"}}},
}

func TestParseSearchParams(t *testing.T) {
	for _, tt := range parseSearchTests {
		p := whatwg.ParseSearchParams(tt.in)
		if got := pairsOf(p); !slices.Equal(got, tt.want) || p.Len() != len(tt.want) {
			t.Errorf("ParseSearchParams(%q):\n\tgot  %q (Len %d)\n\twant %q", tt.in, got, p.Len(), tt.want)
		}
	}
}

// stringTests give pairs and their serialization (5.2).
var stringTests = []struct {
	pairs []spair
	want  string
}{
	{nil, ""},
	{[]spair{{"a", "b c"}, {"a b", "c"}}, "a=b+c&a+b=c"},
	{[]spair{{"a", ""}, {"", "b"}, {"", ""}}, "a=&=b&="},
	{[]spair{{"a+b", "b+c"}, {"=", "&"}}, "a%2Bb=b%2Bc&%3D=%26"},
	{[]spair{{"*-._", "AZaz09"}}, "*-._=AZaz09"},
	{[]spair{{"a", "b%c"}, {"a\x00b", "\U0001F4A9"}}, "a=b%25c&a%00b=%F0%9F%92%A9"},
	{[]spair{{"a\nb", "c\rd"}}, "a%0Ab=c%0Dd"}, // no newline normalization
	{[]spair{{"x", "!'()~,/:;?@[]"}}, "x=%21%27%28%29%7E%2C%2F%3A%3B%3F%40%5B%5D"},
	{[]spair{{"a", "\xff"}}, "a=%EF%BF%BD"}, // a byte that is not UTF-8 is U+FFFD
}

func TestSearchParamsString(t *testing.T) {
	for _, tt := range stringTests {
		var p whatwg.SearchParams
		for _, pr := range tt.pairs {
			p.Append(pr[0], pr[1])
		}
		if got := p.String(); got != tt.want {
			t.Errorf("%q.String():\n\tgot  %q\n\twant %q", tt.pairs, got, tt.want)
		}
	}
	// Parsed then serialized (6.2 toString).
	for in, want := range map[string]string{
		"a=b&c=d&&e&&":      "a=b&c=d&e=",
		"a = b &a=b&c=d%20": "a+=+b+&a=b&c=d+",
		"a=&a=b":            "a=&a=b",
		"b=%2sf%2a":         "b=%252sf*",
		"b=%2%2af%2a":       "b=%252*f*",
		"b=%%2a":            "b=%25*",
		"id=0&value=%":      "id=0&value=%25",
	} {
		if got := whatwg.ParseSearchParams(in).String(); got != want {
			t.Errorf("ParseSearchParams(%q).String():\n\tgot  %q\n\twant %q", in, got, want)
		}
	}
}

func TestSearchParamsMethods(t *testing.T) {
	p := whatwg.ParseSearchParams("a=1&b=2&a=3&c=4&a=5")
	if v, ok := p.Get("a"); v != "1" || !ok {
		t.Errorf("Get(a) = %q, %v", v, ok)
	}
	if v, ok := p.Get("z"); v != "" || ok {
		t.Errorf("Get(z) = %q, %v", v, ok)
	}
	if got := p.GetAll("a"); !slices.Equal(got, []string{"1", "3", "5"}) {
		t.Errorf("GetAll(a) = %q", got)
	}
	if !p.Has("c") || p.Has("z") || !p.HasValue("a", "3") || p.HasValue("a", "4") {
		t.Error("Has, HasValue")
	}
	p.Set("a", "x") // the first a keeps its place, the others go
	p.Set("d", "y") // appended
	if got, want := p.String(), "a=x&b=2&c=4&d=y"; got != want {
		t.Errorf("Set:\n\tgot  %q\n\twant %q", got, want)
	}
	p.Append("b", "3")
	p.DeleteValue("b", "2")
	p.Delete("c")
	if got, want := p.String(), "a=x&d=y&b=3"; got != want {
		t.Errorf("Append, DeleteValue, Delete:\n\tgot  %q\n\twant %q", got, want)
	}
	// Names and values given as bytes that are not UTF-8 read as U+FFFD.
	p.Append("\xff", "v")
	if v, ok := p.Get("\uFFFD"); v != "v" || !ok || !p.Has("\xff") {
		t.Errorf("Get(U+FFFD) = %q, %v", v, ok)
	}
}

// sortTests follow 6.2 sort(): by UTF-16 code units, stable.
var sortTests = []struct {
	in   string
	want []spair
}{
	{"z=b&a=b&z=a&a=a", []spair{{"a", "b"}, {"a", "a"}, {"z", "b"}, {"z", "a"}}},
	{"\uFFFD=x&\uFFFC&\uFFFD=a", []spair{{"\uFFFC", ""}, {"\uFFFD", "x"}, {"\uFFFD", "a"}}},
	{"\uFB03&\U0001F308", []spair{{"\U0001F308", ""}, {"\uFB03", ""}}}, // a surrogate sorts below U+FB03
	{"é&e\uFFFD&e\u0301", []spair{{"e\u0301", ""}, {"e\uFFFD", ""}, {"é", ""}}},
	{"bbb&bb&aaa&aa=x&aa=y", []spair{{"aa", "x"}, {"aa", "y"}, {"aaa", ""}, {"bb", ""}, {"bbb", ""}}},
	{"z=z&=f&=t&=x", []spair{{"", "f"}, {"", "t"}, {"", "x"}, {"z", "z"}}},
	{"a\U0001F308&a\U0001F4A9", []spair{{"a\U0001F308", ""}, {"a\U0001F4A9", ""}}},
}

func TestSearchParamsSort(t *testing.T) {
	for _, tt := range sortTests {
		p := whatwg.ParseSearchParams(tt.in)
		p.Sort()
		if got := pairsOf(p); !slices.Equal(got, tt.want) {
			t.Errorf("ParseSearchParams(%q).Sort():\n\tgot  %q\n\twant %q", tt.in, got, tt.want)
		}
		// Through a URL, as url.searchParams.sort() does.
		u := whatwg.MustParse("https://example/?" + tt.in)
		q := u.SearchParams()
		q.Sort()
		u = u.WithSearchParams(q)
		if got := pairsOf(whatwg.ParseSearchParams(u.Search())); !slices.Equal(got, tt.want) {
			t.Errorf("URL %q sorted:\n\tgot  %q\n\twant %q", tt.in, got, tt.want)
		}
	}
}

func TestURLSearchParams(t *testing.T) {
	// Sorting no params removes the "?" (the update steps make the query
	// null).
	u := whatwg.MustParse("http://example.com/?")
	p := u.SearchParams()
	p.Sort()
	if got := u.WithSearchParams(p); got.Href() != "http://example.com/" || got.Search() != "" {
		t.Errorf("sorted empty params: %q", got.Href())
	}
	// Reading re-spells nothing; a change writes the serialization.
	u = whatwg.MustParse("http://www.example.com/?a=b,c#f")
	p = u.SearchParams()
	if u.Href() != "http://www.example.com/?a=b,c#f" || p.String() != "a=b%2Cc" {
		t.Errorf("connected: %q %q", u.Href(), p.String())
	}
	p.Append("x", "y")
	if got, want := u.WithSearchParams(p).Href(), "http://www.example.com/?a=b%2Cc&x=y#f"; got != want {
		t.Errorf("WithSearchParams:\n\tgot  %q\n\twant %q", got, want)
	}
	// An opaque path before a query ends with "%20" rather than a space
	// (4.4), which stays when the query goes.
	u = whatwg.MustParse("data:space   ?x")
	if got, want := u.WithSearchParams(whatwg.SearchParams{}).Href(), "data:space  %20"; got != want {
		t.Errorf("WithSearchParams(empty) on %q:\n\tgot  %q\n\twant %q", u.Href(), got, want)
	}
	// A URL without a query has no params.
	if p := whatwg.MustParse("http://a/").SearchParams(); p.Len() != 0 {
		t.Errorf("no query: Len %d", p.Len())
	}
	if got := (whatwg.URL{}).WithSearchParams(p); got.IsValid() {
		t.Errorf("zero URL: %q", got.Href())
	}
}

// FuzzSearchParams: the pairs are UTF-8; their serialization parses back
// to them, and is what a URL's query becomes; Sort orders names by UTF-16
// code units and keeps each name's values in order.
func FuzzSearchParams(f *testing.F) {
	for _, tt := range parseSearchTests {
		f.Add(tt.in)
	}
	for _, tt := range sortTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p := whatwg.ParseSearchParams(s)
		pairs := pairsOf(p)
		for _, pr := range pairs {
			if !utf8.ValidString(pr[0]) || !utf8.ValidString(pr[1]) {
				t.Fatalf("ParseSearchParams(%q) gave %q", s, pr)
			}
		}
		str := p.String()
		if got := pairsOf(whatwg.ParseSearchParams(str)); !slices.Equal(got, pairs) {
			t.Fatalf("ParseSearchParams(%q).String() = %q reads back as %q, want %q", s, str, got, pairs)
		}
		u := whatwg.MustParse("http://h/p?x#f").WithSearchParams(p)
		if q, _ := u.Query(); q != str {
			t.Fatalf("WithSearchParams(%q): query %q, want %q", s, q, str)
		}
		p.Sort()
		sorted := pairsOf(p)
		want := slices.Clone(pairs)
		slices.SortStableFunc(want, func(a, b spair) int {
			return slices.Compare(utf16.Encode([]rune(a[0])), utf16.Encode([]rune(b[0])))
		})
		if !slices.Equal(sorted, want) {
			t.Fatalf("ParseSearchParams(%q).Sort():\n\tgot  %q\n\twant %q", s, sorted, want)
		}
	})
}
