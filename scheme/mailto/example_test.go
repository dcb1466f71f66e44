package mailto_test

// This file holds one example per exported function (RFC 6068 2, 6).

import (
	"fmt"

	"github.com/urikit/urikit/scheme/mailto"
	"github.com/urikit/urikit/uri"
)

func ExampleParse() {
	u, err := mailto.Parse(uri.MustParse("mailto:addr1@an.example?to=addr2@an.example&Subject=caf%C3%A9"))
	fmt.Println(u.To, u.Headers, err)
	// Output: [addr1@an.example addr2@an.example] [[to addr2@an.example] [Subject café]] <nil>
}

func ExampleParseString() {
	u, err := mailto.ParseString("mailto:gorby%25kremvax@example.com")
	fmt.Println(u.To, err)
	_, err = mailto.ParseString("mailto:a@b?subject=1+1=2")
	fmt.Println(err)
	// Output:
	// [gorby%kremvax@example.com] <nil>
	// uri: parse mailto "mailto:a@b?subject=1+1=2": mailto: character that must be percent-encoded at offset 22
}

func ExampleParseReading() {
	r := uri.MustParse("mailto:Joe%20%3Cjoe@example.com%3E?subject=1+1=2")
	u, err := mailto.ParseReading(r, mailto.RFC2368)
	fmt.Println(u.To, u.Headers, err)
	// Output: [Joe <joe@example.com>] [[subject 1+1=2]] <nil>
}

func ExampleURL_Values() {
	u, _ := mailto.ParseString("mailto:a@b?Cc=c@d&CC=e@f")
	fmt.Println(u.Values("cc"))
	// Output: [c@d e@f]
}

func ExampleURL_Names() {
	u, _ := mailto.ParseString("mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E")
	fmt.Println(u.Names(), u.Headers[0][0])
	// Output: [in-reply-to] In-Reply-To
}

func ExampleURL_Body() {
	u, _ := mailto.ParseString("mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index")
	body, ok := u.Body()
	fmt.Printf("%q %v\n", body, ok)
	// Output: "send current-issue\r\nsend index" true
}

func ExampleURL_String() {
	u := mailto.URL{To: []string{"Mike&family@example.org"}, Headers: [][2]string{{"subject", "a=b"}}}
	fmt.Println(u)
	// Output: mailto:Mike%26family@example.org?subject=a%3Db
}

func ExampleURL_Fields() {
	u, _ := mailto.ParseString("mailto:joe@example.com?cc=bob@example.com&body=hello")
	fmt.Println(u.Fields())
	// Output: map[headers:[[cc bob@example.com] [body hello]] to:[joe@example.com]]
}

func ExampleURL_Message() {
	u, _ := mailto.ParseString("mailto:joe@example.com?cc=bob@example.com,amy@example.com&subject=Hi&x-tag=1&body=hello")
	fmt.Printf("%+v\n", u.Message())
	// Output: {To:[joe@example.com] Cc:[bob@example.com amy@example.com] Subject:Hi Body:hello Headers:[[x-tag 1]]}
}

func ExampleBuild() {
	r, err := mailto.Build(mailto.Message{
		To:      []string{"gorby%kremvax@example.com", "Zoë <zoe@example.org>"},
		Subject: "100% & more?",
		Body:    "line 1\r\nline 2",
	})
	fmt.Println(r, err)
	// Output: mailto:gorby%25kremvax@example.com?to=Zo%C3%AB%20%3Czoe@example.org%3E&subject=100%25%20%26%20more%3F&body=line%201%0D%0Aline%202 <nil>
}
