package iri_test

import (
	"testing"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// FuzzNormalize checks the normal forms of RFC 3987 5.3 on any pair of
// IRI references, at every rung and with every combination of options:
//
//   - the normal form re-parses as an IRI reference to itself, and
//     normalizing it again with the same options changes nothing
//     (idempotence: a normal form is a fixed point);
//   - Equal(a, b, level) holds exactly when the normal forms are the
//     same string, and Equal(a, Normalize(a), level) always holds;
//   - without NFC and IDNA, the URI mapping of the normal form (3.1) is
//     equivalent at the same rung to the URI mapping of the input: 5.3.2.3
//     aligns percent-encodings "by converting both IRIs to URIs", so the
//     IRI ladder must find no equivalence the URI ladder does not.
func FuzzNormalize(f *testing.F) {
	for _, s := range fuzzSeeds {
		f.Add(s, "HTTP://\u00c9X.example:80/a/./b/../%7e%C3%A9?%EE%80%80#%E2%80%AE")
	}
	f.Add("mailto:J\u00fcrgen@Ex\u00e4mple.ORG,b@%C3%A4.COM?subject=%C3%A9", "urn:ISBN:\u00e9%c3%a9")
	f.Add("http://R\u00c9SUM\u00c9.example.org/re\u0301", "http://xn--rsum-bpad.example.org/r\u00e9")
	// Scheme rules of package scheme (RFC 3986 6.2.3, RFC 3987 5.3.3).
	f.Add("data:Text/Plain;Charset=UTF-8,\u00e9", "tel:+1-201-555-0123;Foo=B\u00e4r;ext=12")
	f.Add("sip:\u00c9@AtLanTa.CoM;Transport=TCP;lr", "ftp://h/\u00e9;type=A")
	// IDNA then FileLocalhost (RFC 8089 2) in one pass.
	f.Add("file://\uff2c\uff2f\uff23\uff21\uff2c\uff28\uff2f\uff33\uff34/x?#", "FILE://xn--rsum-bpad.EXAMPLE/%41\u0301#")
	for _, tt := range normalizeTests {
		f.Add(tt.in, tt.want)
	}
	levels := []iri.Level{iri.SyntaxBased, iri.SchemeBased}
	options := allNormalizeOptions()
	f.Fuzz(func(t *testing.T, sa, sb string) {
		a, err := iri.Parse(sa)
		if err != nil {
			return
		}
		b, errB := iri.Parse(sb)
		for _, o := range options {
			n := a.NormalizeWith(o)
			back, err := iri.Parse(n.String())
			if err != nil || back != n {
				t.Fatalf("Parse(%q) (Normalize(%q, %+v)):\n\tgot  %v %v\n\twant %v", n, sa, o, back, err, n)
			}
			if again := n.NormalizeWith(o); again != n {
				t.Fatalf("Normalize(%q, %+v) not idempotent:\n\tgot  %+q\n\twant %+q", sa, o, again.String(), n.String())
			}
		}
		for _, level := range levels {
			n := a.NormalizeWith(iri.NormalizeOptions{Level: level})
			if !iri.Equal(a, n, level) {
				t.Fatalf("Equal(%q, %q, %v):\n\tgot  false\n\twant true", sa, n, level)
			}
			if !uri.Equal(n.ToURI(), a.ToURI(), level) {
				t.Fatalf("uri.Equal(ToURI(%q), ToURI(%q), %v):\n\tgot  false\n\twant true", n, sa, level)
			}
			if errB != nil {
				continue
			}
			nb := b.NormalizeWith(iri.NormalizeOptions{Level: level})
			if got, want := iri.Equal(a, b, level), n.String() == nb.String(); got != want {
				t.Fatalf("Equal(%q, %q, %v):\n\tgot  %v\n\twant %v (%q, %q)", sa, sb, level, got, want, n, nb)
			}
			if iri.Equal(a, b, level) && !uri.Equal(a.ToURI(), b.ToURI(), level) {
				t.Fatalf("Equal(%q, %q, %v) but their URI mappings are not equivalent", sa, sb, level)
			}
		}
	})
}

// allNormalizeOptions returns every combination of the options of
// iri.NormalizeOptions at every rung: 3 levels times 2^6 switches.
func allNormalizeOptions() []iri.NormalizeOptions {
	var all []iri.NormalizeOptions
	for _, level := range []iri.Level{iri.SimpleString, iri.SyntaxBased, iri.SchemeBased} {
		for bits := range 1 << 6 {
			all = append(all, iri.NormalizeOptions{
				Level:             level,
				NFC:               bits&1 != 0,
				IDNA:              bits&2 != 0,
				DropFragment:      bits&4 != 0,
				DropEmptyQuery:    bits&8 != 0,
				DropEmptyFragment: bits&16 != 0,
				FileLocalhost:     bits&32 != 0,
			})
		}
	}
	return all
}
