// Package schemetest holds what the tests of every typed scheme package
// (scheme/<name>) check, written once: the runners of their parse, error
// and fields tables, the seeds of their fuzz targets, and the property
// their FuzzParse targets check.
package schemetest

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/urikit/urikit/scheme/internal/part"
	"github.com/urikit/urikit/uri"
)

// Value is the typed value of a scheme package: it writes itself back as a
// reference.
type Value interface{ String() string }

// The row types are aliases of struct types, so that a table's rows may
// be written without field names.

// Case is one row of a parse table: In reads as Want.
type Case[T any] = struct {
	In   string
	Want T
}

// StringCase is one row of a parse table that also says what String
// writes: In reads as Want, whose String is Out (In itself when Out is "").
type StringCase[T any] = struct {
	In   string
	Want T
	Out  string
}

// ErrorCase is one row of an error table: In is a reference the scheme's
// syntax refuses at byte Offset, for a reason that errors.Is finds as Err.
type ErrorCase = struct {
	In     string
	Offset int
	Err    error
}

// FieldsCase is one row of a fields table: In reads as a value whose
// Fields are Want.
type FieldsCase = struct {
	In   string
	Want map[string]any
}

// Run checks every case of a parse table: parse reads In (through
// uri.Parse) as Want, and Want's String reads back as Want (compared as
// RoundTrip compares).
func Run[T Value](t *testing.T, parse func(uri.Ref) (T, error), cases []Case[T]) {
	t.Helper()
	for _, c := range cases {
		got, err := part.ParseString(c.In, parse)
		if err != nil || !same(got, c.Want) {
			t.Errorf("Parse(%q):\n\tgot  %#v, %v\n\twant %#v", c.In, got, err, c.Want)
			continue
		}
		s := got.String()
		if again, err := part.ParseString(s, parse); err != nil || !same(again, got) {
			t.Errorf("Parse(%q).String() = %q:\n\tgot  %#v, %v\n\twant %#v", c.In, s, again, err, got)
		}
	}
}

// RunString checks every case as Run does, and that Want's String is Out
// (In when Out is "").
func RunString[T Value](t *testing.T, parse func(uri.Ref) (T, error), cases []StringCase[T]) {
	t.Helper()
	run := make([]Case[T], len(cases))
	for i, c := range cases {
		run[i] = Case[T]{c.In, c.Want}
		out := c.Out
		if out == "" {
			out = c.In
		}
		if s := c.Want.String(); s != out {
			t.Errorf("String of Parse(%q):\n\tgot  %q\n\twant %q", c.In, s, out)
		}
	}
	Run(t, parse, run)
}

// RunErrors checks every case of an error table: In, read by uri.Parse and
// then by parse, is refused with a *uri.Error about In whose Op starts
// with "parse", at Offset, for a reason that wraps Err (an In that is no
// RFC 3986 reference is refused by uri.Parse). It also checks that the
// zero uri.Ref is refused with a *uri.Error at offset 0, not a panic.
func RunErrors[T any](t *testing.T, parse func(uri.Ref) (T, error), cases []ErrorCase) {
	t.Helper()
	for _, c := range cases {
		_, err := part.ParseString(c.In, parse)
		var e *uri.Error
		if !errors.As(err, &e) || e.Offset != c.Offset || !errors.Is(err, c.Err) || e.Input != c.In || !strings.HasPrefix(e.Op, "parse") {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %v at offset %d", c.In, err, c.Err, c.Offset)
		}
	}
	var e *uri.Error
	if _, err := parse(uri.Ref{}); !errors.As(err, &e) || e.Offset != 0 {
		t.Errorf("Parse(uri.Ref{}):\n\tgot  %v\n\twant a *uri.Error at offset 0", err)
	}
}

// RunFields checks every case of a fields table: parse reads In, and the
// value's Fields are Want (reflect.DeepEqual: a nil for an absent
// component is not an empty string).
func RunFields[T interface{ Fields() map[string]any }](t *testing.T, parse func(uri.Ref) (T, error), cases []FieldsCase) {
	t.Helper()
	for _, c := range cases {
		u, err := part.ParseString(c.In, parse)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.In, err)
			continue
		}
		if got := u.Fields(); !reflect.DeepEqual(got, c.Want) {
			t.Errorf("Parse(%q).Fields():\n\tgot  %#v\n\twant %#v", c.In, got, c.Want)
		}
	}
}

// Seed adds the inputs of a parse table and of error tables to a fuzz
// target's corpus.
func Seed[T any](f *testing.F, cases []Case[T], errs ...[]ErrorCase) {
	for _, c := range cases {
		f.Add(c.In)
	}
	seedErrors(f, errs)
}

// SeedString is Seed for a table of StringCase.
func SeedString[T any](f *testing.F, cases []StringCase[T], errs ...[]ErrorCase) {
	for _, c := range cases {
		f.Add(c.In)
	}
	seedErrors(f, errs)
}

func seedErrors(f *testing.F, errs [][]ErrorCase) {
	for _, t := range errs {
		for _, c := range t {
			f.Add(c.In)
		}
	}
}

// RoundTrip checks the typed parse of the reference s (skipped when s is
// not an RFC 3986 reference): a refusal is a *uri.Error about s whose
// offset lies in s, and an accepted value's String parses back to the same
// value (by its Equal method when it has one, else reflect.DeepEqual). It
// returns the value and whether parse accepted it.
func RoundTrip[T Value](t *testing.T, s string, parse func(uri.Ref) (T, error)) (T, bool) {
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
	u2, err := part.ParseString(u.String(), parse)
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
