package telnet_test

import (
	"testing"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/telnet"
	"github.com/urikit/urikit/uri"
)

var parseTests = []schemetest.Case[telnet.URL]{
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
	// RFC 1738 2.2, 3.1: an escape is any octet; a user that is not UTF-8 is kept.
	{"telnet://%FF@h", telnet.URL{Scheme: "telnet", User: "\xff", HasUser: true, Host: "h", Port: 23}},
}

func TestParse(t *testing.T) { schemetest.Run(t, telnet.Parse, parseTests) }

var errorTests = []schemetest.ErrorCase{
	{"ssh://h/", 0, telnet.ErrScheme},                // RFC 4248 2: another scheme
	{"telnet:h", 7, telnet.ErrMissingHost},           // RFC 4248 2: "telnet://" login
	{"telnet:///", 9, telnet.ErrMissingHost},         // RFC 1738 3.1: host required
	{"telnet://h/x", 11, telnet.ErrTrailing},         // RFC 4248 2: nothing after the final "/"
	{"telnet://h//", 11, telnet.ErrTrailing},         // RFC 4248 2: one "/" at most
	{"telnet://h?x", 10, telnet.ErrTrailing},         // RFC 4248 2: no query
	{"telnet://h/?", 11, telnet.ErrTrailing},         // RFC 4248 2: no query, even empty
	{"tn3270://h/#f", 11, telnet.ErrTrailing},        // RFC 6270 2: no fragment
	{"telnet://u:p:q@h", 12, telnet.ErrInvalidLogin}, // RFC 1738 3.1: ":" not in a password
	{"rlogin://h:99999", 11, uri.ErrInvalidPort},     // RFC 1738 3.1: a TCP port
	{"telnet://h%C3%28", 10, uri.ErrInvalidUTF8},     // an invalid UTF-8 sequence in the host
	{"telnet://%5Bh%5D/", 9, telnet.ErrInvalidHost},  // a reg-name that would read as an IP-literal
}

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, telnet.Parse, errorTests) }

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

// fieldsTests give the fields of check --json: absent is nil, empty "".
var fieldsTests = []schemetest.FieldsCase{
	{"rlogin://a:b@h", map[string]any{"user": "a", "password": "b", "host": "h", "port": 513}},
	// RFC 1738 3.1: no user; an empty user; an empty password.
	{"telnet://host", map[string]any{"user": nil, "password": nil, "host": "host", "port": 23}},
	{"telnet://@host", map[string]any{"user": "", "password": nil, "host": "host", "port": 23}},
	{"telnet://u:@host/", map[string]any{"user": "u", "password": "", "host": "host", "port": 23}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, telnet.Parse, fieldsTests) }

func TestIsUTF8(t *testing.T) {
	for in, want := range map[string]bool{"telnet://caf%C3%A9@h": true, "telnet://caf%E9@h": false, "telnet://u:%FF@h": false, "telnet://h": true} {
		if u, err := telnet.ParseString(in); err != nil || u.IsUTF8() != want {
			t.Errorf("ParseString(%q).IsUTF8() = %v, %v; want %v", in, u.IsUTF8(), err, want)
		}
	}
}
