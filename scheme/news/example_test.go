package news_test

// This file holds one example per exported function (RFC 5538 2).

import (
	"fmt"

	"github.com/urikit/urikit/scheme/news"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := news.Parse(uri.MustParse("nntp://news.gmane.org/gmane.ietf.tools/742"))
	fmt.Println(u.Host, u.Port, u.Group, u.Article, err)
	// Output: news.gmane.org 119 gmane.ietf.tools 742 <nil>
}

func ExampleParseString() {
	u, err := news.ParseString("news:p0624081dc30b8699bf9b@%5B10.20.30.108%5D")
	fmt.Println(u.MessageID, err)
	u, err = news.ParseString("news:example.group.*")
	fmt.Println(u.Group, err)
	_, err = news.ParseString("nntp://news.example/a.b/x")
	fmt.Println(err)
	// Output:
	// p0624081dc30b8699bf9b@[10.20.30.108] <nil>
	// example.group.* <nil>
	// uri: parse nntp "nntp://news.example/a.b/x": news: invalid article number at offset 24
}

func ExampleURL_String() {
	fmt.Println(news.URL{Scheme: "news", MessageID: "12345@example.com", Bracketed: true})
	fmt.Println(news.URL{Scheme: "nntp", Host: "news.example", Port: 119, Group: "a.n/a", Article: 7, HasArticle: true})
	// Output:
	// news:%3C12345@example.com%3E
	// nntp://news.example/a.n%2Fa/7
}

func ExampleURL_Fields() {
	u, _ := news.ParseString("news://news.server.example/example.group.this")
	fmt.Println(u.Fields())
	u, _ = news.ParseString("news:comp.lang.go")
	fmt.Println(u.Fields())
	u, _ = news.ParseString("nntp://news.server.example:1119/example.group.this/12345")
	fmt.Println(u.Fields())
	// Output:
	// map[group:example.group.this host:news.server.example message_id:<nil> port:119]
	// map[group:comp.lang.go host:<nil> message_id:<nil> port:<nil>]
	// map[article:12345 group:example.group.this host:news.server.example port:1119]
}
