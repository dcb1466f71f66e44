package check_test

import (
	"fmt"

	"github.com/urikit/urikit/check"
)

func ExampleURI() {
	// The seeds' attack: a request line sent to an SMTP server. http
	// allows it (warnings); gopher's own syntax refuses CR and LF in a
	// selector (RFC 4266 2, RFC 1436 3.5), so there the report is invalid,
	// and still names the dangers.
	r := check.URI("http://example.org:25/%0D%0AHELO")
	fmt.Println(r.Valid, r.Scheme)
	for _, w := range r.Warnings {
		fmt.Println(w.Code, w.Offset)
	}
	g := check.URI("gopher://example.org:25/1%0D%0AHELO")
	fmt.Println(g.Valid, g.Err)
	for _, w := range g.Warnings {
		fmt.Println(w.Code, w.Offset)
	}
	// An internationalized name, percent-encoded as RFC 3986 3.2.2 has it:
	// ordinary.
	i := check.URI("https://B%C3%BCcher.example/")
	fmt.Println(i.Valid, len(i.Warnings))
	// Output:
	// true http
	// port-nondefault 19
	// port-service 19
	// encoded-control 22
	// encoded-control 25
	// false uri: parse gopher "gopher://example.org:25/1%0D%0AHELO": CR or LF in a gopher selector or search at offset 25
	// port-nondefault 21
	// port-service 21
	// encoded-control 25
	// encoded-control 28
	// true 0
}

func ExampleIRI() {
	for _, s := range []string{"http://аррӏе.com/", "http://ex㏃mple.com/", "https://Bücher.example/"} {
		for _, w := range check.IRI(s).Warnings {
			fmt.Println(w)
		}
	}
	// Output:
	// confusable at offset 7: Cyrillic "аррӏе" reads as ASCII "apple" (UTS #39 4)
	// host-mapped at offset 7: the host "ex㏃mple.com" becomes "exbqmple.com" in the URL Standard's domain to ASCII (UTS #46 mapping)
}

func ExampleReport_Has() {
	r := check.URI("http://trusted.example@evil.example/")
	fmt.Println(r.Has(check.UserinfoDeprecated), r.Has(check.CredentialsPassword))
	// Output:
	// true false
}

func ExampleWarning_String() {
	fmt.Println(check.URI("http://127.1/").Warnings[0])
	// Output:
	// ambiguous-ip at offset 7: reads as IPv4 127.0.0.1 (RFC 3986 7.4)
}

func ExampleCodes() {
	for _, c := range check.Codes()[:3] {
		fmt.Printf("%s: %s (%s)\n", c, c.Summary(), c.Section())
	}
	// Output:
	// credentials-password: a password in the userinfo (RFC 3986 3.2.1, 7.5; seed url-03)
	// userinfo-deprecated: userinfo in http, https, ws or wss (RFC 9110 4.2.4; RFC 6455 3; RFC 3986 7.6)
	// port-nondefault: a port other than the scheme's default (RFC 3986 7.2; RFC 1738 6; seed url-02)
}

func ExampleCode_Section() {
	fmt.Println(check.AmbiguousIP.Section())
	// Output:
	// RFC 3986 7.4
}

func ExampleCode_Summary() {
	fmt.Println(check.EncodedSlash.Summary())
	// Output:
	// "%2F" in a path segment
}
