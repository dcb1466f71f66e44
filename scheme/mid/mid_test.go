package mid_test

// This file tests Parse against the examples of RFC 2392 2 and the
// addr-spec of RFC 5322 3.4.1, valid and invalid.

import (
	"errors"
	"testing"

	"github.com/urikit/urikit/scheme/mid"
	"github.com/urikit/urikit/uri"
)

var parseTests = []struct {
	in   string
	want mid.URL
}{
	// RFC 2392 2: a body part of a message.
	{"mid:960830.1639@XIson.com/partA.960830.1639@XIson.com", mid.URL{MessageID: "960830.1639@XIson.com", ContentID: "partA.960830.1639@XIson.com"}},
	// RFC 2392 2: a content-id.
	{"cid:foo4*foo1@bar.net", mid.URL{CID: true, ContentID: "foo4*foo1@bar.net"}},
	// RFC 2392 2: "%25" stands for the "%" of Content-ID: <foo4%foo1@bar.net>.
	{"cid:foo4%25foo1@bar.net", mid.URL{CID: true, ContentID: "foo4%foo1@bar.net"}},
	// RFC 2392 2: a whole message; the scheme is case-insensitive (RFC 3986 3.1).
	{"MID:960830.1639@XIson.com", mid.URL{MessageID: "960830.1639@XIson.com"}},
	// RFC 5322 3.4.1: quoted local-part, domain literal; "/" encoded in a message-id.
	{`mid:%22a%20b%22@%5B127.0.0.1%5D`, mid.URL{MessageID: `"a b"@[127.0.0.1]`}},
	{"mid:a%2Fb@x/c/d@y", mid.URL{MessageID: "a/b@x", ContentID: "c/d@y"}},
	// RFC 6532 3.2: UTF-8 in a msg-id.
	{"cid:%C3%A9t%C3%A9@example.org", mid.URL{CID: true, ContentID: "été@example.org"}},
}

var errorTests = []struct {
	in     string
	offset int
	err    error
}{
	// RFC 2392 2: an identifier is required.
	{"mid:", 4, mid.ErrMissingID},
	{"cid:", 4, mid.ErrMissingID},
	{"mid:a@b/", 8, mid.ErrMissingID},
	// RFC 5322 3.4.1: no "@", an empty atom, a trailing dot.
	{"mid:960830.1639", 15, mid.ErrAddrSpec},
	{"cid:a..b@c", 6, mid.ErrAddrSpec},
	{"cid:a@b.", 8, mid.ErrAddrSpec},
	{"cid:a@b@c", 7, mid.ErrAddrSpec},
	// RFC 2392 2: angle brackets are not part of the URL form.
	{"cid:%3Ca@b%3E", 4, mid.ErrAddrSpec},
	// RFC 6532 3.2: only UTF-8.
	{"cid:a%FF@b", 5, uri.ErrInvalidUTF8},
	// RFC 2392 2: no authority, query or fragment.
	{"mid://a@b", 4, mid.ErrForm},
	{"mid:a@b?x", 7, mid.ErrForm},
	{"cid:a@b#x", 7, mid.ErrForm},
	// Another scheme.
	{"mailto:a@b", 0, mid.ErrScheme},
}

func TestParse(t *testing.T) {
	for _, tt := range parseTests {
		got, err := mid.ParseString(tt.in)
		if err != nil || got != tt.want {
			t.Errorf("Parse(%q):\n\tgot  %+v, %v\n\twant %+v", tt.in, got, err, tt.want)
			continue
		}
		again, err := mid.ParseString(got.String())
		if err != nil || again != got {
			t.Errorf("Parse(%q).String() = %q:\n\tgot  %+v, %v\n\twant %+v", tt.in, got.String(), again, err, got)
		}
	}
}

func TestParseErrors(t *testing.T) {
	for _, tt := range errorTests {
		_, err := mid.ParseString(tt.in)
		var e *uri.Error
		if !errors.As(err, &e) || e.Offset != tt.offset || !errors.Is(err, tt.err) || e.Input != tt.in {
			t.Errorf("Parse(%q):\n\tgot  %v\n\twant %v at offset %d", tt.in, err, tt.err, tt.offset)
		}
	}
}

func TestFields(t *testing.T) {
	u := mid.URL{MessageID: "a@b"}
	if f := u.Fields(); len(f) != 2 || f["message_id"] != "a@b" || f["content_id"] != "" {
		t.Errorf("Fields(%+v):\n\tgot  %v\n\twant message_id a@b, content_id \"\"", u, f)
	}
	u = mid.URL{CID: true, ContentID: "c@d"}
	if f := u.Fields(); len(f) != 1 || f["content_id"] != "c@d" {
		t.Errorf("Fields(%+v):\n\tgot  %v\n\twant content_id c@d", u, f)
	}
}
