package iri_test

import (
	"testing"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// IDNA applies only to the hosts of schemes known to use DNS names (RFC
// 3987 3.1, 3.2.1; scheme.Scheme.DNS).
func TestIDNAOnlyForDNSSchemes(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://é.example/x", "http://xn--9ca.example/x"}, // http: DNS (RFC 9110 4.3.2)
		{"foo://é/x", "foo://%C3%A9/x"},                    // unknown scheme: percent-encoded (3.1 step 2)
		{"//é.example/x", "//%C3%A9.example/x"},            // no scheme: not known to be DNS
		{"urn:é", "urn:%C3%A9"},                            // no host at all
	} {
		got, err := iri.Lookup.ToURI(iri.MustParse(tt.in))
		if err != nil || got.String() != tt.want {
			t.Errorf("Lookup.ToURI(%q):\n\tgot  %v, %v\n\twant %v", tt.in, got, err, tt.want)
		}
	}
	for _, tt := range []struct{ in, want string }{
		{"http://xn--9ca.example/x", "http://é.example/x"},
		{"foo://xn--9ca/x", "foo://xn--9ca/x"},
		{"//xn--9ca.example/x", "//xn--9ca.example/x"},
	} {
		if got := iri.Display.FromURI(uri.MustParse(tt.in)); got.String() != tt.want {
			t.Errorf("Display.FromURI(%q):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
	}
}
