package whatwg_test

// This file checks the conversions of a URL (URL Standard 4.1) to package
// uri's Ref and to net/url's *url.URL on the web-platform-tests URLs and by
// fuzzing.

import (
	"encoding/json"
	"errors"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// checkNetURL returns "" when n, u.NetURL(), holds u's components as
// url.Parse fills them, else a message.
func checkNetURL(u whatwg.URL, n *url.URL) string {
	host := u.Hostname()
	if strings.HasPrefix(host, "[") {
		host = host[1 : len(host)-1]
	}
	q, hasQuery := u.Query()
	if path := u.Pathname(); n.Opaque == "" && !strings.HasPrefix(n.EscapedPath(), "/.//") && n.EscapedPath() != path && !strings.ContainsAny(path, "|^%{}`\\") {
		return "path " + n.EscapedPath() + " for " + path
	}
	switch {
	case n.Scheme != u.Scheme():
		return "scheme " + n.Scheme
	case whatwg.PercentDecode(n.Hostname()) != whatwg.PercentDecode(host) || n.Port() != u.Port():
		return "host " + n.Host
	case n.RawQuery != q || (n.ForceQuery || n.RawQuery != "") != hasQuery:
		return "query " + n.RawQuery
	case n.User.Username() != whatwg.PercentDecode(u.Username()):
		return "username " + n.User.Username()
	}
	return ""
}

// urlTestVectors returns the vectors of testdata's urltestdata file, the
// comment strings WPT puts among them left out.
func urlTestVectors(t *testing.T) []urlVector {
	names, _ := filepath.Glob(filepath.Join("testdata", "wpt-urltestdata-*.json"))
	if len(names) == 0 {
		t.Fatal("no testdata/wpt-urltestdata-*.json")
	}
	b, err := os.ReadFile(names[len(names)-1])
	if err != nil {
		t.Fatal(err)
	}
	var f struct{ Vectors []json.RawMessage }
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	var vs []urlVector
	for _, raw := range f.Vectors {
		var v urlVector
		if json.Unmarshal(raw, &v) == nil {
			vs = append(vs, v)
		}
	}
	return vs
}

// TestNetURLVectors converts every valid URL of urltestdata with NetURL and
// URI and counts where net/url and RFC 3986 read the href alike.
func TestNetURLVectors(t *testing.T) {
	var urls, same, parsed, parsedSame, uris int
	for _, v := range urlTestVectors(t) {
		var base whatwg.URL
		if v.Base != nil {
			base, _ = whatwg.Parse(*v.Base)
		}
		u, err := whatwg.ParseRef(v.Input, base)
		if err != nil {
			continue
		}
		urls++
		n := u.NetURL()
		if msg := checkNetURL(u, n); msg != "" {
			t.Errorf("ParseRef(%q).NetURL(): %s", v.Input, msg)
		}
		if n.String() == u.Href() {
			same++
		}
		// Where url.Parse reads the href and spells it back, it fills
		// the same URL.
		if p, err := url.Parse(u.Href()); err == nil && p.String() == u.Href() {
			parsed++
			if *p == *n || p.String() == n.String() && p.Host == n.Host && p.EscapedPath() == n.EscapedPath() && p.Opaque == n.Opaque {
				parsedSame++
			} else {
				t.Errorf("ParseRef(%q).NetURL():\n\tgot  %#v\n\twant %#v (url.Parse)", v.Input, n, p)
			}
		}
		if r, err := u.URI(); err == nil {
			uris++
			if r.String() != u.Href() {
				t.Errorf("ParseRef(%q).URI() = %q, want %q", v.Input, r, u.Href())
			}
		} else if _, perr := uri.Parse(u.Href()); perr == nil {
			t.Errorf("ParseRef(%q).URI(): %v", v.Input, err)
		}
	}
	t.Logf("NetURL: %d URLs, String() gives the href back for %d; url.Parse spells %d back, NetURL is its URL on %d (pass)", urls, same, parsed, parsedSame)
	t.Logf("URI: %d of %d hrefs are RFC 3986 URIs", uris, urls)
}

func TestURIConversion(t *testing.T) {
	for in, want := range map[string]string{
		"HTTP://EXAMPLE.com:80/a b?c d#e f": "http://example.com/a%20b?c%20d#e%20f",
		"https://bücher.example/":           "https://xn--bcher-kva.example/",
		"http://[::1]:8080/":                "http://[::1]:8080/",
		"mailto:a@b":                        "mailto:a@b",
		"file:///C:/x":                      "file:///C:/x",
	} {
		r, err := whatwg.MustParse(in).URI()
		if err != nil || r.String() != want {
			t.Errorf("Parse(%q).URI():\n\tgot  %q, %v\n\twant %q", in, r, err, want)
		}
	}
	// Not URIs: "|" and a lone "%" stay bare in a path.
	for in, off := range map[string]int{"http://a/b|c": 10, "http://a/%zz": 10} {
		_, err := whatwg.MustParse(in).URI()
		var e *uri.Error
		if !errors.As(err, &e) || e.Offset != off {
			t.Errorf("Parse(%q).URI(): %v, want an *uri.Error at %d", in, err, off)
		}
	}
	if _, err := (whatwg.URL{}).URI(); !errors.Is(err, uri.ErrZeroRef) {
		t.Errorf("URL{}.URI(): %v", err)
	}
	if (whatwg.URL{}).NetURL() != nil {
		t.Error("URL{}.NetURL() is not nil")
	}
}

// FuzzConvert: for every URL the parser gives, NetURL holds its
// components, its String is the href wherever url.Parse spells the href
// back, and URI succeeds exactly when the href is a URI.
func FuzzConvert(f *testing.F) {
	for _, s := range []string{"http://a/b|c", "foo:/.//x", "http://u:p@[::1]:80/%zz?q#", "mailto:a@b?x", "data:space   ?x", "http://%65x.com/"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		u, err := whatwg.Parse(s)
		if err != nil {
			return
		}
		n := u.NetURL()
		if msg := checkNetURL(u, n); msg != "" {
			t.Fatalf("Parse(%q).NetURL(): %s", s, msg)
		}
		if p, err := url.Parse(u.Href()); err == nil && p.String() == u.Href() && n.String() != u.Href() {
			t.Fatalf("Parse(%q).NetURL().String():\n\tgot  %q\n\twant %q", s, n, u.Href())
		}
		r, err := u.URI()
		_, perr := uri.Parse(u.Href())
		if (err == nil) != (perr == nil) || err == nil && r.String() != u.Href() {
			t.Fatalf("Parse(%q).URI() = %q, %v", s, r, err)
		}
	})
}
