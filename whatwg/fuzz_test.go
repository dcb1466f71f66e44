package whatwg_test

// This file fuzzes the basic URL parser (4.4), the serializer (4.5), the
// getters and the setters (6.1) with their properties.

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/whatwg"
)

// recompose writes u's serialization from its getters (4.5 "URL
// serializer"), which must give Href back.
func recompose(u whatwg.URL) string {
	var b strings.Builder
	b.WriteString(u.Protocol())
	if u.HostType() != whatwg.NoHost {
		b.WriteString("//")
		if u.HasCredentials() {
			b.WriteString(u.Username())
			if u.Password() != "" {
				b.WriteString(":" + u.Password())
			}
			b.WriteString("@")
		}
		b.WriteString(u.Host())
	} else if !u.HasOpaquePath() && strings.HasPrefix(u.Pathname(), "//") {
		b.WriteString("/.")
	}
	b.WriteString(u.Pathname())
	if q, ok := u.Query(); ok {
		b.WriteString("?" + q)
	}
	if f, ok := u.Fragment(); ok {
		b.WriteString("#" + f)
	}
	return b.String()
}

// checkURL checks the properties of a parsed URL: its href parses to it
// again (through the fast check and the state machine alike), and the
// getters recompose the href.
func checkURL(t *testing.T, what string, u whatwg.URL) {
	t.Helper()
	if !u.IsValid() {
		t.Fatalf("%s: invalid URL %#v", what, u)
	}
	h := u.Href()
	v, err := whatwg.Parse(h)
	if err != nil || v != u {
		t.Fatalf("%s: Parse(%q):\n\tgot  %#v, %v\n\twant %#v", what, h, v, err, u)
	}
	w, err := whatwg.ParseMachine(h)
	if err != nil || w != u {
		t.Fatalf("%s: ParseMachine(%q):\n\tgot  %#v, %v\n\twant %#v", what, h, w, err, u)
	}
	if r := recompose(u); r != h {
		t.Fatalf("%s: getters of %q recompose\n\tgot  %q\n\twant %q", what, h, r, h)
	}
	if u.Port() != "" && u.Host() != u.Hostname()+":"+u.Port() {
		t.Fatalf("%s: Host %q, Hostname %q, Port %q", what, u.Host(), u.Hostname(), u.Port())
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range serializedCases {
		f.Add(s, "x")
	}
	for _, s := range []string{"http://0x7f.1/", "\\\\x\\y", "../a/b?c#d", "file:c:\\x", "a:\t b", "http://[::1.2.3.4]", "http://%41.com"} {
		f.Add(s, "/p?q#f")
	}
	base := whatwg.MustParse("https://user:pass@example.com:8080/a/b/c?q#f")
	f.Fuzz(func(t *testing.T, s, value string) {
		u, err := whatwg.Parse(s)
		m, merr := whatwg.ParseMachine(s)
		if (err == nil) != (merr == nil) || u != m {
			t.Fatalf("Parse(%q) = %#v, %v; ParseMachine = %#v, %v", s, u, err, m, merr)
		}
		whatwg.Validate(s, base)
		if err != nil {
			e := err.(*whatwg.Error)
			if e.Offset < 0 || e.Offset > len(s) || e.Input != s || e.Code == "" {
				t.Fatalf("Parse(%q): bad error %#v", s, e)
			}
		} else {
			checkURL(t, "Parse("+s+")", u)
		}
		if r, err := whatwg.ParseRef(s, base); err == nil {
			checkURL(t, "ParseRef("+s+")", r)
			u = r
		}
		if !u.IsValid() {
			return
		}
		for name, set := range map[string]func(whatwg.URL, string) whatwg.URL{
			"SetProtocol": whatwg.URL.SetProtocol, "SetUsername": whatwg.URL.SetUsername,
			"SetPassword": whatwg.URL.SetPassword, "SetHost": whatwg.URL.SetHost,
			"SetHostname": whatwg.URL.SetHostname, "SetPort": whatwg.URL.SetPort,
			"SetPathname": whatwg.URL.SetPathname, "SetSearch": whatwg.URL.SetSearch,
			"SetHash": whatwg.URL.SetHash,
		} {
			checkURL(t, name+"("+u.Href()+", "+value+")", set(u, value))
		}
	})
}
