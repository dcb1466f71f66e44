package uri_test

import (
	"fmt"
	"strings"

	"github.com/urikit/urikit/uri"
)

func ExampleParseLenient() {
	r, fixes, err := uri.ParseLenient(` "URL:http://example.com/my file.html?q={x}"`)
	fmt.Println(r, err)
	for _, f := range fixes {
		fmt.Println(f)
	}
	_, _, err = uri.ParseLenient("http://example.com:80a/")
	fmt.Println(err)
	// Output:
	// http://example.com/my%20file.html?q=%7Bx%7D <nil>
	// offset 0: " " removed (whitespace (RFC 3986 Appendix C))
	// offset 1: "\"" removed (delimiter around the reference (RFC 3986 Appendix C))
	// offset 2: "URL:" removed ("URL:" prefix (RFC 3986 Appendix C))
	// offset 27: " " -> "%20" (space (RFC 2396 2.4.3))
	// offset 40: "{" -> "%7B" (unwise character (RFC 2396 2.4.3))
	// offset 42: "}" -> "%7D" (unwise character (RFC 2396 2.4.3))
	// offset 43: "\"" removed (delimiter around the reference (RFC 3986 Appendix C))
	// uri: parse lenient "http://example.com:80a/": invalid port: unexpected '/' (digits only, no "@" follows) at offset 22
}

func ExampleParseLenientFirst() {
	// A repair every byte, of two kinds in turn: the first two fixes, and
	// a count of the others.
	r, fixes, more, err := uri.ParseLenientFirst("http://a/"+strings.Repeat("\xff ", 1000)+"x", 2)
	fmt.Println(len(r.String()), err)
	for _, f := range fixes {
		fmt.Println(f)
	}
	fmt.Println(more, "more")
	// Output:
	// 6010 <nil>
	// offset 9: "\xff" -> "%FF" (non-ASCII character (RFC 3986 2.5))
	// offset 10: " " -> "%20" (space (RFC 2396 2.4.3))
	// 1998 more
}

func ExampleFix() {
	_, fixes, _ := uri.ParseLenient("http://example.com/naïve")
	f := fixes[0]
	fmt.Println(f.Offset, f.Old, f.New, f.Kind == uri.FixNonASCII)
	// Output: 21 ï %C3%AF true
}

func ExampleFix_String() {
	_, fixes, _ := uri.ParseLenient("http://a/b\n  c")
	fmt.Println(fixes[0].String())
	// Output: offset 10: "\n  " removed (whitespace (RFC 3986 Appendix C))
}

func ExampleFixKind() {
	_, fixes, _ := uri.ParseLenient(`"http://a/?q=<b>#x#y"`)
	n := map[uri.FixKind]int{}
	for _, f := range fixes {
		n[f.Kind]++
	}
	fmt.Println(n[uri.FixDelimiter], n[uri.FixDelims])
	// Output: 2 3
}

func ExampleFixKind_String() {
	fmt.Println(uri.FixUnwise)
	fmt.Println(uri.FixPercent)
	// Output:
	// unwise character (RFC 2396 2.4.3)
	// "%" not starting pct-encoded (RFC 3986 2.1)
}

// A browser reads "\" as "/" in the authority and path of http, https, ws,
// wss, ftp and file URLs (the URL Standard's special schemes), so
// ParseLenient does too: the host is the one a browser would visit.
func ExampleParseLenient_backslash() {
	r, fixes, _ := uri.ParseLenient(`http://evil\@good/`)
	fmt.Println(r, r.Host(), r.Path())
	fmt.Println(fixes[0])
	// Output:
	// http://evil/@good/ evil /@good/
	// offset 11: "\\" -> "/" ("\" read as "/" in a special scheme (URL Standard 4.1))
}

// Adjacent repairs of one kind are one Fix, so the list stays short on
// long runs.
func ExampleParseLenient_runs() {
	_, fixes, _ := uri.ParseLenient("http://a/" + strings.Repeat("|", 1000) + " x")
	for _, f := range fixes {
		fmt.Println(f.Offset, len(f.Old), len(f.New), f.Kind)
	}
	// Output:
	// 9 1000 3000 unwise character (RFC 2396 2.4.3)
	// 1009 1 3 space (RFC 2396 2.4.3)
}
