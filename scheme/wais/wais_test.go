package wais_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/scheme/wais"
	"github.com/urikit/urikit/uri"
)

// parseTests are the three forms of RFC 4156 2 (RFC 1738 3.9), with the
// grammar of RFC 1738 5.
var parseTests = []struct {
	in   string
	want wais.URL
	out  string // String(); "" when it is in
}{
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
	{"wais://caf%C3%A9.example/db", wais.URL{Host: "café.example", Port: 210, Database: "db"}, ""},
	// RFC 3986 3.5: the fragment is not part of the value.
	{"wais://h/db#frag", wais.URL{Host: "h", Port: 210, Database: "db"}, "wais://h/db"},
	// UTF-8 text decoded (RFC 3986 2.5).
	{"wais://h/%E6%97%A5?%E6%97%A5", wais.URL{Host: "h", Port: 210, Form: wais.Index, Database: "日", Search: "日"}, ""},
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		got, err := wais.ParseString(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("ParseString(%q):\n\tgot  %#v, %v\n\twant %#v", tt.in, got, err, tt.want)
			continue
		}
		out := tt.out
		if out == "" {
			out = tt.in
		}
		if s := got.String(); s != out {
			t.Errorf("String(%q):\n\tgot  %q\n\twant %q", tt.in, s, out)
		}
		if back, err := wais.ParseString(got.String()); err != nil || back != got {
			t.Errorf("ParseString(String(%q)):\n\tgot  %#v, %v\n\twant %#v", tt.in, back, err, got)
		}
	}
}

// errorTests are references the wais grammar refuses, with the offset of
// the first byte it refuses.
var errorTests = []struct {
	in     string
	offset int
	err    error
}{
	// RFC 3986 3.1: not the wais scheme.
	{"http://h/db", 0, wais.ErrNotWAIS},
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
	// Decoded text must be UTF-8 (the database, wtype and search).
	{"wais://h/ab%FF", 11, uri.ErrInvalidUTF8},
	{"wais://h/db?%C3%A9%C3", 18, uri.ErrInvalidUTF8},
	{"wais://h/db/%80/x", 12, uri.ErrInvalidUTF8},
	{"wais://h%FF/db", 7, wais.ErrInvalidHost},
	// A reg-name that would read back as an IP literal.
	{"wais://%5B1%5D/db", 7, wais.ErrInvalidHost},
}

func TestParseErrors(t *testing.T) {
	for _, tt := range errorTests {
		_, err := wais.ParseString(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) || e.Offset != tt.offset || !errors.Is(err, tt.err) || e.Input != tt.in || e.Op != "parse wais" {
			t.Errorf("ParseString(%q):\n\tgot  %v\n\twant offset %d, %v", tt.in, err, tt.offset, tt.err)
		}
	}
	if _, err := wais.Parse(uri.Ref{}); !errors.Is(err, wais.ErrNotWAIS) {
		t.Errorf("Parse(uri.Ref{}):\n\tgot  %v\n\twant %v", err, wais.ErrNotWAIS)
	}
}

// TestDefaultPort checks the package's default port against the registry
// (RFC 4156 2).
func TestDefaultPort(t *testing.T) {
	s, ok := scheme.Lookup("wais")
	if !ok || s.DefaultPort != wais.DefaultPort {
		t.Errorf("scheme.Lookup(%q):\n\tgot  %v %v\n\twant %v", "wais", s.DefaultPort, ok, wais.DefaultPort)
	}
}

// fieldsTests are the keys of issue 8 for each form.
var fieldsTests = []struct {
	in   string
	want map[string]any
}{
	// RFC 4156 2: waisdatabase.
	{"wais://h/db", map[string]any{"host": "h", "port": 210, "database": "db", "search": nil, "wtype": nil, "wpath": nil}},
	// RFC 4156 2: waisindex.
	{"wais://h:1/db?q%20r", map[string]any{"host": "h", "port": 1, "database": "db", "search": "q r", "wtype": nil, "wpath": nil}},
	// RFC 4156 2: waisdoc; a wpath that is not UTF-8 stays encoded.
	{"wais://h/db/t/%FFx", map[string]any{"host": "h", "port": 210, "database": "db", "search": nil, "wtype": "t", "wpath": "%FFx"}},
	{"wais://h/db/t/%41x", map[string]any{"host": "h", "port": 210, "database": "db", "search": nil, "wtype": "t", "wpath": "Ax"}},
}

func TestFields(t *testing.T) {
	for _, tt := range fieldsTests {
		u, err := wais.ParseString(tt.in)
		if got := u.Fields(); err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Fields(%q):\n\tgot  %v, %v\n\twant %v", tt.in, got, err, tt.want)
		}
	}
}
