package uritemplate_test

import (
	"errors"
	"runtime"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/uritemplate"
)

// parseErrors are templates Parse refuses, with the offset of the first
// byte the grammar refuses and the reason.
var parseErrors = []struct {
	in     string
	offset int
	err    error
	msg    string
}{
	// 2.1: literals.
	{"a b", 1, uritemplate.ErrLiteral, `uritemplate: parse "a b": invalid character in literal: unexpected ' ' at offset 1`},
	{"/id*}", 4, uritemplate.ErrLiteral, ""},
	{`a"b`, 1, uritemplate.ErrLiteral, ""},
	{"a<b", 1, uritemplate.ErrLiteral, ""},
	{"a>b", 1, uritemplate.ErrLiteral, ""},
	{`a\b`, 1, uritemplate.ErrLiteral, ""},
	{"a^b", 1, uritemplate.ErrLiteral, ""},
	{"a`b", 1, uritemplate.ErrLiteral, ""},
	{"a|b", 1, uritemplate.ErrLiteral, ""},
	{"a\x7fb", 1, uritemplate.ErrLiteral, ""},
	{"a\x00b", 1, uritemplate.ErrLiteral, ""},
	{"a\xffb", 1, uritemplate.ErrLiteral, `uritemplate: parse "a\xffb": invalid character in literal: unexpected \xFF (not UTF-8) at offset 1`},
	{"a\u0080b", 1, uritemplate.ErrLiteral, ""}, // a C1 control: not ucschar
	{"a\ufffeb", 1, uritemplate.ErrLiteral, ""}, // a non-character
	{"%", 1, uritemplate.ErrPercent, `uritemplate: parse "%": invalid pct-encoded triplet: unexpected end at offset 1`},
	{"%4", 2, uritemplate.ErrPercent, ""},
	{"%4g", 2, uritemplate.ErrPercent, ""},
	{"%g4", 1, uritemplate.ErrPercent, ""},
	// 2.2: expressions and operators.
	{"{", 1, uritemplate.ErrUnclosed, `uritemplate: parse "{": unclosed expression at offset 1`},
	{"{/id*", 5, uritemplate.ErrUnclosed, ""},
	{"{x", 2, uritemplate.ErrUnclosed, ""},
	{"{x:", 3, uritemplate.ErrUnclosed, ""},
	{"{x:12", 5, uritemplate.ErrUnclosed, ""},
	{"{x,", 3, uritemplate.ErrUnclosed, ""},
	{"{x.", 3, uritemplate.ErrUnclosed, ""},
	{"{}", 1, uritemplate.ErrVarname, ""},
	{"{!hello}", 1, uritemplate.ErrOperator, `uritemplate: parse "{!hello}": operator reserved for future extensions: unexpected '!' at offset 1`},
	{"{=path}", 1, uritemplate.ErrOperator, ""},
	{"{,x}", 1, uritemplate.ErrOperator, ""},
	{"{@x}", 1, uritemplate.ErrOperator, ""},
	{"{|var*}", 1, uritemplate.ErrOperator, ""},
	{"{??hello}", 2, uritemplate.ErrVarname, ""},
	{"{/?id}", 2, uritemplate.ErrVarname, ""},
	{"{$var}", 1, uritemplate.ErrVarname, ""},
	// 2.3: variable names.
	{"{with space}", 5, uritemplate.ErrVarname, `uritemplate: parse "{with space}": invalid variable name: unexpected ' ' at offset 5`},
	{"{ leading_space}", 1, uritemplate.ErrVarname, ""},
	{"{trailing_space }", 15, uritemplate.ErrVarname, ""},
	{"/people/{~thing}", 9, uritemplate.ErrVarname, ""},
	{"/{default-graph-uri}", 9, uritemplate.ErrVarname, ""},
	{"/sparql{?query){&default-graph-uri*}", 14, uritemplate.ErrVarname, ""},
	{"/resolution{?x, y}", 15, uritemplate.ErrVarname, ""},
	{"{?empty=default,var}", 7, uritemplate.ErrVarname, ""},
	{"{x.}", 3, uritemplate.ErrVarname, ""},
	{"{x..y}", 3, uritemplate.ErrVarname, ""},
	{"{.x}{.}", 6, uritemplate.ErrVarname, ""},
	{"{%2x}", 3, uritemplate.ErrPercent, ""},
	{"{%", 2, uritemplate.ErrPercent, ""},
	{"{x\u00e9}", 2, uritemplate.ErrVarname, `uritemplate: parse "{xé}": invalid variable name: unexpected U+00E9 at offset 2`},
	// 2.4: modifiers.
	{"{var:0}", 5, uritemplate.ErrMaxLength, `uritemplate: parse "{var:0}": invalid max-length: unexpected '0' (an integer from 1 to 9999) at offset 5`},
	{"{var:01}", 5, uritemplate.ErrMaxLength, ""},
	{"{var:10000}", 9, uritemplate.ErrMaxLength, ""},
	{"{var:}", 5, uritemplate.ErrMaxLength, ""},
	{"{var:prefix}", 5, uritemplate.ErrMaxLength, ""},
	{"{hello:2*}", 8, uritemplate.ErrExpression, ""},
	{"{;keys:1*}", 8, uritemplate.ErrExpression, ""},
	{"{list**}", 6, uritemplate.ErrExpression, ""},
	{"{*keys?}", 1, uritemplate.ErrVarname, ""},
	// The first refused byte, whatever follows.
	{"{ x} <", 1, uritemplate.ErrVarname, ""},
	{"< {x", 0, uritemplate.ErrLiteral, ""},
}

func TestParseErrors(t *testing.T) {
	for _, tc := range parseErrors {
		tp, err := uritemplate.Parse(tc.in)
		var e *uritemplate.Error
		if !errors.As(err, &e) {
			t.Errorf("Parse(%q) = %q, %v; want an *Error", tc.in, tp, err)
			continue
		}
		if e.Offset != tc.offset || !errors.Is(err, tc.err) || e.Input != tc.in || e.Op != "parse" {
			t.Errorf("Parse(%q):\n\tgot  %v (offset %d)\n\twant %v at offset %d", tc.in, err, e.Offset, tc.err, tc.offset)
		}
		if tc.msg != "" && err.Error() != tc.msg {
			t.Errorf("Parse(%q):\n\tgot  %s\n\twant %s", tc.in, err, tc.msg)
		}
	}
}

// TestParseValid: templates of every level (1.2), literals of every kind
// (2.1, erratum 6937's apostrophe), and their round trip.
func TestParseValid(t *testing.T) {
	for _, tc := range []struct {
		in   string
		vars []string
	}{
		{"", nil},
		{"http://example.com/~user/'quoted'/(paren)/a;b=c", nil},
		{"%7Euser%2f", nil},
		{"é€\U00010000\ue000", nil}, // ucschar and iprivate
		{"{var}", []string{"var"}},
		{"{+var}{#var}{.var}{/var}{;var}{?var}{&var}", []string{"var"}},
		{"{x,hello,y}", []string{"x", "hello", "y"}},
		{"{var:3}{var:9999}{list*}", []string{"var", "list"}},
		{"{Some%20Thing}{last.name}{_1.a_b.c}", []string{"Some%20Thing", "last.name", "_1.a_b.c"}},
		{"{/id*}{?fields,first_name,last.name,token}", []string{"id", "fields", "first_name", "last.name", "token"}},
		{"{a}{b}{a}{c}{b}", []string{"a", "b", "c"}},
	} {
		tp, err := uritemplate.Parse(tc.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tc.in, err)
			continue
		}
		if tp.String() != tc.in {
			t.Errorf("Parse(%q).String() = %q", tc.in, tp.String())
		}
		if got := tp.Variables(); !slices.Equal(got, tc.vars) {
			t.Errorf("Parse(%q).Variables() = %q, want %q", tc.in, got, tc.vars)
		}
	}
}

// TestVariablesMany: Variables on a template of many variables, repeated.
func TestVariablesMany(t *testing.T) {
	var b strings.Builder
	var want []string
	for i := range 100 {
		name := "v" + strings.Repeat("x", i)
		want = append(want, name)
		b.WriteString("{" + name + "}{" + name + ":1}")
	}
	tp := uritemplate.MustParse(b.String())
	if got := tp.Variables(); !slices.Equal(got, want) {
		t.Errorf("Variables() = %q", got)
	}
}

func TestText(t *testing.T) {
	var tp uritemplate.Template
	if err := tp.UnmarshalText([]byte("/a{?b}")); err != nil || tp.String() != "/a{?b}" {
		t.Fatalf("UnmarshalText: %v, %q", err, tp)
	}
	b, err := tp.MarshalText()
	if err != nil || string(b) != "/a{?b}" {
		t.Errorf("MarshalText = %q, %v", b, err)
	}
	b, err = tp.AppendText([]byte("x"))
	if err != nil || string(b) != "x/a{?b}" {
		t.Errorf("AppendText = %q, %v", b, err)
	}
	if err := tp.UnmarshalText([]byte("{")); err == nil || tp.String() != "" {
		t.Errorf("UnmarshalText({) = %v, %q", err, tp)
	}
	var zero uritemplate.Template
	if b, err := zero.MarshalText(); err != nil || len(b) != 0 {
		t.Errorf("zero MarshalText = %q, %v", b, err)
	}
	if s, err := zero.Expand(nil); err != nil || s != "" {
		t.Errorf("zero Expand = %q, %v", s, err)
	}
	if v, ok := zero.Match(""); !ok || len(v) != 0 {
		t.Errorf("zero Match(\"\") = %v, %v", v, ok)
	}
	if _, ok := zero.Match("a"); ok {
		t.Errorf("zero Match(a) succeeded")
	}
}

func TestErrorLong(t *testing.T) {
	long := strings.Repeat("a", 70) + " "
	_, err := uritemplate.Parse(long)
	want := `uritemplate: parse "` + strings.Repeat("a", 64) + `...": invalid character in literal: unexpected ' ' at offset 70`
	if err == nil || err.Error() != want {
		t.Errorf("Parse(long):\n\tgot  %v\n\twant %s", err, want)
	}
	var e *uritemplate.Error
	if !errors.As(err, &e) || e.Input != long {
		t.Errorf("Input not kept whole")
	}
}

func TestMustParsePanics(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("MustParse({) did not panic")
		}
	}()
	uritemplate.MustParse("{")
}

// TestParseLong: Parse takes memory linear in the template, a few times
// its size at most, whatever its shape: 24 bytes for the shortest
// expression, "{a}", 12 for each further variable (",b").
func TestParseLong(t *testing.T) {
	for _, unit := range []string{"{a}", "{a,b,c,d,e,f,g}", "a/", "{/a*}é"} {
		s := strings.Repeat(unit, 1<<16)
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		tp, err := uritemplate.Parse(s)
		runtime.ReadMemStats(&after)
		if err != nil || tp.String() != s {
			t.Fatalf("Parse(%q x 65536): %v", unit, err)
		}
		if n := after.TotalAlloc - before.TotalAlloc; n > 9*uint64(len(s)) {
			t.Errorf("Parse(%q x 65536): %d bytes allocated for %d bytes of template", unit, n, len(s))
		}
	}
}
