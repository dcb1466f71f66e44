package wais_test

import (
	"testing"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/wais"
	"github.com/urikit/urikit/uri"
)

// parseTests are the three forms of RFC 4156 2 (RFC 1738 3.9), with the
// grammar of RFC 1738 5.
var parseTests = []schemetest.StringCase[wais.URL]{
	// RFC 4156 2, first form: waisdatabase; the port defaults to 210.
	{"wais://wais.example.org/cia-world-factbook", wais.URL{Host: "wais.example.org", Port: 210, Database: "cia-world-factbook"}, ""},
	// RFC 4156 2, second form: waisindex, a particular search.
	{"wais://wais.example.org:210/cia-world-factbook?Belgium", wais.URL{Host: "wais.example.org", Port: 210, HasPort: true, Form: wais.Index, Database: "cia-world-factbook", Search: "Belgium"}, ""},
	// RFC 1738 5: search = *( uchar / ";" / ":" / "@" / "&" / "=" ), decoded.
	{"wais://h/db?a=1&b:c@d;e%20f", wais.URL{Host: "h", Port: 210, Form: wais.Index, Database: "db", Search: "a=1&b:c@d;e f"}, "wais://h/db?a=1&b:c@d;e%20f"},
	// RFC 1738 5: an empty search is still the waisindex form.
	{"wais://h/db?", wais.URL{Host: "h", Port: 210, Form: wais.Index, Database: "db"}, ""},
	// RFC 4156 2, third form: waisdoc with wtype and wpath.
	{"wais://h:8210/db/TEXT/0%00%01%FF-docid", wais.URL{Host: "h", Port: 8210, HasPort: true, Form: wais.Doc, Database: "db", WType: "TEXT", WPath: "0\x00\x01\xff-docid"}, ""},
	// RFC 1738 5: database, wtype and wpath may be empty (*uchar).
	{"wais://h///", wais.URL{Host: "h", Port: 210, Form: wais.Doc}, ""},
	{"wais://h/", wais.URL{Host: "h", Port: 210}, ""},
	// RFC 3986 3.1: the scheme in any case; String writes it lower case.
	{"WAIS://H/db", wais.URL{Host: "H", Port: 210, Database: "db"}, "wais://H/db"},
	// RFC 3986 2.3: "~" is unreserved, accepted bare; decoded triplets.
	{"wais://h/~user%2Fdb/%54ype/x", wais.URL{Host: "h", Port: 210, Form: wais.Doc, Database: "~user/db", WType: "Type", WPath: "x"}, "wais://h/~user%2Fdb/Type/x"},
	// RFC 3986 3.2.3: an empty port is the default.
	{"wais://h:/db", wais.URL{Host: "h", Port: 210, Database: "db"}, "wais://h/db"},
	// RFC 3986 3.2.2: IP literal kept with its brackets; a reg-name decoded.
	{"wais://[2001:db8::1]:7/db", wais.URL{Host: "[2001:db8::1]", Port: 7, HasPort: true, Database: "db"}, ""},
	// RFC 1738 2.2: an escape is any octet, in every part.
	{"wais://h/ab%FF", wais.URL{Host: "h", Port: 210, Database: "ab\xff"}, "wais://h/ab%FF"},
	{"wais://h/db?%C3%A9%C3", wais.URL{Host: "h", Port: 210, Form: wais.Index, Database: "db", Search: "é\xc3"}, ""},
	{"wais://h/db/%80/x", wais.URL{Host: "h", Port: 210, Form: wais.Doc, Database: "db", WType: "\x80", WPath: "x"}, ""},
	{"wais://caf%C3%A9.example/db", wais.URL{Host: "café.example", Port: 210, Database: "db"}, ""},
	// RFC 3986 3.5: the fragment is not part of the value.
	{"wais://h/db#frag", wais.URL{Host: "h", Port: 210, Database: "db"}, "wais://h/db"},
	// UTF-8 text decoded (RFC 3986 2.5).
	{"wais://h/%E6%97%A5?%E6%97%A5", wais.URL{Host: "h", Port: 210, Form: wais.Index, Database: "日", Search: "日"}, ""},
}

func TestParse(t *testing.T) { schemetest.RunString(t, wais.Parse, parseTests) }

// errorTests are references the wais grammar refuses, with the offset of
// the first byte it refuses.
var errorTests = []schemetest.ErrorCase{
	// RFC 3986 3.1: not the wais scheme.
	{"http://h/db", 0, wais.ErrScheme},
	// RFC 1738 3.1: a host is required.
	{"wais:/db", 5, wais.ErrMissingHost},
	{"wais:///db", 7, wais.ErrMissingHost},
	// RFC 4156 2: no userinfo in the wais forms.
	{"wais://user@h/db", 7, wais.ErrUserinfo},
	// RFC 3986 3.2.3 with TCP: a port above 65535.
	{"wais://h:65536/db", 9, uri.ErrInvalidPort},
	// RFC 1738 5: "/" database is required after hostport.
	{"wais://h", 8, wais.ErrInvalidPath},
	// RFC 1738 5: database = *uchar: no ":" "@" "&" "=" ";" bare.
	{"wais://h/d:b", 10, wais.ErrInvalidPath},
	{"wais://h/db;x", 11, wais.ErrInvalidPath},
	// RFC 1738 5: waisdoc needs "/" wtype "/" wpath.
	{"wais://h/db/TEXT", 16, wais.ErrInvalidPath},
	{"wais://h//", 10, wais.ErrInvalidPath},
	// RFC 1738 5: wpath = *uchar: no further "/".
	{"wais://h/db/TEXT/a/b", 18, wais.ErrInvalidPath},
	{"wais://h/db/T=1/a", 13, wais.ErrInvalidPath},
	// RFC 1738 5: a waisdoc has no search.
	{"wais://h/db/T/p?x", 15, wais.ErrInvalidPath},
	// RFC 1738 5: search has no "/" or "?".
	{"wais://h/db?a/b", 13, wais.ErrInvalidSearch},
	{"wais://h/db?a?b", 13, wais.ErrInvalidSearch},
	// The host decodes to UTF-8.
	{"wais://h%FF/db", 7, wais.ErrInvalidHost},
	// A reg-name that would read back as an IP literal.
	{"wais://%5B1%5D/db", 7, wais.ErrInvalidHost},
}

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, wais.Parse, errorTests) }

// TestDefaultPort checks the package's default port against the registry
// (RFC 4156 2).
func TestDefaultPort(t *testing.T) {
	s, ok := scheme.Lookup("wais")
	if !ok || s.DefaultPort != wais.DefaultPort {
		t.Errorf("scheme.Lookup(%q):\n\tgot  %v %v\n\twant %v", "wais", s.DefaultPort, ok, wais.DefaultPort)
	}
}

// fieldsTests give the fields of check --json for each form: a part the
// form has not is nil.
var fieldsTests = []schemetest.FieldsCase{
	// RFC 4156 2: waisdatabase.
	{"wais://h/db", map[string]any{"host": "h", "port": 210, "database": "db", "search": nil, "wtype": nil, "wpath": nil}},
	// RFC 4156 2: waisindex.
	{"wais://h:1/db?q%20r", map[string]any{"host": "h", "port": 1, "database": "db", "search": "q r", "wtype": nil, "wpath": nil}},
	// RFC 4156 2: waisdoc; the wpath's octets as they are; an empty search.
	{"wais://h/db/t/%FFx", map[string]any{"host": "h", "port": 210, "database": "db", "search": nil, "wtype": "t", "wpath": "\xffx"}},
	{"wais://h/db?", map[string]any{"host": "h", "port": 210, "database": "db", "search": "", "wtype": nil, "wpath": nil}},
	{"wais://h/db/t/%41x", map[string]any{"host": "h", "port": 210, "database": "db", "search": nil, "wtype": "t", "wpath": "Ax"}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, wais.Parse, fieldsTests) }

func TestIsUTF8(t *testing.T) {
	for in, want := range map[string]bool{"wais://h/caf%C3%A9": true, "wais://h/caf%E9": false, "wais://h/db?%FF": false, "wais://h/db/t/%FF": false, "wais://h/db/%FF/p": false} {
		if u, err := wais.ParseString(in); err != nil || u.IsUTF8() != want {
			t.Errorf("ParseString(%q).IsUTF8() = %v, %v; want %v", in, u.IsUTF8(), err, want)
		}
	}
}
