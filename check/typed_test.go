package check

// This file tests the typed fields of a report: absent components are nil
// (JSON null) and empty ones "" (RFC 3986 3: absent and empty differ), and
// a string that is not UTF-8 also comes as NAME_base64.

import (
	"reflect"
	"testing"
)

// typedTests give the fields of a report for each scheme with a typed
// parser.
var typedTests = []struct {
	in   string
	want map[string]any
}{
	// RFC 1738 3.2.1: no user, an empty user.
	{"ftp://host/", map[string]any{"user": nil, "password": nil, "host": "host", "port": 21, "segments": []string{""}, "type": nil}},
	{"ftp://@host/", map[string]any{"user": "", "password": nil, "host": "host", "port": 21, "segments": []string{""}, "type": nil}},
	// RFC 1738 3.2.2: no path; a typecode.
	{"ftp://h", map[string]any{"user": nil, "password": nil, "host": "h", "port": 21, "segments": nil, "type": nil}},
	{"ftp://h/a;type=i", map[string]any{"user": nil, "password": nil, "host": "h", "port": 21, "segments": []string{"a"}, "type": "i"}},
	// RFC 1738 2.2, 3.2.2: a segment's octets, also in base64.
	{"ftp://h/caf%E9.txt", map[string]any{"user": nil, "password": nil, "host": "h", "port": 21, "segments": []string{"caf\xe9.txt"}, "segments_base64": []any{"Y2Fm6S50eHQ="}, "type": nil}},
	// RFC 8089 2: an empty authority, none; a POSIX name's bytes.
	{"file:///etc/hosts", map[string]any{"host": "", "path": "/etc/hosts", "drive": nil}},
	{"file:/etc/hosts", map[string]any{"host": nil, "path": "/etc/hosts", "drive": nil}},
	{"file:///tmp/caf%E9.txt", map[string]any{"host": "", "path": "/tmp/caf\xe9.txt", "path_base64": "L3RtcC9jYWbpLnR4dA==", "drive": nil}},
	// RFC 4266 2: a selector's octets, not U+FFFD; no search.
	{"gopher://h/0caf%E9", map[string]any{"host": "h", "port": 70, "item_type": "0", "selector": "caf\xe9", "selector_base64": "Y2Fm6Q==", "search": nil, "gopher_plus": nil}},
	{"gopher://h/7s%09", map[string]any{"host": "h", "port": 70, "item_type": "7", "selector": "s", "search": "", "gopher_plus": nil}},
	// RFC 5538 2.1: a group has no message-id; RFC 5538 2.2: a group alone.
	{"news:comp.lang.go", map[string]any{"host": nil, "port": nil, "group": "comp.lang.go", "message_id": nil}},
	{"nntp://news.server.example/example.group.this", map[string]any{"host": "news.server.example", "port": 119, "group": "example.group.this", "article": nil}},
	// RFC 4248 2: no user.
	{"telnet://host", map[string]any{"user": nil, "password": nil, "host": "host", "port": 23}},
	{"telnet://@host", map[string]any{"user": "", "password": nil, "host": "host", "port": 23}},
	// RFC 2397 3: a parameter value percent-encoded.
	{"data:text/plain;name=a%20b.txt,X", map[string]any{"media_type": `text/plain;name="a b.txt"`, "base64": false, "data_len": 1}},
	{"data:text/plain;a=%2C,X", map[string]any{"media_type": `text/plain;a=","`, "base64": false, "data_len": 1}},
	// RFC 8141 2.3: an empty f-component, no r- or q-component.
	{"urn:example:a#", map[string]any{"nid": "example", "nss": "a", "r_component": nil, "q_component": nil, "f_component": ""}},
	// RFC 2392 2: a whole message.
	{"mid:a@b", map[string]any{"message_id": "a@b", "content_id": nil}},
	// RFC 4156 2: a waisdoc's document-id octets; RFC 4157 2: a prospero field's.
	{"wais://h/db/t/%FFx", map[string]any{"host": "h", "port": 210, "database": "db", "search": nil, "wtype": "t", "wpath": "\xffx", "wpath_base64": "/3g="}},
	{"prospero://h/x;k=%C3", map[string]any{"host": "h", "port": 1525, "path": "x", "params": [][2]string{{"k", "\xc3"}}, "params_base64": []any{[]any{"aw==", "ww=="}}}},
	// RFC 3966 3: a parameter without a value.
	{"tel:+1;foo", map[string]any{"number": "+1", "global": true, "params": [][2]any{{"foo", nil}}}},
	// RFC 4516 2: no host.
	{"ldap:///o=x", map[string]any{"host": nil, "port": 389, "dn": "o=x", "attributes": []string{}, "scope": "base", "filter": "(objectClass=*)", "extensions": []map[string]any{}}},
}

func TestTypedFields(t *testing.T) {
	for _, tt := range typedTests {
		r := URI(tt.in)
		if !r.Valid || !reflect.DeepEqual(r.Fields, tt.want) {
			t.Errorf("URI(%q).Fields:\n\tgot  %#v, %v\n\twant %#v", tt.in, r.Fields, r.Err, tt.want)
		}
	}
}

func TestInBase64(t *testing.T) {
	for _, tt := range []struct {
		in    any
		want  any
		found bool
	}{
		{"a", "YQ==", false},
		{"\xff", "/w==", true},
		{nil, nil, false},
		{42, 42, false},
		{[]string(nil), []string(nil), false},
		{[]string{"a", "\xff"}, []any{"YQ==", "/w=="}, true},
		{[][2]any{{"k", nil}}, []any{[]any{"aw==", nil}}, false},
	} {
		got, found := inBase64(tt.in), notUTF8(tt.in)
		if found != tt.found || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("inBase64(%#v), notUTF8 = %#v, %v; want %#v, %v", tt.in, got, found, tt.want, tt.found)
		}
	}
}
