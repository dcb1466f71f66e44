package bench

// This file times package canon's keys beside purell on each URL list:
// each profile (rfc, whatwg, safebrowsing, surt) with the steps that
// match purell's FlagsUsuallySafeGreedy and FlagsUnsafeGreedy, purell
// with those flags, from the line as read to the key as a string, one URL
// per op. purell runs beside each profile, so that every ratio pairs two
// timings taken one after the other.

import (
	"testing"

	"github.com/PuerkitoBio/purell"
	"github.com/urikit/urikit/canon"
	"github.com/urikit/urikit/whatwg"
)

// canonFlags pairs purell's convenience sets with the canon steps that
// match them (package canon's doc, "Steps").
var canonFlags = []struct {
	name   string
	purell purell.NormalizationFlags
	steps  string // after the profile, as canon.ParseOptions reads them
}{
	{"usuallysafe", purell.FlagsUsuallySafeGreedy, "+drop-empty-query+remove-trailing-slash"},
	{"unsafe", purell.FlagsUnsafeGreedy, "+drop-empty-query+remove-trailing-slash+remove-directory-index+drop-fragment+force-http+remove-duplicate-slashes+remove-www+sort-query"},
}

// canonProfiles are the profiles timed.
var canonProfiles = []string{"rfc", "whatwg", "safebrowsing", "surt"}

// BenchmarkCanon: the lists as they come (the lines urikit and net/url
// both parse, as for BenchmarkNormalize).
func BenchmarkCanon(b *testing.B) {
	for _, d := range datasets(b) {
		lines, _ := d.common()
		benchCanon(b, d.name, lines)
	}
}

// BenchmarkCanonChanged: the same lines rewritten so that every key
// differs from its line and no profile can take its input's components
// as they are: scheme and host in upper case, a "." segment and a "%7e"
// (see changed).
func BenchmarkCanonChanged(b *testing.B) {
	for _, d := range datasets(b) {
		benchCanon(b, d.name, changedLines(d))
	}
}

func benchCanon(b *testing.B, file string, lines []string) {
	if len(lines) == 0 {
		return
	}
	for _, f := range canonFlags {
		for _, profile := range canonProfiles {
			c := canon.MustNew(mustOptions(b, profile+f.steps))
			group := "file=" + file + "/flags=" + f.name + "/profile=" + profile
			b.Run(group+"/canon=urikit", func(b *testing.B) {
				i := 0
				for b.Loop() {
					sinkString, sinkErr = c.Key(lines[i])
					if i++; i == len(lines) {
						i = 0
					}
				}
			})
			b.Run(group+"/canon=purell", func(b *testing.B) {
				i := 0
				for b.Loop() {
					sinkString, sinkErr = purell.NormalizeURLString(lines[i], f.purell)
					if i++; i == len(lines) {
						i = 0
					}
				}
			})
		}
	}
}

func mustOptions(tb testing.TB, spec string) canon.Options {
	o, err := canon.ParseOptions(spec)
	if err != nil {
		tb.Fatal(err)
	}
	return o
}

// TestCanonKeys: every profile but SafeBrowsing (which takes only URLs
// with a host) makes a key of nearly every line of the lists, and a line
// already in its key's form costs no allocation (none beyond package
// whatwg's own for the WHATWG profile: it allocates to check a Punycode
// label); the rewritten lines all change. The counts are logged.
func TestCanonKeys(t *testing.T) {
	for _, d := range datasets(t) {
		lines, _ := d.common()
		for _, f := range canonFlags {
			for _, profile := range canonProfiles {
				c := canon.MustNew(mustOptions(t, profile+f.steps))
				keys, same := 0, 0
				for _, l := range lines {
					k, err := c.Key(l)
					if err != nil {
						continue
					}
					keys++
					if k == l {
						same++
						if profile == "whatwg" && testing.AllocsPerRun(1, func() { _, sinkErr = whatwg.Parse(l) }) > 0 {
							continue
						}
						if a := testing.AllocsPerRun(1, func() { sinkString, sinkErr = c.Key(l) }); a > 0 {
							t.Errorf("%s %s: Key(%q) is the line itself but allocates %v times", profile, f.name, l, a)
						}
					}
				}
				changedKeys := 0
				for _, l := range changedLines(d) {
					if k, err := c.Key(l); err == nil && k != l {
						changedKeys++
					}
				}
				if keys < len(lines)*9/10 && profile != "safebrowsing" {
					t.Errorf("%s: %s %s: keys for %d of %d lines", d.name, profile, f.name, keys, len(lines))
				}
				t.Logf("%s: %s %s: keys for %d of %d lines, %d the line itself; %d of %d rewritten lines change",
					d.name, profile, f.name, keys, len(lines), same, changedKeys, len(changedLines(d)))
			}
		}
	}
}
