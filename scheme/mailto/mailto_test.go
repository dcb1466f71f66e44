package mailto_test

// This file tests Parse, ParseReading and Build against the examples of
// RFC 6068 6 and the rules of RFC 6068 2 and 5, RFC 2368 2 and the seed
// draft 002, valid and invalid.

import (
	"errors"
	"reflect"
	"testing"

	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/scheme/mailto"
	"github.com/urikit/urikit/uri"
)

type hs = [][2]string

var parseTests = []schemetest.Case[mailto.URL]{
	// RFC 6068 6.1: basic examples.
	{"mailto:chris@example.com", mailto.URL{To: []string{"chris@example.com"}}},
	{"mailto:infobot@example.com?subject=current-issue", mailto.URL{To: []string{"infobot@example.com"}, Headers: hs{{"subject", "current-issue"}}}},
	{"mailto:infobot@example.com?body=send%20current-issue", mailto.URL{To: []string{"infobot@example.com"}, Headers: hs{{"body", "send current-issue"}}}},
	{"mailto:infobot@example.com?body=send%20current-issue%0D%0Asend%20index", mailto.URL{To: []string{"infobot@example.com"}, Headers: hs{{"body", "send current-issue\r\nsend index"}}}},
	{"mailto:list@example.org?In-Reply-To=%3C3469A91.D10AF4C@example.com%3E", mailto.URL{To: []string{"list@example.org"}, Headers: hs{{"In-Reply-To", "<3469A91.D10AF4C@example.com>"}}}},
	{"mailto:majordomo@example.com?body=subscribe%20bamboo-l", mailto.URL{To: []string{"majordomo@example.com"}, Headers: hs{{"body", "subscribe bamboo-l"}}}},
	{"mailto:joe@example.com?cc=bob@example.com&body=hello", mailto.URL{To: []string{"joe@example.com"}, Headers: hs{{"cc", "bob@example.com"}, {"body", "hello"}}}},
	{"mailto:?to=addr1@an.example,addr2@an.example", mailto.URL{To: []string{"addr1@an.example", "addr2@an.example"}, Headers: hs{{"to", "addr1@an.example,addr2@an.example"}}}},
	{"mailto:addr1@an.example?to=addr2@an.example", mailto.URL{To: []string{"addr1@an.example", "addr2@an.example"}, Headers: hs{{"to", "addr2@an.example"}}}},
	{"mailto:addr1@an.example,addr2@an.example", mailto.URL{To: []string{"addr1@an.example", "addr2@an.example"}}},
	// RFC 6068 6.2: examples of complicated email addresses.
	{"mailto:gorby%25kremvax@example.com", mailto.URL{To: []string{"gorby%kremvax@example.com"}}},
	{"mailto:unlikely%3Faddress@example.com?blat=foop", mailto.URL{To: []string{"unlikely?address@example.com"}, Headers: hs{{"blat", "foop"}}}},
	{"mailto:Mike%26family@example.org", mailto.URL{To: []string{"Mike&family@example.org"}}},
	{"mailto:%22not%40me%22@example.org", mailto.URL{To: []string{`"not@me"@example.org`}}},
	{"mailto:%22oh%5C%5Cno%22@example.org", mailto.URL{To: []string{`"oh\\no"@example.org`}}},
	{"mailto:%22%5C%5C%5C%22it's%5C%20ugly%5C%5C%5C%22%22@example.org", mailto.URL{To: []string{`"\\\"it's\ ugly\\\""@example.org`}}},
	// RFC 6068 6.3: non-ASCII characters, UTF-8 percent-encoded.
	{"mailto:user@example.org?subject=caf%C3%A9", mailto.URL{To: []string{"user@example.org"}, Headers: hs{{"subject", "café"}}}},
	{"mailto:user@example.org?subject=%3D%3Futf-8%3FQ%3Fcaf%3DC3%3DA9%3F%3D", mailto.URL{To: []string{"user@example.org"}, Headers: hs{{"subject", "=?utf-8?Q?caf=C3=A9?="}}}},
	{"mailto:user@example.org?subject=caf%C3%A9&body=caf%C3%A9", mailto.URL{To: []string{"user@example.org"}, Headers: hs{{"subject", "café"}, {"body", "café"}}}},
	{"mailto:user@%E7%B4%8D%E8%B1%86.example.org?subject=Test&body=NATTO", mailto.URL{To: []string{"user@納豆.example.org"}, Headers: hs{{"subject", "Test"}, {"body", "NATTO"}}}},
	// RFC 6068 2: every part is optional; an empty hfname and hfvalue are allowed.
	{"mailto:", mailto.URL{}},
	{"MAILTO:a@b?=", mailto.URL{To: []string{"a@b"}, Headers: hs{{"", ""}}}},
	// RFC 6068 2: a "to" field may carry display names (RFC 5322 3.4).
	{"mailto:?To=%22Doe,%20J%22%20%3Cj@x%3E,%20k@y", mailto.URL{To: []string{`"Doe, J" <j@x>`, "k@y"}, Headers: hs{{"To", `"Doe, J" <j@x>, k@y`}}}},
}

// rfc2368Tests and draft002Tests are read by the older readings.
var rfc2368Tests = []schemetest.Case[mailto.URL]{
	// RFC 2368 2: to = #mailbox; "=" and "/" in a value need no encoding.
	{"mailto:Joe%20%3Cjoe@example.com%3E,%20bob@example.com?subject=a=b/c", mailto.URL{To: []string{"Joe <joe@example.com>", "bob@example.com"}, Headers: hs{{"subject", "a=b/c"}}}},
	{"mailto:?to=joe@example.com&cc=bob@example.com&body=hello", mailto.URL{To: []string{"joe@example.com"}, Headers: hs{{"to", "joe@example.com"}, {"cc", "bob@example.com"}, {"body", "hello"}}}},
}

var draft002Tests = []schemetest.Case[mailto.URL]{
	// Seed draft 002, MAILTO: one addr-spec, "%" as "%25".
	{"mailto:gorby%25kremvax@example.com", mailto.URL{To: []string{"gorby%kremvax@example.com"}}},
}

// reading returns the parse of a reading.
func reading(rd mailto.Reading) func(uri.Ref) (mailto.URL, error) {
	return func(r uri.Ref) (mailto.URL, error) { return mailto.ParseReading(r, rd) }
}

var errorTests = []schemetest.ErrorCase{
	// RFC 6068 2: "/" must be percent-encoded in an addr-spec, and "=" in a value.
	{"mailto:a@b/c", 10, mailto.ErrEncoding},
	{"mailto:a=b@c", 8, mailto.ErrEncoding},
	{"mailto:a@b?subject=a=b", 20, mailto.ErrEncoding},
	{"mailto:a@b?subject=a/b", 20, mailto.ErrEncoding},
	// RFC 6068 2: hfield = hfname "=" hfvalue.
	{"mailto:a@b?subject", 18, mailto.ErrHField},
	{"mailto:a@b?subject=x&", 21, mailto.ErrHField},
	// RFC 6068 2: to = addr-spec *("," addr-spec).
	{"mailto:a@b,", 11, mailto.ErrAddrSpec},
	{"mailto:joe", 10, mailto.ErrAddrSpec},
	{"mailto:a%40b@c", 12, mailto.ErrAddrSpec},
	// RFC 6068 2: no authority, no fragment.
	{"mailto://a@b", 7, mailto.ErrForm},
	{"mailto:a@b?x=y#f", 14, mailto.ErrForm},
	// RFC 6068 5: percent-encoded text is UTF-8.
	{"mailto:a@b?body=%FF", 16, uri.ErrInvalidUTF8},
	{"mailto:%FF@b", 7, uri.ErrInvalidUTF8},
	// Another scheme.
	{"news:a@b", 0, mailto.ErrScheme},
}

var rfc2368ErrorTests = []schemetest.ErrorCase{
	// RFC 2368 2: each mailbox holds an addr-spec.
	{"mailto:Joe%20%3Cjoe%3E", 19, mailto.ErrAddrSpec},
}

var draft002ErrorTests = []schemetest.ErrorCase{
	// Seed draft 002: no header fields, one address.
	{"mailto:a@b?subject=x", 10, mailto.ErrHeaders},
	{"mailto:a@b,c@d", 10, mailto.ErrAddrSpec},
}

func TestParse(t *testing.T) { schemetest.Run(t, mailto.Parse, parseTests) }

func TestParseReading(t *testing.T) {
	schemetest.Run(t, reading(mailto.RFC2368), rfc2368Tests)
	schemetest.Run(t, reading(mailto.Draft002), draft002Tests)
}

func TestParseErrors(t *testing.T) {
	schemetest.RunErrors(t, mailto.Parse, errorTests)
	schemetest.RunErrors(t, reading(mailto.RFC2368), rfc2368ErrorTests)
	schemetest.RunErrors(t, reading(mailto.Draft002), draft002ErrorTests)
}

var buildTests = []struct {
	m    mailto.Message
	want string
}{
	// RFC 6068 6.1, built back.
	{mailto.Message{To: []string{"joe@example.com"}, Cc: []string{"bob@example.com"}, Body: "hello"}, "mailto:joe@example.com?cc=bob@example.com&body=hello"},
	// RFC 6068 6.2: "%", "?", "&" in an address; "," inside a quoted string.
	{mailto.Message{To: []string{"gorby%kremvax@example.com", "unlikely?address@example.com", "Mike&family@example.org", `"a,b"@x`}}, "mailto:gorby%25kremvax@example.com,unlikely%3Faddress@example.com,Mike%26family@example.org,%22a%2Cb%22@x"},
	// RFC 6068 2: "=", "&", "#", "?", "/" in a value; "," and ";" may stay.
	{mailto.Message{Subject: "a=b&c#d?e/f,g;h", Headers: [][2]string{{"X-Y", "100%"}}}, "mailto:?subject=a%3Db%26c%23d%3Fe%2Ff,g;h&X-Y=100%25"},
	// RFC 6068 6.3: UTF-8; RFC 6068 2: a display name goes in a "to" field.
	{mailto.Message{To: []string{"a@b", "Zoë <z@b>", "c@d"}, Body: "café\r\n"}, "mailto:a@b?to=Zo%C3%AB%20%3Cz@b%3E&to=c@d&body=caf%C3%A9%0D%0A"},
}

var buildErrorTests = []mailto.Message{
	{To: []string{"a@b,c@d"}},                // two addresses in one
	{To: []string{" a@b"}},                   // white space around
	{Cc: []string{`"a`, "b"}},                // runs together
	{Headers: [][2]string{{"To", "a@b"}}},    // belongs in To
	{Headers: [][2]string{{"subject", "x"}}}, // belongs in Subject
	{Subject: "\xff"},                        // not UTF-8
}

func TestBuild(t *testing.T) {
	for _, tt := range buildTests {
		r, err := mailto.Build(tt.m)
		if err != nil || r.String() != tt.want {
			t.Errorf("Build(%#v):\n\tgot  %v, %v\n\twant %v", tt.m, r, err, tt.want)
			continue
		}
		u, err := mailto.Parse(r)
		if got := u.Message(); err != nil || !reflect.DeepEqual(got, tt.m) {
			t.Errorf("Parse(Build(%#v)).Message():\n\tgot  %#v, %v\n\twant %#v", tt.m, got, err, tt.m)
		}
	}
	for _, m := range buildErrorTests {
		r, err := mailto.Build(m)
		var e *uri.Error
		if !errors.As(err, &e) || !errors.Is(err, mailto.ErrMessage) {
			t.Errorf("Build(%#v):\n\tgot  %v, %v\n\twant ErrMessage", m, r, err)
		}
	}
}
