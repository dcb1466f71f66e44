package uri_test

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

// RFC 6874 2: ZoneID = 1*( unreserved / pct-encoded ); syntax-based
// normalization applies to its triplets (RFC 3986 6.2.2.1, 6.2.2.2) and
// leaves its letters alone.
func TestNormalizeZoneID(t *testing.T) {
	for _, tt := range []struct{ in, want string }{
		{"http://[FE80::0:1%25en%2f]/", "http://[fe80::1%25en%2F]/"},
		{"http://[fe80::1%25%41%62]/", "http://[fe80::1%25Ab]/"},
		{"http://[fe80::1%25ETH0]/", "http://[fe80::1%25ETH0]/"},
	} {
		r, err := zoneParser.Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := r.NormalizeWith(uri.NormalizeOptions{Level: uri.SyntaxBased}).String(); got != tt.want {
			t.Errorf("Parse(%q).NormalizeWith(syntax):\n\tgot  %v\n\twant %v", tt.in, got, tt.want)
		}
	}
	a, _ := zoneParser.Parse("http://[fe80::1%25%41]/")
	b, _ := zoneParser.Parse("http://[fe80::1%25A]/")
	if !uri.Equal(a, b, uri.SyntaxBased) {
		t.Errorf("Equal(%v, %v, syntax) = false, want true", a, b)
	}
}
