package prospero_test

import (
	"errors"
	"strings"
	"testing"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/prospero"
	"github.com/urikit/urikit/uri"
)

type param = prospero.Param

// parseTests are the form of RFC 4157 2 (RFC 1738 3.11) and the grammar of
// RFC 1738 5.
var parseTests = []schemetest.StringCase[prospero.URL]{
	// RFC 4157 2: "prospero://host.dom//pros/name designates a <hsoname>
	// of "/pros/name""; the port defaults to 1525.
	{"prospero://host.dom//pros/name", prospero.URL{Host: "host.dom", Port: 1525, Path: "/pros/name"}, ""},
	// RFC 4157 2: prospero://<host>:<port>/<hsoname>;<field>=<value>.
	{"prospero://host.dom:1526//pros/name;OBJECT-VERSION=3", prospero.URL{Host: "host.dom", Port: 1526, HasPort: true, Path: "/pros/name", Params: []param{{"OBJECT-VERSION", "3"}}}, ""},
	// RFC 1738 5: fieldspecs in order, decoded; empty names and values.
	{"prospero://h/x;b=2;a=%3B;=;c=v%3D1", prospero.URL{Host: "h", Port: 1525, Path: "x", Params: []param{{"b", "2"}, {"a", ";"}, {"", ""}, {"c", "v=1"}}}, ""},
	// RFC 4157 2: the ";" is quoted in the hsoname; "/" may be bare or not.
	{"prospero://h/a%3Bb%2Fc/d", prospero.URL{Host: "h", Port: 1525, Path: "a;b/c/d"}, "prospero://h/a%3Bb/c/d"},
	// RFC 1738 5: psegment allows "?" ":" "@" "&" "=", fieldvalue "?" ":"
	// "@" "&": the "?" RFC 3986 reads as a query is data here.
	{"prospero://h/a?b:c@d&e=f;n=v?w", prospero.URL{Host: "h", Port: 1525, Path: "a?b:c@d&e=f", Params: []param{{"n", "v?w"}}}, "prospero://h/a%3Fb:c@d&e=f;n=v%3Fw"},
	// RFC 1738 5: an empty ppath.
	{"prospero://h/", prospero.URL{Host: "h", Port: 1525}, ""},
	{"prospero://h/;k=v", prospero.URL{Host: "h", Port: 1525, Params: []param{{"k", "v"}}}, ""},
	// RFC 3986 3.1: the scheme in any case.
	{"PROSPERO://h/x", prospero.URL{Host: "h", Port: 1525, Path: "x"}, "prospero://h/x"},
	// RFC 3986 3.2.3, 3.5, 2.3: empty port, fragment, bare "~".
	{"prospero://h:/~x#f", prospero.URL{Host: "h", Port: 1525, Path: "~x"}, "prospero://h/~x"},
	// RFC 3986 3.2.2: IP literal; UTF-8 text decoded (RFC 3986 2.5).
	{"prospero://[::1]/%C3%A9;%C3%A9=%C3%A9", prospero.URL{Host: "[::1]", Port: 1525, Path: "é", Params: []param{{"é", "é"}}}, ""},
	// Without the seed option "%00" is a NUL octet of the hsoname.
	{"prospero://h/a%00b", prospero.URL{Host: "h", Port: 1525, Path: "a\x00b"}, ""},
	// RFC 1738 2.2: an escape is any octet, in the hsoname and the fields.
	{"prospero://h/ab%FF", prospero.URL{Host: "h", Port: 1525, Path: "ab\xff"}, ""},
	{"prospero://h/x;k=%C3", prospero.URL{Host: "h", Port: 1525, Path: "x", Params: []param{{"k", "\xc3"}}}, ""},
}

func TestParse(t *testing.T) { schemetest.RunString(t, prospero.Parse, parseTests) }

// seedTests read the version of the seed draft (draft-ietf-uri-url-03,
// Prospero): "separated from the path by %00".
var seedTests = []schemetest.StringCase[prospero.URL]{
	{"prospero://h//pros/name%003", prospero.URL{Host: "h", Port: 1525, Path: "/pros/name", Params: []param{{"OBJECT-VERSION", "3"}}}, "prospero://h//pros/name;OBJECT-VERSION=3"},
	{"prospero://h/x%002;k=v", prospero.URL{Host: "h", Port: 1525, Path: "x", Params: []param{{"OBJECT-VERSION", "2"}, {"k", "v"}}}, "prospero://h/x;OBJECT-VERSION=2;k=v"},
	{"prospero://h/x", prospero.URL{Host: "h", Port: 1525, Path: "x"}, "prospero://h/x"},
}

func parseSeed(r uri.Ref) (prospero.URL, error) {
	return prospero.ParseWith(r, prospero.Options{SeedVersion: true})
}

func TestParseSeedVersion(t *testing.T) {
	schemetest.RunString(t, parseSeed, seedTests)
	// The version is a fieldvalue: no "/" in it.
	schemetest.RunErrors(t, parseSeed, []schemetest.ErrorCase{{"prospero://h/x%00a/b", 18, prospero.ErrInvalidField}})
}

// errorTests are references the prospero grammar refuses, with the offset
// of the first byte it refuses.
var errorTests = []schemetest.ErrorCase{
	// RFC 3986 3.1: not the prospero scheme.
	{"wais://h/x", 0, prospero.ErrScheme},
	// RFC 1738 3.1: a host is required.
	{"prospero:/x", 9, prospero.ErrMissingHost},
	{"prospero:///x", 11, prospero.ErrMissingHost},
	// RFC 4157 2: "No username or password is allowed."
	{"prospero://u:p@h/x", 11, prospero.ErrUserinfo},
	// RFC 3986 3.2.3 with TCP and UDP: a port above 65535.
	{"prospero://h:99999/x", 13, uri.ErrInvalidPort},
	// RFC 1738 5: "/" ppath is required after hostport.
	{"prospero://h", 12, prospero.ErrInvalidPath},
	// RFC 1738 5: fieldspec = ";" fieldname "=" fieldvalue: the "=" is
	// required.
	{"prospero://h/x;k", 16, prospero.ErrInvalidField},
	{"prospero://h/x;", 15, prospero.ErrInvalidField},
	// RFC 1738 5: no "=" or "/" in a fieldname or fieldvalue.
	{"prospero://h/x;k=v=w", 18, prospero.ErrInvalidField},
	{"prospero://h/x;k=a/b", 18, prospero.ErrInvalidField},
	{"prospero://h/x;k/=v", 16, prospero.ErrInvalidField},
	{"prospero://h/x;k=v?a/b", 20, prospero.ErrInvalidField},
	// The host decodes to UTF-8.
	{"prospero://%FF/x", 11, prospero.ErrInvalidHost},
}

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, prospero.Parse, errorTests) }

// TestErrorComponent checks the component of an error after a "?" that
// the prospero grammar reads as data (RFC 1738 5) and RFC 3986 3.4 as the
// query.
func TestErrorComponent(t *testing.T) {
	_, err := prospero.ParseString("prospero://h/x?;k=v/")
	var e *uri.Error
	if !errors.As(err, &e) || e.Offset != 19 || e.Component != uri.Query {
		t.Errorf("ParseString(%q):\n\tgot  %#v\n\twant offset 19 in the query", "prospero://h/x?;k=v/", err)
	}
}

// TestDefaultPort checks the package's default port against the registry
// (RFC 4157 2).
func TestDefaultPort(t *testing.T) {
	s, ok := scheme.Lookup("prospero")
	if !ok || s.DefaultPort != prospero.DefaultPort {
		t.Errorf("scheme.Lookup(%q):\n\tgot  %v %v\n\twant %v", "prospero", s.DefaultPort, ok, prospero.DefaultPort)
	}
}

// fieldsTests give the fields of check --json.
var fieldsTests = []schemetest.FieldsCase{
	// RFC 4157 2 with two fields, in order.
	{"prospero://h:7//a%20b;z=1;a=2", map[string]any{"host": "h", "port": 7, "path": "/a b", "params": [][2]string{{"z", "1"}, {"a", "2"}}}},
	// RFC 4157 2 without fields.
	{"prospero://h/x", map[string]any{"host": "h", "port": 1525, "path": "x", "params": [][2]string{}}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, prospero.Parse, fieldsTests) }

// TestManyFields checks that many fieldspecs (RFC 1738 5), after a "?"
// the prospero grammar reads as data, are read in linear time.
func TestManyFields(t *testing.T) {
	const n = 100000
	s := "prospero://h/x?" + strings.Repeat(";k=v", n)
	if got, err := prospero.ParseString(s); err != nil || len(got.Params) != n {
		t.Errorf("ParseString(%d fields):\n\tgot  %d, %v\n\twant %d", n, len(got.Params), err, n)
	}
}

func TestIsUTF8(t *testing.T) {
	for in, want := range map[string]bool{"prospero://h/caf%C3%A9": true, "prospero://h/caf%E9": false, "prospero://h/x;%FF=v": false, "prospero://h/x;k=%FF": false} {
		if u, err := prospero.ParseString(in); err != nil || u.IsUTF8() != want {
			t.Errorf("ParseString(%q).IsUTF8() = %v, %v; want %v", in, u.IsUTF8(), err, want)
		}
	}
}
