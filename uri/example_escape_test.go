package uri_test

import (
	"errors"
	"fmt"

	"github.com/urikit/urikit/uri"
)

func ExampleEscape() {
	fmt.Println(uri.Escape("/docs/my report (final).pdf", uri.Path))
	fmt.Println(uri.Escape("a/b", uri.PathSegment))
	fmt.Println(uri.Escape("bücher.example", uri.Host))
	fmt.Println(uri.Escape("50% off", uri.Fragment))
	// Output:
	// /docs/my%20report%20(final).pdf
	// a%2Fb
	// b%C3%BCcher.example
	// 50%25%20off
}

func ExampleComponent() {
	// The same value needs different escaping in different places.
	v := "a=b&c/d?e"
	for _, c := range []uri.Component{uri.Path, uri.PathSegment, uri.Query, uri.QueryComponent} {
		fmt.Println(uri.Escape(v, c))
	}
	fmt.Println("?q=" + uri.Escape("fish & chips", uri.QueryComponent))
	// Output:
	// a=b&c/d%3Fe
	// a=b&c%2Fd%3Fe
	// a=b&c/d?e
	// a%3Db%26c/d?e
	// ?q=fish%20%26%20chips
}

func ExampleUnescape() {
	s, err := uri.Unescape("caf%C3%A9%20au%20lait+sucre")
	fmt.Println(s, err)
	_, err = uri.Unescape("100%!")
	fmt.Println(err, errors.Is(err, uri.ErrInvalidPercent))
	// Output:
	// café au lait+sucre <nil>
	// uri: unescape "100%!": invalid percent-encoding: unexpected '!' at offset 4 true
}
