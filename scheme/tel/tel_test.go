package tel_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/tel"
	"github.com/urikit/urikit/uri"
)

type param = tel.Param

// parseTests are the examples of RFC 3966 6 and cases of its grammar (3).
var parseTests = []schemetest.StringCase[tel.URL]{
	// RFC 3966 6: "tel:+1-201-555-0123": a global number, without its
	// visual separators (5.1.1).
	{"tel:+1-201-555-0123", tel.URL{Number: "+12015550123", Global: true}, "tel:+12015550123"},
	// RFC 3966 6: "tel:7042;phone-context=example.com": a local number.
	{"tel:7042;phone-context=example.com", tel.URL{Number: "7042", Params: []param{{"phone-context", "example.com"}}}, ""},
	// RFC 3966 6: "tel:863-1234;phone-context=+1-914-555": the context is
	// global-number-digits, also without separators.
	{"tel:863-1234;phone-context=+1-914-555", tel.URL{Number: "8631234", Params: []param{{"phone-context", "+1914555"}}}, "tel:8631234;phone-context=+1914555"},
	// RFC 3966 3: ext and isub, then other parameters, in order.
	{"tel:+1-212-555-0101;ext=1(23);isub=A1-b%3B?c;foo=b%2Ca;bar", tel.URL{Number: "+12125550101", Global: true, Params: []param{{"ext", "1(23)"}, {"isub", "A1-b;?c"}, {"foo", "b,a"}, {"bar", ""}}}, "tel:+12125550101;ext=1(23);isub=A1-b%3B%3Fc;foo=b%2Ca;bar"},
	// RFC 3966 3: "*", "#" (as "%23") and hex digits in a local number.
	{"tel:*67%23;phone-context=example.com.", tel.URL{Number: "*67#", Params: []param{{"phone-context", "example.com."}}}, ""},
	{"tel:aBc;phone-context=a-1.b2", tel.URL{Number: "aBc", Params: []param{{"phone-context", "a-1.b2"}}}, ""},
	// RFC 3966 4: parameter order does not matter; names keep their case.
	{"tel:123;Foo=1;PHONE-CONTEXT=example.com", tel.URL{Number: "123", Params: []param{{"Foo", "1"}, {"PHONE-CONTEXT", "example.com"}}}, ""},
	// RFC 3966 3: after a global number, phone-context is a parameter.
	{"tel:+1;phone-context=x%20y", tel.URL{Number: "+1", Global: true, Params: []param{{"phone-context", "x y"}}}, ""},
	// RFC 3986 3.1, 3.5: the scheme in any case; the fragment is dropped.
	{"TEL:+1#x", tel.URL{Number: "+1", Global: true}, "tel:+1"},
	// RFC 3966 3: pvalue of paramchar, decoded (UTF-8); "[" is a
	// paramchar that RFC 3986 3.3 needs encoded in a path.
	{"tel:+1;x=%C3%A9%5B", tel.URL{Number: "+1", Global: true, Params: []param{{"x", "é["}}}, ""},
}

func TestParse(t *testing.T) { schemetest.RunString(t, tel.Parse, parseTests) }

// errorTests are references RFC 3966 refuses, with the offset of the
// first byte refused.
var errorTests = []schemetest.ErrorCase{
	// RFC 3986 3.1: not the tel scheme.
	{"sip:+1@example.com", 0, tel.ErrScheme},
	// RFC 3966 5.1.5: "Local numbers MUST be tagged with a
	// 'phone-context'": the offset is the end of the subscriber.
	{"tel:7042", 8, tel.ErrMissingContext},
	{"tel:7042;ext=1#f", 14, tel.ErrMissingContext},
	// RFC 3966 3: global-number-digits has no hex digits; a digit needed.
	{"tel:+1-800-FLOWERS", 11, tel.ErrInvalidNumber},
	{"tel:+", 5, tel.ErrInvalidNumber},
	{"tel:", 4, tel.ErrInvalidNumber},
	{"tel:;phone-context=example.com", 4, tel.ErrInvalidNumber},
	// RFC 3966 3: no authority, no spaces, "%23" the only triplet.
	{"tel://+1", 4, tel.ErrInvalidNumber},
	{"tel:+1%20234", 6, tel.ErrInvalidNumber},
	{"tel:%31", 4, tel.ErrInvalidNumber},
	// RFC 3966 3: pname = 1*( alphanum / "-" ); pvalue = 1*paramchar.
	{"tel:+1;", 7, tel.ErrInvalidParam},
	{"tel:+1;a_b=1", 8, tel.ErrInvalidParam},
	{"tel:+1;a=", 9, tel.ErrInvalidParam},
	{"tel:+1;a=b=c", 10, tel.ErrInvalidParam},
	{"tel:+1;a=b@c", 10, tel.ErrInvalidParam},
	{"tel:+1;a=b?c", 10, tel.ErrInvalidParam},
	// RFC 3966 3: "Each parameter name ... MUST NOT appear more than once".
	{"tel:+1;ext=1;EXT=2", 13, tel.ErrDuplicateParam},
	// RFC 3966 3, 5.3: extension = ";ext=" 1*phonedigit.
	{"tel:+1;ext=12a", 13, tel.ErrInvalidParam},
	{"tel:+1;ext", 10, tel.ErrInvalidParam}, // where "=" belongs
	// RFC 3966 3, 5.2: isdn-subaddress = ";isub=" 1*uric.
	{"tel:+1;isub=", 12, tel.ErrInvalidParam},
	{"tel:+1;isub=%FF", 12, tel.ErrInvalidParam},
	// RFC 3966 3, 5.1.5: descriptor = domainname / global-number-digits.
	{"tel:1;phone-context=+1a", 22, tel.ErrInvalidParam},
	{"tel:1;phone-context=-a.com", 20, tel.ErrInvalidParam},
	{"tel:1;phone-context=a-.com", 21, tel.ErrInvalidParam},
	{"tel:1;phone-context=a..com", 22, tel.ErrInvalidParam},
	{"tel:1;phone-context=a.1com", 22, tel.ErrInvalidParam},
	{"tel:1;phone-context=a_b", 21, tel.ErrInvalidParam},
	{"tel:1;phone-context", 19, tel.ErrInvalidParam},
	// Decoded values must be UTF-8.
	{"tel:+1;a=%C3%28", 9, uri.ErrInvalidUTF8},
}

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, tel.Parse, errorTests) }

// TestNormalizeAgrees checks that the normal form of the tel rule (RFC
// 3966 4, package scheme) parses to the same number and parameter set.
func TestNormalizeAgrees(t *testing.T) {
	for _, tt := range parseTests {
		a, err := tel.ParseString(tt.In)
		if err != nil {
			continue
		}
		n := uri.MustParse(tt.In).Normalize()
		b, err := tel.Parse(n)
		if err != nil || a.Number != b.Number && a.Number != strings.ToLower(b.Number) && strings.ToLower(a.Number) != b.Number || len(a.Params) != len(b.Params) {
			t.Errorf("Parse(Normalize(%q)) = Parse(%q):\n\tgot  %#v, %v\n\twant %#v", tt.In, n, b, err, a)
		}
	}
}

// fieldsTests give the fields of check --json: a value written without
// "=" is nil.
var fieldsTests = []schemetest.FieldsCase{
	// RFC 3966 6: a global number.
	{"tel:+1-201-555-0123", map[string]any{"number": "+12015550123", "global": true, "params": [][2]any{}}},
	// RFC 3966 6: a local number with its context.
	{"tel:7042;phone-context=example.com", map[string]any{"number": "7042", "global": false, "params": [][2]any{{"phone-context", "example.com"}}}},
	// RFC 3966 3: parameter = ";" pname ["=" pvalue].
	{"tel:+1;foo;bar=1", map[string]any{"number": "+1", "global": true, "params": [][2]any{{"foo", nil}, {"bar", "1"}}}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, tel.Parse, fieldsTests) }

// TestManyParams checks that the "MUST NOT appear more than once" rule of
// RFC 3966 3 is checked in linear time, and finds the repeat at the end.
func TestManyParams(t *testing.T) {
	const n = 100000
	b := []byte("tel:+1")
	for i := range n {
		b = fmt.Appendf(b, ";p%d=v", i)
	}
	s := string(b)
	if got, err := tel.ParseString(s); err != nil || len(got.Params) != n {
		t.Fatalf("ParseString(%d params):\n\tgot  %d, %v\n\twant %d", n, len(got.Params), err, n)
	}
	_, err := tel.ParseString(s + ";P7=w")
	var e *uri.Error
	if !errors.As(err, &e) || e.Offset != len(s)+1 || !errors.Is(err, tel.ErrDuplicateParam) {
		t.Errorf("ParseString(%d params and a repeat):\n\tgot  %v\n\twant offset %d, %v", n, err, len(s)+1, tel.ErrDuplicateParam)
	}
}
