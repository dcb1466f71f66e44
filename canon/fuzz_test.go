package canon

import (
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/syntax"
)

// fuzzSpecs are the options the fuzz targets run: each profile alone and
// with the steps.
var fuzzSpecs = []string{
	"rfc", "whatwg", "safebrowsing", "surt",
	"rfc+level=syntax+drop-fragment+remove-host-dots+remove-www+decode-ip-host+drop-empty-query+remove-duplicate-slashes+remove-directory-index+remove-trailing-slash+drop-params=@session,@tracking+lowercase-query+sort-query",
	"rfc+force-http+add-www+add-trailing-slash+sort-query",
	"whatwg+force-http+remove-host-dots+decode-ip-host+remove-www+drop-empty-query+remove-duplicate-slashes+remove-directory-index+remove-trailing-slash+drop-params=@session,utm_*+sort-query",
	"safebrowsing+remove-www+add-trailing-slash+sort-query",
	"surt+surt-scheme+surt-trailing-comma+surt-keep-www+add-www+remove-directory-index+drop-params=@tracking",
}

func fuzzSeeds(f *testing.F) {
	for _, tt := range stepTests {
		f.Add(tt.in)
	}
	for _, tt := range hostTests {
		f.Add(tt.in)
	}
	for _, s := range []string{"", "http://a/%2525", "www.google.com", "http://[::ffff:1.2.3.4]/", "http://a\\b/c\\d?e\\f",
		"HTTP://WWW.A.B:443/(S(0123456789abcdef01234567))/x.aspx?SID=0123456789abcdef0123456789abcdef&b=1", "//a//b", "a:/.//b"} {
		f.Add(s)
	}
}

// FuzzKey: every profile makes a key of any input or an error, the same
// twice; the keys of the RFC, WHATWG and SafeBrowsing profiles are their
// own keys (a key is canonical), and AppendKey and Canonicalize agree with
// Key.
func FuzzKey(f *testing.F) {
	fuzzSeeds(f)
	cs := make([]*Canonicalizer, len(fuzzSpecs))
	for i, spec := range fuzzSpecs {
		o, err := ParseOptions(spec)
		if err != nil {
			f.Fatal(err)
		}
		cs[i] = MustNew(o)
	}
	f.Fuzz(func(t *testing.T, s string) {
		for i, c := range cs {
			k, err := c.Key(s)
			if err != nil {
				continue
			}
			if k2, err2 := c.Key(s); k2 != k || err2 != nil {
				t.Fatalf("%s: Key(%q) = %q, then %q, %v", fuzzSpecs[i], s, k, k2, err2)
			}
			if b, err := c.AppendKey([]byte("x"), s); err != nil || string(b) != "x"+k {
				t.Fatalf("%s: AppendKey(%q) = %q, %v; Key %q", fuzzSpecs[i], s, b, err, k)
			}
			if r, err := c.Canonicalize(s); err != nil || r.Key != k {
				t.Fatalf("%s: Canonicalize(%q) = %q, %v; Key %q", fuzzSpecs[i], s, r.Key, err, k)
			}
			if c.o.Profile == SURT {
				continue
			}
			kk, err := c.Key(k)
			if err != nil || kk != k {
				t.Fatalf("%s: Key(%q) = %q, whose key is %q, %v", fuzzSpecs[i], s, k, kk, err)
			}
		}
	})
}

// unescapeOnce decodes each triplet of s once.
func unescapeOnce(s string) string { return string(appendUnescapedOnce(nil, s)) }

// FuzzUnescape: the one linear pass of appendUnescaped gives what
// unescaping again and again until nothing changes gives.
func FuzzUnescape(f *testing.F) {
	for _, s := range []string{"%2525", "%25%32%35", "%%32%35", "%2%35", "%252%35", "%!A%21%21%25"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 64 {
			return // the reference is quadratic
		}
		want := s
		for {
			u := unescapeOnce(want)
			if u == want {
				break
			}
			want = u
		}
		if got := string(appendUnescaped(nil, s)); got != want {
			t.Fatalf("appendUnescaped(%q) = %q, want %q", s, got, want)
		}
	})
}

// FuzzSite: a site, when there is one, is the end of the host (in lower
// case), labels whole, and its own site.
func FuzzSite(f *testing.F) {
	for _, tt := range siteTests {
		f.Add(tt.host)
	}
	f.Fuzz(func(t *testing.T, h string) {
		site, ok := Site(h)
		if !ok {
			if site != "" {
				t.Fatalf("Site(%q) = %q, false", h, site)
			}
			return
		}
		if s2, ok := Site(site); !ok || s2 != site {
			t.Fatalf("Site(%q) = %q, whose site is %q, %v", h, site, s2, ok)
		}
		if strings.IndexByte(h, '%') < 0 && syntax.IsASCII(h) {
			lh := strings.TrimSuffix(strings.ToLower(h), ".")
			if lh != site && !strings.HasSuffix(lh, "."+site) {
				t.Fatalf("Site(%q) = %q: not the end of the host", h, site)
			}
		}
	})
}

// FuzzSURTPlain: the one pass of surtPlain, and surtEscaped's writer,
// read the components the general way reads, whenever they take the
// input, and the key with the steps is the general way's.
func FuzzSURTPlain(f *testing.F) {
	fuzzSeeds(f)
	for _, s := range []string{"http://www.Archive.org/Goo/?B=1&a", "https://www2.a.example/x/?sid=1", "http://a.b/.well-known/x?q#f", "http://a/", "http://x.y?a=1&A=2",
		"file:///Users/X/a.js", "node:url", "FILE://www.host/x", "dns://www.x.com/", "mailto:A@B.com?Subject=X", "file:x//y/../", "http:x", "HTTP://https://x/",
		"HTTP://WWW.A.COM/./B/%7E/%2e%2E/c%2F%2F/?Q=%41%2526&B=%20#F", "http://a.b/%28x/%2F(s(012345678901234567890123))/y.aspx?JSESSIONID=0123456789abcdef0123456789ABCDEF",
		"http://a.b//%2f../x/?%zz&a=%25%32%35", "dns://WWW1.x.org/%7e?", "http://a.b/%7e%2F/%41/%%34%31/x%2541/../%2F%2e./y%2E%2e/%28S(0)",
		"http://www2.Ex.com/A%2fB/%2E%2E/%2e/(a)/",
		"http://a.b/x y/\xff%41\\z?q\tr", "http://a.b/%41\t/", "http://a.b/\x7f?%20 ", "x://a.b/p\\q?r\\s#t\tu", "http://a.b/%7e\\x"} {
		f.Add(s)
	}
	cs := []*Canonicalizer{MustNew(Options{Profile: SURT}), MustNew(Options{Profile: SURT, SURTKeepWWW: true, SURTScheme: true, SURTTrailingComma: true})}
	for _, spec := range []string{
		"surt+drop-empty-query+remove-trailing-slash+remove-directory-index+drop-fragment+force-http+remove-duplicate-slashes+remove-www+sort-query",
		"surt+surt-scheme+surt-trailing-comma+surt-keep-www+add-www+remove-directory-index+drop-params=@tracking",
		"surt+surt-scheme+remove-host-dots+decode-ip-host+add-trailing-slash+lowercase-query+drop-params=@session",
	} {
		o, err := ParseOptions(spec)
		if err != nil {
			f.Fatal(err)
		}
		cs = append(cs, MustNew(o))
	}
	f.Fuzz(func(t *testing.T, s string) {
		for _, c := range cs {
			if s != "" && !strings.HasPrefix(s, "filedesc") {
				// The whole key, the steps included, as the general way
				// makes it.
				var slow parts
				sc := new(scratch)
				if err := c.readSURTGeneral(s, sc, &slow); err == nil {
					if c.steps {
						c.runSteps(sc, &slow)
					}
					want := string(c.appendSURT(nil, &slow))
					if r, err := c.Canonicalize(s); err != nil || r.Key != want || r.Host != hostname(slow.host) {
						t.Fatalf("%v: %q: Canonicalize = %q (host %q), %v; the general way %q (host %q)", c.o, s, r.Key, r.Host, err, want, slow.host)
					}
				}
			}
			for _, way := range []struct {
				name string
				read func(string, *scratch, *parts) bool
			}{{"surtPlain", c.surtPlain}, {"surtEscaped", c.surtEscaped}} {
				sc := new(scratch)
				var fast parts
				if !way.read(s, sc, &fast) {
					continue
				}
				var slow parts
				if err := c.readSURTGeneral(s, new(scratch), &slow); err != nil {
					t.Fatalf("%v: %q: %s takes it, the general way fails: %v", c.o, s, way.name, err)
				}
				if a, b := string(c.appendSURT(nil, &fast)), string(c.appendSURT(nil, &slow)); a != b || fast.host != slow.host ||
					fast.path != slow.path || fast.query != slow.query || fast.hasQuery != slow.hasQuery || fast.kind != slow.kind || fast.hasPort || fast.hasFrag {
					t.Fatalf("%v: %q:\n\t%s %q (host %q)\n\tgeneral %q (host %q)", c.o, s, way.name, a, fast.host, b, slow.host)
				}
			}
		}
	})
}
