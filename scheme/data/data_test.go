package data_test

// This file tests Parse against the examples of RFC 2397 4 and the rules
// of RFC 2397 2, 3, RFC 2045 5.1 and RFC 4648 4, valid and invalid.

import (
	"testing"

	"github.com/urikit/urikit/scheme/data"
	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/uri"
)

var ascii = [][2]string{{"charset", "US-ASCII"}}

var parseTests = []schemetest.Case[data.URL]{
	// RFC 2397 4: the examples.
	{"data:,A%20brief%20note", data.URL{Type: "text", Subtype: "plain", Params: ascii, Default: true, Data: []byte("A brief note")}},
	{"data:image/gif;base64,R0lGODdhMAAwAPAAAAAAAP///ywAAAAAMAAw", data.URL{Type: "image", Subtype: "gif", TypeGiven: true, Base64: true,
		Data: []byte("GIF87a0\x000\x00\xf0\x00\x00\x00\x00\x00\xff\xff\xff,\x00\x00\x00\x000\x000")}},
	// (RFC 2397 4's "data:text/plain;charset=iso-8859-7,%be%fg%be" holds
	// "%fg", no pct-encoded triplet: it is in errorTests.)
	{"data:application/vnd-xxx-query,select_vcount,fcol_from_fieldtable/local", data.URL{Type: "application", Subtype: "vnd-xxx-query", TypeGiven: true, Data: []byte("select_vcount,fcol_from_fieldtable/local")}},
	// RFC 2397 2: ";charset=..." alone means text/plain.
	{"data:;charset=utf-8,caf%C3%A9", data.URL{Type: "text", Subtype: "plain", Params: [][2]string{{"charset", "utf-8"}}, Data: []byte("café")}},
	// RFC 2397 3: ";base64" alone keeps the default media type.
	{"data:;base64,SGVsbA==", data.URL{Type: "text", Subtype: "plain", Params: ascii, Default: true, Base64: true, Data: []byte("Hell")}},
	{"data:;base64,SGVsbG8=", data.URL{Type: "text", Subtype: "plain", Params: ascii, Default: true, Base64: true, Data: []byte("Hello")}},
	// RFC 2397 3: urlchar includes "?"; a fragment is not data.
	{"data:,a?b=c#f", data.URL{Type: "text", Subtype: "plain", Params: ascii, Default: true, Data: []byte("a?b=c"), Fragment: "f", HasFragment: true}},
	// RFC 2045 5.1: a quoted-string value, percent-encoded.
	{`data:text/plain;name=%22a%20b%5C%22c%22,x`, data.URL{Type: "text", Subtype: "plain", TypeGiven: true, Params: [][2]string{{"name", `a b"c`}}, Data: []byte("x")}},
	// RFC 4648 4 with RFC 2045 6.8: line breaks are ignored.
	{"data:;base64,SGVs%0D%0AbG8=", data.URL{Type: "text", Subtype: "plain", Params: ascii, Default: true, Base64: true, Data: []byte("Hello")}},
	// RFC 2397 3: empty data.
	{"DATA:text/html,", data.URL{Type: "text", Subtype: "html", TypeGiven: true, Data: []byte{}}},
	// RFC 2397 3: a value "URL-encoded as required" is decoded, token or not.
	{"data:text/plain;name=a%20b.txt,X", data.URL{Type: "text", Subtype: "plain", TypeGiven: true, Params: [][2]string{{"name", "a b.txt"}}, Data: []byte("X")}},
	{"data:text/plain;a=%2C,X", data.URL{Type: "text", Subtype: "plain", TypeGiven: true, Params: [][2]string{{"a", ","}}, Data: []byte("X")}},
	{"data:text/plain;name=%C3%A9t%C3%A9%28v2%29.txt,X", data.URL{Type: "text", Subtype: "plain", TypeGiven: true, Params: [][2]string{{"name", "été(v2).txt"}}, Data: []byte("X")}},
}

var errorTests = []schemetest.ErrorCase{
	// RFC 2397 4 as written: "%fg" is no triplet (RFC 3986 2.1).
	{"data:text/plain;charset=iso-8859-7,%be%fg%be", 40, uri.ErrInvalidPercent},
	// RFC 2397 3: the "," is required.
	{"data:text/plain", 15, data.ErrNoComma},
	{"data:text/plain?x#f", 17, data.ErrNoComma},
	// RFC 2397 3: type "/" subtype; RFC 2045 5.1: tokens.
	{"data:text,x", 9, data.ErrMediaType},
	{"data:text/,x", 10, data.ErrMediaType},
	{"data:te%20xt/plain,x", 7, data.ErrMediaType},
	{"data:text/pl?ain,x", 12, data.ErrMediaType},
	// RFC 2397 3: parameter := attribute "=" value.
	{"data:text/plain;charset,x", 23, data.ErrParameter},
	{"data:text/plain;charset=,x", 24, data.ErrParameter},
	{"data:text/plain;;base64,x", 16, data.ErrParameter},
	{`data:text/plain;a=%22x,y`, 22, data.ErrParameter},
	// RFC 2045 5.1: a value's bare characters are token characters; encoded, no control.
	{"data:text/plain;a=(x),y", 18, data.ErrParameter},
	{"data:text/plain;a=x%0Ay,y", 19, data.ErrParameter},
	{"data:text/plain;a=%E9,y", 18, data.ErrParameter},
	// RFC 4648 4: invalid base64, at the offending byte.
	{"data:;base64,SGVsbG8", 20, data.ErrBase64},
	{"data:;base64,SG*s", 15, data.ErrBase64},
	{"data:;base64,SG=a", 16, data.ErrBase64},
	{"data:;base64,S===", 14, data.ErrBase64},
	{"data:;base64,SGVs=", 17, data.ErrBase64},
	{"data:;base64,SG==SGVs", 17, data.ErrBase64},
	{"data:;base64,SGVs%2AbG8=", 17, data.ErrBase64},
	// RFC 2397 3: no authority.
	{"data://x,y", 5, data.ErrForm},
	{"http:,x", 0, data.ErrScheme},
}

func TestParse(t *testing.T) { schemetest.Run(t, data.Parse, parseTests) }

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, data.Parse, errorTests) }

var mediaTypeTests = []struct {
	in, want string
}{
	// RFC 2397 2: the default.
	{"data:,x", "text/plain;charset=US-ASCII"},
	{"data:;charset=utf-8,x", "text/plain;charset=utf-8"},
	// RFC 2045 5.1: a value that is no token is quoted.
	{"data:text/plain;name=%22a%20b%22,x", `text/plain;name="a b"`},
	{"data:text/plain;name=a%20b.txt,X", `text/plain;name="a b.txt"`},
	{"data:text/plain;a=%2C,X", `text/plain;a=","`},
}

func TestMediaType(t *testing.T) {
	for _, tt := range mediaTypeTests {
		u, err := data.ParseString(tt.in)
		if got := u.MediaType(); err != nil || got != tt.want {
			t.Errorf("MediaType(%q):\n\tgot  %q, %v\n\twant %q", tt.in, got, err, tt.want)
		}
	}
}

// stringTests check what String writes for parameter values (RFC 2397 3).
var stringTests = []struct {
	u    data.URL
	want string
}{
	{data.URL{Type: "text", Subtype: "plain", TypeGiven: true, Params: [][2]string{{"name", "a b.txt"}}}, "data:text/plain;name=a%20b.txt,"},
	{data.URL{Type: "text", Subtype: "plain", TypeGiven: true, Params: [][2]string{{"a", ""}}}, "data:text/plain;a=%22%22,"},
	{data.URL{Type: "text", Subtype: "plain", TypeGiven: true, Params: [][2]string{{"a", "\"q\""}}}, "data:text/plain;a=%22%5C%22q%5C%22%22,"},
}

func TestString(t *testing.T) {
	for _, tt := range stringTests {
		if got := tt.u.String(); got != tt.want {
			t.Errorf("%#v.String():\n\tgot  %q\n\twant %q", tt.u, got, tt.want)
		}
	}
}
