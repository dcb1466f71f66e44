package mid_test

// This file tests Parse against the examples of RFC 2392 2 and the
// addr-spec of RFC 5322 3.4.1, valid and invalid.

import (
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/mid"
	"github.com/urikit/urikit/uri"
)

var parseTests = []schemetest.Case[mid.URL]{
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

var errorTests = []schemetest.ErrorCase{
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

func TestParse(t *testing.T) { schemetest.Run(t, mid.Parse, parseTests) }

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, mid.Parse, errorTests) }

// fieldsTests give the fields of check --json: absent is nil.
var fieldsTests = []schemetest.FieldsCase{
	// RFC 2392 2: a whole message, a body part, a content-id.
	{"mid:a@b", map[string]any{"message_id": "a@b", "content_id": nil}},
	{"mid:a@b/c@d", map[string]any{"message_id": "a@b", "content_id": "c@d"}},
	{"cid:c@d", map[string]any{"content_id": "c@d"}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, mid.Parse, fieldsTests) }
