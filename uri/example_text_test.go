package uri_test

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"

	"github.com/urikit/urikit/uri"
)

func ExampleRef_AppendTo() {
	r := uri.MustParse("http://example.com/a?b#c")
	b := []byte("link: ")
	b = r.AppendTo(b)
	fmt.Println(string(b))
	// Output: link: http://example.com/a?b#c
}

func ExampleRef_AppendText() {
	r := uri.MustParse("../up")
	b, err := r.AppendText([]byte("href="))
	fmt.Println(string(b), err)
	// Output: href=../up <nil>
}

func ExampleRef_MarshalText() {
	type link struct {
		Rel  string  `json:"rel"`
		Href uri.Ref `json:"href"`
		Alt  uri.Ref `json:"alt,omitzero"` // the zero Ref has no text: leave it out
	}
	json.NewEncoder(os.Stdout).Encode(link{Rel: "next", Href: uri.MustParse("/page/2")})
	json.NewEncoder(os.Stdout).Encode(link{Rel: "self", Href: uri.MustParse("")})
	_, err := json.Marshal(struct{ Href uri.Ref }{})
	fmt.Println(errors.Is(err, uri.ErrZeroRef))
	// Output:
	// {"rel":"next","href":"/page/2"}
	// {"rel":"self","href":""}
	// true
}

func ExampleRef_UnmarshalText() {
	var v struct{ Href uri.Ref }
	err := json.Unmarshal([]byte(`{"Href": "mailto:a@example.com"}`), &v)
	s, _ := v.Href.Scheme()
	fmt.Println(s, v.Href.Path(), err)
	err = json.Unmarshal([]byte(`{"Href": ""}`), &v)
	fmt.Printf("%q %v %v\n", v.Href, v.Href.IsValid(), err)
	err = json.Unmarshal([]byte(`{"Href": "http://a b/"}`), &v)
	fmt.Println(err)
	// Output:
	// mailto a@example.com <nil>
	// "" true <nil>
	// uri: parse "http://a b/": invalid character ' ' in host at offset 8
}
