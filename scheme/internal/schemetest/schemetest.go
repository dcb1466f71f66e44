// Package schemetest holds the property the FuzzParse target of every
// typed scheme package (scheme/<name>) checks, written once.
package schemetest

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/uri"
)

// RoundTrip checks the typed parse of the reference s (skipped when s is
// not an RFC 3986 reference): a refusal is a *uri.Error about s whose
// offset lies in s, and an accepted value's String parses back to the same
// value (by its Equal method when it has one, else reflect.DeepEqual). It
// returns the value and whether parse accepted it.
func RoundTrip[T interface{ String() string }](t *testing.T, s string, parse func(uri.Ref) (T, error)) (T, bool) {
	t.Helper()
	var zero T
	r, err := uri.Parse(s)
	if err != nil {
		return zero, false
	}
	u, err := parse(r)
	if err != nil {
		var e *uri.Error
		if !errors.As(err, &e) || e.Offset < 0 || e.Offset > len(s) || e.Input != s {
			t.Fatalf("Parse(%q):\n\tgot  %v\n\twant a *uri.Error about the input, with an offset in it", s, err)
		}
		return zero, false
	}
	r2, err := uri.Parse(u.String())
	if err != nil {
		t.Fatalf("Parse(%q).String() = %q: %v", s, u.String(), err)
	}
	u2, err := parse(r2)
	if err != nil || !same(u, u2) {
		t.Fatalf("Parse(%q).String() = %q:\n\tgot  %+v, %v\n\twant %+v", s, u.String(), u2, err, u)
	}
	return u, true
}

// same compares two typed values: by their Equal method when T has one (a
// value holding slices, where nil and empty mean the same), else
// reflect.DeepEqual.
func same[T any](a, b T) bool {
	if e, ok := any(a).(interface{ Equal(T) bool }); ok {
		return e.Equal(b)
	}
	return reflect.DeepEqual(a, b)
}
