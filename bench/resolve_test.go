package bench

// This file times reference resolution (RFC 3986 5.2) with uri's
// Ref.Resolve beside net/url's (*URL).ResolveReference and, parsing
// included, the WHATWG URL parser's (*Url).Parse: on the examples of RFC 3986
// 5.4 and on pairs made from the URL lists.

import (
	"net/url"
	"strings"
	"testing"

	whatwg "github.com/nlnwa/whatwg-url/url"
	"github.com/urikit/urikit/uri"
)

// rfcBase is the base URI of RFC 3986 5.4.
const rfcBase = "http://a/b/c/d;p?q"

// rfcExamples are the 42 examples of RFC 3986 5.4: reference and target.
var rfcExamples = []struct{ ref, want string }{
	// 5.4.1 normal examples
	{"g:h", "g:h"},
	{"g", "http://a/b/c/g"},
	{"./g", "http://a/b/c/g"},
	{"g/", "http://a/b/c/g/"},
	{"/g", "http://a/g"},
	{"//g", "http://g"},
	{"?y", "http://a/b/c/d;p?y"},
	{"g?y", "http://a/b/c/g?y"},
	{"#s", "http://a/b/c/d;p?q#s"},
	{"g#s", "http://a/b/c/g#s"},
	{"g?y#s", "http://a/b/c/g?y#s"},
	{";x", "http://a/b/c/;x"},
	{"g;x", "http://a/b/c/g;x"},
	{"g;x?y#s", "http://a/b/c/g;x?y#s"},
	{"", "http://a/b/c/d;p?q"},
	{".", "http://a/b/c/"},
	{"./", "http://a/b/c/"},
	{"..", "http://a/b/"},
	{"../", "http://a/b/"},
	{"../g", "http://a/b/g"},
	{"../..", "http://a/"},
	{"../../", "http://a/"},
	{"../../g", "http://a/g"},
	// 5.4.2 abnormal examples
	{"../../../g", "http://a/g"},
	{"../../../../g", "http://a/g"},
	{"/./g", "http://a/g"},
	{"/../g", "http://a/g"},
	{"g.", "http://a/b/c/g."},
	{".g", "http://a/b/c/.g"},
	{"g..", "http://a/b/c/g.."},
	{"..g", "http://a/b/c/..g"},
	{"./../g", "http://a/b/g"},
	{"./g/.", "http://a/b/c/g/"},
	{"g/./h", "http://a/b/c/g/h"},
	{"g/../h", "http://a/b/c/h"},
	{"g;x=1/./y", "http://a/b/c/g;x=1/y"},
	{"g;x=1/../y", "http://a/b/c/y"},
	{"g?y/./x", "http://a/b/c/g?y/./x"},
	{"g?y/../x", "http://a/b/c/g?y/../x"},
	{"g#s/./x", "http://a/b/c/g#s/./x"},
	{"g#s/../x", "http://a/b/c/g#s/../x"},
	{"http:g", "http:g"}, // strict parser
}

// pair is a base and a reference to resolve against it.
type pair struct{ base, ref string }

// rfcPairs returns the 5.4 examples as pairs.
func rfcPairs() []pair {
	p := make([]pair, len(rfcExamples))
	for i, e := range rfcExamples {
		p[i] = pair{rfcBase, e.ref}
	}
	return p
}

// derivedPairs makes pairs from a list: each absolute, hierarchical URL
// that both parsers accept is a base, and the reference is made from the
// next such URL in one of five forms in turn: the URL itself (5.2.2's
// scheme branch), its path and query (path-absolute), its last segment and
// query (a relative path that merges, 5.2.3), "../" and that segment (dot
// segments, 5.2.4), and its query or fragment alone (or, lacking both,
// "#" and the last segment). References neither
// parser accepts are dropped.
func derivedPairs(d dataset) []pair {
	lines, _ := d.common()
	var bases []uri.Ref
	for _, l := range lines {
		r, _ := uri.Parse(l)
		if r.IsAbsolute() && r.HasAuthority() {
			bases = append(bases, r)
		}
	}
	var out []pair
	for i := 0; i+1 < len(bases); i++ {
		base, next := bases[i], bases[i+1]
		path := next.Path()
		query := ""
		if q, ok := next.Query(); ok {
			query = "?" + q
		}
		seg := path[strings.LastIndexByte(path, '/')+1:]
		if strings.Contains(seg, ":") {
			seg = "./" + seg // 4.2: a colon in the first segment needs "./"
		}
		var ref string
		switch i % 5 {
		case 0:
			ref = next.String()
		case 1:
			ref = "/" + strings.TrimPrefix(path, "/") + query
		case 2:
			ref = seg + query
		case 3:
			ref = "../" + seg + query
		case 4:
			ref = query
			if f, ok := next.Fragment(); ok {
				ref += "#" + f
			}
			if ref == "" {
				ref = "#" + strings.TrimPrefix(seg, "./")
			}
		}
		if _, err := uri.Parse(ref); err != nil {
			continue
		}
		if _, err := url.Parse(ref); err != nil {
			continue
		}
		out = append(out, pair{base.String(), ref})
	}
	return out
}

// resolveSets returns the named sets of pairs: the RFC examples and one set
// per list.
func resolveSets(b *testing.B) []struct {
	name  string
	pairs []pair
} {
	sets := []struct {
		name  string
		pairs []pair
	}{{"rfc3986-5.4", rfcPairs()}}
	lists, why := loadDatasets()
	if why != "" {
		b.Log("only the RFC 3986 5.4 examples: URL lists not found: " + why)
	}
	for _, d := range lists {
		if p := derivedPairs(d); len(p) > 0 {
			sets = append(sets, struct {
				name  string
				pairs []pair
			}{d.name, p})
		}
	}
	return sets
}

// BenchmarkResolve resolves one pre-parsed reference against its pre-parsed
// base per op, cycling through each set: uri's Ref.Resolve against net/url's
// (*URL).ResolveReference. Both build and return a new value.
func BenchmarkResolve(b *testing.B) {
	for _, set := range resolveSets(b) {
		var ub, ur []uri.Ref
		var nb, nr []*url.URL
		for _, p := range set.pairs {
			ub = append(ub, uri.MustParse(p.base))
			ur = append(ur, uri.MustParse(p.ref))
			x, err := url.Parse(p.base)
			if err != nil {
				b.Fatal(err)
			}
			y, err := url.Parse(p.ref)
			if err != nil {
				b.Fatal(err)
			}
			nb, nr = append(nb, x), append(nr, y)
		}
		n := len(set.pairs)
		b.Run("set="+set.name+"/resolver=urikit", func(b *testing.B) {
			i := 0
			for b.Loop() {
				sinkRef = ub[i].Resolve(ur[i])
				if i++; i == n {
					i = 0
				}
			}
		})
		b.Run("set="+set.name+"/resolver=neturl", func(b *testing.B) {
			i := 0
			for b.Loop() {
				sinkURL = nb[i].ResolveReference(nr[i])
				if i++; i == n {
					i = 0
				}
			}
		})
	}
}

// BenchmarkParseResolve parses a reference string and resolves it against a
// pre-parsed base per op, the one form all three libraries offer: uri's
// Ref.ResolveString, net/url's (*URL).Parse and whatwg-url's (*Url).Parse.
func BenchmarkParseResolve(b *testing.B) {
	for _, set := range resolveSets(b) {
		var ub []uri.Ref
		var nb []*url.URL
		var wb []*whatwg.Url
		var refs []string
		for _, p := range set.pairs {
			ub = append(ub, uri.MustParse(p.base))
			x, err := url.Parse(p.base)
			if err != nil {
				b.Fatal(err)
			}
			w, err := whatwg.Parse(p.base)
			if err != nil {
				b.Fatal(err)
			}
			nb, wb, refs = append(nb, x), append(wb, w), append(refs, p.ref)
		}
		n := len(refs)
		b.Run("set="+set.name+"/resolver=urikit", func(b *testing.B) {
			i := 0
			for b.Loop() {
				sinkRef, sinkErr = ub[i].ResolveString(refs[i])
				if i++; i == n {
					i = 0
				}
			}
		})
		b.Run("set="+set.name+"/resolver=neturl", func(b *testing.B) {
			i := 0
			for b.Loop() {
				sinkURL, sinkErr = nb[i].Parse(refs[i])
				if i++; i == n {
					i = 0
				}
			}
		})
		b.Run("set="+set.name+"/resolver=whatwg", func(b *testing.B) {
			i := 0
			for b.Loop() {
				sinkWHATWG, sinkErr = wb[i].Parse(refs[i])
				if i++; i == n {
					i = 0
				}
			}
		})
	}
}

// TestResolveExamples checks that what BenchmarkResolve times is right: uri
// gives every RFC 3986 5.4 target; net/url's and whatwg-url's agreement is
// reported, not required (they follow other rules).
func TestResolveExamples(t *testing.T) {
	base := uri.MustParse(rfcBase)
	nbase, err := url.Parse(rfcBase)
	if err != nil {
		t.Fatal(err)
	}
	wbase, err := whatwg.Parse(rfcBase)
	if err != nil {
		t.Fatal(err)
	}
	var okURI, okNet, okWHATWG int
	for _, e := range rfcExamples {
		got, err := base.ResolveString(e.ref)
		if err != nil || got.String() != e.want {
			t.Errorf("Resolve(%q, %q):\n\tgot  %v (%v)\n\twant %v", rfcBase, e.ref, got, err, e.want)
		} else {
			okURI++
		}
		if r, err := nbase.Parse(e.ref); err == nil && r.String() == e.want {
			okNet++
		}
		if r, err := wbase.Parse(e.ref); err == nil && r.String() == e.want {
			okWHATWG++
		}
	}
	t.Logf("RFC 3986 5.4 targets: urikit %d/%d, net/url %d/%d, whatwg-url %d/%d",
		okURI, len(rfcExamples), okNet, len(rfcExamples), okWHATWG, len(rfcExamples))
}

// TestDerivedPairs checks the dataset pairs: uri's result re-parses, and
// net/url's agreement with it is reported per list.
func TestDerivedPairs(t *testing.T) {
	for _, d := range datasets(t) {
		pairs := derivedPairs(d)
		agree, emptyFrag := 0, 0
		for _, p := range pairs {
			got, err := uri.MustParse(p.base).ResolveString(p.ref)
			if err != nil || !got.IsValid() {
				t.Errorf("Resolve(%q, %q):\n\tgot  %v (%v)\n\twant a valid reference", p.base, p.ref, got, err)
				continue
			}
			if _, err := uri.Parse(got.String()); err != nil {
				t.Errorf("Parse(%q) of a Resolve result: %v", got.String(), err)
			}
			nb, _ := url.Parse(p.base)
			switch r, err := nb.Parse(p.ref); {
			case err == nil && r.String() == got.String():
				agree++
			case err == nil && p.ref == "#" && r.String()+"#" == got.String():
				// RFC 3986 3.5: "#" is an empty fragment, which net/url drops.
				emptyFrag++
			}
		}
		t.Logf("%s: %d pairs; net/url gives urikit's target for %d, drops the empty fragment of \"#\" for %d, differs otherwise for %d",
			d.name, len(pairs), agree, emptyFrag, len(pairs)-agree-emptyFrag)
		if len(pairs) == 0 && len(d.lines) > 100 {
			t.Errorf("%s: no pairs derived from %d lines", d.name, len(d.lines))
		}
	}
}
