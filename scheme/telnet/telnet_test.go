package telnet_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/scheme/telnet"
	"github.com/urikit/urikit/uri"
)

var parseTests = []struct {
	in   string
	want telnet.URL
}{
	// RFC 4248 2: telnet://<user>:<password>@<host>:<port>/, every part given.
	{"telnet://joe:secret@host.example:2323/", telnet.URL{Scheme: "telnet", User: "joe", HasUser: true, Password: "secret", HasPassword: true, Host: "host.example", Port: 2323, PortGiven: true, Slash: true}},
	// RFC 4248 2: the final "/" is optional; port 23 by default.
	{"telnet://host.example", telnet.URL{Scheme: "telnet", Host: "host.example", Port: 23}},
	// RFC 1738 3.8, RFC 1282: rlogin, port 513; scheme case-insensitive (RFC 3986 3.1).
	{"RLogin://root@192.0.2.7/", telnet.URL{Scheme: "rlogin", User: "root", HasUser: true, Host: "192.0.2.7", Port: 513, Slash: true}},
	// RFC 6270 2: tn3270, port 23.
	{"tn3270://mainframe.example.com:992", telnet.URL{Scheme: "tn3270", Host: "mainframe.example.com", Port: 992, PortGiven: true}},
	// RFC 1738 3.1: an empty user; an empty password; decoded values.
	{"telnet://@h", telnet.URL{Scheme: "telnet", HasUser: true, Host: "h", Port: 23}},
	{"telnet://a%20b:%3A@[2001:db8::1]:/", telnet.URL{Scheme: "telnet", User: "a b", HasUser: true, Password: ":", HasPassword: true, Host: "[2001:db8::1]", Port: 23, Slash: true}},
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		got, err := telnet.ParseString(tt.in)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Parse(%q):\n\tgot  %+v, %v\n\twant %+v", tt.in, got, err, tt.want)
			continue
		}
		again, err := telnet.ParseString(got.String())
		if err != nil || !reflect.DeepEqual(again, got) {
			t.Errorf("Parse(%q).String() = %q:\n\tgot  %+v, %v\n\twant %+v", tt.in, got.String(), again, err, got)
		}
	}
}

var errorTests = []struct {
	in     string
	offset int
	err    error
}{
	{"ssh://h/", 0, telnet.ErrNotTelnet},             // RFC 4248 2: another scheme
	{"telnet:h", 7, telnet.ErrMissingHost},           // RFC 4248 2: "telnet://" login
	{"telnet:///", 9, telnet.ErrMissingHost},         // RFC 1738 3.1: host required
	{"telnet://h/x", 11, telnet.ErrTrailing},         // RFC 4248 2: nothing after the final "/"
	{"telnet://h//", 11, telnet.ErrTrailing},         // RFC 4248 2: one "/" at most
	{"telnet://h?x", 10, telnet.ErrTrailing},         // RFC 4248 2: no query
	{"telnet://h/?", 11, telnet.ErrTrailing},         // RFC 4248 2: no query, even empty
	{"tn3270://h/#f", 11, telnet.ErrTrailing},        // RFC 6270 2: no fragment
	{"telnet://u:p:q@h", 12, telnet.ErrInvalidLogin}, // RFC 1738 3.1: ":" not in a password
	{"rlogin://h:99999", 11, uri.ErrInvalidPort},     // RFC 1738 3.1: a TCP port
	{"telnet://%FF@h", 9, uri.ErrInvalidUTF8},        // decoded values are UTF-8
	{"telnet://h%C3%28", 10, uri.ErrInvalidUTF8},     // an invalid UTF-8 sequence in the host
	{"telnet://%5Bh%5D/", 9, telnet.ErrInvalidHost},  // a reg-name that would read as an IP-literal
}

func TestParseErrors(t *testing.T) {
	for _, tt := range errorTests {
		_, err := telnet.ParseString(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) || e.Offset != tt.offset || !errors.Is(err, tt.err) || e.Input != tt.in {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %v at offset %d", tt.in, err, tt.err, tt.offset)
		}
	}
}

// TestRegistry checks the default ports against the registry of package
// scheme (seed: RFC 4248, RFC 1738 3.8, RFC 6270).
func TestRegistry(t *testing.T) {
	for name, port := range map[string]int{"telnet": telnet.TelnetPort, "rlogin": telnet.RloginPort, "tn3270": telnet.TN3270Port} {
		s, ok := scheme.Lookup(name)
		if !ok || s.DefaultPort != port {
			t.Errorf("Lookup(%q):\n\tgot  %v, %v\n\twant port %d", name, s.DefaultPort, ok, port)
		}
	}
}

func TestFields(t *testing.T) {
	u, _ := telnet.ParseString("rlogin://a:b@h")
	got := u.Fields()
	want := map[string]any{"user": "a", "password": "b", "host": "h", "port": 513}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Fields(%q):\n\tgot  %v\n\twant %v", "rlogin://a:b@h", got, want)
	}
}
