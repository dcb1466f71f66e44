package gopher_test

import (
	"testing"

	"github.com/urikit/urikit/scheme/gopher"
	"github.com/urikit/urikit/scheme/internal/schemetest"
	"github.com/urikit/urikit/uri"
)

var parseTests = []schemetest.Case[gopher.URL]{
	// RFC 4266 2: an empty gopher-path, type '1' and port 70 by default;
	// the "/" is optional then.
	{"gopher://gopher.example.org", gopher.URL{Host: "gopher.example.org", Port: 70, ItemType: '1'}},
	{"gopher://gopher.example.org/", gopher.URL{Host: "gopher.example.org", Port: 70, ItemType: '1'}},
	// RFC 4266 2 (seed draft 002 example): a type 0 item, a document.
	{"gopher://host:7070/0a_gopher_selector", gopher.URL{Host: "host", Port: 7070, PortGiven: true, ItemType: '0', TypeGiven: true, Selector: "a_gopher_selector"}},
	// RFC 4266 2: a selector may start with a copy of the type ("11").
	{"gopher://h/11/pub", gopher.URL{Host: "h", Port: 70, ItemType: '1', TypeGiven: true, Selector: "1/pub"}},
	// RFC 4266 2 (seed example): type 7, search "foobar".
	{"gopher://h/7a_gopher_selector%09foobar", gopher.URL{Host: "h", Port: 70, ItemType: '7', TypeGiven: true, Selector: "a_gopher_selector", Search: "foobar", HasSearch: true}},
	// RFC 4266 2 (seed example): a Gopher+ item, an empty search.
	{"gopher://h/0a_gopher_selector%09%09some_gplus_stuff", gopher.URL{Host: "h", Port: 70, ItemType: '0', TypeGiven: true, Selector: "a_gopher_selector", HasSearch: true, GopherPlus: "some_gplus_stuff", HasGopherPlus: true}},
	// RFC 4266 2 (seed example): a Gopher+ attribute request.
	{"gopher://h/0a_gopher_selector%09%09!", gopher.URL{Host: "h", Port: 70, ItemType: '0', TypeGiven: true, Selector: "a_gopher_selector", HasSearch: true, GopherPlus: "!", HasGopherPlus: true}},
	// RFC 4266 2 (seed example): an alternate view, decoded.
	{"gopher://h/0a_gopher_selector%09%09+application/postscript%20Es_ES", gopher.URL{Host: "h", Port: 70, ItemType: '0', TypeGiven: true, Selector: "a_gopher_selector", HasSearch: true, GopherPlus: "+application/postscript Es_ES", HasGopherPlus: true}},
	// RFC 4266 2 (seed example): the ASK form, "%09", CR and LF inside the Gopher+ string.
	{"gopher://h/0s%09%09+%091%0D%0A+-1%0D%0Av%0D%0A.%0D%0A", gopher.URL{Host: "h", Port: 70, ItemType: '0', TypeGiven: true, Selector: "s", HasSearch: true, GopherPlus: "+\t1\r\n+-1\r\nv\r\n.\r\n", HasGopherPlus: true}},
	// RFC 4266 2: selectors are octets, not necessarily UTF-8; "?" is data (RFC 1738 3.4).
	{"gopher://[2001:db8::1]/0caf%E9?x=1#top", gopher.URL{Host: "[2001:db8::1]", Port: 70, ItemType: '0', TypeGiven: true, Selector: "caf\xe9?x=1", Fragment: "top", HasFragment: true}},
	// RFC 1738 3.4: gtype = xchar, so it may be percent-encoded.
	{"gopher://h/%2Bsel", gopher.URL{Host: "h", Port: 70, ItemType: '+', TypeGiven: true, Selector: "sel"}},
}

func TestParse(t *testing.T) { schemetest.Run(t, gopher.Parse, parseTests) }

// seedTests read the seed draft's "?" before the Gopher+ string
// (Options.SeedQuery).
var seedTests = []schemetest.Case[gopher.URL]{
	// seed draft 002, Gopher: /T[selector]%09[search]?[gopher+_string].
	{"gopher://h/0sel%09?+application/postscript", gopher.URL{Host: "h", Port: 70, ItemType: '0', TypeGiven: true, Selector: "sel", HasSearch: true, GopherPlus: "+application/postscript", HasGopherPlus: true}},
	{"gopher://h/7sel%09find%20me?!", gopher.URL{Host: "h", Port: 70, ItemType: '7', TypeGiven: true, Selector: "sel", Search: "find me", HasSearch: true, GopherPlus: "!", HasGopherPlus: true}},
}

func parseSeed(r uri.Ref) (gopher.URL, error) {
	return gopher.ParseWith(r, gopher.Options{SeedQuery: true})
}

func TestParseSeedQuery(t *testing.T) {
	schemetest.Run(t, parseSeed, seedTests)
	// seed draft: a Gopher+ string after "%09%09" and after "?".
	schemetest.RunErrors(t, parseSeed, []schemetest.ErrorCase{{"gopher://h/0s%09%09+?+", 20, gopher.ErrSeedQuery}})
}

var errorTests = []schemetest.ErrorCase{
	{"http://h/", 0, gopher.ErrScheme},                       // RFC 4266 2: scheme gopher
	{"gopher:/1x", 7, gopher.ErrMissingHost},                 // RFC 4266 2: "gopher://" host
	{"gopher:///1x", 9, gopher.ErrMissingHost},               // RFC 4266 2: a host is required
	{"gopher://u@h/", 9, gopher.ErrUserinfo},                 // RFC 4266 2: no userinfo
	{"gopher://h:70000/", 11, uri.ErrInvalidPort},            // RFC 1738 3.1: a TCP port
	{"gopher://h?x", 10, gopher.ErrInvalidPath},              // RFC 4266 2: "/" before the gopher-path
	{"gopher://h/%0Ax", 11, gopher.ErrInvalidType},           // RFC 1436 3.8: a printable type
	{"gopher://h/%C3%A9x", 11, gopher.ErrInvalidType},        // RFC 1436 3.8: one ASCII character
	{"gopher://h/0a%0Db", 13, gopher.ErrInvalidSelector},     // RFC 4266 2: no CR in a selector
	{"gopher://h/7s%09a%0ab", 17, gopher.ErrInvalidSelector}, // RFC 1436 2: no LF in a search
	{"gopher://%FF/", 9, uri.ErrInvalidUTF8},                 // a host decodes to UTF-8
}

func TestParseErrors(t *testing.T) { schemetest.RunErrors(t, gopher.Parse, errorTests) }

// fieldsTests give the fields of check --json: absent is nil, empty "".
var fieldsTests = []schemetest.FieldsCase{
	{"gopher://h/7s%09q", map[string]any{"host": "h", "port": 70, "item_type": "7", "selector": "s", "search": "q", "gopher_plus": nil}},
	{"gopher://h", map[string]any{"host": "h", "port": 70, "item_type": "1", "selector": "", "search": nil, "gopher_plus": nil}},
	// RFC 4266 2: an empty search and an empty Gopher+ string.
	{"gopher://h/7s%09", map[string]any{"host": "h", "port": 70, "item_type": "7", "selector": "s", "search": "", "gopher_plus": nil}},
	{"gopher://h/0s%09%09", map[string]any{"host": "h", "port": 70, "item_type": "0", "selector": "s", "search": "", "gopher_plus": ""}},
	// RFC 4266 2: the selector's octets as they are, not U+FFFD.
	{"gopher://h/0caf%E9", map[string]any{"host": "h", "port": 70, "item_type": "0", "selector": "caf\xe9", "search": nil, "gopher_plus": nil}},
}

func TestFields(t *testing.T) { schemetest.RunFields(t, gopher.Parse, fieldsTests) }

func TestIsUTF8(t *testing.T) {
	for in, want := range map[string]bool{"gopher://h/0caf%C3%A9": true, "gopher://h/0caf%E9": false, "gopher://h/7s%09%FF": false, "gopher://h/0s%09%09%FE": false, "gopher://h": true} {
		if u, err := gopher.ParseString(in); err != nil || u.IsUTF8() != want {
			t.Errorf("ParseString(%q).IsUTF8() = %v, %v; want %v", in, u.IsUTF8(), err, want)
		}
	}
}
