package http_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/scheme/http"
	"github.com/urikit/urikit/uri"
)

// FuzzParse checks that Parse never panics, that its errors carry an
// offset inside the input, and that every accepted URL round-trips through
// String.
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
		u, err := http.Parse(r)
		if err != nil {
			var e *uri.Error
			if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) {
				t.Fatalf("Parse(%q):\n\tgot  %v\n\twant a *uri.Error with an offset in the input", s, err)
			}
			return
		}
		r2, err := uri.Parse(u.String())
		if err != nil {
			t.Fatalf("Parse(%q).String() = %q: %v", s, u.String(), err)
		}
		u2, err := http.Parse(r2)
		if err != nil || !reflect.DeepEqual(u, u2) {
			t.Fatalf("Parse(%q).String() = %q:\n\tgot  %+v, %v\n\twant %+v", s, u.String(), u2, err, u)
		}
	})
}
