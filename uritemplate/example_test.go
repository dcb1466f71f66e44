package uritemplate_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/urikit/urikit/uritemplate"
)

func ExampleParse() {
	t, err := uritemplate.Parse("/search{?q,lang}")
	fmt.Println(t, err)
	_, err = uritemplate.Parse("/search{?q,lang")
	fmt.Println(err)
	// Output:
	// /search{?q,lang} <nil>
	// uritemplate: parse "/search{?q,lang": unclosed expression at offset 15
}

func ExampleMustParse() {
	t := uritemplate.MustParse("{/path*}")
	fmt.Println(t.Variables())
	// Output: [path]
}

func ExampleTemplate_Expand() {
	t := uritemplate.MustParse("https://example.com{/path*}{?q,tags}{#frag}")
	u, err := t.Expand(uritemplate.Values{
		"path": uritemplate.List("a b", "c"),
		"q":    uritemplate.String("x&y"),
		"tags": uritemplate.List("go", "uri"),
		"frag": uritemplate.String("sec/1"),
	})
	fmt.Println(u, err)
	// Output: https://example.com/a%20b/c?q=x%26y&tags=go,uri#sec/1 <nil>
}

func ExampleTemplate_AppendExpand() {
	t := uritemplate.MustParse("{;x,y}")
	b, err := t.AppendExpand([]byte("/path"), uritemplate.Values{"x": uritemplate.String("1024"), "y": uritemplate.String("")})
	fmt.Println(string(b), err)
	// Output: /path;x=1024;y <nil>
}

func ExampleTemplate_ExpandMap() {
	t := uritemplate.MustParse("/loc{?long,lat,keys*}")
	u, err := t.ExpandMap(map[string]any{
		"long": 37.76,
		"lat":  -122.427,
		"keys": map[string]any{"zoom": 3, "layer": "roads"},
	})
	fmt.Println(u, err)
	// Output: /loc?long=37.76&lat=-122.427&layer=roads&zoom=3 <nil>
}

func ExampleTemplate_Match() {
	t := uritemplate.MustParse("/repos/{owner}/{repo}{/path*}{?ref}")
	v, ok := t.Match("/repos/urikit/urikit/docs/templates.md?ref=main")
	fmt.Println(ok, v["owner"], v["repo"], v["path"], v["ref"])
	_, ok = t.Match("/users/urikit")
	fmt.Println(ok)
	// Output:
	// true "urikit" "urikit" ["docs","templates.md"] "main"
	// false
}

func ExampleTemplate_CheckMatch() {
	fmt.Println(uritemplate.MustParse("/users/{id}{?fields}").CheckMatch())
	fmt.Println(uritemplate.MustParse("/files/{name}.{ext}").CheckMatch())
	// Output:
	// <nil>
	// uritemplate: match "/files/{name}.{ext}": not matchable: an expression whose expansion can run into what follows it at offset 7
}

func ExampleTemplate_Variables() {
	t := uritemplate.MustParse("{/id*}{?fields,id:1}")
	fmt.Println(t.Variables())
	// Output: [id fields]
}

func ExampleTemplate_String() {
	t := uritemplate.MustParse("{+base}{/Some%20Thing}")
	fmt.Println(t.String())
	// Output: {+base}{/Some%20Thing}
}

func ExampleTemplate_AppendText() {
	b, _ := uritemplate.MustParse("{?q}").AppendText([]byte("template: "))
	fmt.Println(string(b))
	// Output: template: {?q}
}

func ExampleTemplate_MarshalText() {
	b, _ := json.Marshal(struct{ Link uritemplate.Template }{uritemplate.MustParse("/a{?b}")})
	fmt.Println(string(b))
	// Output: {"Link":"/a{?b}"}
}

func ExampleTemplate_UnmarshalText() {
	var link struct{ Href uritemplate.Template }
	err := json.Unmarshal([]byte(`{"Href": "/orders{?page}"}`), &link)
	fmt.Println(link.Href.Variables(), err)
	err = json.Unmarshal([]byte(`{"Href": "/orders{?page"}`), &link)
	fmt.Println(err)
	// Output:
	// [page] <nil>
	// uritemplate: parse "/orders{?page": unclosed expression at offset 13
}

func ExampleError() {
	_, err := uritemplate.MustParse("{x:2}").Expand(uritemplate.Values{"x": uritemplate.List("a", "b")})
	var e *uritemplate.Error
	if errors.As(err, &e) {
		fmt.Println(e.Op, e.Offset, errors.Is(err, uritemplate.ErrPrefixComposite))
	}
	fmt.Println(err)
	// Output:
	// expand 1 true
	// uritemplate: expand "{x:2}": prefix modifier on a composite value (list "x") at offset 1
}

func ExampleError_Unwrap() {
	_, err := uritemplate.Parse("{with space}")
	fmt.Println(errors.Unwrap(err))
	// Output: invalid variable name: unexpected ' '
}

func ExampleString() {
	v := uritemplate.String("Hello World!")
	fmt.Println(v.Kind(), v.Text())
	// Output: string Hello World!
}

func ExampleList() {
	v := uritemplate.List("red", "green", "blue")
	fmt.Println(v.Kind(), v.Items(), uritemplate.List().IsDefined())
	// Output: list [red green blue] false
}

func ExampleAssoc() {
	v := uritemplate.Assoc(uritemplate.Pair{Name: "semi", Value: ";"}, uritemplate.Pair{Name: "dot", Value: "."})
	u, _ := uritemplate.MustParse("{?keys*}").Expand(uritemplate.Values{"keys": v})
	fmt.Println(v, u)
	// Output: {"semi":";","dot":"."} ?semi=%3B&dot=.
}

func ExampleKind_String() {
	fmt.Println(uritemplate.KindUndefined, uritemplate.KindString, uritemplate.KindList, uritemplate.KindAssoc)
	// Output: undefined string list assoc
}

func ExampleValue_Kind() {
	var v uritemplate.Value
	fmt.Println(v.Kind(), uritemplate.String("").Kind())
	// Output: undefined string
}

func ExampleValue_IsDefined() {
	fmt.Println(uritemplate.String("").IsDefined(), uritemplate.Assoc().IsDefined())
	// Output: true false
}

func ExampleValue_Text() {
	fmt.Printf("%q %q\n", uritemplate.String("a").Text(), uritemplate.List("a").Text())
	// Output: "a" ""
}

func ExampleValue_Items() {
	fmt.Println(uritemplate.List("a", "b").Items(), uritemplate.String("a").Items() == nil)
	// Output: [a b] true
}

func ExampleValue_Pairs() {
	fmt.Println(uritemplate.Assoc(uritemplate.Pair{Name: "k", Value: "v"}).Pairs())
	// Output: [{k v}]
}

func ExampleValue_Len() {
	fmt.Println(uritemplate.List("a", "b").Len(), uritemplate.String("ab").Len(), uritemplate.Value{}.Len())
	// Output: 2 1 0
}

func ExampleValue_Equal() {
	fmt.Println(uritemplate.List("a").Equal(uritemplate.List("a")), uritemplate.List("a").Equal(uritemplate.String("a")))
	// Output: true false
}

func ExampleValue_String() {
	fmt.Println(uritemplate.String("a\"b"), uritemplate.List("x", "y"), uritemplate.Value{})
	// Output: "a\"b" ["x","y"] null
}

func ExampleValue_MarshalJSON() {
	b, _ := json.Marshal(uritemplate.Values{"keys": uritemplate.Assoc(uritemplate.Pair{Name: "z", Value: "1"}, uritemplate.Pair{Name: "a", Value: "<2>"})})
	fmt.Println(string(b))
	// Output: {"keys":{"z":"1","a":"\u003c2\u003e"}}
}

func ExampleValue_UnmarshalJSON() {
	var vars uritemplate.Values
	err := json.Unmarshal([]byte(`{"keys": {"semi": ";", "dot": ".", "n": 6}, "list": ["a", null], "none": null}`), &vars)
	fmt.Println(vars["keys"], vars["list"], vars["none"].IsDefined(), err)
	// Output: {"semi":";","dot":".","n":"6"} ["a"] false <nil>
}

func ExampleValues_Equal() {
	a := uritemplate.Values{"x": uritemplate.String("1"), "y": {}}
	b := uritemplate.Values{"x": uritemplate.String("1")}
	fmt.Println(a.Equal(b))
	// Output: true
}
