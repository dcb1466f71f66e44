package http_test

import (
	"testing"

	"github.com/urikit/urikit/scheme"
	"github.com/urikit/urikit/scheme/http"
	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/uri"
)

var parseTests = []schemetest.Case[http.URL]{
	// RFC 9110 4.2.3: three URIs with one origin.
	{"http://example.com:80/~smith/home.html", http.URL{Scheme: "http", Host: "example.com", Port: 80, PortGiven: true, Path: "/~smith/home.html"}},
	{"http://EXAMPLE.com/%7Esmith/home.html", http.URL{Scheme: "http", Host: "EXAMPLE.com", Port: 80, Path: "/%7Esmith/home.html"}},
	{"http://EXAMPLE.com:/%7esmith/home.html", http.URL{Scheme: "http", Host: "EXAMPLE.com", Port: 80, Path: "/%7esmith/home.html"}},
	// RFC 9110 4.2.2: https, port 443; RFC 6454 6.2: the default port left out.
	{"HTTPS://www.Example.org:443/path?q=1#f", http.URL{Scheme: "https", Host: "www.Example.org", Port: 443, PortGiven: true, Path: "/path", Query: "q=1", HasQuery: true, Fragment: "f", HasFragment: true}},
	// RFC 6454 6.2: a port other than the default is kept.
	{"https://example.com:8443", http.URL{Scheme: "https", Host: "example.com", Port: 8443, PortGiven: true}},
	// RFC 6454 6.2, RFC 3986 3.2.2: an IPv6 host in brackets, lower case.
	{"http://[2001:DB8::1]:8080/", http.URL{Scheme: "http", Host: "[2001:DB8::1]", Port: 8080, PortGiven: true, Path: "/"}},
	// RFC 9110 4.2.4: a userinfo is parsed (and deprecated).
	{"http://trusted.example@evil.example/", http.URL{Scheme: "http", Userinfo: "trusted.example", HasUserinfo: true, Host: "evil.example", Port: 80, Path: "/"}},
	// RFC 6455 3: ws, port 80; the resource name "/chat".
	{"ws://example.com/chat", http.URL{Scheme: "ws", Host: "example.com", Port: 80, Path: "/chat"}},
	// RFC 6455 3: wss, port 443; "#" allowed when escaped.
	{"wss://192.0.2.1:9000/s?a%23b", http.URL{Scheme: "wss", Host: "192.0.2.1", Port: 9000, PortGiven: true, Path: "/s", Query: "a%23b", HasQuery: true}},
}

func TestParse(t *testing.T) { schemetest.Run(t, http.Parse, parseTests) }

// originTests serialize origins (RFC 6454 6.2).
var originTests = []struct{ in, want string }{
	{"http://example.com:80/~smith/home.html", "http://example.com"},
	{"http://EXAMPLE.com/%7Esmith/home.html", "http://example.com"},
	{"http://EXAMPLE.com:/%7esmith/home.html", "http://example.com"},
	{"HTTPS://www.Example.org:443/path?q=1#f", "https://www.example.org"},
	{"https://example.com:8443", "https://example.com:8443"},
	{"http://[2001:DB8::1]:8080/", "http://[2001:db8::1]:8080"},
	{"http://trusted.example@evil.example/", "http://evil.example"},
	{"ws://example.com/chat", "ws://example.com"},
	{"wss://192.0.2.1:9000/s?a%23b", "wss://192.0.2.1:9000"},
}

func TestOrigin(t *testing.T) {
	for _, tt := range originTests {
		if u, err := http.ParseString(tt.in); err != nil || u.Origin() != tt.want {
			t.Errorf("ParseString(%q).Origin():\n\tgot  %q, %v\n\twant %q", tt.in, u.Origin(), err, tt.want)
		}
	}
}

var errorTests = []schemetest.ErrorCase{
	{"ftp://h/", 0, http.ErrScheme},              // RFC 9110 4.2: another scheme
	{"/a", 0, http.ErrScheme},                    // RFC 9110 4.2: a relative reference
	{"http:/a", 5, http.ErrMissingHost},          // RFC 9110 4.2.1: authority required
	{"http:///a", 7, http.ErrMissingHost},        // RFC 9110 4.2.1: empty host rejected
	{"https://u@:443/", 10, http.ErrMissingHost}, // RFC 9110 4.2.1: empty host after a userinfo
	{"ws://", 5, http.ErrMissingHost},            // RFC 6455 3: host required
	{"http://h:65536/", 9, uri.ErrInvalidPort},   // RFC 9110 4.1: a TCP port
	{"ws://h/chat#x", 11, http.ErrFragment},      // RFC 6455 3: no fragment
	{"WSS://h#", 7, http.ErrFragment},            // RFC 6455 3: not even an empty one
}

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, http.Parse, errorTests) }

// TestDefaultPort checks DefaultPort against the registry (RFC 9110 4.2,
// RFC 6455 3).
func TestDefaultPort(t *testing.T) {
	for _, name := range []string{"http", "https", "ws", "wss"} {
		s, _ := scheme.Lookup(name)
		if got := http.DefaultPort(name); got != s.DefaultPort {
			t.Errorf("DefaultPort(%q):\n\tgot  %d\n\twant %d", name, got, s.DefaultPort)
		}
	}
	if got := http.DefaultPort("ftp"); got != 0 {
		t.Errorf("DefaultPort(%q):\n\tgot  %d\n\twant %d", "ftp", got, 0)
	}
}

// fieldsTests give the fields of check --json.
var fieldsTests = []schemetest.FieldsCase{
	{"https://Example.com:8443/x", map[string]any{"port": 8443, "origin": "https://example.com:8443"}},
	{"http://h", map[string]any{"port": 80, "origin": "http://h"}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, http.Parse, fieldsTests) }
