package uri_test

// This file tests what an *Error tells besides its reason: the component of
// RFC 3986 3 the offset is in, and the message's quoting of the input.

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// errorComponentTests give the component each error is about.
var errorComponentTests = []struct {
	in   string
	want uri.Component
}{
	// 3.1: a scheme that breaks the rule.
	{"1http://a/", uri.Path}, // read as a relative path whose first segment has a ":" (4.2)
	{"ht^tp://a/", uri.Path},
	// 3.2.1: userinfo.
	{"http://u^@a/", uri.Userinfo},
	{"http://u%zz@a/", uri.Userinfo},
	// 3.2.2: host, IP literals included.
	{"http://a^/", uri.Host},
	{"http://[::1", uri.Host},
	{"http://[v1]/", uri.Host},
	// 3.2.3: port.
	{"http://a:8x/", uri.Port},
	// 3.3, 3.4, 3.5.
	{"http://a/b c", uri.Path},
	{"http://a/?q c", uri.Query},
	{"http://a/#f c", uri.Fragment},
	{"http://a/%4", uri.Path},
}

func TestErrorComponent(t *testing.T) {
	for _, tt := range errorComponentTests {
		_, err := uri.Parse(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) || e.Component != tt.want {
			t.Errorf("Parse(%q).Component:\n\tgot  %v (%v)\n\twant %v", tt.in, e.Component, err, tt.want)
		}
	}
	// 3.1: ParseAbsolute blames the scheme.
	_, err := uri.ParseAbsolute("exam=ple:foo")
	var e *uri.Error
	if !errors.As(err, &e) || e.Component != uri.Scheme {
		t.Errorf("ParseAbsolute(%q).Component:\n\tgot  %v\n\twant %v", "exam=ple:foo", err, uri.Scheme)
	}
	// 2.1: Unescape has no component.
	_, err = uri.Unescape("%zz")
	if !errors.As(err, &e) || e.Component != 0 {
		t.Errorf("Unescape(%q).Component:\n\tgot  %v\n\twant 0", "%zz", err)
	}
}

// longInputTests check that a message quotes at most 64 bytes of the input,
// cut on a character boundary, while Input keeps it whole.
var longInputTests = []struct {
	in, want string
}{
	// 64 bytes: quoted whole.
	{"http://a/" + strings.Repeat("b", 54) + " ", `uri: parse "http://a/` + strings.Repeat("b", 54) + ` ": invalid character ' ' in path at offset 63`},
	// 65 bytes: cut to 64 and "...".
	{"http://a/" + strings.Repeat("b", 55) + " ", `uri: parse "http://a/` + strings.Repeat("b", 55) + `...": invalid character ' ' in path at offset 64`},
	// A 2-byte character across the limit is left out whole (3.3 allows
	// it percent-encoded only, so the error is at its first byte).
	{"http://a/" + strings.Repeat("b", 54) + "\u00e9", `uri: parse "http://a/` + strings.Repeat("b", 54) + `...": invalid character U+00E9 in path (non-ASCII characters must be percent-encoded in a URI) at offset 63`},
	// Bytes that are not UTF-8 are cut at the limit.
	{"http://a/" + strings.Repeat("\xff", 60), `uri: parse "http://a/` + strings.Repeat(`\xff`, 55) + `...": invalid character in path (byte 0xFF is not UTF-8) at offset 9`},
}

func TestErrorLongInput(t *testing.T) {
	for _, tt := range longInputTests {
		_, err := uri.Parse(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) || err.Error() != tt.want || e.Input != tt.in {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %s", tt.in, err, tt.want)
		}
	}
}

func ExampleComponent_String() {
	_, err := uri.Parse("http://example.com:8o/")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Println(e.Component, e.Offset)
	}
	fmt.Println(uri.PathSegment, uri.QueryComponent)
	// Output:
	// port 21
	// segment query component
}

func ExampleHostKind_String() {
	for _, s := range []string{"http://example.com/", "http://192.0.2.1/", "http://[2001:db8::1]/", "http://[v1.x]/", "mailto:a@b"} {
		fmt.Println(uri.MustParse(s).HostKind().String())
	}
	// Output:
	// reg-name
	// ipv4
	// ipv6
	// ipvfuture
	// none
}

func ExampleError_Component() {
	_, err := uri.Parse("http://user^@example.com/")
	var e *uri.Error
	if errors.As(err, &e) {
		fmt.Printf("%s at offset %d: %v\n", e.Component, e.Offset, e.Err)
	}
	// Output:
	// userinfo at offset 11: invalid character '^' in userinfo
}
