package uritemplate_test

import (
	"errors"
	"strconv"
	"strings"
	"testing"

	"github.com/urikit/urikit/uritemplate"
)

// matchCases: what Match reads, in canonical form, or false.
var matchCases = []struct {
	tmpl, uri string
	want      uritemplate.Values // nil: no match
}{
	{"/users/{id}", "/users/42", uritemplate.Values{"id": str("42")}},
	{"/users/{id}", "/users/", uritemplate.Values{"id": str("")}},
	{"/users/{id}", "/user/42", nil},
	{"/users/{id}", "/users/a/b", nil}, // "/" is not in the text of {id}: no literal follows
	{"/users/{id}/repos", "/users/a%2Fb/repos", uritemplate.Values{"id": str("a/b")}},
	// Triplets in either case, unreserved characters encoded or not (RFC
	// 3986 6.2.2.1, 6.2.2.2).
	{"{x}", "%7e%2f%C3%A9", uritemplate.Values{"x": str("~/é")}},
	{"é/{x}", "%c3%a9/a", uritemplate.Values{"x": str("a")}},
	{"{x}", "a%zz", nil},
	// Lists and associative arrays.
	{"{x}", "a,b,", uritemplate.Values{"x": list("a", "b", "")}},
	{"{/x*}", "/a/b", uritemplate.Values{"x": list("a", "b")}},
	{"{/x*}", "/a", uritemplate.Values{"x": list("a")}},
	{"{/x*}", "/a=1/b=2", uritemplate.Values{"x": assoc(pair{"a", "1"}, pair{"b", "2"})}},
	{"{/x*}", "/a=1/b", nil},
	{"{.x*}", ".a.b", uritemplate.Values{"x": list("a", "b")}},
	{"{x*}", "a=1,b=%3D", uritemplate.Values{"x": assoc(pair{"a", "1"}, pair{"b", "="})}},
	{"{?x*}", "?x=1&x=2", uritemplate.Values{"x": list("1", "2")}},
	{"{?x*}", "?x=1&y=2", uritemplate.Values{"x": assoc(pair{"x", "1"}, pair{"y", "2"})}},
	{"{?x*}", "?x", nil}, // "?" writes "x=" for an empty item
	{"{;x*}", ";x;x=1", uritemplate.Values{"x": list("", "1")}},
	{"{;x}", ";x=", uritemplate.Values{"x": list("")}},
	{"{;x}", ";x", uritemplate.Values{"x": str("")}},
	{"{?x}", "?x=", uritemplate.Values{"x": str("")}},
	// Reserved and fragment expansion: the text as written.
	{"{+path}/here", "/foo/bar/here", uritemplate.Values{"path": str("/foo/bar")}},
	{"{+x}", "a%2fb%C3%A9", uritemplate.Values{"x": str("a%2fb%C3%A9")}},
	{"{+x}", "a%zz", nil},
	{"{#x}", "#a#b", uritemplate.Values{"x": str("a#b")}},
	{"{#x*}", "#a,b", uritemplate.Values{"x": list("a", "b")}},
	{"a{#x}", "a", uritemplate.Values{}},
	// Runs of "/": defined from the left.
	{"{/a,b}", "/1", uritemplate.Values{"a": str("1")}},
	{"{/a}{/b}", "/1/2", uritemplate.Values{"a": str("1"), "b": str("2")}},
	{"{/a,b}", "/1/2/3", nil},
	{"{/a,b*}", "/1/2/3", uritemplate.Values{"a": str("1"), "b": list("2", "3")}},
	{"{/var:1,var}", "/v/value", uritemplate.Values{"var": str("value")}},
	{"{/var:1,var}", "/x/value", nil}, // the prefix must be that of the value
	// Runs of ";", "?" and "&": pairs go to the variables they name, in
	// order.
	{"/search{?q,lang}", "/search?lang=en", uritemplate.Values{"lang": str("en")}},
	{"/search{?q,lang}", "/search?lang=en&q=a", nil},
	{"{?a}{&b}", "&b=1", uritemplate.Values{"b": str("1")}},
	{"{?a}{&b}", "?a=1&b=2", uritemplate.Values{"a": str("1"), "b": str("2")}},
	{"{?a}{&b}", "?b=2", nil},
	{"{?id,token,keys*}", "?id=admin&token=12345&key1=val1&key2=val2",
		uritemplate.Values{"id": str("admin"), "token": str("12345"), "keys": assoc(pair{"key1", "val1"}, pair{"key2", "val2"})}},
	{"{?keys*,page}", "?a=1&page=2", uritemplate.Values{"keys": assoc(pair{"a", "1"}), "page": str("2")}},
	{"{?a,x*}", "?%61=1", uritemplate.Values{"a": str("1")}},
	{"{?Stra%C3%9Fe}", "?Stra%c3%9fe=1", uritemplate.Values{"Stra%C3%9Fe": str("1")}},
	// A raw "," is no name: an exploded pair's name would be written %2C.
	{"{/0}{?1,2*}", "?,=0", nil},
	{"{/0}{?1,2*}", "?%2C=0", uritemplate.Values{"2": assoc(pair{",", "0"})}},
	// Prefixes are checked against the full value.
	{"{x}{/x:1}", "abc/a", uritemplate.Values{"x": str("abc")}},
	{"{x}{/x:1}", "abc/b", nil},
	{"{x}{/x:1}", "/", uritemplate.Values{"x": str("")}},
	{"{x}{/x:1}", "", uritemplate.Values{}}, // x undefined: the second reading
	{"{/x}/a", "/a", uritemplate.Values{}},
	{"{/x}/a", "//a", uritemplate.Values{"x": str("")}},
	{"/base{/a,b}/pages", "/base/1/2/pages", uritemplate.Values{"a": str("1"), "b": str("2")}},
	// A template without expressions.
	{"/a%7e", "/a%7E", uritemplate.Values{}},
	{"/a", "/a/", nil},
}

func TestMatch(t *testing.T) {
	for _, tc := range matchCases {
		tp := uritemplate.MustParse(tc.tmpl)
		if err := tp.CheckMatch(); err != nil {
			t.Errorf("%q: CheckMatch: %v", tc.tmpl, err)
			continue
		}
		got, ok := tp.Match(tc.uri)
		switch {
		case tc.want == nil && ok:
			t.Errorf("%q: Match(%q) = %v, want no match", tc.tmpl, tc.uri, got)
		case tc.want != nil && (!ok || !got.Equal(tc.want)):
			t.Errorf("%q: Match(%q):\n\tgot  %v, %v\n\twant %v", tc.tmpl, tc.uri, got, ok, tc.want)
		}
	}
}

// notMatchable are templates CheckMatch refuses, with the offset it names.
var notMatchable = []struct {
	tmpl   string
	offset int
	why    string
}{
	{"{x,y}", 0, "separator"},
	{"{+x,y}", 0, "separator"},
	{"{#x,y}", 0, "separator"},
	{"a{.x,y}", 1, "separator"},
	{"{/x*,y}", 2, "exploded variable before another"},
	{"{/x*}{/y}", 2, "exploded variable before another"},
	{"{?x*,y*}", 5, "two exploded"},
	{"{?x*}{&y*}", 7, "two exploded"},
	{"{x}{x}", 4, "twice"},
	{"{x}/{?x}", 6, "twice"},
	{"{x:3}", 1, "no full value"},
	{"{+x}/{x:3}", 2, "exploded or in"},
	{"{/x*}{?x:3}", 2, "exploded or in"},
	{"{x}{y}", 0, "run into"},
	{"{x}.{y}", 0, "run into"},
	{"{x}{.y}", 0, "run into"},
	{"{/x}/a{y}", 0, "run into"},
	{"{+x}/{y}", 0, "run into"},
	{"{?x}{?y}", 0, "run into"},
	{"/base{/a,b}/pages{/c}", 5, "run into"},
	{"{x}%2F{y}", 0, "run into"},
}

func TestCheckMatch(t *testing.T) {
	for _, tc := range notMatchable {
		tp := uritemplate.MustParse(tc.tmpl)
		err := tp.CheckMatch()
		var e *uritemplate.Error
		if !errors.As(err, &e) || !errors.Is(err, uritemplate.ErrNotMatchable) || e.Offset != tc.offset || !strings.Contains(err.Error(), tc.why) {
			t.Errorf("%q: CheckMatch = %v, want %q at offset %d", tc.tmpl, err, tc.why, tc.offset)
		}
		if v, ok := tp.Match(""); ok {
			t.Errorf("%q: Match = %v on a template CheckMatch refuses", tc.tmpl, v)
		}
	}
	for _, s := range []string{"", "/a", "{x}/{y}", "{x}?{y}", "{/x}{?y}", "{x}{/y}", "{?x}{&y}", "{+x}", "{+x}/here", "{x}.json", "{scheme}://{host}{/path*}{?query*}{#frag}"} {
		if err := uritemplate.MustParse(s).CheckMatch(); err != nil {
			t.Errorf("%q: CheckMatch: %v", s, err)
		}
	}
}

// TestMatchReadsBack: the other readings of values that are not in
// canonical form still expand to the same text.
func TestMatchReadsBack(t *testing.T) {
	for _, tc := range []struct {
		tmpl string
		vars uritemplate.Values
	}{
		{"{x}", uritemplate.Values{"x": list("a")}},
		{"{/x*}", uritemplate.Values{"x": str("a")}},
		{"{?x}", uritemplate.Values{"x": assoc(pair{"a", "1"})}},
		{"{+x}", uritemplate.Values{"x": str("é ")}},
		{"{/a,b}", uritemplate.Values{"b": str("1")}},
		{"{?x*}", uritemplate.Values{"x": assoc(pair{"x", "1"})}},
	} {
		tp := uritemplate.MustParse(tc.tmpl)
		u, _ := tp.Expand(tc.vars)
		got, ok := tp.Match(u)
		if !ok {
			t.Errorf("%q: Match(%q) failed", tc.tmpl, u)
			continue
		}
		if back, _ := tp.Expand(got); back != u || got.Equal(tc.vars) {
			t.Errorf("%q: Match(%q) = %v, expanding to %q", tc.tmpl, u, got, back)
		}
	}
}

// TestMatchLong: linear in the template and the URI.
func TestMatchLong(t *testing.T) {
	const n = 1 << 15
	var tb strings.Builder
	var ub strings.Builder
	want := uritemplate.Values{}
	tb.WriteString("{?")
	ub.WriteString("?")
	for i := range n {
		name := "v" + strconv.Itoa(i)
		if i > 0 {
			tb.WriteString(",")
		}
		tb.WriteString(name)
		if i%3 == 0 {
			continue
		}
		if ub.Len() > 1 {
			ub.WriteString("&")
		}
		ub.WriteString(name + "=x")
		want[name] = str("x")
	}
	tb.WriteString(",rest*}")
	ub.WriteString("&a=1")
	want["rest"] = assoc(pair{"a", "1"})
	tp := uritemplate.MustParse(tb.String())
	if err := tp.CheckMatch(); err != nil {
		t.Fatal(err)
	}
	got, ok := tp.Match(ub.String())
	if !ok || !got.Equal(want) {
		t.Fatalf("Match of a long run: %v, %d variables", ok, len(got))
	}
	long := strings.Repeat("%C3%A9,", n) + "a"
	got, ok = uritemplate.MustParse("{x}").Match(long)
	if !ok || got["x"].Len() != n+1 {
		t.Fatalf("Match of a long list: %v", ok)
	}
}
