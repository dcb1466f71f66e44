package server

import (
	"errors"
	"fmt"
	"testing"

	"github.com/urikit/urikit/uri"
)

var (
	errMissing = errors.New("missing host")
	errInvalid = errors.New("invalid host")
	errLogin   = errors.New("invalid login")
	errUser    = errors.New("userinfo not allowed")
	errNoAuth  = errors.New("no authority")
)

// offset returns the offset and reason of err, a *uri.Error, or -1 and nil.
func offset(err error) (int, error) {
	var e *uri.Error
	if !errors.As(err, &e) {
		return -1, err
	}
	return e.Offset, e.Err
}

// locateTests place the components of references (RFC 3986 3).
var locateTests = []struct {
	in   string
	want Layout
}{
	{"wais://h:210/db?q", Layout{"wais://h:210/db?q", 7, 9, 12, 16}},     // 3.2.2, 3.2.3, 3.3, 3.4
	{"ldap://u@h/", Layout{"ldap://u@h/", 9, 11, 10, 12}},                // 3.2.1
	{"ldap:///o=x", Layout{"ldap:///o=x", 7, 8, 7, 12}},                  // empty host
	{"prospero://[::1]/p", Layout{"prospero://[::1]/p", 11, 17, 16, 19}}, // 3.2.2 IP-literal
}

func TestLocate(t *testing.T) {
	for _, tc := range locateTests {
		r, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := Locate(r); got != tc.want {
			t.Errorf("Locate(%q):\n\tgot  %+v\n\twant %+v", tc.in, got, tc.want)
		}
	}
}

var required = HostPort{Op: "parse test", NoAuthority: errNoAuth, Userinfo: errUser, MissingHost: errMissing, InvalidHost: errInvalid}
var optional = HostPort{Op: "parse test", NoAuthority: errNoAuth, Userinfo: errUser, InvalidHost: errInvalid}

// hostPortTests read hostports with a required and an optional host.
var hostPortTests = []struct {
	h       HostPort
	in      string
	host    string
	port    int
	hasPort bool
	off     int   // -1: no error
	err     error // the reason the error wraps
}{
	{required, "x://h/", "h", 99, false, -1, nil},                   // RFC 3986 3.2.3: default port
	{required, "x://h:/", "h", 99, false, -1, nil},                  // 3.2.3: empty port
	{required, "x://h:80/", "h", 80, true, -1, nil},                 // 3.2.3
	{required, "x://caf%C3%A9/", "café", 99, false, -1, nil},        // 3.2.2: reg-name decoded
	{required, "x://[::1]:8/", "[::1]", 8, true, -1, nil},           // 3.2.2: IP-literal as written
	{required, "x:/p", "", 0, false, 2, errNoAuth},                  // RFC 1738 3.1: "//" required
	{required, "x://u@h/", "", 0, false, 4, errUser},                // no userinfo
	{required, "x:///p", "", 0, false, 4, errMissing},               // RFC 1738 3.1: host required
	{required, "x://%FF/", "", 0, false, 4, uri.ErrInvalidUTF8},     // RFC 3629 3
	{required, "x://%5B/", "", 0, false, 4, uri.ErrInvalidChar},     // decodes to a leading "["
	{required, "x://h:70000/", "", 0, false, 6, uri.ErrInvalidPort}, // 3.2.3: above 65535
	{optional, "x:///p", "", 99, false, -1, nil},                    // RFC 4516 2: [host [COLON port]]
	{optional, "x://:80/p", "", 0, false, 4, errInvalid},            // RFC 4516 2: no port without a host
}

func TestHostPortRead(t *testing.T) {
	for _, tc := range hostPortTests {
		r, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		host, port, hasPort, err := tc.h.Read(r, Locate(r), 99)
		off, reason := offset(err)
		if host != tc.host || port != tc.port || hasPort != tc.hasPort || off != tc.off || !errors.Is(reason, tc.err) {
			t.Errorf("Read(%q):\n\tgot  %q %d %v %d %v\n\twant %q %d %v %d %v", tc.in, host, port, hasPort, off, err, tc.host, tc.port, tc.hasPort, tc.off, tc.err)
		}
	}
}

// appendTests write hostports back (RFC 3986 3.2.2, 3.2.3).
var appendTests = []struct {
	h       HostPort
	host    string
	port    int
	hasPort bool
	want    string
}{
	{required, "h", 99, false, "h"},          // default port left out
	{required, "h", 99, true, "h:99"},        // given port kept
	{required, "a b", 80, false, "a%20b:80"}, // reg-name escaped
	{required, "[::1]", 99, false, "[::1]"},  // IP-literal as written
	{required, "", 80, false, ":80"},         // no host rule: the port is written
	{optional, "", 80, false, ""},            // RFC 4516 2: no port without a host
}

func TestHostPortAppend(t *testing.T) {
	for _, tc := range appendTests {
		if got := string(tc.h.Append(nil, tc.host, tc.port, tc.hasPort, 99)); got != tc.want {
			t.Errorf("Append(%q, %d, %v):\n\tgot  %v\n\twant %v", tc.host, tc.port, tc.hasPort, got, tc.want)
		}
	}
}

// loginTests read the login of RFC 1738 3.1.
var loginTests = []struct {
	in             string
	user, password string
	hasUser, hasPw bool
	off            int
	err            error
}{
	{"ftp://h/", "", "", false, false, -1, nil},                 // no userinfo
	{"ftp://@h/", "", "", true, false, -1, nil},                 // empty user
	{"ftp://a%20b:p%3Aw@h/", "a b", "p:w", true, true, -1, nil}, // 3.1: decoded, ":" escaped
	{"ftp://a::b@h/", "", "", false, false, 8, errLogin},        // 3.1: a second ":"
	{"ftp://%FF@h/", "\xff", "", true, false, -1, nil},          // RFC 1738 2.2: any octet
	{"ftp://a:%FF@h/", "a", "\xff", true, true, -1, nil},
}

func TestLogin(t *testing.T) {
	for _, tc := range loginTests {
		r, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		user, pw, hasUser, hasPw, err := Login(r, "parse ftp", errLogin)
		off, reason := offset(err)
		if user != tc.user || pw != tc.password || hasUser != tc.hasUser || hasPw != tc.hasPw || off != tc.off || !errors.Is(reason, tc.err) {
			t.Errorf("Login(%q):\n\tgot  %q %q %v %v %d %v\n\twant %q %q %v %v %d %v", tc.in, user, pw, hasUser, hasPw, off, err, tc.user, tc.password, tc.hasUser, tc.hasPw, tc.off, tc.err)
		}
	}
}

// hostTests read hosts (RFC 3986 3.2.2) with a required host, and
// without when missing is nil.
var hostTests = []struct {
	in      string
	missing error
	want    string
	off     int
	err     error
}{
	{"ftp://caf%C3%A9/", errMissing, "café", -1, nil},      // reg-name decoded
	{"ftp://192.0.2.1/", errMissing, "192.0.2.1", -1, nil}, // IPv4address
	{"ftp://[::1]/", errMissing, "[::1]", -1, nil},         // IP-literal
	{"ftp:///", errMissing, "", 6, errMissing},             // RFC 1738 3.1
	{"file:///", nil, "", -1, nil},                         // RFC 8089 2: file-auth optional
	{"ftp://a%FF/", errMissing, "", 7, uri.ErrInvalidUTF8}, // RFC 3629 3
	{"ftp://%5Bx/", errMissing, "", 6, errInvalid},         // decodes to a leading "["
}

func TestHost(t *testing.T) {
	for _, tc := range hostTests {
		r, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		got, err := Host(r, "parse x", tc.missing, errInvalid)
		off, reason := offset(err)
		if got != tc.want || off != tc.off || !errors.Is(reason, tc.err) {
			t.Errorf("Host(%q):\n\tgot  %q %d %v\n\twant %q %d %v", tc.in, got, off, err, tc.want, tc.off, tc.err)
		}
	}
}

// portTests read ports (RFC 3986 3.2.3) with the default 21.
var portTests = []struct {
	in    string
	port  int
	given bool
	off   int
}{
	{"ftp://h/", 21, false, -1},  // absent
	{"ftp://h:/", 21, false, -1}, // empty
	{"ftp://h:2121/", 2121, true, -1},
	{"ftp://h:65536/", 0, false, 8}, // above 65535
}

func TestPort(t *testing.T) {
	for _, tc := range portTests {
		r, err := uri.Parse(tc.in)
		if err != nil {
			t.Fatal(err)
		}
		port, given, err := Port(r, "parse ftp", 21)
		off, _ := offset(err)
		if port != tc.port || given != tc.given || off != tc.off || (off >= 0) != errors.Is(err, uri.ErrInvalidPort) {
			t.Errorf("Port(%q):\n\tgot  %d %v %v\n\twant %d %v %d", tc.in, port, given, err, tc.port, tc.given, tc.off)
		}
		p, g, ok := ReadPort(r, 21)
		if p != tc.port || g != tc.given || ok != (tc.off < 0) {
			t.Errorf("ReadPort(%q):\n\tgot  %d %v %v\n\twant %d %v %v", tc.in, p, g, ok, tc.port, tc.given, tc.off < 0)
		}
	}
}

func ExampleLocate() {
	r, _ := uri.Parse("wais://h:210/db?q")
	fmt.Printf("%+v\n", Locate(r))
	// Output: {S:wais://h:210/db?q Host:7 Port:9 Path:12 Query:16}
}

func ExampleHostPort_Read() {
	r, _ := uri.Parse("wais://caf%C3%A9:8210/db")
	fmt.Println(required.Read(r, Locate(r), 210))
	r, _ = uri.Parse("wais://u@h/db")
	fmt.Println(required.Read(r, Locate(r), 210))
	// Output:
	// café 8210 true <nil>
	//  0 false uri: parse test "wais://u@h/db": userinfo not allowed at offset 7
}

func ExampleHostPort_Append() {
	fmt.Println(string(required.Append([]byte("wais://"), "a b", 8210, false, 210)))
	// Output: wais://a%20b:8210
}

// appendLoginTests write logins back (RFC 1738 3.1).
var appendLoginTests = []struct {
	user, password       string
	hasUser, hasPassword bool
	want                 string
}{
	{"", "", false, false, ""},                      // no userinfo
	{"", "", true, false, "@"},                      // an empty user
	{"a:b", "c:d", true, true, "a%3Ab:c%3Ad@"},      // ":" escaped in both
	{"caf\xe9", "p w", true, true, "caf%E9:p%20w@"}, // octets, space
}

func TestAppendLogin(t *testing.T) {
	for _, tc := range appendLoginTests {
		got := string(AppendLogin(nil, tc.user, tc.password, tc.hasUser, tc.hasPassword))
		if got != tc.want {
			t.Errorf("AppendLogin(%q, %q, %v, %v):\n\tgot  %q\n\twant %q", tc.user, tc.password, tc.hasUser, tc.hasPassword, got, tc.want)
		}
		r, err := uri.Parse("ftp://" + got + "h/")
		if err != nil {
			t.Fatal(err)
		}
		u, p, hu, hp, err := Login(r, "parse ftp", errLogin)
		if err != nil || u != tc.user || p != tc.password || hu != (tc.hasUser || tc.hasPassword) || hp != tc.hasPassword {
			t.Errorf("Login(%q) = %q %q %v %v %v", got, u, p, hu, hp, err)
		}
	}
}

func ExampleAppendLogin() {
	fmt.Println(string(AppendLogin([]byte("ftp://"), "anne", "s:fe", true, true)))
	// Output: ftp://anne:s%3Afe@
}

func ExampleLogin() {
	r, _ := uri.Parse("ftp://anne:s%40fe@h/")
	fmt.Println(Login(r, "parse ftp", errLogin))
	// Output: anne s@fe true true <nil>
}

func ExampleHost() {
	r, _ := uri.Parse("ftp://caf%C3%A9/")
	fmt.Println(Host(r, "parse ftp", errMissing, errInvalid))
	// Output: café <nil>
}

func ExamplePort() {
	r, _ := uri.Parse("ftp://h:2121/")
	fmt.Println(Port(r, "parse ftp", 21))
	// Output: 2121 true <nil>
}

func ExampleReadPort() {
	r, _ := uri.Parse("ftp://h/")
	fmt.Println(ReadPort(r, 21))
	// Output: 21 false true
}

// escapeHostTests write hosts back (RFC 3986 3.2.2).
var escapeHostTests = []struct{ in, want string }{
	{"example.com", "example.com"}, // reg-name
	{"a b", "a%20b"},               // reg-name percent-encoded
	{"[::1]", "[::1]"},             // IP-literal as written
	{"", ""},                       // empty
}

func TestEscapeHost(t *testing.T) {
	for _, tc := range escapeHostTests {
		if got := EscapeHost(tc.in); got != tc.want {
			t.Errorf("EscapeHost(%q):\n\tgot  %v\n\twant %v", tc.in, got, tc.want)
		}
	}
}

func ExampleEscapeHost() {
	fmt.Println(EscapeHost("café"), EscapeHost("[::1]"))
	// Output: caf%C3%A9 [::1]
}
