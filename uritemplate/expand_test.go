package uritemplate_test

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	"github.com/urikit/urikit/uritemplate"
)

var (
	str   = uritemplate.String
	list  = uritemplate.List
	assoc = uritemplate.Assoc
)

type pair = uritemplate.Pair

// expandCases complete the suite with the corners of section 3 and of
// Appendix A.
var expandCases = []struct {
	tmpl string
	vars uritemplate.Values
	want string
}{
	// 2.3: undefined values: absent, the zero Value, an empty list or
	// array; the empty string is defined.
	{"{x}{/x}{?x}", nil, ""},
	{"{x}{/x}{?x}", uritemplate.Values{"x": {}}, ""},
	{"{x}{/x}{?x}", uritemplate.Values{"x": list()}, ""},
	{"{x*}{/x*}{?x*}", uritemplate.Values{"x": assoc()}, ""},
	{"{x}!{/x}!{?x}!{;x}!{.x}!{#x}!{&x}", uritemplate.Values{"x": str("")}, "!/!?x=!;x!.!#!&x="},
	{"{?a,b,c}", uritemplate.Values{"b": str("2")}, "?b=2"},
	{"{/a,b,c}", uritemplate.Values{"a": str(""), "c": str("")}, "//"},
	// 3.2.1: encoding. Simple expansion encodes all but unreserved, "%"
	// included; reserved expansion keeps reserved characters and
	// well-formed triplets, in either case, and encodes a lone "%".
	{"{x}", uritemplate.Values{"x": str("a b/c?d%2Fe~é\xff")}, "a%20b%2Fc%3Fd%252Fe~%C3%A9%FF"},
	{"{+x}", uritemplate.Values{"x": str("a b/c?d%2fe~é#[]%%4%zz%41")}, "a%20b/c?d%2fe~%C3%A9#[]%25%254%25zz%41"},
	{"{#x}", uritemplate.Values{"x": str("!$&'()*+,;=:@")}, "#!$&'()*+,;=:@"},
	{"{x}", uritemplate.Values{"x": str("!$&'()*+,;=:@")}, "%21%24%26%27%28%29%2A%2B%2C%3B%3D%3A%40"},
	{"{?x}", uritemplate.Values{"x": str("a&b=c")}, "?x=a%26b%3Dc"},
	// 2.4.1: prefixes count characters, not octets; a byte that is not
	// UTF-8 counts as one.
	{"{x:2}", uritemplate.Values{"x": str("é€x")}, "%C3%A9%E2%82%AC"},
	{"{x:2}", uritemplate.Values{"x": str("\xff\xfex")}, "%FF%FE"},
	{"{+x:3}", uritemplate.Values{"x": str("%2Fab")}, "%2F"},
	{"{+x:2}", uritemplate.Values{"x": str("%2Fab")}, "%252"},
	{"{?x:3}", uritemplate.Values{"x": str("")}, "?x="},
	// Appendix A: named values, empty items and pairs.
	{"{;x}", uritemplate.Values{"x": list("")}, ";x="},
	{"{;x*}", uritemplate.Values{"x": list("", "a")}, ";x;x=a"},
	{"{?x*}", uritemplate.Values{"x": list("", "a")}, "?x=&x=a"},
	{"{;x*}", uritemplate.Values{"x": assoc(pair{"a", ""}, pair{"b", "1"})}, ";a;b=1"},
	{"{?x*}", uritemplate.Values{"x": assoc(pair{"a", ""}, pair{"b", "1"})}, "?a=&b=1"},
	{"{x*}", uritemplate.Values{"x": assoc(pair{"a", ""}, pair{"", "1"})}, "a=,=1"},
	{"{/x*}", uritemplate.Values{"x": assoc(pair{"a b", "c/d"})}, "/a%20b=c%2Fd"},
	{"{+x*}", uritemplate.Values{"x": assoc(pair{"a/b", "c/d"})}, "a/b=c/d"},
	{"{?x}", uritemplate.Values{"x": assoc(pair{"a", "1"}, pair{"b", "2"})}, "?x=a,1,b,2"},
	// An associative array keeps its order, duplicate names included.
	{"{?x*}", uritemplate.Values{"x": assoc(pair{"z", "1"}, pair{"a", "2"}, pair{"z", "3"})}, "?z=1&a=2&z=3"},
	// 3.1: literals; non-ASCII characters are encoded, triplets kept.
	{"é{x}%7e€", uritemplate.Values{"x": str("a")}, "%C3%A9a%7e%E2%82%AC"},
	{"'{x}'", uritemplate.Values{"x": str("a")}, "'a'"},
}

func TestExpand(t *testing.T) {
	for _, tc := range expandCases {
		tp := uritemplate.MustParse(tc.tmpl)
		got, err := tp.Expand(tc.vars)
		if err != nil || got != tc.want {
			t.Errorf("Expand(%q, %v):\n\tgot  %q, %v\n\twant %q", tc.tmpl, tc.vars, got, err, tc.want)
		}
	}
}

// TestExpandPrefixComposite: 2.4.1, "Prefix modifiers are not applicable
// to variables that have composite values".
func TestExpandPrefixComposite(t *testing.T) {
	tp := uritemplate.MustParse("/a{?x,keys:1}")
	_, err := tp.Expand(uritemplate.Values{"keys": list("a", "b")})
	var e *uritemplate.Error
	if !errors.As(err, &e) || !errors.Is(err, uritemplate.ErrPrefixComposite) || e.Offset != 6 || e.Op != "expand" {
		t.Fatalf("Expand: %v", err)
	}
	want := `uritemplate: expand "/a{?x,keys:1}": prefix modifier on a composite value (list "keys") at offset 6`
	if err.Error() != want {
		t.Errorf("Expand:\n\tgot  %v\n\twant %s", err, want)
	}
	b, err := tp.AppendExpand([]byte("keep"), uritemplate.Values{"x": str("1"), "keys": assoc(pair{"a", "b"})})
	if err == nil || string(b) != "keep" {
		t.Errorf("AppendExpand = %q, %v; want the buffer unchanged and an error", b, err)
	}
}

// TestExpandMap: the Go values ExpandMap takes, and the order of maps.
func TestExpandMap(t *testing.T) {
	tp := uritemplate.MustParse("{?s,i,f,g,h,e,b,n,l,m,ms,p,v,u,nil,j*}")
	got, err := tp.ExpandMap(map[string]any{
		"s":   "a b",
		"i":   -42,
		"f":   6.0,
		"g":   37.76,
		"h":   1e21,
		"e":   float32(1e-7),
		"b":   true,
		"n":   json.Number("1.50"),
		"l":   []any{"x", nil, 2, false},
		"m":   map[string]any{"z": 1, "a": nil, "b": "2"},
		"ms":  map[string]string{"y": "1", "x": "2"},
		"p":   []uritemplate.Pair{{"z", "1"}, {"a", "2"}},
		"v":   list("p", "q"),
		"u":   uint8(7),
		"nil": nil,
		"j":   json.RawMessage(`{"z": 1, "a": null, "b": "2"}`),
	})
	want := "?s=a%20b&i=-42&f=6&g=37.76&h=1e%2B21&e=1e-7&b=true&n=1.50&l=x,2,false&m=b,2,z,1&ms=x,2,y,1&p=z,1,a,2&v=p,q&u=7&z=1&b=2"
	if err != nil || got != want {
		t.Errorf("ExpandMap:\n\tgot  %q, %v\n\twant %q", got, err, want)
	}
	for _, bad := range []any{struct{}{}, [][]string{{"a"}}, []any{[]any{"a"}}, map[string][]string{"a": {"b"}}, map[string]any{"a": []string{"b"}}, json.RawMessage(`[[1]]`), json.RawMessage(`{`)} {
		_, err := uritemplate.MustParse("ab{x}").ExpandMap(map[string]any{"x": bad})
		var e *uritemplate.Error
		if !errors.As(err, &e) || !errors.Is(err, uritemplate.ErrValue) || e.Offset != 3 {
			t.Errorf("ExpandMap(%#v): %v, want ErrValue at offset 3", bad, err)
		}
	}
	if got, err := uritemplate.MustParse("{x}{y}").ExpandMap(map[string]any{"x": []any{nil}, "y": map[string]any{}}); err != nil || got != "" {
		t.Errorf("ExpandMap of undefined composites = %q, %v", got, err)
	}
}

// TestExpandLong: time and memory linear in the template and the values.
func TestExpandLong(t *testing.T) {
	const n = 1 << 16
	tp := uritemplate.MustParse(strings.Repeat("{x}/{+y}{?z*}", n))
	vals := uritemplate.Values{"x": str("é"), "y": str("a/b"), "z": list("1", "2")}
	got, err := tp.Expand(vals)
	if err != nil {
		t.Fatal(err)
	}
	if want := strings.Repeat("%C3%A9/a/b?z=1&z=2", n); got != want {
		t.Fatalf("Expand of a long template: %d bytes, want %d", len(got), len(want))
	}
	long := strings.Repeat("é ", n)
	got, err = uritemplate.MustParse("{x}").Expand(uritemplate.Values{"x": str(long)})
	if err != nil || got != strings.Repeat("%C3%A9%20", n) {
		t.Fatalf("Expand of a long value: %d bytes, %v", len(got), err)
	}
	allocs := testing.AllocsPerRun(3, func() { tp.Expand(vals) })
	if allocs > 40 {
		t.Errorf("Expand of a long template: %v allocations", allocs)
	}
}
