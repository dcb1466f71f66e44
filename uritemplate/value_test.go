package uritemplate_test

import (
	"encoding/json"
	"testing"

	"github.com/urikit/urikit/uritemplate"
)

func TestValueJSON(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want uritemplate.Value
		out  string // MarshalJSON of the value; in when empty
	}{
		{`"a"`, str("a"), ""},
		{`""`, str(""), ""},
		{`6`, str("6"), `"6"`},
		{`-1.50e3`, str("-1.50e3"), `"-1.50e3"`},
		{`true`, str("true"), `"true"`},
		{`null`, uritemplate.Value{}, ""},
		{`[]`, uritemplate.Value{}, "null"},
		{`{}`, uritemplate.Value{}, "null"},
		{`["a",null,1,false]`, list("a", "1", "false"), `["a","1","false"]`},
		{`[null]`, uritemplate.Value{}, "null"},
		{`{"z":"1","a":null,"b":2,"z":"3"}`, assoc(pair{"z", "1"}, pair{"b", "2"}, pair{"z", "3"}), `{"z":"1","b":"2","z":"3"}`},
		{`"\u2028<&>\u0001\"\\"`, str("\u2028<&>\x01\"\\"), `"\u2028<&>\u0001\"\\"`},
	} {
		var v uritemplate.Value
		if err := json.Unmarshal([]byte(tc.in), &v); err != nil || !v.Equal(tc.want) {
			t.Errorf("Unmarshal(%s) = %v, %v; want %v", tc.in, v, err, tc.want)
			continue
		}
		want := tc.out
		if want == "" {
			want = tc.in
		}
		if got, err := v.MarshalJSON(); err != nil || string(got) != want {
			t.Errorf("MarshalJSON(%v) = %s, %v; want %s", v, got, err, want)
		}
	}
	for _, bad := range []string{`[[1]]`, `[{"a":1}]`, `{"a":[1]}`, `{"a":{}}`, `[1`, `"a" "b"`} {
		var v uritemplate.Value
		if err := v.UnmarshalJSON([]byte(bad)); err == nil {
			t.Errorf("UnmarshalJSON(%s) = %v, want an error", bad, v)
		}
	}
	// A string that is not UTF-8 is written as encoding/json writes it.
	if got, _ := str("a\xffb").MarshalJSON(); string(got) != `"a\ufffdb"` {
		t.Errorf("MarshalJSON(\"a\\xffb\") = %s", got)
	}
}

// TestValueImmutable: the constructors copy their arguments and the
// accessors return copies.
func TestValueImmutable(t *testing.T) {
	items := []string{"a", "b"}
	v := list(items...)
	items[0] = "x"
	got := v.Items()
	got[1] = "y"
	if !v.Equal(list("a", "b")) {
		t.Errorf("List shares its items: %v", v)
	}
	pairs := []uritemplate.Pair{{"k", "v"}}
	a := assoc(pairs...)
	pairs[0].Name = "x"
	a.Pairs()[0].Value = "y"
	if !a.Equal(assoc(pair{"k", "v"})) {
		t.Errorf("Assoc shares its pairs: %v", a)
	}
}

func TestValuesEqual(t *testing.T) {
	for _, tc := range []struct {
		a, b uritemplate.Values
		want bool
	}{
		{nil, uritemplate.Values{}, true},
		{uritemplate.Values{"x": {}}, nil, true},
		{uritemplate.Values{"x": str("")}, nil, false},
		{uritemplate.Values{"x": str("a")}, uritemplate.Values{"x": list("a")}, false},
		{nil, uritemplate.Values{"x": str("a")}, false},
	} {
		if got := tc.a.Equal(tc.b); got != tc.want {
			t.Errorf("%v.Equal(%v) = %v", tc.a, tc.b, got)
		}
	}
}
