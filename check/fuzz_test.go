package check

import (
	"reflect"
	"testing"
)

// FuzzCheck: URI and IRI never panic; a valid report's warnings are in
// offset order with offsets inside the input and a known code; an invalid
// one has an error and no warnings; the same input gives the same report.
func FuzzCheck(f *testing.F) {
	for _, tt := range warningTests {
		f.Add(tt.in)
	}
	for _, tt := range cleanTests {
		f.Add(tt.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, fn := range []func(string) Report{URI, IRI} {
			r := fn(s)
			if r.Input != s {
				t.Fatalf("check(%q): Input %q", s, r.Input)
			}
			if !r.Valid {
				if r.Err == nil || r.Warnings != nil || r.Fields != nil {
					t.Fatalf("check(%q): invalid with %v, %v, %v", s, r.Err, r.Warnings, r.Fields)
				}
				continue
			}
			if r.Err != nil {
				t.Fatalf("check(%q): valid with error %v", s, r.Err)
			}
			last := 0
			for _, w := range r.Warnings {
				if w.Offset < last || w.Offset >= len(s) || w.Code.Section() == "" || w.Message == "" {
					t.Fatalf("check(%q): warning %v out of order, out of range or unknown", s, w)
				}
				last = w.Offset
			}
			if again := fn(s); !reflect.DeepEqual(again, r) {
				t.Fatalf("check(%q): not deterministic:\n\t%v\n\t%v", s, r, again)
			}
		}
	})
}
