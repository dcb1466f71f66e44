package ftp_test

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/scheme/ftp"
	"github.com/urikit/urikit/uri"
)

var parseTests = []struct {
	in   string
	want ftp.URL
}{
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
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		got, err := ftp.ParseString(tt.in)
		if err != nil || !reflect.DeepEqual(got, tt.want) {
			t.Errorf("Parse(%q):\n\tgot  %+v, %v\n\twant %+v", tt.in, got, err, tt.want)
			continue
		}
		again, err := ftp.ParseString(got.String())
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
	{"http://h/", 0, ftp.ErrNotFTP},                      // 3.2: scheme ftp
	{"//h/", 0, ftp.ErrNotFTP},                           // 3.2: a relative reference
	{"ftp:/x", 4, ftp.ErrMissingHost},                    // 3.2: "ftp://" login
	{"ftp:///x", 6, ftp.ErrMissingHost},                  // 3.1: host required
	{"ftp://u:p:q@h/", 9, ftp.ErrInvalidLogin},           // 3.2.1: ":" not allowed in a password
	{"ftp://h:65536/", 8, uri.ErrInvalidPort},            // 3.2.3: a TCP port
	{"ftp://h/a;b", 10, ftp.ErrInvalidPath},              // 3.2.2: ";" only for ";type="
	{"ftp://h/a;TYPE=a", 10, ftp.ErrInvalidPath},         // 3.2.2: ";type=" in lower case
	{"ftp://h/a;type=x", 15, ftp.ErrInvalidType},         // 3.2.2: a, i or d
	{"ftp://h/a;type=", 15, ftp.ErrInvalidType},          // 3.2.2: typecode required after ";type="
	{"ftp://h/a;type=ai", 16, ftp.ErrInvalidType},        // 3.2.2: one letter
	{"ftp://h/a;type=a/b", 16, ftp.ErrInvalidType},       // 3.2.2: typecode ends the fpath
	{"ftp://h?x", 7, ftp.ErrInvalidPath},                 // 3.2: only "/" after the login
	{"ftp://h/a/%FF", 10, uri.ErrInvalidUTF8},            // decoded values are UTF-8
	{"ftp://%C3@h/", 6, uri.ErrInvalidUTF8},              // decoded values are UTF-8
	{"ftp://%5Bx%5D/", 6, ftp.ErrInvalidHost},            // a reg-name that would read as an IP-literal
	{"ftp://u:%E2%82@h/", 8, uri.ErrInvalidUTF8},         // a cut-short UTF-8 sequence
	{"ftp://h/%E2%82%AC/%E2%82", 18, uri.ErrInvalidUTF8}, // the second segment
}

func TestParseErrors(t *testing.T) {
	for _, tt := range errorTests {
		_, err := ftp.ParseString(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) || e.Offset != tt.offset || !errors.Is(err, tt.err) || e.Input != tt.in || e.Op != "parse ftp" {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %v at offset %d", tt.in, err, tt.err, tt.offset)
		}
	}
}

func TestFields(t *testing.T) {
	u, _ := ftp.ParseString("ftp://a:b@h/x/y;type=I")
	got := u.Fields()
	want := map[string]any{"user": "a", "password": "b", "host": "h", "port": 21, "segments": []string{"x", "y"}, "type": "i"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("Fields(%q):\n\tgot  %v\n\twant %v", "ftp://a:b@h/x/y;type=I", got, want)
	}
	u, _ = ftp.ParseString("ftp://h")
	if s := u.Fields()["segments"].([]string); s == nil || len(s) != 0 {
		t.Errorf("Fields(%q):\n\tgot  %#v\n\twant %#v", "ftp://h", s, []string{})
	}
}
