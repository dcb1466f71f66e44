package urikitbeam

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"maps"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/apache/beam/sdks/v2/go/pkg/beam"
	_ "github.com/apache/beam/sdks/v2/go/pkg/beam/io/filesystem/local"
	"github.com/apache/beam/sdks/v2/go/pkg/beam/testing/ptest"
	"github.com/urikit/urikit/canon"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// TestMain runs the pipelines on the SDK's default local runner, prism,
// in this process (--runner changes it).
func TestMain(m *testing.M) {
	ptest.Main(m)
}

// equivalents are groups of lines with one normal form at SchemeBased
// (RFC 3986 6.2.2 and 6.2.3); the generator writes each in several
// spellings.
var equivalents = [][]string{
	{"HTTP://A/%7e", "http://a/~", "http://A:80/%7E", "http://a/./~"},
	{"http://Example.COM", "http://example.com/", "http://example.com:/", "HTTP://EXAMPLE.com:80/"},
	{"https://x.test/a/b/../c", "https://X.TEST:443/a/c", "https://x.test/a/./c"},
	{"mailto:Joe@Example.ORG", "mailto:Joe@example.org"},
	{"file:///etc/hosts", "FILE:///etc/hosts"},
	{"http://[2001:DB8::1]/", "http://[2001:db8:0:0:0:0:0:1]:80/"},
}

// invalidLines are not RFC 3986 references (but the last is an IRI).
var invalidLines = []string{
	"http://a:8x/",
	"http://a/b c",
	"http://[::1/",
	"%zz",
	"http://a/<\xff",
	"http://例え.jp/ü",
}

// genLines makes n lines: random members of the groups above, distinct
// references on 40 hosts, invalid lines and empty lines.
func genLines(rng *rand.Rand, n int) []string {
	lines := make([]string, 0, n)
	for range n {
		switch k := rng.IntN(10); {
		case k < 4:
			g := equivalents[rng.IntN(len(equivalents))]
			lines = append(lines, g[rng.IntN(len(g))])
		case k < 8:
			h := rng.IntN(40)
			host := fmt.Sprintf("h%d.example", h)
			if rng.IntN(2) == 0 {
				host = strings.ToUpper(host)
			}
			lines = append(lines, fmt.Sprintf("http://%s/p%d?q=%d", host, rng.IntN(50), rng.IntN(3)))
		case k < 9:
			lines = append(lines, invalidLines[rng.IntN(len(invalidLines))])
		default:
			if rng.IntN(4) == 0 {
				lines = append(lines, "")
			} else {
				lines = append(lines, fmt.Sprintf("../rel/%d/./x", rng.IntN(20)))
			}
		}
	}
	return lines
}

// testInputs writes the generated files into dir and returns all their
// lines: a plain file with "\n", one with a byte-order mark and "\r\n",
// and two gzip files, one of them named as if it were plain.
func testInputs(t *testing.T, dir string) []string {
	t.Helper()
	rng := rand.New(rand.NewPCG(11, 3986))
	var all []string
	write := func(name string, lines []string, crlf, bom, gz bool) {
		all = append(all, lines...)
		var b bytes.Buffer
		if bom {
			b.WriteString(utf8BOM)
		}
		for _, l := range lines {
			b.WriteString(l)
			if crlf {
				b.WriteString("\r\n")
			} else {
				b.WriteString("\n")
			}
		}
		data := b.Bytes()
		if gz {
			var z bytes.Buffer
			zw := gzip.NewWriter(&z)
			zw.Write(data)
			zw.Close()
			data = z.Bytes()
		}
		if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("a.txt", genLines(rng, 1500), false, false, false)
	write("b.txt", genLines(rng, 1200), true, true, false)
	write("c.txt.gz", genLines(rng, 1000), false, false, true)
	write("d.txt", genLines(rng, 800), false, true, true) // gzip, by its bytes only
	return all
}

// want is the plain-Go computation of what the pipeline writes.
type want struct {
	forms, hosts, sites map[string]int
	invalid             map[string]int // input -> count
	empty               int
}

// compute counts lines with package uri, iri or canon directly, without
// this package's code.
func compute(lines []string, o Options) want {
	w := want{forms: map[string]int{}, hosts: map[string]int{}, sites: map[string]int{}, invalid: map[string]int{}}
	var c *canon.Canonicalizer
	if o.Profile != "" {
		co, err := canon.ParseOptions(o.Profile)
		if err != nil {
			panic(err)
		}
		c = canon.MustNew(co)
	}
	for _, l := range lines {
		if l == "" {
			w.empty++
			continue
		}
		var form, host string
		var hasHost bool
		if c != nil {
			r, err := c.Canonicalize(l)
			if err != nil {
				w.invalid[l]++
				continue
			}
			form, host, hasHost = r.Key, r.Host, r.HasHost
		} else if o.IRI {
			r, err := iri.Parse(l)
			if err != nil {
				w.invalid[l]++
				continue
			}
			n := r.NormalizeWith(iri.NormalizeOptions{Level: o.Level})
			form, host, hasHost = n.String(), n.Hostname(), n.HasAuthority()
		} else {
			r, err := uri.Parse(l)
			if err != nil {
				w.invalid[l]++
				continue
			}
			n := r.NormalizeWith(uri.NormalizeOptions{Level: o.Level})
			form, host, hasHost = n.String(), n.Hostname(), n.HasAuthority()
		}
		w.forms[form]++
		if hasHost {
			w.hosts[host]++
			if site, ok := canon.Site(host); ok {
				w.sites[site]++
			}
		}
	}
	return w
}

// readCounts reads a COUNT<TAB>KEY file; a key twice is an error.
func readCounts(t *testing.T, path string) map[string]int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]int{}
	sc := bufio.NewScanner(bytes.NewReader(data))
	for sc.Scan() {
		n, key, ok := strings.Cut(sc.Text(), "\t")
		c, err := strconv.Atoi(n)
		if !ok || err != nil {
			t.Fatalf("%s: bad line %q", path, sc.Text())
		}
		if _, dup := m[key]; dup {
			t.Fatalf("%s: %q twice", path, key)
		}
		m[key] = c
	}
	return m
}

// readInvalid reads the invalid output: input (exact bytes) -> count, and
// checks that each line's error is the one Normalize gives.
func readInvalid(t *testing.T, path string, o Options) map[string]int {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := map[string]int{}
	for l := range strings.Lines(string(data)) {
		var v Invalid
		if err := json.Unmarshal([]byte(l), &v); err != nil {
			t.Fatalf("%s: %q: %v", path, l, err)
		}
		in := v.Input
		if v.InputBase64 != "" {
			b, err := base64.StdEncoding.DecodeString(v.InputBase64)
			if err != nil {
				t.Fatalf("%s: %q: %v", path, l, err)
			}
			in = string(b)
		}
		_, nerr := Normalize(in, o)
		if nerr == nil {
			t.Errorf("%s: %q is valid", path, in)
		} else if w := NewInvalid(in, nerr); w.Error != v.Error {
			t.Errorf("%s: error of %q:\n\tgot  %+v\n\twant %+v", path, in, v.Error, w.Error)
		}
		m[in]++
	}
	return m
}

func diffCounts(t *testing.T, what string, got, want map[string]int) {
	t.Helper()
	if maps.Equal(got, want) {
		return
	}
	keys := slices.Sorted(maps.Keys(want))
	for k := range got {
		if _, ok := want[k]; !ok {
			keys = append(keys, k)
		}
	}
	for _, k := range keys {
		if got[k] != want[k] {
			t.Errorf("%s[%q]:\n\tgot  %d\n\twant %d", what, k, got[k], want[k])
		}
	}
}

// TestPipeline runs the whole pipeline on the local runner over generated
// files and checks every output file against compute. A small BlockSize
// splits the plain files into many ranges.
func TestPipeline(t *testing.T) {
	dir := t.TempDir()
	in := filepath.Join(dir, "in")
	if err := os.Mkdir(in, 0o755); err != nil {
		t.Fatal(err)
	}
	lines := testInputs(t, in)
	for _, tc := range []struct {
		name      string
		o         Options
		blockSize int64
	}{
		{"scheme", Options{Level: uri.SchemeBased}, defaultBlockSize},
		{"syntax-splits", Options{Level: uri.SyntaxBased}, 4096},
		{"iri", Options{IRI: true, Level: uri.SchemeBased}, 1 << 20},
		{"surt", Options{Profile: "surt+surt-trailing-comma"}, defaultBlockSize},
		{"rfc-steps", Options{Profile: "rfc+remove-www+sort-query+drop-params=@tracking"}, 4096},
	} {
		t.Run(tc.name, func(t *testing.T) {
			out := filepath.Join(dir, tc.name+"-")
			p, s := beam.NewPipelineWithRoot()
			c := config{inputs: []string{filepath.Join(in, "*")}, output: out, opts: tc.o, blockSize: tc.blockSize, upTo: stageWrite}
			if err := build(s, c); err != nil {
				t.Fatal(err)
			}
			res, err := ptest.RunWithMetrics(p)
			if err != nil {
				t.Fatal(err)
			}
			w := compute(lines, tc.o)
			diffCounts(t, "forms", readCounts(t, out+FormsSuffix), w.forms)
			diffCounts(t, "hosts", readCounts(t, out+HostsSuffix), w.hosts)
			diffCounts(t, "sites", readCounts(t, out+SitesSuffix), w.sites)
			diffCounts(t, "invalid", readInvalid(t, out+InvalidSuffix, tc.o), w.invalid)
			nInvalid := 0
			for _, n := range w.invalid {
				nInvalid += n
			}
			wantC := Counts{Lines: int64(len(lines)), Empty: int64(w.empty), Invalid: int64(nInvalid)}
			wantC.Valid = wantC.Lines - wantC.Empty - wantC.Invalid
			if got := Counters(res); got != wantC {
				t.Errorf("Counters:\n\tgot  %+v\n\twant %+v", got, wantC)
			}
		})
	}
}

// TestPipelineEquivalents checks real values, not only agreement with
// compute: every spelling of a group of equivalents is one class.
func TestPipelineEquivalents(t *testing.T) {
	dir := t.TempDir()
	var b strings.Builder
	n := 0
	for _, g := range equivalents {
		for _, l := range g {
			b.WriteString(l + "\n")
			n++
		}
	}
	if err := os.WriteFile(filepath.Join(dir, "eq.txt"), []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out-")
	p, s := beam.NewPipelineWithRoot()
	if err := Build(s, []string{filepath.Join(dir, "eq.txt")}, out, Options{Level: uri.SchemeBased}); err != nil {
		t.Fatal(err)
	}
	if err := ptest.Run(p); err != nil {
		t.Fatal(err)
	}
	want := map[string]int{
		"http://a/~":             4, // RFC 3986 6.2.2.1, 6.2.2.2, 6.2.2.3, 6.2.3
		"http://example.com/":    4, // 6.2.3: empty path, empty and default port
		"https://x.test/a/c":     3, // 6.2.2.3, 6.2.3
		"mailto:Joe@example.org": 2, // RFC 6068 domain case
		"file:///etc/hosts":      2, // 6.2.2.1 scheme case
		"http://[2001:db8::1]/":  2, // RFC 5952 text of an IPv6 literal
	}
	diffCounts(t, "forms", readCounts(t, out+FormsSuffix), want)
	wantHosts := map[string]int{"a": 4, "example.com": 4, "x.test": 3, "": 2, "2001:db8::1": 2}
	diffCounts(t, "hosts", readCounts(t, out+HostsSuffix), wantHosts)
	// The sites: "a" is a public suffix by the List's default rule, the
	// rest are IP addresses or empty, but example.com and x.test.
	diffCounts(t, "sites", readCounts(t, out+SitesSuffix), map[string]int{"example.com": 4, "x.test": 3})
}

// TestPipelineProfile: with a crawl profile the forms are its keys, the
// hosts and sites theirs: the SURT key groups http and https, "www" and
// not.
func TestPipelineProfile(t *testing.T) {
	dir := t.TempDir()
	in := "http://www.archive.org/goo/?b&a\nHTTPS://archive.org/goo?a&b\nhttp://web.archive.org/\nhttp://a.example.co.uk/x\nhttp://a b/\n"
	if err := os.WriteFile(filepath.Join(dir, "in.txt"), []byte(in), 0o644); err != nil {
		t.Fatal(err)
	}
	out := filepath.Join(dir, "out-")
	p, s := beam.NewPipelineWithRoot()
	if err := Build(s, []string{filepath.Join(dir, "in.txt")}, out, Options{Profile: "surt"}); err != nil {
		t.Fatal(err)
	}
	if err := ptest.Run(p); err != nil {
		t.Fatal(err)
	}
	diffCounts(t, "forms", readCounts(t, out+FormsSuffix), map[string]int{
		"org,archive)/goo?a&b": 2, "org,archive,web)/": 1, "uk,co,example,a)/x": 1, "a%20b)/": 1})
	diffCounts(t, "hosts", readCounts(t, out+HostsSuffix), map[string]int{"archive.org": 2, "web.archive.org": 1, "a.example.co.uk": 1, "a%20b": 1})
	diffCounts(t, "sites", readCounts(t, out+SitesSuffix), map[string]int{"archive.org": 3, "example.co.uk": 1})
}
