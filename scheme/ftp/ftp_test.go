package ftp_test

import (
	"testing"

	"github.com/urikit/urikit/scheme/ftp"
	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/uri"
)

var parseTests = []schemetest.Case[ftp.URL]{
	// RFC 1738 3.2.1: no user name.
	{"ftp://host.com/", ftp.URL{Host: "host.com", Port: 21, Segments: []string{""}}},
	// RFC 1738 3.2.1: an empty user name and no password.
	{"ftp://@host.com/", ftp.URL{HasUser: true, Host: "host.com", Port: 21, Segments: []string{""}}},
	// RFC 1738 3.2.1: user "foo", empty password.
	{"ftp://foo:@host.com/", ftp.URL{User: "foo", HasUser: true, HasPassword: true, Host: "host.com", Port: 21, Segments: []string{""}}},
	// RFC 1738 3.2.2: "/etc/motd" in one CWD-free RETR of "/etc/motd" ("%2F" is data).
	{"ftp://myname@host.dom/%2Fetc/motd", ftp.URL{User: "myname", HasUser: true, Host: "host.dom", Port: 21, Segments: []string{"/etc", "motd"}}},
	// RFC 1738 3.2.2: CWD etc, RETR motd.
	{"ftp://myname@host.dom/etc/motd", ftp.URL{User: "myname", HasUser: true, Host: "host.dom", Port: 21, Segments: []string{"etc", "motd"}}},
	// RFC 1738 3.2.2: CWD with an empty argument, then CWD etc.
	{"ftp://myname@host.dom//etc/motd", ftp.URL{User: "myname", HasUser: true, Host: "host.dom", Port: 21, Segments: []string{"", "etc", "motd"}}},
	// RFC 1738 3.2: no path at all.
	{"ftp://host", ftp.URL{Host: "host", Port: 21}},
	// RFC 1738 3.2.2: typecode d, a directory listing; upper case normalized.
	{"FTP://h:2121/pub/;type=D", ftp.URL{Host: "h", Port: 2121, PortGiven: true, Segments: []string{"pub", ""}, Type: "d"}},
	// RFC 1738 3.2.2: typecode i on a file, password decoded.
	{"ftp://u:p%40ss@ftp.example.org/a%20b.tar;type=i", ftp.URL{User: "u", HasUser: true, Password: "p@ss", HasPassword: true, Host: "ftp.example.org", Port: 21, Segments: []string{"a b.tar"}, Type: "i"}},
	// RFC 1738 5: "?" is data in an fsegment; RFC 3986 3.3 IPv6 literal host.
	{"ftp://[2001:db8::1]/a?b/c;type=a", ftp.URL{Host: "[2001:db8::1]", Port: 21, Segments: []string{"a?b", "c"}, Type: "a"}},
	// RFC 3986 3.2.3: an empty port is the default port; fragment kept.
	{"ftp://192.0.2.1:/x#f%20g", ftp.URL{Host: "192.0.2.1", Port: 21, Segments: []string{"x"}, Fragment: "f%20g", HasFragment: true}},
	// RFC 3986 3.2.2: a percent-encoded UTF-8 reg-name is decoded.
	{"ftp://%C3%A9.example/%C3%A9", ftp.URL{Host: "é.example", Port: 21, Segments: []string{"é"}}},
	// RFC 1738 2.2, 3.2.2: an escape is any octet; a Latin-1 file name is kept as its octets.
	{"ftp://h/caf%E9.txt", ftp.URL{Host: "h", Port: 21, Segments: []string{"caf\xe9.txt"}}},
	{"ftp://h/%E2%82%AC/%E2%82", ftp.URL{Host: "h", Port: 21, Segments: []string{"€", "\xe2\x82"}}},
	// RFC 1738 3.1: user and password are octets too.
	{"ftp://%FF:%C3@h/", ftp.URL{User: "\xff", HasUser: true, Password: "\xc3", HasPassword: true, Host: "h", Port: 21, Segments: []string{""}}},
	// Without the seed reading, "!" is data (RFC 1738 5: extra).
	{"ftp://h/file!I", ftp.URL{Host: "h", Port: 21, Segments: []string{"file!I"}}},
}

// seedTests read the seed draft's "!" ftptype (Options.SeedType).
var seedTests = []schemetest.Case[ftp.URL]{
	// seed draft 002, FTP: "!I", "!A", "!D" after the path.
	{"ftp://h/pub/file!I", ftp.URL{Host: "h", Port: 21, Segments: []string{"pub", "file"}, Type: "i"}},
	{"ftp://h/a.txt!A", ftp.URL{Host: "h", Port: 21, Segments: []string{"a.txt"}, Type: "a"}},
	{"ftp://h/pub/!D", ftp.URL{Host: "h", Port: 21, Segments: []string{"pub", ""}, Type: "d"}},
	{"ftp://h/x!d", ftp.URL{Host: "h", Port: 21, Segments: []string{"x"}, Type: "d"}},
	// RFC 1738's ";type=" still reads; an escaped "!" is data; so is "!" before another letter.
	{"ftp://h/x;type=i", ftp.URL{Host: "h", Port: 21, Segments: []string{"x"}, Type: "i"}},
	{"ftp://h/x%21I", ftp.URL{Host: "h", Port: 21, Segments: []string{"x!I"}}},
	{"ftp://h/x!B", ftp.URL{Host: "h", Port: 21, Segments: []string{"x!B"}}},
	{"ftp://h/a!I/b", ftp.URL{Host: "h", Port: 21, Segments: []string{"a!I", "b"}}},
}

func parseSeed(r uri.Ref) (ftp.URL, error) { return ftp.ParseWith(r, ftp.Options{SeedType: true}) }

func TestParseSeedType(t *testing.T) {
	schemetest.Run(t, parseSeed, seedTests)
	schemetest.RunErrors(t, parseSeed, []schemetest.ErrorCase{
		{"ftp://h/x!I;type=a", 9, ftp.ErrInvalidType}, // two typecodes
		{"ftp://h/x;type=q", 15, ftp.ErrInvalidType},  // 3.2.2 still holds
	})
}

func TestParse(t *testing.T) { schemetest.Run(t, ftp.Parse, parseTests) }

var errorTests = []schemetest.ErrorCase{
	{"http://h/", 0, ftp.ErrScheme},                // 3.2: scheme ftp
	{"//h/", 0, ftp.ErrScheme},                     // 3.2: a relative reference
	{"ftp:/x", 4, ftp.ErrMissingHost},              // 3.2: "ftp://" login
	{"ftp:///x", 6, ftp.ErrMissingHost},            // 3.1: host required
	{"ftp://u:p:q@h/", 9, ftp.ErrInvalidLogin},     // 3.2.1: ":" not allowed in a password
	{"ftp://h:65536/", 8, uri.ErrInvalidPort},      // 3.2.3: a TCP port
	{"ftp://h/a;b", 10, ftp.ErrInvalidPath},        // 3.2.2: ";" only for ";type="
	{"ftp://h/a;TYPE=a", 10, ftp.ErrInvalidPath},   // 3.2.2: ";type=" in lower case
	{"ftp://h/a;type=x", 15, ftp.ErrInvalidType},   // 3.2.2: a, i or d
	{"ftp://h/a;type=", 15, ftp.ErrInvalidType},    // 3.2.2: typecode required after ";type="
	{"ftp://h/a;type=ai", 16, ftp.ErrInvalidType},  // 3.2.2: one letter
	{"ftp://h/a;type=a/b", 16, ftp.ErrInvalidType}, // 3.2.2: typecode ends the fpath
	{"ftp://h?x", 7, ftp.ErrInvalidPath},           // 3.2: only "/" after the login
	{"ftp://%5Bx%5D/", 6, ftp.ErrInvalidHost},      // a reg-name that would read as an IP-literal
}

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, ftp.Parse, errorTests) }

// TestString checks what String writes where the two readings meet.
func TestString(t *testing.T) {
	for _, tt := range []struct {
		u    ftp.URL
		want string
	}{
		{ftp.URL{Host: "h", Port: 21, Segments: []string{"x!I"}}, "ftp://h/x%21I"},                // not the seed's typecode
		{ftp.URL{Host: "h", Port: 21, Segments: []string{"caf\xe9"}}, "ftp://h/caf%E9"},           // octets
		{ftp.URL{HasUser: true, Password: "a:b", HasPassword: true, Host: "h"}, "ftp://:a%3Ab@h"}, // ":" escaped
	} {
		if got := tt.u.String(); got != tt.want {
			t.Errorf("%#v.String():\n\tgot  %q\n\twant %q", tt.u, got, tt.want)
		}
	}
}

func TestIsUTF8(t *testing.T) {
	for in, want := range map[string]bool{"ftp://h/caf%C3%A9": true, "ftp://h/caf%E9": false, "ftp://%E9@h/": false, "ftp://h": true} {
		if u, err := ftp.ParseString(in); err != nil || u.IsUTF8() != want {
			t.Errorf("ParseString(%q).IsUTF8() = %v, %v; want %v", in, u.IsUTF8(), err, want)
		}
	}
}

// fieldsTests give the fields of check --json: absent is nil, empty "".
var fieldsTests = []schemetest.FieldsCase{
	{"ftp://a:b@h/x/y;type=I", map[string]any{"user": "a", "password": "b", "host": "h", "port": 21, "segments": []string{"x", "y"}, "type": "i"}},
	// RFC 1738 3.2.1: no user; an empty user; an empty password.
	{"ftp://host/", map[string]any{"user": nil, "password": nil, "host": "host", "port": 21, "segments": []string{""}, "type": nil}},
	{"ftp://@host/", map[string]any{"user": "", "password": nil, "host": "host", "port": 21, "segments": []string{""}, "type": nil}},
	{"ftp://u:@host/", map[string]any{"user": "u", "password": "", "host": "host", "port": 21, "segments": []string{""}, "type": nil}},
	// RFC 1738 3.2: no path at all.
	{"ftp://h", map[string]any{"user": nil, "password": nil, "host": "h", "port": 21, "segments": nil, "type": nil}},
	// Octets as they are.
	{"ftp://h/caf%E9.txt", map[string]any{"user": nil, "password": nil, "host": "h", "port": 21, "segments": []string{"caf\xe9.txt"}, "type": nil}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, ftp.Parse, fieldsTests) }
