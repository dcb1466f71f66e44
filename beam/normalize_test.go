package urikitbeam

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
)

// normalizeTests are lines and what the parse+normalize stage makes of
// them; err is the offset of the error, -1 for a valid line.
var normalizeTests = []struct {
	in    string
	o     Options
	want  Normalized
	err   int
	inMsg string // a part of the error's reason
}{
	// RFC 3986 6.2.2.1 case, 6.2.2.2 percent-encoded unreserved "~".
	{"HTTP://A/%7e", Options{Level: uri.SyntaxBased}, Normalized{"http://a/~", "a", true}, -1, ""},
	{"http://a/~", Options{Level: uri.SyntaxBased}, Normalized{"http://a/~", "a", true}, -1, ""},
	// 6.2.3: the default port and the empty path of http.
	{"http://Example.COM:80", Options{Level: uri.SchemeBased}, Normalized{"http://example.com/", "example.com", true}, -1, ""},
	{"http://Example.COM:80", Options{Level: uri.SyntaxBased}, Normalized{"http://example.com:80", "example.com", true}, -1, ""},
	// 6.2.2.3 dot-segments.
	{"http://a/b/./c/../d", Options{Level: uri.SchemeBased}, Normalized{"http://a/b/d", "a", true}, -1, ""},
	// 3.2.2: an IP-literal's host without its brackets, RFC 5952 text.
	{"http://[2001:DB8:0:0:0:0:0:1]/", Options{Level: uri.SchemeBased}, Normalized{"http://[2001:db8::1]/", "2001:db8::1", true}, -1, ""},
	// 3.2: no authority, no host.
	{"mailto:a@B.example", Options{Level: uri.SchemeBased}, Normalized{"mailto:a@b.example", "", false}, -1, ""},
	{"../x/./y", Options{Level: uri.SchemeBased}, Normalized{"../x/y", "", false}, -1, ""},
	// 3.2.2: the host to dial, its triplets decoded; one with none to
	// dial counted as written.
	{"http://b%C3%BCcher.example/", Options{Level: uri.SchemeBased}, Normalized{"http://b%C3%BCcher.example/", "bücher.example", true}, -1, ""},
	{"http://a%2fb/", Options{Level: uri.SchemeBased}, Normalized{"http://a%2Fb/", "a%2Fb", true}, -1, ""},
	// The zero Level is SchemeBased.
	{"http://Example.COM:80", Options{}, Normalized{"http://example.com/", "example.com", true}, -1, ""},
	// RFC 8089 2: an empty host.
	{"file:///etc/hosts", Options{Level: uri.SchemeBased}, Normalized{"file:///etc/hosts", "", true}, -1, ""},
	// 3.2.3: a port is digits; the parser knows "a:8x" is not userinfo
	// (3.2.1) only at the "/" where no "@" came.
	{"http://a:8x/", Options{Level: uri.SchemeBased}, Normalized{}, 11, "invalid port"},
	// 2: a space is not allowed.
	{"http://a/b c", Options{Level: uri.SchemeBased}, Normalized{}, 10, ""},
	// RFC 3987 2.2: an IRI's ucschar is not a URI's character.
	{"http://例え.jp/ü", Options{Level: uri.SchemeBased}, Normalized{}, 7, ""},
	{"http://例え.JP/ü", Options{IRI: true, Level: uri.SchemeBased}, Normalized{"http://例え.jp/ü", "例え.jp", true}, -1, ""},
	// RFC 3987 5.3.2.3: a percent-encoded unreserved character decoded.
	{"HTTP://例え.jp/%7e", Options{IRI: true, Level: uri.SyntaxBased}, Normalized{"http://例え.jp/~", "例え.jp", true}, -1, ""},
	// Crawl profiles (package canon): the key and its host.
	{"http://www.archive.org/goo/?b&a", Options{Profile: "surt"}, Normalized{"org,archive)/goo?a&b", "archive.org", true}, -1, ""},
	{"http://www.archive.org/goo/?b&a", Options{Profile: "surt+surt-scheme+surt-trailing-comma"}, Normalized{"http://(org,archive,)/goo?a&b", "archive.org", true}, -1, ""},
	{"HTTPS://www.A.example/?utm_source=x&b=1", Options{Profile: "rfc+remove-www+drop-params=@tracking"}, Normalized{"https://a.example/?b=1", "a.example", true}, -1, ""},
	{"http://3279880203/blah", Options{Profile: "safebrowsing"}, Normalized{"http://195.127.0.11/blah", "195.127.0.11", true}, -1, ""},
	{"http://a b/", Options{Profile: "rfc"}, Normalized{}, 8, "would change the host"},
	{"foo", Options{Profile: "whatwg"}, Normalized{}, 0, "missing-scheme"},
}

// TestOptionsCheck: a bad profile, or one with IRI, is refused.
func TestOptionsCheck(t *testing.T) {
	for _, o := range []Options{{Profile: "nope"}, {Profile: "rfc+remove-www+add-www"}, {Profile: "rfc", IRI: true}} {
		if err := o.check(); err == nil {
			t.Errorf("%+v: no error", o)
		}
	}
	if err := (Options{Profile: "surt+surt-trailing-comma"}).check(); err != nil {
		t.Error(err)
	}
}

func TestNormalize(t *testing.T) {
	for _, tt := range normalizeTests {
		got, err := Normalize(tt.in, tt.o)
		if tt.err < 0 {
			if err != nil || got != tt.want {
				t.Errorf("Normalize(%q, %+v):\n\tgot  %+v, %v\n\twant %+v, nil", tt.in, tt.o, got, err, tt.want)
			}
			continue
		}
		if err == nil {
			t.Errorf("Normalize(%q, %+v):\n\tgot  %+v, nil\n\twant error at offset %d", tt.in, tt.o, got, tt.err)
			continue
		}
		inv := NewInvalid(tt.in, err)
		if inv.Error.Offset != tt.err || inv.Input != tt.in || !strings.Contains(inv.Error.Message, tt.inMsg) {
			t.Errorf("NewInvalid(%q, %v):\n\tgot  %+v\n\twant offset %d, message with %q", tt.in, err, inv, tt.err, tt.inMsg)
		}
	}
}

// invalidJSONTests are lines of the invalid output (CLI.md "Outputs": the
// error object of --json).
var invalidJSONTests = []struct {
	in, want string
}{
	// RFC 3986 3.2.3: the offset and reason of the *uri.Error.
	{"http://a:8x/", `{"input":"http://a:8x/","error":{"offset":11,"message":"invalid port: unexpected '/' (digits only, no \"@\" follows)"}}`},
	// RFC 8259 8.1: a line that is not UTF-8 is given exactly in base64;
	// no HTML escaping of "<".
	{"http://a/<\xff", `{"input":"http://a/<\ufffd","input_base64":"aHR0cDovL2EvPP8=","error":{"offset":9,"message":"invalid character '<' in path"}}`},
}

func TestInvalidJSON(t *testing.T) {
	for _, tt := range invalidJSONTests {
		_, err := Normalize(tt.in, Options{Level: uri.SchemeBased})
		if err == nil {
			t.Fatalf("Normalize(%q): no error", tt.in)
		}
		if got := NewInvalid(tt.in, err).JSON(); got != tt.want {
			t.Errorf("NewInvalid(%q).JSON():\n\tgot  %s\n\twant %s", tt.in, got, tt.want)
		}
	}
}

// TestNormalizeFn runs the DoFn by hand: each line goes to exactly one of
// its outputs, a host only with an authority, an empty line nowhere.
func TestNormalizeFn(t *testing.T) {
	fn := &normalizeFn{Level: uri.SchemeBased}
	var forms, hosts, invalid []string
	for _, line := range []string{"HTTP://A/%7e", "", "mailto:x@Y", "http://a:8x/", "file:///x"} {
		fn.ProcessElement(context.Background(), line,
			func(s string) { forms = append(forms, s) },
			func(s string) { hosts = append(hosts, s) },
			func(s string) { invalid = append(invalid, s) })
	}
	wantForms := []string{"http://a/~", "mailto:x@y", "file:///x"}
	wantHosts := []string{"a", ""}
	if !slices.Equal(forms, wantForms) || !slices.Equal(hosts, wantHosts) || len(invalid) != 1 {
		t.Errorf("normalizeFn:\n\tgot  %q %q %q\n\twant %q %q and one invalid", forms, hosts, invalid, wantForms, wantHosts)
	}
}

// levelTests are the values of --level.
var levelTests = []struct {
	in   string
	want uri.Level
	ok   bool
}{
	{"syntax", uri.SyntaxBased, true}, // RFC 3986 6.2.2
	{"scheme", uri.SchemeBased, true}, // RFC 3986 6.2.3
	{"simple", 0, false},              // 6.2.1 normalizes nothing: not a pipeline's level
	{"", 0, false},
}

func TestParseLevel(t *testing.T) {
	for _, tt := range levelTests {
		got, err := ParseLevel(tt.in)
		if got != tt.want || (err == nil) != tt.ok {
			t.Errorf("ParseLevel(%q):\n\tgot  %v, %v\n\twant %v, ok %v", tt.in, got, err, tt.want, tt.ok)
		}
	}
}

func TestFormatCount(t *testing.T) {
	if got, want := formatCount("http://a/~", 12), "12\thttp://a/~"; got != want {
		t.Errorf("formatCount(%q, 12):\n\tgot  %q\n\twant %q", "http://a/~", got, want)
	}
}
