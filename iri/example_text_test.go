package iri_test

import (
	"encoding/json"
	"errors"
	"fmt"

	"github.com/urikit/urikit/iri"
)

func ExampleRef_AppendTo() {
	r := iri.MustParse("http://\u4f8b.example/\u00e9?q#f")
	b := r.AppendTo([]byte("link: "))
	fmt.Println(string(b))
	// Output: link: http://例.example/é?q#f
}

func ExampleErrZeroRef() {
	type link struct {
		Href iri.Ref `json:"href"`
		Alt  iri.Ref `json:"alt,omitzero"` // the zero Ref has no text: leave it out
	}
	b, err := json.Marshal(link{Href: iri.MustParse("")})
	fmt.Println(string(b), err)
	_, err = json.Marshal(link{})
	fmt.Println(errors.Is(err, iri.ErrZeroRef))
	// Output:
	// {"href":""} <nil>
	// true
}

func ExampleRef_RelativeRef() {
	base := iri.MustParse("http://\u4f8b.example/a/b")
	rel, err := base.RelativeRef(iri.MustParse("http://\u4f8b.example/a/\u00e9?q"))
	fmt.Println(rel, err)
	_, err = base.RelativeRef(iri.MustParse("../\u00e9"))
	fmt.Println(errors.Is(err, iri.ErrNotAbsolute))
	// Output:
	// é?q <nil>
	// true
}
