package check

import (
	"reflect"
	"testing"
)

// FuzzCheck: URI and IRI never panic; a report's warnings are in offset
// order with offsets inside the input, a known code and a message, at most
// MaxPerCode+1 of a code; an invalid report has an error and no fields; the
// same input gives the same report.
func FuzzCheck(f *testing.F) {
	for _, tt := range warningTests {
		f.Add(tt.in)
	}
	for _, tt := range cleanTests {
		f.Add(tt.in)
	}
	for _, tt := range invalidTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, fn := range []func(string) Report{URI, IRI} {
			r := fn(s)
			if r.Input != s {
				t.Fatalf("check(%q): Input %q", s, r.Input)
			}
			if r.Valid == (r.Err != nil) || !r.Valid && r.Fields != nil {
				t.Fatalf("check(%q): valid %v with error %v and fields %v", s, r.Valid, r.Err, r.Fields)
			}
			last := 0
			n := map[Code]int{}
			for _, w := range r.Warnings {
				if w.Offset < last || w.Offset >= len(s) || w.Code.Section() == "" || w.Message == "" {
					t.Fatalf("check(%q): warning %v out of order, out of range or unknown", s, w)
				}
				last = w.Offset
				if n[w.Code]++; n[w.Code] > MaxPerCode+1 {
					t.Fatalf("check(%q): more than %d warnings of %s", s, MaxPerCode+1, w.Code)
				}
			}
			if again := fn(s); !reflect.DeepEqual(again, r) {
				t.Fatalf("check(%q): not deterministic:\n\t%v\n\t%v", s, r, again)
			}
		}
	})
}
