package whatwg_test

// This file checks the parser and the setters against the
// web-platform-tests URL vectors of July 2026 (testdata/, see
// testdata/README.txt): urltestdata (4.4 "URL parsing" with and without a
// base, 4.5 serializing, the getters of 6.1 and 4.7 origin),
// setters_tests (the setters of 6.1), toascii and IdnaTestV2 (3.3 the
// domain parser, through the host of "https://INPUT/x" and the host
// setters, as WPT's toascii.window.js and IdnaTestV2.window.js run them).
// A vector urikit does not meet is listed in knownDifferences
// (idna_known_test.go) with its cause and urikit's answer.

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"testing"

	"github.com/urikit/urikit/internal/vectors"
	"github.com/urikit/urikit/whatwg"
)

// urlVector is one vector of urltestdata.json.
type urlVector struct {
	Input    string  `json:"input"`
	Base     *string `json:"base"`
	Failure  bool    `json:"failure"`
	Href     string  `json:"href"`
	Origin   *string `json:"origin"`
	Protocol string  `json:"protocol"`
	Username string  `json:"username"`
	Password string  `json:"password"`
	Host     string  `json:"host"`
	Hostname string  `json:"hostname"`
	Port     string  `json:"port"`
	Pathname string  `json:"pathname"`
	Search   string  `json:"search"`
	Hash     string  `json:"hash"`
}

// setterVector is one vector of setters_tests.json.
type setterVector struct {
	Setter   string            `json:"setter"`
	Href     string            `json:"href"`
	NewValue string            `json:"new_value"`
	Expected map[string]string `json:"expected"`
}

// The vector files of testdata/, copied verbatim from web-platform-tests
// (url/resources, July 2026).
const (
	urlTestData = "wpt-urltestdata-2026-07.json"
	settersData = "wpt-setters_tests-2026-07.json"
	toASCIIData = "wpt-toascii-2026-07.json"
	idnaTestV2  = "wpt-IdnaTestV2-2026-07.json"
)

// readWPT reads the web-platform-tests vector file name of testdata/ and
// returns its vector objects: WPT's comment strings are left out, and in a
// file keyed by setter (setters_tests) each vector gets its key as
// "setter". It checks the header: a source, a semantics note, and a count
// equal to the number of vectors.
func readWPT(t *testing.T, name string) []json.RawMessage {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Source    json.RawMessage `json:"source"`
		Semantics string          `json:"semantics"`
		Count     int             `json:"count"`
		Vectors   json.RawMessage `json:"vectors"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if len(f.Source) == 0 || f.Semantics == "" {
		t.Fatalf("%s: missing source or semantics header", name)
	}
	var list []json.RawMessage
	keep := func(group string, raws []json.RawMessage) {
		for _, r := range raws {
			r = bytes.TrimSpace(r)
			if len(r) == 0 || r[0] != '{' {
				continue // a comment
			}
			if group != "" {
				var m map[string]json.RawMessage
				if err := json.Unmarshal(r, &m); err != nil {
					t.Fatalf("%s: %v", name, err)
				}
				m["setter"], _ = json.Marshal(group)
				r, _ = json.Marshal(m)
			}
			list = append(list, r)
		}
	}
	if v := bytes.TrimSpace(f.Vectors); len(v) > 0 && v[0] == '{' {
		var groups map[string][]json.RawMessage
		if err := json.Unmarshal(v, &groups); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		names := make([]string, 0, len(groups))
		for g := range groups {
			names = append(names, g)
		}
		sort.Strings(names)
		for _, g := range names {
			if g != "comment" {
				keep(g, groups[g])
			}
		}
	} else {
		var raws []json.RawMessage
		if err := json.Unmarshal(v, &raws); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		keep("", raws)
	}
	if len(list) != f.Count {
		t.Fatalf("%s: %d vectors, header says %d", name, len(list), f.Count)
	}
	return list
}

// decodeAll decodes each vector object into a V.
func decodeAll[V any](t *testing.T, name string, raws []json.RawMessage) []V {
	t.Helper()
	out := make([]V, len(raws))
	for i, r := range raws {
		if err := json.Unmarshal(r, &out[i]); err != nil {
			t.Fatalf("%s: vector %d: %v", name, i, err)
		}
	}
	return out
}

// getters returns the getters of u by the names of 6.1.
func getters(u whatwg.URL) map[string]string {
	return map[string]string{
		"href": u.Href(), "origin": u.Origin(), "protocol": u.Protocol(), "username": u.Username(),
		"password": u.Password(), "host": u.Host(), "hostname": u.Hostname(), "port": u.Port(),
		"pathname": u.Pathname(), "search": u.Search(), "hash": u.Hash(),
	}
}

// answer is urikit's answer for a parse: the href, or the error.
func answer(u whatwg.URL, err error) string {
	if err != nil {
		return "error " + err.(*whatwg.Error).Code
	}
	return u.Href()
}

func TestURLTestDataVectors(t *testing.T) {
	const name = urlTestData
	vecs := decodeAll[urlVector](t, name, readWPT(t, name))
	names, ids := make([]string, len(vecs)), make([]string, len(vecs))
	for i, v := range vecs {
		names[i] = v.Input
		if v.Base != nil {
			names[i] = *v.Base + " + " + v.Input
		}
	}
	keys := vectors.Keys(t, names, ids)
	tally := vectors.NewTally(t, name, knownDifferences[name])
	for i, v := range vecs {
		key := keys[i]
		var base whatwg.URL
		if v.Base != nil {
			b, err := whatwg.Parse(*v.Base)
			if err != nil {
				tally.Record(key, "base error", fmt.Sprintf("base %q: %v", *v.Base, err))
				continue
			}
			base = b
		}
		u, err := whatwg.ParseRef(v.Input, base)
		got := answer(u, err)
		if v.Failure {
			if err == nil {
				tally.Record(key, got, fmt.Sprintf("ParseRef(%q, %q):\n\tgot  %v\n\twant failure", v.Input, ptr(v.Base), got))
				continue
			}
			tally.Record(key, got, "")
			continue
		}
		if err != nil {
			tally.Record(key, got, fmt.Sprintf("ParseRef(%q, %q):\n\tgot  %v\n\twant %v", v.Input, ptr(v.Base), err, v.Href))
			continue
		}
		want := map[string]string{
			"href": v.Href, "protocol": v.Protocol, "username": v.Username, "password": v.Password,
			"host": v.Host, "hostname": v.Hostname, "port": v.Port, "pathname": v.Pathname,
			"search": v.Search, "hash": v.Hash,
		}
		if v.Origin != nil {
			want["origin"] = *v.Origin
		}
		tally.Record(key, got, compare(fmt.Sprintf("ParseRef(%q, %q)", v.Input, ptr(v.Base)), getters(u), want)+roundTrip(u))
	}
	tally.Done(len(vecs))
}

// roundTrip checks that the href parses to u again: a broken PROPERTY
// otherwise.
func roundTrip(u whatwg.URL) string {
	v, err := whatwg.Parse(u.Href())
	if err != nil || v != u {
		return fmt.Sprintf("PROPERTY Parse(%q):\n\tgot  %#v, %v\n\twant %#v", u.Href(), v, err, u)
	}
	return ""
}

func ptr(s *string) string {
	if s == nil {
		return "<nil>"
	}
	return *s
}

// compare returns "" when got has every value of want, else a message.
func compare(call string, got, want map[string]string) string {
	msg := ""
	for _, k := range []string{"href", "origin", "protocol", "username", "password", "host", "hostname", "port", "pathname", "search", "hash"} {
		w, ok := want[k]
		if ok && got[k] != w {
			msg += fmt.Sprintf("%s.%s:\n\tgot  %q\n\twant %q\n", call, k, got[k], w)
		}
	}
	return msg
}

// setters maps the setter names of 6.1 to the methods.
var setters = map[string]func(whatwg.URL, string) whatwg.URL{
	"href": func(u whatwg.URL, s string) whatwg.URL {
		if v, err := u.SetHref(s); err == nil {
			return v
		}
		return u
	},
	"protocol": whatwg.URL.SetProtocol,
	"username": whatwg.URL.SetUsername,
	"password": whatwg.URL.SetPassword,
	"host":     whatwg.URL.SetHost,
	"hostname": whatwg.URL.SetHostname,
	"port":     whatwg.URL.SetPort,
	"pathname": whatwg.URL.SetPathname,
	"search":   whatwg.URL.SetSearch,
	"hash":     whatwg.URL.SetHash,
}

func TestSettersVectors(t *testing.T) {
	const name = settersData
	vecs := decodeAll[setterVector](t, name, readWPT(t, name))
	names, ids := make([]string, len(vecs)), make([]string, len(vecs))
	for i, v := range vecs {
		b, _ := json.Marshal(v.NewValue)
		names[i] = v.Setter + " " + v.Href + " = " + string(b)
	}
	keys := vectors.Keys(t, names, ids)
	tally := vectors.NewTally(t, name, knownDifferences[name])
	for i, v := range vecs {
		key := keys[i]
		u, err := whatwg.Parse(v.Href)
		if err != nil {
			tally.Record(key, "base error", fmt.Sprintf("Parse(%q): %v", v.Href, err))
			continue
		}
		set := setters[v.Setter]
		if set == nil {
			tally.Record(key, "no setter", "no setter "+v.Setter)
			continue
		}
		got := set(u, v.NewValue)
		call := fmt.Sprintf("MustParse(%q).Set%s(%q)", v.Href, v.Setter, v.NewValue)
		problem := compare(call, getters(got), v.Expected)
		if got.IsValid() {
			problem += roundTrip(got)
		}
		tally.Record(key, got.Href(), problem)
	}
	tally.Done(len(vecs))
}
