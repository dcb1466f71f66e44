package mid_test

// This file holds one example per exported function (RFC 2392 2).

import (
	"fmt"

	"github.com/urikit/urikit/scheme/mid"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := mid.Parse(uri.MustParse("mid:960830.1639@XIson.com/partA.960830.1639@XIson.com"))
	fmt.Println(u.MessageID, u.ContentID, err)
	// Output: 960830.1639@XIson.com partA.960830.1639@XIson.com <nil>
}

func ExampleParseString() {
	u, err := mid.ParseString("cid:foo4%25foo1@bar.net")
	fmt.Printf("<%s> %v\n", u.ContentID, err)
	_, err = mid.ParseString("cid:foo4")
	fmt.Println(err)
	// Output:
	// <foo4%foo1@bar.net> <nil>
	// uri: parse cid "cid:foo4": mid: identifier is not an addr-spec at offset 8
}

func ExampleURL_String() {
	fmt.Println(mid.URL{MessageID: "a/b@example.org", ContentID: "part1@example.org"})
	fmt.Println(mid.URL{CID: true, ContentID: "foo4%foo1@bar.net"})
	// Output:
	// mid:a%2Fb@example.org/part1@example.org
	// cid:foo4%25foo1@bar.net
}

func ExampleURL_Fields() {
	u, _ := mid.ParseString("mid:a@example.org/b@example.org")
	fmt.Println(u.Fields())
	// Output: map[content_id:b@example.org message_id:a@example.org]
}
