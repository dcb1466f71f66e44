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

// textRoundTrips: the text form of each reference reads back as the same,
// valid, Ref, through UnmarshalText and through encoding/json, the empty
// string included (RFC 3986 4.1: a relative-ref with an empty path).
var textRoundTrips = []struct {
	in    string
	valid bool // a URI reference: the IRI is not (RFC 3986 2: ASCII only)
}{
	{"", true},   // 4.1, 4.4: the empty same-document reference
	{"#", true},  // 3.5: an empty fragment
	{"?", true},  // 3.4: an empty query
	{"//", true}, // 3.2: an empty authority
	{"http://user@example.com:8080/a/b?c=d&e#f", true},               // 3: every component
	{"http://r\u00e9sum\u00e9.example/\u65e5\u672c?q=\u00e9", false}, // RFC 3987 2.2 only
}

// textDoc holds a Ref as a required field, an optional one (omitzero: the
// zero Ref is left out) and a pointer.
type textDoc struct {
	Ref uri.Ref  `json:"ref"`
	Opt uri.Ref  `json:"opt,omitzero"`
	Ptr *uri.Ref `json:"ptr"`
}

func TestTextRoundTrip(t *testing.T) {
	for _, tt := range textRoundTrips {
		var r uri.Ref
		err := r.UnmarshalText([]byte(tt.in))
		if !tt.valid {
			if !errors.Is(err, uri.ErrInvalidChar) || r.IsValid() {
				t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant %v and the zero Ref", tt.in, r, err, uri.ErrInvalidChar)
			}
			var d textDoc
			if err := json.Unmarshal([]byte(`{"ref":"`+tt.in+`"}`), &d); !errors.Is(err, uri.ErrInvalidChar) {
				t.Errorf("json.Unmarshal(%q):\n\tgot  %v\n\twant %v", tt.in, err, uri.ErrInvalidChar)
			}
			continue
		}
		if err != nil || !r.IsValid() || r != uri.MustParse(tt.in) {
			t.Errorf("UnmarshalText(%q):\n\tgot  %v (valid %v), %v\n\twant %q, valid", tt.in, r, r.IsValid(), err, tt.in)
			continue
		}
		if b, err := r.MarshalText(); err != nil || string(b) != tt.in {
			t.Errorf("MarshalText(%q):\n\tgot  %q, %v\n\twant %q", tt.in, b, err, tt.in)
		}
		b, err := json.Marshal(textDoc{Ref: r, Ptr: &r})
		q, _ := json.Marshal(tt.in)
		if want := `{"ref":` + string(q) + `,"ptr":` + string(q) + `}`; err != nil || string(b) != want {
			t.Errorf("json.Marshal(%q):\n\tgot  %s, %v\n\twant %s", tt.in, b, err, want)
			continue
		}
		var back textDoc
		if err := json.Unmarshal(b, &back); err != nil || back.Ref != r || !back.Ref.IsValid() || back.Opt.IsValid() || back.Ptr == nil || *back.Ptr != r {
			t.Errorf("json.Unmarshal(%s):\n\tgot  %+v, %v\n\twant %q in ref and ptr, opt zero", b, back, err, tt.in)
		}
	}
}

// TestTextZero: the zero Ref has no text form. Writing it as "" would read
// back as the valid empty reference (RFC 3986 4.1), a different value, so
// MarshalText and AppendText fail with ErrZeroRef; omitzero or a pointer
// leaves an optional Ref out, and JSON null leaves it zero.
func TestTextZero(t *testing.T) {
	var zero uri.Ref
	if b, err := zero.MarshalText(); !errors.Is(err, uri.ErrZeroRef) || b != nil {
		t.Errorf("MarshalText(zero):\n\tgot  %q, %v\n\twant nil, %v", b, err, uri.ErrZeroRef)
	}
	if b, err := zero.AppendText([]byte("x")); !errors.Is(err, uri.ErrZeroRef) || string(b) != "x" {
		t.Errorf("AppendText(zero):\n\tgot  %q, %v\n\twant %q, %v", b, err, "x", uri.ErrZeroRef)
	}
	if b := zero.AppendTo([]byte("x")); string(b) != "x" {
		t.Errorf("AppendTo(zero):\n\tgot  %q\n\twant %q", b, "x")
	}
	if _, err := json.Marshal(textDoc{}); !errors.Is(err, uri.ErrZeroRef) {
		t.Errorf("json.Marshal(zero):\n\tgot  %v\n\twant %v", err, uri.ErrZeroRef)
	}
	b, err := json.Marshal(textDoc{Ref: uri.MustParse("a")})
	if want := `{"ref":"a","ptr":null}`; err != nil || string(b) != want {
		t.Errorf("json.Marshal(omitzero):\n\tgot  %s, %v\n\twant %s", b, err, want)
	}
	var d textDoc
	if err := json.Unmarshal([]byte(`{"ref":null,"opt":null,"ptr":null}`), &d); err != nil || d.Ref != zero || d.Opt != zero || d.Ptr != nil {
		t.Errorf("json.Unmarshal(null):\n\tgot  %+v, %v\n\twant zero Refs", d, err)
	}
	r := uri.MustParse("http://a/")
	if err := r.UnmarshalText(nil); err != nil || r != uri.MustParse("") || !r.IsValid() {
		t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant the valid empty reference", "", r, err)
	}
	r = uri.MustParse("http://a/")
	err = r.UnmarshalText([]byte("http://a:8x/"))
	var e *uri.Error
	if !errors.As(err, &e) || e.Offset != 10 || !errors.Is(err, uri.ErrInvalidPort) || r != zero {
		t.Errorf("UnmarshalText(%q):\n\tgot  %v, %v\n\twant invalid port at offset 10 and the zero Ref", "http://a:8x/", r, err)
	}
}

type page struct {
	Self  uri.Ref            `json:"self"`
	Next  uri.Ref            `json:"next,omitzero"` // zero: left out
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
	const want = `{"self":"http://a/b?c=d\u0026e#f","links":{"../up":"up","mailto:x@y":"mail"},"ptr":"http://a/b?c=d\u0026e#f"}`
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
