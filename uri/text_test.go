package uri_test

import (
	"encoding"
	"encoding/json"
	"errors"
	"testing"

	"github.com/urikit/urikit/internal/reftest"
	"github.com/urikit/urikit/uri"
)

var (
	_ encoding.TextMarshaler   = uri.Ref{}
	_ encoding.TextAppender    = uri.Ref{}
	_ encoding.TextUnmarshaler = (*uri.Ref)(nil)
)

// textRoundTrips: the text form of each reference reads back as the same,
// valid, Ref, through UnmarshalText and through encoding/json, the empty
// string included (RFC 3986 4.1: a relative-ref with an empty path).
var textRoundTrips = []reftest.TextCase{
	{In: ""},   // 4.1, 4.4: the empty same-document reference
	{In: "#"},  // 3.5: an empty fragment
	{In: "?"},  // 3.4: an empty query
	{In: "//"}, // 3.2: an empty authority
	{In: "http://user@example.com:8080/a/b?c=d&e#f"}, // 3: every component
	// 1.1.2 examples: the text is the reference as written (5.3).
	{In: "ftp://ftp.is.co.za/rfc/rfc1808.txt"},
	{In: "ldap://[2001:db8::7]/c=GB?objectClass?one"},
	{In: "mailto:John.Doe@example.com"},
	{In: "news:comp.infosystems.www.servers.unix"},
	{In: "tel:+1-816-555-1212"},
	{In: "telnet://192.0.2.16:80/"},
	{In: "urn:oasis:names:specification:docbook:dtd:xml:4.1.2"},
	// 4.2: relative references; 2.1: triplets kept as written.
	{In: "../g?#"},
	{In: "HTTP://a/%7e%7E?%22"},
	{In: "http://a/<", Err: uri.ErrInvalidChar}, // 2.4.3: "<" is excluded
	{In: "http://r\u00e9sum\u00e9.example/\u65e5\u672c?q=\u00e9", Err: uri.ErrInvalidChar}, // an IRI (RFC 3987 2.2), not a URI (2)
}

func TestTextRoundTrip(t *testing.T) {
	reftest.TextRoundTrip(t, uri.Parse, textRoundTrips)
}

// TestTextZero: the zero Ref has no text form. Writing it as "" would read
// back as the valid empty reference (RFC 3986 4.1), a different value, so
// MarshalText and AppendText fail with ErrZeroRef; omitzero or a pointer
// leaves an optional Ref out, and JSON null leaves it zero.
func TestTextZero(t *testing.T) {
	reftest.TextZero(t, uri.Parse, uri.ErrZeroRef)
	var zero uri.Ref
	r := uri.MustParse("http://a/")
	err := r.UnmarshalText([]byte("http://a:8x/"))
	var e *uri.Error
	if !errors.As(err, &e) || e.Offset != 11 || !errors.Is(err, uri.ErrInvalidPort) || r != zero {
		t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant invalid port at offset 11 and the zero Ref", "http://a:8x/", r, err)
	}
}

type page struct {
	Self  uri.Ref            `json:"self"`
	Next  uri.Ref            `json:"next,omitzero"` // the empty reference is written; the zero Ref left out
	Links map[uri.Ref]string `json:"links"`
	Ptr   *uri.Ref           `json:"ptr"`
}

func TestJSON(t *testing.T) {
	self := uri.MustParse("http://a/b?c=d&e#f")
	in := page{
		Self:  self,
		Next:  uri.MustParse(""),
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
