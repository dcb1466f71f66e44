package uri_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"testing"

	"github.com/urikit/urikit/uri"
)

var (
	_ encoding.TextMarshaler   = uri.Ref{}
	_ encoding.TextAppender    = uri.Ref{}
	_ encoding.TextUnmarshaler = (*uri.Ref)(nil)
)

var textTests = []string{
	// RFC 3986 1.1.2 examples: the text is the reference as written (5.3).
	"ftp://ftp.is.co.za/rfc/rfc1808.txt",
	"http://www.ietf.org/rfc/rfc2396.txt",
	"ldap://[2001:db8::7]/c=GB?objectClass?one",
	"mailto:John.Doe@example.com",
	"news:comp.infosystems.www.servers.unix",
	"tel:+1-816-555-1212",
	"telnet://192.0.2.16:80/",
	"urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
	// 4.2: relative references; 3.4, 3.5: empty query and fragment.
	"../g?#",
	"//",
	"#",
	// 2.1: triplets are kept as written, case included.
	"HTTP://a/%7e%7E?<%22>",
}

func TestText(t *testing.T) {
	for _, s := range textTests {
		r, err := uri.Parse(s)
		if err != nil {
			// "<" is refused (2.4.3); the test covers the error path.
			var zero uri.Ref
			if err := zero.UnmarshalText([]byte(s)); err == nil {
				t.Errorf("UnmarshalText(%q):\n\tgot  nil error\n\twant %v", s, err)
			}
			continue
		}
		b, err := r.MarshalText()
		if err != nil || string(b) != s {
			t.Errorf("MarshalText(%q):\n\tgot  %q, %v\n\twant %q", s, b, err, s)
		}
		if got := string(r.AppendTo([]byte("x "))); got != "x "+s {
			t.Errorf("AppendTo(%q):\n\tgot  %q\n\twant %q", s, got, "x "+s)
		}
		if got, err := r.AppendText(nil); err != nil || string(got) != s {
			t.Errorf("AppendText(%q):\n\tgot  %q, %v\n\twant %q", s, got, err, s)
		}
		var back uri.Ref
		if err := back.UnmarshalText(b); err != nil || back != r {
			t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant %v", b, back, err, r)
		}
	}
}

func TestTextZero(t *testing.T) {
	var zero uri.Ref
	if b, err := zero.MarshalText(); err != nil || len(b) != 0 {
		t.Errorf("MarshalText(zero):\n\tgot  %q, %v\n\twant %q", b, err, "")
	}
	r := uri.MustParse("http://a/")
	if err := r.UnmarshalText(nil); err != nil || r != zero {
		t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant the zero Ref", "", r, err)
	}
	r = uri.MustParse("http://a/")
	err := r.UnmarshalText([]byte("http://a:8x/"))
	var e *uri.Error
	if !errors.As(err, &e) || e.Offset != 11 || !errors.Is(err, uri.ErrInvalidPort) || r != zero {
		t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant invalid port at offset 11 and the zero Ref", "http://a:8x/", r, err)
	}
}

type page struct {
	Self  uri.Ref            `json:"self"`
	Next  uri.Ref            `json:"next"` // zero: ""
	Links map[uri.Ref]string `json:"links"`
	Ptr   *uri.Ref           `json:"ptr"`
}

func TestJSON(t *testing.T) {
	self := uri.MustParse("http://a/b?c=d&e#f")
	in := page{
		Self:  self,
		Links: map[uri.Ref]string{uri.MustParse("../up"): "up", uri.MustParse("mailto:x@y"): "mail"},
		Ptr:   &self,
	}
	b, err := json.Marshal(in)
	if err != nil {
		t.Fatal(err)
	}
	const want = `{"self":"http://a/b?c=d\u0026e#f","next":"","links":{"../up":"up","mailto:x@y":"mail"},"ptr":"http://a/b?c=d\u0026e#f"}`
	if string(b) != want {
		t.Errorf("json.Marshal:\n\tgot  %s\n\twant %s", b, want)
	}
	var out page
	if err := json.Unmarshal(b, &out); err != nil {
		t.Fatal(err)
	}
	if out.Self != in.Self || out.Next != in.Next || *out.Ptr != *in.Ptr || len(out.Links) != 2 || out.Links[uri.MustParse("../up")] != "up" {
		t.Errorf("json.Unmarshal(%s):\n\tgot  %+v\n\twant %+v", b, out, in)
	}
	var bad page
	err = json.Unmarshal([]byte(`{"self":"http://a b/"}`), &bad)
	if !errors.Is(err, uri.ErrInvalidChar) {
		t.Errorf("json.Unmarshal(bad):\n\tgot  %v\n\twant %v", err, uri.ErrInvalidChar)
	}
}

func TestAppendToNoAllocs(t *testing.T) {
	r := uri.MustParse("http://example.com/a/b?c#d")
	buf := make([]byte, 0, 64)
	if n := testing.AllocsPerRun(100, func() { buf = r.AppendTo(buf[:0]) }); n != 0 {
		t.Errorf("AppendTo: got %v allocations, want 0", n)
	}
}
