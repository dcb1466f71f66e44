package canon_test

import (
	"fmt"

	"github.com/urikit/urikit/canon"
)

func ExampleNew() {
	c, err := canon.New(canon.Options{Profile: canon.SURT})
	if err != nil {
		panic(err)
	}
	key, _ := c.Key("http://www.archive.org/goo/?b&a")
	fmt.Println(key)
	// Output: org,archive)/goo?a&b
}

func ExampleMustNew() {
	c := canon.MustNew(canon.Options{RemoveWWW: true, SortQuery: true, DropParams: []string{"@tracking"}})
	key, _ := c.Key("HTTP://www.Example.COM:80/a/?utm_source=feed&b=2&a=1")
	fmt.Println(key)
	// Output: http://example.com/a/?a=1&b=2
}

func ExampleCanonicalizer_Key() {
	c := canon.MustNew(canon.Options{Profile: canon.SafeBrowsing})
	for _, s := range []string{"http://host/%25%32%35", "http://3279880203/blah", "www.google.com"} {
		key, _ := c.Key(s)
		fmt.Println(key)
	}
	// Output:
	// http://host/%25
	// http://195.127.0.11/blah
	// http://www.google.com/
}

func ExampleCanonicalizer_AppendKey() {
	c := canon.MustNew(canon.Options{Profile: canon.WHATWG})
	b := []byte("key: ")
	b, _ = c.AppendKey(b, `HTTP://0x7F.1\a\..\b c`)
	fmt.Println(string(b))
	// Output: key: http://127.0.0.1/b%20c
}

func ExampleCanonicalizer_Canonicalize() {
	c := canon.MustNew(canon.Options{Profile: canon.SURT, SURTScheme: true})
	r, _ := c.Canonicalize("https://www2.Example.co.uk/a/")
	site, _ := canon.Site(r.Host)
	fmt.Println(r.Key, r.Host, site)
	// Output: https://(uk,co,example)/a example.co.uk example.co.uk
}

func ExampleCanonicalizer_Options() {
	c := canon.MustNew(canon.Options{Profile: canon.SURT, SURTTrailingComma: true})
	fmt.Println(c.Options())
	// Output: surt+surt-trailing-comma
}

func ExampleParseProfile() {
	p, err := canon.ParseProfile("Safe-Browsing")
	fmt.Println(p, err)
	// Output: safebrowsing <nil>
}

func ExampleProfiles() {
	fmt.Println(canon.Profiles())
	// Output: [rfc whatwg safebrowsing surt]
}

func ExampleProfile_String() {
	fmt.Println(canon.SURT.String())
	// Output: surt
}

func ExampleParseOptions() {
	o, err := canon.ParseOptions("rfc+remove-www+drop-params=@session,utm_*")
	fmt.Println(o.RemoveWWW, o.DropParams, err)
	// Output: true [@session utm_*] <nil>
}

func ExampleOptions_String() {
	o := canon.Options{Profile: canon.WHATWG, ForceHTTP: true, SortQuery: true}
	fmt.Println(o.String())
	// Output: whatwg+force-http+sort-query
}

func ExampleSteps() {
	for _, s := range canon.Steps()[:3] {
		fmt.Printf("--%s: %s\n", s.Name, s.Usage)
	}
	// Output:
	// --drop-fragment: remove the fragment
	// --force-http: write "https" as "http"
	// --remove-host-dots: remove the dots around a host name, make runs of dots one
}

func ExampleStep_Field() {
	var o canon.Options
	for _, s := range canon.Steps() {
		if s.Name == "remove-trailing-slash" {
			*s.Field(&o) = true
		}
	}
	fmt.Println(o)
	// Output: rfc+remove-trailing-slash
}

func ExampleSite() {
	for _, h := range []string{"www.example.co.uk", "user.github.io", "github.io", "192.0.2.1"} {
		site, ok := canon.Site(h)
		fmt.Printf("%q %v\n", site, ok)
	}
	// Output:
	// "example.co.uk" true
	// "user.github.io" true
	// "" false
	// "" false
}
