package iri

import "testing"

// withTests: With adds options to a profile and leaves the original as it was.
var withTests = []struct {
	p    *Profile
	in   string
	want string // the URI form by p.With(EncodeUnwise(true)), or the error's offset as "error N"
	orig string // the URI form by p itself
}{
	// RFC 3987 3.1 step 2 with the printable US-ASCII characters URIs do not allow.
	{Strict, "http://www.example.org/red%09rosé#<red>", "http://www.example.org/red%09ros%C3%A9#%3Cred%3E", "error 35"},
	// 3.1: ToASCII for the ireg-name kept from Lookup, '<' encoded in the path.
	{Lookup, "http://résumé.example.org/<", "http://xn--rsum-bpad.example.org/%3C", "error 28"},
	// 3.1: the query is never IDNA-converted.
	{Lookup, "http://résumé.example.org/?q=résumé", "http://xn--rsum-bpad.example.org/?q=r%C3%A9sum%C3%A9", "http://xn--rsum-bpad.example.org/?q=r%C3%A9sum%C3%A9"},
}

func TestWith(t *testing.T) {
	conv := func(p *Profile, s string) string {
		u, err := p.ToURIString(s)
		if err != nil {
			return "error " + itoa(err.(*Error).Offset)
		}
		return u.String()
	}
	for _, tt := range withTests {
		if got := conv(tt.p.With(EncodeUnwise(true)), tt.in); got != tt.want {
			t.Errorf("With(EncodeUnwise(true)).ToURIString(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
		if got := conv(tt.p, tt.in); got != tt.orig {
			t.Errorf("ToURIString(%q) after With:\n\tgot  %v\n\twant %v", tt.in, got, tt.orig)
		}
	}
}
