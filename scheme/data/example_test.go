package data_test

// This file holds one example per exported function (RFC 2397 3).

import (
	"fmt"

	"github.com/urikit/urikit/scheme/data"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := data.Parse(uri.MustParse("data:,A%20brief%20note"))
	fmt.Printf("%s %v %q %v\n", u.MediaType(), u.Default, u.Data, err)
	// Output: text/plain;charset=US-ASCII true "A brief note" <nil>
}

func ExampleParseString() {
	u, err := data.ParseString("data:image/gif;base64,R0lGODdh")
	fmt.Printf("%s/%s %v %q %v\n", u.Type, u.Subtype, u.Base64, u.Data, err)
	_, err = data.ParseString("data:;base64,R0lG*Ddh")
	fmt.Println(err)
	// Output:
	// image/gif true "GIF87a" <nil>
	// uri: parse data "data:;base64,R0lG*Ddh": data: invalid base64 data at offset 17
}

func ExampleURL_MediaType() {
	u, _ := data.ParseString("data:;charset=utf-8,caf%C3%A9")
	fmt.Println(u.MediaType(), string(u.Data))
	// Output: text/plain;charset=utf-8 café
}

func ExampleURL_String() {
	u := data.URL{Type: "text", Subtype: "plain", TypeGiven: true, Params: [][2]string{{"charset", "utf-8"}}, Data: []byte("50% off, café")}
	fmt.Println(u)
	u.Base64 = true
	fmt.Println(u)
	// Output:
	// data:text/plain;charset=utf-8,50%25%20off,%20caf%C3%A9
	// data:text/plain;charset=utf-8;base64,NTAlIG9mZiwgY2Fmw6k=
}

func ExampleURL_Fields() {
	u, _ := data.ParseString("data:image/gif;base64,R0lGODdh")
	fmt.Println(u.Fields())
	// Output: map[base64:true data_len:6 media_type:image/gif]
}
