package whatwg_test

// This file fuzzes the basic URL parser (4.4), the serializer (4.5), the
// getters and the setters (6.1) with their properties.

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/urikit/urikit/internal/syntax"
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

// FuzzDomain fuzzes the host parser (3.5) and the domain parser (3.3)
// through Parse("https://" + d + "/x"), on d as the parser reads it: the
// basic URL parser removes ASCII tabs and newlines first (4.4 step 3), so
// the properties look at d without them.
//   - An ASCII domain is lower-cased and nothing else (step 5), unless it
//     holds a forbidden domain code point or ends in a number (then the
//     IPv4 parser decides).
//   - A domain that is not ASCII gives an ASCII host with as many labels as
//     it has (no label vanishes, "ü.xn--" included), or fails.
//   - A label that starts with "xn--" and holds non-ASCII is refused,
//     never read as Punycode ("xn--bücher-" is not "bücher").
//   - The host is its own serialization: "https://" + host + "/x" parses
//     to the same URL.
func FuzzDomain(f *testing.F) {
	for _, s := range []string{
		"example.com", "EXAMPLE.com", "xn--ab-", "a.xn--", "xn--", "XN--ZCA", "xn--zca", "b\u00fccher.de",
		"xn--b\u00fccher-", "\u00fc.xn--", "\u00fc.xn--ab-", "\uff58\uff4e\uff0d\uff0db\u00fccher-", "\u1e9e.de",
		"a\t.\nb", "x\tn--\u00fc", "\u3002a", "a\u3002xn--", "1.2.3.4", "\uff11.2.3.4", "a..b", "a.b.",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, d string) {
		read := strings.NewReplacer("\t", "", "\n", "", "\r", "").Replace(d)
		if read == "" || strings.ContainsAny(read, "/?#\\@:[]%") || !utf8.ValidString(read) {
			return // another part of the URL, or another host parser step
		}
		u, err := whatwg.Parse("https://" + d + "/x")
		if err == nil {
			if h := u.Hostname(); strings.Count(u.Href(), "/") != 3 || !strings.HasSuffix(u.Href(), "/x") {
				t.Fatalf("Parse(https://%q/x) = %q: the domain ran into the path", d, u.Href())
			} else if v, err := whatwg.Parse("https://" + h + "/x"); err != nil || v != u {
				t.Fatalf("host %q of %q does not parse to itself: %#v, %v", h, d, v, err)
			}
		}
		ascii := true
		for i := 0; i < len(read); i++ {
			ascii = ascii && read[i] < utf8.RuneSelf
		}
		if ascii {
			forbidden := strings.IndexFunc(read, func(r rune) bool { return r <= ' ' || r == 0x7f || strings.ContainsRune("<>^|", r) }) >= 0
			if forbidden {
				if err == nil {
					t.Fatalf("Parse(https://%q/x) = %q: a forbidden domain code point passed", d, u.Href())
				}
				return
			}
			if err == nil && u.HostType() == whatwg.Domain && u.Hostname() != strings.ToLower(read) {
				t.Fatalf("Parse(https://%q/x): host %q, want %q lower-cased", d, u.Hostname(), read)
			}
			if err != nil && !strings.HasPrefix(err.(*whatwg.Error).Code, "IPv4-") {
				t.Fatalf("Parse(https://%q/x): %v", d, err) // only the IPv4 parser may refuse it
			}
			return
		}
		labels := strings.FieldsFunc(read, func(r rune) bool { return r == '.' || strings.ContainsRune("\u3002\uff0e\uff61", r) })
		for _, l := range labels {
			if len(l) >= 4 && strings.EqualFold(l[:4], "xn--") && !syntax.IsASCII(l) && err == nil {
				t.Fatalf("Parse(https://%q/x) = %q: an \"xn--\" label with non-ASCII was read", d, u.Href())
			}
		}
		if err != nil || u.HostType() != whatwg.Domain {
			return
		}
		h := u.Hostname()
		if !syntax.IsASCII(h) {
			t.Fatalf("Parse(https://%q/x): host %q is not ASCII", d, h)
		}
		seps := strings.Count(read, ".") + strings.Count(read, "\u3002") + strings.Count(read, "\uff0e") + strings.Count(read, "\uff61")
		if strings.Count(h, ".") != seps {
			t.Fatalf("Parse(https://%q/x): host %q has %d dots, the domain %d: a label vanished or appeared", d, h, strings.Count(h, "."), seps)
		}
	})
}
