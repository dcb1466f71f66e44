package news_test

// This file tests Parse against the examples of RFC 5538 2.1 and 2.2 and
// the names of RFC 3977 4 and RFC 5536 3.1.3, valid and invalid.

import (
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/news"
	"github.com/urikit/urikit/uri"
)

var parseTests = []schemetest.Case[news.URL]{
	// RFC 5538 2.1: the news examples.
	{"news://news.server.example/example.group.this", news.URL{Scheme: "news", Server: true, Host: "news.server.example", Port: 119, Group: "example.group.this"}},
	{"news://news.server.example/*", news.URL{Scheme: "news", Server: true, Host: "news.server.example", Port: 119, Group: "*"}},
	{"news://news.server.example/", news.URL{Scheme: "news", Server: true, Host: "news.server.example", Port: 119}},
	{"news://wild.server.example/example.group.th%3Fse", news.URL{Scheme: "news", Server: true, Host: "wild.server.example", Port: 119, Group: "example.group.th?se"}},
	{"news:example.group.*", news.URL{Scheme: "news", Port: 119, Group: "example.group.*"}},
	{"news:example.group.this", news.URL{Scheme: "news", Port: 119, Group: "example.group.this"}},
	{"news://news.gmane.org/gmane.ietf.tools", news.URL{Scheme: "news", Server: true, Host: "news.gmane.org", Port: 119, Group: "gmane.ietf.tools"}},
	{"news://news.gmane.org/p0624081dc30b8699bf9b@%5B10.20.30.108%5D", news.URL{Scheme: "news", Server: true, Host: "news.gmane.org", Port: 119, MessageID: "p0624081dc30b8699bf9b@[10.20.30.108]"}},
	{"news:p0624081dc30b8699bf9b@%5B10.20.30.108%5D", news.URL{Scheme: "news", Port: 119, MessageID: "p0624081dc30b8699bf9b@[10.20.30.108]"}},
	// RFC 5538 2.1: "news:*", all groups; a message-id in angle brackets.
	{"news:*", news.URL{Scheme: "news", Port: 119, Group: "*"}},
	{"news:%3C12345@example.com%3E", news.URL{Scheme: "news", Port: 119, MessageID: "12345@example.com", Bracketed: true}},
	// RFC 3977 4.2: a wildmat with "," and "!".
	{"news:comp.*,!comp.os.*", news.URL{Scheme: "news", Port: 119, Group: "comp.*,!comp.os.*"}},
	// RFC 5538 2.1: snews, port 563; an explicit port.
	{"snews://secure.example:8563/example.group", news.URL{Scheme: "snews", Server: true, Host: "secure.example", Port: 8563, HasPort: true, Group: "example.group"}},
	{"NEWS:", news.URL{Scheme: "news", Port: 119}},
	// RFC 5538 2.2: the nntp examples.
	{"nntp://news.server.example/example.group.this/12345", news.URL{Scheme: "nntp", Server: true, Host: "news.server.example", Port: 119, Group: "example.group.this", Article: 12345, HasArticle: true}},
	{"nntp://news.gmane.org/gmane.ietf.tools/742", news.URL{Scheme: "nntp", Server: true, Host: "news.gmane.org", Port: 119, Group: "gmane.ietf.tools", Article: 742, HasArticle: true}},
	{"nntp://news.server.example/example.group.n%2Fa/12345", news.URL{Scheme: "nntp", Server: true, Host: "news.server.example", Port: 119, Group: "example.group.n/a", Article: 12345, HasArticle: true}},
	{"nntp://user@[::1]:1119/a.b/9999999999999999", news.URL{Scheme: "nntp", Server: true, Userinfo: "user", HasUserinfo: true, Host: "[::1]", Port: 1119, HasPort: true, Group: "a.b", Article: 9999999999999999, HasArticle: true}},
	// RFC 5538 2.2, RFC 1738 3.7: the article number is optional; article 0 is one.
	{"nntp://news.server.example/example.group.this", news.URL{Scheme: "nntp", Server: true, Host: "news.server.example", Port: 119, Group: "example.group.this"}},
	{"nntp://h/g/0", news.URL{Scheme: "nntp", Server: true, Host: "h", Port: 119, Group: "g", HasArticle: true}},
}

var errorTests = []schemetest.ErrorCase{
	// RFC 5538 2.2: article-number = 1*16DIGIT after a "/".
	{"nntp://news.example/a.b/", 24, news.ErrArticle},
	{"nntp://news.example/a.b/12x", 26, news.ErrArticle},
	{"nntp://news.example/a.b/12345678901234567", 40, news.ErrArticle},
	// RFC 5538 2.2: a server is required.
	{"nntp:a.b/1", 5, news.ErrServer},
	{"nntp:///a.b/1", 7, news.ErrServer},
	// RFC 5538 2.1: news-server = "//" authority "/".
	{"news://news.example", 19, news.ErrServer},
	// RFC 3977 4.1, 4.2: group names and wildmats.
	{"nntp://h/a*b/1", 10, news.ErrGroup},
	{"nntp://h//1", 9, news.ErrGroup},
	{"news:a,,b", 7, news.ErrGroup},
	{"news:!a", 5, news.ErrGroup},
	{"news:a/b", 6, news.ErrGroup},
	{"news:a%20b", 6, news.ErrGroup},
	// RFC 5536 3.1.3: a message-id is id-left "@" id-right.
	{"news:a@", 7, news.ErrMessageID},
	{"news:%3Ca@b", 11, news.ErrMessageID},
	{"news:a..b@c", 7, news.ErrMessageID},
	// RFC 5538 2: no query, no fragment; a port that fits 16 bits.
	{"news:a.b?x", 8, news.ErrForm},
	{"news:a.b#x", 8, news.ErrForm},
	{"nntp://h:99999/a/1", 9, news.ErrPort},
	{"news:%FF", 5, uri.ErrInvalidUTF8},
	{"http://h/a/1", 0, news.ErrScheme},
}

func TestParse(t *testing.T) { schemetest.Run(t, news.Parse, parseTests) }

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, news.Parse, errorTests) }

// fieldsTests give the fields of check --json: absent is nil, empty "".
var fieldsTests = []schemetest.FieldsCase{
	// RFC 5538 2.1: a group has no message-id, an article no group.
	{"news:comp.lang.go", map[string]any{"host": nil, "port": nil, "group": "comp.lang.go", "message_id": nil}},
	{"news:a@b.example", map[string]any{"host": nil, "port": nil, "group": nil, "message_id": "a@b.example"}},
	{"news://h/", map[string]any{"host": "h", "port": 119, "group": nil, "message_id": nil}},
	{"snews://h:8563/g", map[string]any{"host": "h", "port": 8563, "group": "g", "message_id": nil}},
	// RFC 5538 2.2: an article; a group alone.
	{"nntp://news.example.com/comp.lang.go/42", map[string]any{"host": "news.example.com", "port": 119, "group": "comp.lang.go", "article": 42}},
	{"nntp://news.server.example/example.group.this", map[string]any{"host": "news.server.example", "port": 119, "group": "example.group.this", "article": nil}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, news.Parse, fieldsTests) }
