package mailto_test

// This file holds the fuzz target of Parse and its properties.

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/mailto"
	"github.com/urikit/urikit/uri"
)

// FuzzParse checks, for each reading, that Parse never panics, that an
// error is a *uri.Error with an offset inside the input, that an accepted
// URL survives Parse(String()) unchanged, and (RFC 6068) that the message
// it describes survives Build and Parse.
func FuzzParse(f *testing.F) {
	schemetest.Seed(f, parseTests, errorTests, rfc2368ErrorTests, draft002ErrorTests)
	schemetest.Seed(f, rfc2368Tests)
	schemetest.Seed(f, draft002Tests)
	f.Fuzz(func(t *testing.T, s string) {
		r, err := uri.Parse(s)
		if err != nil {
			return
		}
		for _, rd := range []mailto.Reading{mailto.RFC6068, mailto.RFC2368, mailto.Draft002} {
			u, err := mailto.ParseReading(r, rd)
			if err != nil {
				var e *uri.Error
				if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || e.Input != s {
					t.Fatalf("ParseReading(%q, %d):\n\tgot  %#v\n\twant a *uri.Error inside the input", s, rd, err)
				}
				continue
			}
			again, err := mailto.ParseReading(uri.MustParse(u.String()), rd)
			if err != nil || !reflect.DeepEqual(again, u) {
				t.Fatalf("ParseReading(%q, %d).String() = %q:\n\tgot  %#v, %v\n\twant %#v", s, rd, u.String(), again, err, u)
			}
			m := u.Message()
			b, err := mailto.Build(m)
			if err != nil {
				continue // a Message that Build documents it refuses
			}
			back, err := mailto.Parse(b)
			if err != nil || !reflect.DeepEqual(back.Message(), m) {
				t.Fatalf("Build(%#v) = %q:\n\tgot  %#v, %v\n\twant %#v", m, b, back.Message(), err, m)
			}
		}
	})
}
