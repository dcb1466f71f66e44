package iri_test

import (
	"errors"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/idna"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

var fuzzSeeds = []string{
	"http://www.example.org/red%09ros\u00e9#red",
	"http://example.com/\U00010300\U00010301\U00010302",
	"http://\u00fc@\u7d0d\u8c46.example:80/D\u00fcrst?\ue000=\u03b2#\u00e9",
	"http://xn--99zt52a.example.org/%e2%80%ae",
	"http://www.example.org/D%FCrst",
	"//[fe80::1%25eth0]/%C3%A9",
	"\u05d0\u05d1/1?\u05d2=x#\u202e",
	"re\u0301sume\u0301",
	"http://p\u0430ypal.com/\ufb01",
	"a:%C3%C3%BC%ED%A0%80%EF%BF%BE",
	"",
}

// FuzzParse checks, for every input: Parse never panics and never returns
// a half-valid value; a valid IRI reads back as itself; its ToURI is a
// valid URI reference and a valid IRI reference with the same components'
// structure; the checks never panic and their offsets are in range; and
// the round trip of RFC 3987 3.1 and 3.2:
//
//	FromURI(x.ToURI()) == x for every valid x whose percent-encoded
//	triplets all stand for ASCII characters other than unreserved ones
//	and which holds no character that 3.2 step 4 keeps encoded (bidi
//	formatting characters and White_Space characters).
//
// With NFC (3.1 step 1 variant B) the mapping of an x already in NFC is
// the plain mapping.
func FuzzParse(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	nfc := iri.New(iri.NFC(true), iri.AllowZoneID(true))
	zones := iri.New(iri.AllowZoneID(true))
	f.Fuzz(func(t *testing.T, s string) {
		x, err := zones.Parse(s)
		if err != nil {
			if x.IsValid() {
				t.Fatalf("Parse(%q) returned a valid Ref and %v", s, err)
			}
			e, ok := err.(*iri.Error)
			if !ok || e.Offset < 0 || e.Offset > len(s) || e.Input != s {
				t.Fatalf("Parse(%q): bad error %#v", s, err)
			}
			return
		}
		if x.String() != s {
			t.Fatalf("Parse(%q).String() = %q", s, x.String())
		}
		u := x.ToURI()
		if !u.IsValid() {
			t.Fatalf("ToURI(%q) is invalid", s)
		}
		if _, err := uri.NewParser(uri.AllowZoneID(true)).Parse(u.String()); err != nil {
			t.Fatalf("ToURI(%q) = %q does not parse: %v", s, u, err)
		}
		if x.HasScheme() != u.HasScheme() || x.HasAuthority() != u.HasAuthority() {
			t.Fatalf("ToURI(%q) = %q changed the structure", s, u)
		}
		checkBidiAgree(t, x)
		if err := x.CheckNFC(); (err == nil) != x.IsNFC() {
			t.Fatalf("CheckNFC(%q) = %v, IsNFC = %v", s, err, x.IsNFC())
		}
		ws := x.Warnings()
		for i, w := range ws {
			if w.Offset < 0 || w.Offset >= len(s) || !strings.HasPrefix(s[w.Offset:], w.Chars) ||
				i > 0 && w.Offset < ws[i-1].Offset {
				t.Fatalf("Warnings(%q): bad %v", s, w)
			}
		}
		for _, n := range []int{0, 1, 2} {
			first, more := x.WarningsFirst(n)
			if k := min(n, len(ws)); !slices.Equal(first, ws[:k]) || more != len(ws)-k {
				t.Fatalf("WarningsFirst(%q, %d) = %v, %d; Warnings %v", s, n, first, more, ws)
			}
		}
		if roundTrips(x) {
			if back := iri.FromURI(u); back != x {
				t.Fatalf("FromURI(ToURI(%q)) = %q", s, back)
			}
		}
		if x.IsNFC() {
			v, err := nfc.ToURI(x)
			if err != nil || v != u {
				t.Fatalf("NFC ToURI(%q) = %v, %v; want %v", s, v, err, u)
			}
		}
	})
}

// roundTrips reports whether x meets the precondition of the round trip.
func roundTrips(x iri.Ref) bool {
	s := x.String()
	for i := 0; i < len(s); {
		if s[i] == '%' {
			c := syntax.PctOctet(s, i)
			if c >= utf8.RuneSelf || syntax.IsUnreserved(c) {
				return false
			}
			i += 3
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if r == 0x200E || r == 0x200F || r == 0x061C || 0x202A <= r && r <= 0x202E || 0x2066 <= r && r <= 0x2069 ||
			unicode.Is(unicode.White_Space, r) {
			return false
		}
		i += size
	}
	return true
}

// canonicalTriplets upper-cases the hex of triplets and decodes those of
// unreserved characters: the differences RFC 3987 3.2 allows between a URI
// and the mapping back of its IRI.
func canonicalTriplets(s string) string {
	var b strings.Builder
	for i := 0; i < len(s); i++ {
		if s[i] == '%' && i+2 < len(s) {
			c := syntax.PctOctet(s, i)
			if syntax.IsUnreserved(c) {
				b.WriteByte(c)
			} else {
				b.WriteString(strings.ToUpper(s[i : i+3]))
			}
			i += 2
			continue
		}
		b.WriteByte(s[i])
	}
	return b.String()
}

// FuzzFromURI checks RFC 3987 3.2's promise: converting a URI to an IRI
// gives a valid IRI "that maps back to the URI used as an input (except
// for potential case differences in percent-encoding and for potential
// percent-encoded unreserved characters)".
func FuzzFromURI(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	p := uri.NewParser(uri.AllowZoneID(true))
	f.Fuzz(func(t *testing.T, s string) {
		u, err := p.Parse(s)
		if err != nil {
			return
		}
		for _, conv := range []*iri.Profile{iri.Strict, iri.Display} {
			x := conv.FromURI(u)
			if !x.IsValid() {
				t.Fatalf("FromURI(%q) is invalid", s)
			}
			if conv == iri.Display {
				continue // the host may now be Unicode: no byte round trip
			}
			back := x.ToURI().String()
			if canonicalTriplets(back) != canonicalTriplets(s) {
				t.Fatalf("ToURI(FromURI(%q)) = %q (IRI %q)", s, back, x)
			}
		}
	})
}

// FuzzToURIString checks the option paths: no panic, and every result a
// valid URI reference; with NFC the result is the mapping of the NFC text.
func FuzzToURIString(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s)
	}
	f.Add("http://www.example.org/red%09ros\u00e9#<red>")
	f.Add("http://B\u00fccher.de/ x")
	profiles := []*iri.Profile{
		iri.Lookup,
		iri.New(iri.EncodeUnwise(true)),
		iri.New(iri.NFC(true), iri.EncodeUnwise(true), iri.HostToASCII(idna.Lookup)),
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, p := range profiles {
			u, err := p.ToURIString(s)
			if err != nil {
				e, ok := err.(*iri.Error)
				if !ok || e.Offset < 0 || e.Offset > len(e.Input) {
					t.Fatalf("ToURIString(%q): bad error %#v", s, err)
				}
				continue
			}
			if _, err := uri.NewParser(uri.AllowZoneID(true)).Parse(u.String()); err != nil {
				t.Fatalf("ToURIString(%q) = %q does not parse: %v", s, u, err)
			}
		}
	})
}

// checkBidiAgree checks that the violations of CheckBidi are in range and
// in the order of their offsets, that BidiViolations yields their offsets
// and rules, and that CheckBidiFirst(n) gives the first n and counts the
// others.
func checkBidiAgree(t *testing.T, x iri.Ref) {
	t.Helper()
	s := x.String()
	errs := x.CheckBidi()
	for i, e := range errs {
		if e.Offset < 0 || e.Offset >= len(s) {
			t.Fatalf("CheckBidi(%q): offset %d out of range", s, e.Offset)
		}
		if i > 0 && e.Offset < errs[i-1].Offset {
			t.Fatalf("CheckBidi(%q): offset %d after %d", s, e.Offset, errs[i-1].Offset)
		}
	}
	i := 0
	for off, rule := range x.BidiViolations() {
		if i >= len(errs) || off != errs[i].Offset || !errors.Is(errs[i], rule) {
			t.Fatalf("BidiViolations(%q): violation %d at %d (%v), CheckBidi says %v", s, i, off, rule, errs)
		}
		i++
	}
	if i != len(errs) {
		t.Fatalf("BidiViolations(%q): %d violations, CheckBidi %d", s, i, len(errs))
	}
	for _, n := range []int{0, 1, 2} {
		first, more := x.CheckBidiFirst(n)
		if k := min(n, len(errs)); len(first) != k || more != len(errs)-k ||
			k > 0 && first[k-1].Error() != errs[k-1].Error() {
			t.Fatalf("CheckBidiFirst(%q, %d) = %v, %d; CheckBidi %v", s, n, first, more, errs)
		}
	}
}
