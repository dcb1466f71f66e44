package news_test

// This file holds the fuzz target of Parse and its properties.

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/scheme/news"
	"github.com/urikit/urikit/uri"
)

// FuzzParse checks that Parse never panics, that an error is a *uri.Error
// with an offset inside the input, and that every accepted URI survives
// Parse(String()) unchanged (RFC 5538 2).
func FuzzParse(f *testing.F) {
	for _, tt := range parseTests {
		f.Add(tt.in)
	}
	for _, tt := range errorTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := uri.Parse(s)
		if err != nil {
			return
		}
		u, err := news.Parse(r)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || e.Input != s {
				t.Fatalf("Parse(%q):\n\tgot  %#v\n\twant a *uri.Error inside the input", s, err)
			}
			return
		}
		again, err := news.ParseString(u.String())
		if err != nil || again != u {
			t.Fatalf("Parse(%q).String() = %q:\n\tgot  %+v, %v\n\twant %+v", s, u.String(), again, err, u)
		}
	})
}
