package uri_test

// This file holds a deliberately slow, readable reference parser for RFC
// 3986: Appendix B's regular expression splits a reference into its five
// components, then each component is checked against regular expressions
// written straight from the ABNF of Appendix A (and RFC 6874 for zones).
// The fast parser is checked against it here, on a corpus, and in
// FuzzParse.

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/urikit/urikit/internal/datasets"
	"github.com/urikit/urikit/uri"
)

// ABNF pieces of RFC 3986 Appendix A as regular expressions (no anchors).
const (
	reUnreserved = `[A-Za-z0-9\-._~]`                                   // 2.3
	rePctEncoded = `%[0-9A-Fa-f]{2}`                                    // 2.1
	reSubDelims  = `[!$&'()*+,;=]`                                      // 2.2
	reH16        = `[0-9A-Fa-f]{1,4}`                                   // 3.2.2
	reDecOctet   = `(?:25[0-5]|2[0-4][0-9]|1[0-9]{2}|[1-9][0-9]|[0-9])` // 3.2.2
	reIPv4       = reDecOctet + `\.` + reDecOctet + `\.` + reDecOctet + `\.` + reDecOctet
	reLs32       = `(?:` + reH16 + `:` + reH16 + `|` + reIPv4 + `)`
	rePchar      = `(?:` + reUnreserved + `|` + rePctEncoded + `|` + reSubDelims + `|[:@])` // 3.3
	reSegment    = rePchar + `*`
	reSegmentNz  = rePchar + `+`
	reSegmentNC  = `(?:` + reUnreserved + `|` + rePctEncoded + `|` + reSubDelims + `|@)+`
)

// h16c is n repetitions of h16 ":".
func h16c(n int) string { return strings.Repeat(reH16+`:`, n) }

// upTo is [ *n( h16 ":" ) h16 ].
func upTo(n int) string { return `(?:(?:` + reH16 + `:){0,` + string(rune('0'+n)) + `}` + reH16 + `)?` }

// reIPv6 is 3.2.2's IPv6address, alternative by alternative.
var reIPv6 = `(?:` + strings.Join([]string{
	h16c(6) + reLs32,                          //                            6( h16 ":" ) ls32
	`::` + h16c(5) + reLs32,                   //                       "::" 5( h16 ":" ) ls32
	`(?:` + reH16 + `)?::` + h16c(4) + reLs32, // [               h16 ] "::" 4( h16 ":" ) ls32
	upTo(1) + `::` + h16c(3) + reLs32,         // [ *1( h16 ":" ) h16 ] "::" 3( h16 ":" ) ls32
	upTo(2) + `::` + h16c(2) + reLs32,         // [ *2( h16 ":" ) h16 ] "::" 2( h16 ":" ) ls32
	upTo(3) + `::` + h16c(1) + reLs32,         // [ *3( h16 ":" ) h16 ] "::"    h16 ":"   ls32
	upTo(4) + `::` + reLs32,                   // [ *4( h16 ":" ) h16 ] "::"              ls32
	upTo(5) + `::` + reH16,                    // [ *5( h16 ":" ) h16 ] "::"              h16
	upTo(6) + `::`,                            // [ *6( h16 ":" ) h16 ] "::"
}, `|`) + `)`

var (
	// Appendix B: ^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?
	slowSplit = regexp.MustCompile(`^(([^:/?#]+):)?(//([^/?#]*))?([^?#]*)(\?([^#]*))?(#(.*))?$`)

	slowScheme    = regexp.MustCompile(`^[A-Za-z][A-Za-z0-9+\-.]*$`)                                              // 3.1
	slowUserinfo  = regexp.MustCompile(`^(?:` + reUnreserved + `|` + rePctEncoded + `|` + reSubDelims + `|:)*$`)  // 3.2.1
	slowRegName   = regexp.MustCompile(`^(?:` + reUnreserved + `|` + rePctEncoded + `|` + reSubDelims + `)*$`)    // 3.2.2
	slowIPv4      = regexp.MustCompile(`^` + reIPv4 + `$`)                                                        // 3.2.2
	slowIPv6      = regexp.MustCompile(`^\[` + reIPv6 + `\]$`)                                                    // 3.2.2
	slowIPv6Zone  = regexp.MustCompile(`^\[` + reIPv6 + `%25(?:` + reUnreserved + `|` + rePctEncoded + `)+\]$`)   // RFC 6874 2
	slowIPvFuture = regexp.MustCompile(`^\[[vV][0-9A-Fa-f]+\.(?:` + reUnreserved + `|` + reSubDelims + `|:)+\]$`) // 3.2.2
	slowPort      = regexp.MustCompile(`^[0-9]*$`)                                                                // 3.2.3
	slowQuery     = regexp.MustCompile(`^(?:` + rePchar + `|[/?])*$`)                                             // 3.4, 3.5
	slowAbempty   = regexp.MustCompile(`^(?:/` + reSegment + `)*$`)                                               // 3.3 path-abempty
	slowAbsolute  = regexp.MustCompile(`^/(?:` + reSegmentNz + `(?:/` + reSegment + `)*)?$`)                      // 3.3 path-absolute
	slowRootless  = regexp.MustCompile(`^` + reSegmentNz + `(?:/` + reSegment + `)*$`)                            // 3.3 path-rootless
	slowNoscheme  = regexp.MustCompile(`^` + reSegmentNC + `(?:/` + reSegment + `)*$`)                            // 3.3 path-noscheme
)

// slowParse parses s by Appendix B and the ABNF; ok is false when s is not
// a URI-reference (4.1). zone accepts RFC 6874 zone identifiers.
func slowParse(s string, zone bool) (p parts, ok bool) {
	m := slowSplit.FindStringSubmatchIndex(s)
	if m == nil {
		return parts{}, false // only for bytes the regexp cannot read
	}
	group := func(i int) opt {
		if m[2*i] < 0 {
			return none
		}
		return some(s[m[2*i]:m[2*i+1]])
	}
	p.Scheme, p.Authority, p.Query, p.Fragment = group(2), group(4), group(7), group(9)
	p.Path = group(5).S
	// 3.1
	if p.Scheme.OK && !slowScheme.MatchString(p.Scheme.S) {
		return parts{}, false
	}
	// 3.2: authority = [ userinfo "@" ] host [ ":" port ]
	if p.Authority.OK {
		a := p.Authority.S
		if i := strings.IndexByte(a, '@'); i >= 0 {
			// Neither userinfo nor host nor port holds "@".
			p.Userinfo, a = some(a[:i]), a[i+1:]
			if !slowUserinfo.MatchString(p.Userinfo.S) {
				return parts{}, false
			}
		}
		host := a
		if strings.HasPrefix(a, "[") {
			// IP-literal: up to "]", then [ ":" port ]
			i := strings.IndexByte(a, ']')
			if i < 0 {
				return parts{}, false
			}
			host = a[:i+1]
			switch rest := a[i+1:]; {
			case rest == "":
			case rest[0] == ':':
				p.Port = some(rest[1:])
			default:
				return parts{}, false
			}
			switch {
			case slowIPv6.MatchString(host), zone && slowIPv6Zone.MatchString(host):
				p.Kind = uri.HostIPv6
			case slowIPvFuture.MatchString(host):
				p.Kind = uri.HostIPvFuture
			default:
				return parts{}, false
			}
		} else {
			// reg-name and IPv4address hold no ":", port holds only digits.
			if i := strings.IndexByte(a, ':'); i >= 0 {
				host, p.Port = a[:i], some(a[i+1:])
			}
			switch {
			case slowIPv4.MatchString(host): // first-match-wins (3.2.2)
				p.Kind = uri.HostIPv4
			case slowRegName.MatchString(host):
				p.Kind = uri.HostRegName
			default:
				return parts{}, false
			}
		}
		p.Host = host
		if p.Port.OK && !slowPort.MatchString(p.Port.S) {
			return parts{}, false
		}
	}
	// 3.3: which path rule applies depends on what precedes the path.
	var pathOK bool
	switch {
	case p.Authority.OK:
		pathOK = slowAbempty.MatchString(p.Path)
	case p.Path == "":
		pathOK = true // path-empty
	case strings.HasPrefix(p.Path, "/"):
		pathOK = slowAbsolute.MatchString(p.Path)
	case p.Scheme.OK:
		pathOK = slowRootless.MatchString(p.Path)
	default:
		pathOK = slowNoscheme.MatchString(p.Path) // 4.2
	}
	if !pathOK {
		return parts{}, false
	}
	if p.Query.OK && !slowQuery.MatchString(p.Query.S) || p.Fragment.OK && !slowQuery.MatchString(p.Fragment.S) {
		return parts{}, false
	}
	return p, true
}

// compareSlow checks that Parse (with the zone option or not) and slowParse
// agree on s: same validity, same components. It returns "" or the problem.
func compareSlow(s string, zone bool) string {
	var r uri.Ref
	var err error
	if zone {
		r, err = uri.NewParser(uri.AllowZoneID(true)).Parse(s)
	} else {
		r, err = uri.Parse(s)
	}
	want, ok := slowParse(s, zone)
	switch {
	case ok && err != nil:
		return "got " + err.Error() + ", slow parser says valid " + want.String()
	case !ok && err == nil:
		return "got valid " + partsOf(r).String() + ", slow parser says invalid"
	case ok && partsOf(r) != want:
		return "got " + partsOf(r).String() + ", slow parser says " + want.String()
	}
	return ""
}

func TestSlowParse(t *testing.T) {
	var corpus []string
	for _, tt := range parseTests {
		corpus = append(corpus, tt.in)
	}
	for _, tt := range parseErrorTests {
		corpus = append(corpus, tt.in)
	}
	for _, tt := range absoluteErrorTests {
		corpus = append(corpus, tt.in)
	}
	for _, tt := range zoneTests {
		corpus = append(corpus, tt.in)
	}
	for _, tt := range rfcExamples {
		corpus = append(corpus, tt.ref, tt.want)
	}
	corpus = append(corpus, vectorInputs(t)...)
	for _, s := range corpus {
		for _, zone := range []bool{false, true} {
			if p := compareSlow(s, zone); p != "" {
				t.Errorf("Parse(%q) zone=%v:\n\t%s", s, zone, p)
			}
		}
	}
	t.Logf("fast and slow parsers agree on %d inputs", len(corpus))
}

// vectorInputs are all inputs, bases and references of testdata.
func vectorInputs(t testing.TB) []string {
	var out []string
	for _, name := range append(append([]string{}, parseFiles...), resolutionFiles...) {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		var f struct {
			Vectors []struct{ Input, Base, Ref string } `json:"vectors"`
		}
		if err := json.Unmarshal(b, &f); err != nil {
			t.Fatal(err)
		}
		for _, v := range f.Vectors {
			for _, s := range []string{v.Input, v.Base, v.Ref} {
				if s != "" {
					out = append(out, s)
				}
			}
		}
	}
	return out
}

// TestSlowParseDatasets compares the parsers on the benchmark URL lists
// (internal/datasets finds them, or skips the test, failing it in CI).
func TestSlowParseDatasets(t *testing.T) {
	if testing.Short() {
		t.Skip("-short: the URL lists take a few seconds")
	}
	for _, name := range datasets.Names {
		n, valid := 0, 0
		for _, s := range datasets.Lines(t, name) {
			n++
			if p := compareSlow(s, false); p != "" {
				t.Errorf("%s: Parse(%q):\n\t%s", name, s, p)
			}
			if _, err := uri.Parse(s); err == nil {
				valid++
			}
		}
		t.Logf("%s: fast and slow parsers agree on %d lines (%d valid)", name, n, valid)
	}
}

// slowPieces are the fragments random references are built from: the
// delimiters of RFC 3986 2.2, the pieces of 3.2.2's host forms, and bytes
// the grammar refuses.
var slowPieces = []string{
	"http:", "s:", "1:", ":", "//", "/", "?", "#", "@", "[", "]", "::", ".", "..", "./", "../",
	"a", "Z", "0", "1", "9", "25", "255", "256", "01", "ffff", "12345", "v", "V1.", "x",
	"%", "%2", "%25", "%41", "%zz", "-", "_", "~", "!", "=", "+", ";", " ", "\x00", "\x7f", "\xc3\xa9",
	"1.2.3.4", "[::1]", "[v1.x]", "%25eth0", ":80", "u:p@",
}

// slowIPPieces build host candidates for 3.2.2's IP forms.
var slowIPPieces = []string{
	"::", ":", "0", "1", "a", "ffff", "12345", "1.2.3.4", ".", "255", "256", "01", "v1.", "V",
	"x", "%25", "eth0", "%", "]", "[", "0.0.0.0", "255.255.255.255",
}

// TestSlowParseGenerated compares the parsers on random concatenations of
// slowPieces (a fixed seed, so failures reproduce).
func TestSlowParseGenerated(t *testing.T) {
	n := 200000
	if testing.Short() {
		n = 20000
	}
	seed := uint64(1)
	next := func() int { // xorshift64
		seed ^= seed << 13
		seed ^= seed >> 7
		seed ^= seed << 17
		return int(seed >> 1)
	}
	var b strings.Builder
	fails, valid, ip := 0, 0, 0
	for i := 0; i < n && fails < 20; i++ {
		b.Reset()
		if i%2 == 0 {
			// A reference of any shape.
			for k := next() % 12; k >= 0; k-- {
				b.WriteString(slowPieces[next()%len(slowPieces)])
			}
		} else {
			// A host: bracketed or not, then maybe a port and a path.
			b.WriteString("//")
			bracket := next()%4 != 0
			if bracket {
				b.WriteString("[")
			}
			for k := next() % 10; k >= 0; k-- {
				b.WriteString(slowIPPieces[next()%len(slowIPPieces)])
			}
			if bracket {
				b.WriteString("]")
			}
			if next()%2 == 0 {
				b.WriteString(":80/p")
			}
		}
		s := b.String()
		if r, err := uri.Parse(s); err == nil {
			valid++
			if k := r.HostKind(); k == uri.HostIPv6 || k == uri.HostIPvFuture || k == uri.HostIPv4 {
				ip++
			}
		}
		for _, zone := range []bool{false, true} {
			if p := compareSlow(s, zone); p != "" {
				t.Errorf("Parse(%q) zone=%v:\n\t%s", s, zone, p)
				fails++
			}
		}
	}
	t.Logf("fast and slow parsers compared on %d random references (%d valid, %d with IP hosts)", n, valid, ip)
}
