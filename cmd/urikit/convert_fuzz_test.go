package main

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// FuzzConvert runs convert on any argument and checks: exit status 0 or 1,
// one JSON object, an error offset inside the input; a result of --to uri
// is a URI reference (RFC 3987 3.1), which --to iri converts to an IRI
// reference (3.2) that maps back to the same URI up to the case of hex
// digits and the triplets of unreserved characters (3.2).
func FuzzConvert(f *testing.F) {
	for _, s := range []string{
		"http://www.example.org/red%09rosé#<red>", "http://résumé.example.org", "http://example.com/𐌀𐌁𐌂",
		"http://xn--99zt52a.example.org/%e2%80%ae", "http://www.example.org/D%FCrst", "a b", "%zz", "http://a:8x/",
		"http://a/\u202e", "http://a/?\ue000", "http://a/e\u0301", "\xff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, ok := convertOne(t, []string{"--to", "uri"}, s)
		if !ok {
			return
		}
		ur, err := uri.Parse(u)
		if err != nil {
			t.Fatalf("convert --to uri %q = %q, not a URI: %v", s, u, err)
		}
		i, ok := convertOne(t, []string{"--to", "iri"}, u)
		if !ok {
			t.Fatalf("convert --to iri %q failed", u)
		}
		ir, err := iri.Parse(i)
		if err != nil {
			t.Fatalf("convert --to iri %q = %q, not an IRI: %v", u, i, err)
		}
		if back := ir.ToURI(); !sameURI(back, ur) {
			t.Fatalf("%q -> %q -> %q -> %q", s, u, i, back)
		}
	})
}

// convertOne runs convert --json with flags on s and returns the result and
// whether there was one.
func convertOne(t *testing.T, flags []string, s string) (string, bool) {
	var stdout, stderr strings.Builder
	args := append([]string{"convert", "--json"}, flags...)
	status := run(append(args, "--", s), strings.NewReader(""), &stdout, &stderr)
	if status != exitOK && status != exitInvalid {
		t.Fatalf("convert %v %q: exit status %d, stderr %q", flags, s, status, stderr.String())
	}
	out := stdout.String()
	if strings.Count(out, "\n") != 1 {
		t.Fatalf("convert %v %q: %d lines: %q", flags, s, strings.Count(out, "\n"), out)
	}
	var obj struct {
		Result *string
		Error  *jsonError
	}
	if err := json.Unmarshal([]byte(out), &obj); err != nil {
		t.Fatalf("convert %v %q: %v in %q", flags, s, err, out)
	}
	switch {
	case (obj.Result == nil) == (obj.Error == nil):
		t.Fatalf("convert %v %q: want result or error: %q", flags, s, out)
	case obj.Error != nil && (obj.Error.Offset < 0 || obj.Error.Offset > len(s)):
		t.Fatalf("convert %v %q: offset %d outside the input", flags, s, obj.Error.Offset)
	case (status == exitOK) != (obj.Result != nil):
		t.Fatalf("convert %v %q: exit status %d with %q", flags, s, status, out)
	}
	if obj.Result == nil {
		return "", false
	}
	return *obj.Result, true
}

// sameURI compares two URI references after upper-casing the hex digits
// of triplets and decoding those of unreserved characters (RFC 3986 6.2.2.1,
// 6.2.2.2), which is all RFC 3987 3.2 may change.
func sameURI(a, b uri.Ref) bool {
	return canonTriplets(a.String()) == canonTriplets(b.String())
}

func canonTriplets(s string) string {
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
