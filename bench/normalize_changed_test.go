package bench

// This file times normalization of references that all need rewriting
// (RFC 3986 6.2.2: scheme and host case 6.2.2.1, an unreserved triplet
// 6.2.2.2, a "." segment 6.2.2.3), the work behind the normalizer rather
// than its "already normal" fast path, beside purell asked for the same
// (FlagsSafe plus dot-segment removal). Each line of a list becomes one
// such reference (see changed).

import (
	"strings"
	"testing"

	"github.com/PuerkitoBio/purell"
	"github.com/urikit/urikit/uri"
)

// changed rewrites the reference s (a URI with an authority) so that its
// normal form differs: scheme and host in upper case, "/." before the path
// and "%7e" (a "~") after it, so every rung of 6.2.2 has work to do. ok is
// false for a reference without an authority or one that would not parse.
func changed(s string) (string, bool) {
	r, err := uri.Parse(s)
	if err != nil || !r.HasAuthority() || r.HostKind() != uri.HostRegName || r.Host() == "" {
		return "", false
	}
	sc, _ := r.Scheme()
	auth, _ := r.Authority()
	path := r.Path()
	if path == "" {
		path = "/"
	}
	out := strings.ToUpper(sc) + "://" + strings.ToUpper(auth) + "/." + path + "%7e"
	if q, ok := r.Query(); ok {
		out += "?" + q
	}
	if _, err := uri.Parse(out); err != nil {
		return "", false
	}
	return out, true
}

// changedLines returns the lines of d, each rewritten by changed, that
// both urikit and net/url parse.
func changedLines(d dataset) []string {
	lines, _ := d.common()
	var out []string
	for _, l := range lines {
		if c, ok := changed(l); ok {
			out = append(out, c)
		}
	}
	return out
}

// BenchmarkNormalizeChanged: parse plus normalize of references that all
// change, one URL per op, urikit beside purell
// (FlagsSafe|FlagRemoveDotSegments).
func BenchmarkNormalizeChanged(b *testing.B) {
	for _, d := range datasets(b) {
		lines := changedLines(d)
		if len(lines) == 0 {
			continue
		}
		b.Run("file="+d.name+"/normalizer=urikit", func(b *testing.B) {
			i := 0
			for b.Loop() {
				r, err := uri.Parse(lines[i])
				if err == nil {
					sinkString = r.Normalize().String()
				}
				if i++; i == len(lines) {
					i = 0
				}
			}
		})
		b.Run("file="+d.name+"/normalizer=purell", func(b *testing.B) {
			i := 0
			for b.Loop() {
				sinkString, sinkErr = purell.NormalizeURLString(lines[i], purellFlags)
				if i++; i == len(lines) {
					i = 0
				}
			}
		})
	}
}

// TestNormalizeChangedAllocs: every rewritten line changes, and costs one
// allocation (the result string).
func TestNormalizeChangedAllocs(t *testing.T) {
	for _, d := range datasets(t) {
		lines := changedLines(d)
		for _, l := range lines {
			r := uri.MustParse(l)
			var n uri.Ref
			if a := testing.AllocsPerRun(5, func() { n = r.Normalize() }); a != 1 || n == r {
				t.Fatalf("Normalize(%q) = %q: %v allocations, changed %v; want 1, true", l, n, a, n != r)
			}
		}
		t.Logf("%s: %d rewritten lines, each normalized with one allocation", d.name, len(lines))
	}
}
