package iri_test

import (
	"fmt"

	"github.com/urikit/urikit/iri"
)

func ExampleRef_WithScheme() {
	fmt.Println(iri.MustParse("http://例え.jp/").WithScheme("https"))
	// Output: https://例え.jp/ <nil>
}

func ExampleRef_WithUserinfo() {
	fmt.Println(iri.MustParse("ftp://例え.jp/").WithUserinfo("Jürgen:p@ss"))
	// Output: ftp://Jürgen:p%40ss@例え.jp/ <nil>
}

func ExampleRef_WithHost() {
	fmt.Println(iri.MustParse("http://a.example/p").WithHost("résumé.example"))
	// Output: http://résumé.example/p <nil>
}

func ExampleRef_WithPort() {
	fmt.Println(iri.MustParse("http://例え.jp/").WithPort("8080"))
	// Output: http://例え.jp:8080/ <nil>
}

func ExampleRef_WithPath() {
	// ucschar stay, the space is encoded, the triplet kept.
	fmt.Println(iri.MustParse("http://例え.jp/").WithPath("/日本/語 x%2F"))
	// Output: http://例え.jp/日本/語%20x%2F <nil>
}

func ExampleRef_WithQuery() {
	fmt.Println(iri.MustParse("http://例え.jp/p#章").WithQuery("q=語#1"))
	// Output: http://例え.jp/p?q=語%231#章 <nil>
}

func ExampleRef_WithFragment() {
	fmt.Println(iri.MustParse("http://例え.jp/p").WithFragment("第 2 章"))
	// Output: http://例え.jp/p#第%202%20章 <nil>
}

func ExampleRef_WithoutUserinfo() {
	fmt.Println(iri.MustParse("http://ü:pw@例え.jp/").WithoutUserinfo())
	// Output: http://例え.jp/
}

func ExampleRef_WithoutPort() {
	fmt.Println(iri.MustParse("http://例え.jp:80/").WithoutPort())
	// Output: http://例え.jp/
}

func ExampleRef_WithoutQuery() {
	fmt.Println(iri.MustParse("http://例え.jp/p?q=語#章").WithoutQuery())
	// Output: http://例え.jp/p#章
}

func ExampleRef_JoinPath() {
	fmt.Println(iri.MustParse("http://例え.jp/文書/").JoinPath("日本", "語.html"))
	// Output: http://例え.jp/文書/日本/語.html <nil>
}

func ExampleRef_WithQueryValues() {
	r := iri.MustParse("http://例え.jp/検索?q=日本")
	v := r.QueryValues()
	v.Set("q", "語")
	fmt.Println(r.WithQueryValues(v))
	// Output: http://例え.jp/検索?q=%E8%AA%9E
}
