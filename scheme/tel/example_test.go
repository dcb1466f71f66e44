package tel_test

import (
	"fmt"

	"github.com/urikit/urikit/scheme/tel"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	t, err := tel.Parse(uri.MustParse("tel:863-1234;phone-context=+1-914-555"))
	fmt.Println(t.Number, t.Global, t.Params, err)
	_, err = tel.Parse(uri.MustParse("tel:7042"))
	fmt.Println(err)
	// Output:
	// 8631234 false [{phone-context +1914555}] <nil>
	// uri: parse tel "tel:7042": tel: local number without phone-context at offset 8
}

func ExampleParseString() {
	t, _ := tel.ParseString("tel:+1-201-555-0123;ext=42")
	fmt.Println(t.Number, t.Global, t.Params)
	// Output: +12015550123 true [{ext 42}]
}

func ExampleURL_Param() {
	t, _ := tel.ParseString("tel:7042;PHONE-CONTEXT=example.com")
	fmt.Println(t.Param(tel.PhoneContext))
	fmt.Println(t.Param(tel.Ext))
	// Output:
	// example.com true
	//  false
}

func ExampleURL_String() {
	t := tel.URL{Number: "*67#", Params: []tel.Param{{Name: tel.PhoneContext, Value: "example.com"}, {Name: "note", Value: "a b"}}}
	fmt.Println(t)
	// Output: tel:*67%23;phone-context=example.com;note=a%20b
}

func ExampleURL_Equal() {
	a, _ := tel.ParseString("tel:+1-201-555-0123")
	b, _ := tel.ParseString("tel:+1.201.555.0123")
	fmt.Println(a.Equal(b))
	// Output: true
}

func ExampleURL_Fields() {
	t, _ := tel.ParseString("tel:7042;phone-context=example.com")
	fmt.Println(t.Fields())
	// Output: map[global:false number:7042 params:[[phone-context example.com]]]
}
