package syntax

// This file tests what uri and iri share beside the scanner: the text form
// (RFC 3986 4.1, 5.3), the checks of RelativeRef (4.3) and the parser
// options (3, RFC 6874).

import (
	"errors"
	"testing"
)

// sharedTextTests: every parsed reference has a text form, the empty one
// included (4.1); the zero Ref has none.
var sharedTextTests = []struct {
	in   string
	mode Mode
}{
	{"", 0},                 // 4.1: relative-ref with an empty path
	{"#", 0},                // 3.5
	{"http://a/b?c#d", 0},   // 3
	{"http://\u00e9/", IRI}, // RFC 3987 2.2
}

func TestSharedText(t *testing.T) {
	for _, tt := range sharedTextTests {
		r, f := Parse(tt.in, tt.mode)
		if f != nil {
			t.Fatalf("Parse(%q): %v", tt.in, f)
		}
		if b, err := MarshalText(r); err != nil || b == nil || string(b) != tt.in || cap(b) != len(tt.in) {
			t.Errorf("MarshalText(%q):\n\tgot  %q (cap %d), %v\n\twant %q", tt.in, b, cap(b), err, tt.in)
		}
		if b, err := AppendText([]byte("x"), r); err != nil || string(b) != "x"+tt.in {
			t.Errorf("AppendText(%q):\n\tgot  %q, %v\n\twant %q", tt.in, b, err, "x"+tt.in)
		}
	}
	if b, err := MarshalText(Ref{}); err != ErrZeroRef || b != nil {
		t.Errorf("MarshalText(zero):\n\tgot  %q, %v\n\twant nil, %v", b, err, ErrZeroRef)
	}
	if b, err := AppendText([]byte("x"), Ref{}); err != ErrZeroRef || string(b) != "x" {
		t.Errorf("AppendText(zero):\n\tgot  %q, %v\n\twant %q, %v", b, err, "x", ErrZeroRef)
	}
}

// relativeRefTests: RelativeRef wants two references with a scheme (4.3)
// and names the one without.
var relativeRefTests = []struct {
	base, target string
	want         string // the result, or the input at fault
	err          error
}{
	{"http://a/b/c", "http://a/b/d", "d", nil}, // 5.2.2 backwards
	{"/a", "http://a/", "/a", ErrNotAbsolute},  // 4.3: the base has no scheme
	{"http://a/", "b", "b", ErrNotAbsolute},    // 4.3: the target has none
}

func TestRelativeRefChecks(t *testing.T) {
	for _, tt := range relativeRefTests {
		base, _ := Parse(tt.base, 0)
		target, _ := Parse(tt.target, 0)
		r, in, f := RelativeRef(base, target)
		if tt.err != nil {
			if f == nil || !errors.Is(f, tt.err) || f.Offset != 0 || in != tt.want || r.IsValid() {
				t.Errorf("RelativeRef(%q, %q):\n\tgot  %v, %q, %v\n\twant %q, %v", tt.base, tt.target, r, in, f, tt.want, tt.err)
			}
			continue
		}
		if f != nil || r.String() != tt.want {
			t.Errorf("RelativeRef(%q, %q):\n\tgot  %v, %v\n\twant %q", tt.base, tt.target, r, f, tt.want)
		}
	}
}

// parseAbsoluteTests: a missing or bad scheme is reported at the scheme
// (RFC 3986 3.1), not read as a relative reference.
var parseAbsoluteTests = []struct {
	in     string
	mode   Mode
	offset int // -1: valid
	err    error
}{
	{"http://a/", 0, -1, nil},                        // 3
	{"urn:\u00e9", IRI, -1, nil},                     // RFC 3987 2.2 IRI
	{"//a/b", 0, 0, ErrMissingScheme},                // 4.2: a network-path reference
	{"1a:b", 0, 0, ErrInvalidScheme},                 // 3.1: ALPHA first
	{"http://[fe80::1%25x]/", 0, 15, ErrInvalidIPv6}, // RFC 6874 off
	{"http://[fe80::1%25x]/", ZoneID, -1, nil},       // RFC 6874 on
}

func TestParseAbsolute(t *testing.T) {
	for _, tt := range parseAbsoluteTests {
		r, f := ParseAbsolute(tt.in, tt.mode)
		if tt.offset < 0 {
			if f != nil || r.String() != tt.in {
				t.Errorf("ParseAbsolute(%q):\n\tgot  %v, %v\n\twant %q", tt.in, r, f, tt.in)
			}
			continue
		}
		if f == nil || f.Offset != tt.offset || !errors.Is(f, tt.err) {
			t.Errorf("ParseAbsolute(%q):\n\tgot  %v\n\twant %v at offset %d", tt.in, f, tt.err, tt.offset)
		}
	}
}

func TestModeWith(t *testing.T) {
	for _, tt := range []struct {
		m, flag Mode
		on      bool
		want    Mode
	}{
		{0, ZoneID, true, ZoneID},
		{IRI, ZoneID, true, IRI | ZoneID},
		{IRI | ZoneID, ZoneID, false, IRI},
		{IRI, ZoneID, false, IRI},
	} {
		if got := tt.m.With(tt.flag, tt.on); got != tt.want {
			t.Errorf("Mode(%d).With(%d, %v):\n\tgot  %d\n\twant %d", tt.m, tt.flag, tt.on, got, tt.want)
		}
	}
}
