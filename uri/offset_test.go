package uri_test

import (
	"errors"
	"fmt"
	"testing"

	"github.com/urikit/urikit/uri"
)

// offsetTests: where each component starts (RFC 3986 3), -1 for absent.
var offsetTests = []struct {
	in   string
	want [7]int // scheme, userinfo, host, port, path, query, fragment
}{
	{"http://u@h:8/p?q#f", [7]int{0, 7, 9, 11, 12, 15, 17}},
	{"http://h/p", [7]int{0, -1, 7, -1, 8, -1, -1}},
	{"mailto:a@b", [7]int{0, -1, -1, -1, 7, -1, -1}},
	{"//h:/", [7]int{-1, -1, 2, 4, 4, -1, -1}},
	{"a?#", [7]int{-1, -1, -1, -1, 0, 2, 3}},
	{"", [7]int{-1, -1, -1, -1, 0, -1, -1}},
}

func TestOffset(t *testing.T) {
	comps := []uri.Component{uri.Scheme, uri.Userinfo, uri.Host, uri.Port, uri.Path, uri.Query, uri.Fragment}
	for _, tt := range offsetTests {
		r := uri.MustParse(tt.in)
		for i, c := range comps {
			got, ok := r.Offset(c)
			if !ok {
				got = -1
			}
			if got != tt.want[i] {
				t.Errorf("Parse(%q).Offset(%v):\n\tgot  %v\n\twant %v", tt.in, c, got, tt.want[i])
			}
		}
	}
	if _, ok := (uri.Ref{}).Offset(uri.Path); ok {
		t.Errorf("zero Ref: Offset(Path) reports a path")
	}
}

func TestUnescapeText(t *testing.T) {
	for _, tt := range []struct {
		in, want string
		off      int // -1: no error
	}{
		{"D%C3%BCrst", "Dürst", -1},
		{"a%FCb", "", 1},
		{"ab%C3", "", 2},
		{"%41%E2%82", "", 3},
		{"%zz", "", 1}, // "%" could still begin a triplet
	} {
		got, err := uri.UnescapeText(tt.in)
		var e *uri.Error
		switch {
		case tt.off < 0 && (err != nil || got != tt.want):
			t.Errorf("UnescapeText(%q):\n\tgot  %q, %v\n\twant %q", tt.in, got, err, tt.want)
		case tt.off >= 0 && (!errors.As(err, &e) || e.Offset != tt.off):
			t.Errorf("UnescapeText(%q):\n\tgot  %q, %v\n\twant an error at offset %d", tt.in, got, err, tt.off)
		}
	}
}

func ExampleRef_Offset() {
	r := uri.MustParse("ftp://user@host:2121/pub;type=a")
	port, _ := r.Offset(uri.Port)
	path, _ := r.Offset(uri.Path)
	fmt.Println(port, path)
	// Output: 16 20
}

func ExampleUnescapeText() {
	s, err := uri.UnescapeText("D%C3%BCrst")
	fmt.Println(s, err)
	_, err = uri.UnescapeText("D%FCrst")
	fmt.Println(err)
	// Output:
	// Dürst <nil>
	// uri: unescape "D%FCrst": invalid UTF-8 at offset 1
}
