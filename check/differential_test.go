package check

// Tests of the cheap test before the parser-differential comparison
// (differential.go): whenever mayNameOtherHosts says no, diff.Compare must
// find no high-danger disagreement, or check would miss a warning.

import (
	"testing"

	"github.com/urikit/urikit/internal/datasets"
	"github.com/urikit/urikit/whatwg/diff"
)

// mayNameOtherHostsCases: the tricks of the URL Standard against RFC 3986
// and net/url (each true: the full comparison must run), and plain
// references all three read alike (false: it may be skipped).
var mayNameOtherHostsCases = []struct {
	in   string
	want bool
}{
	// RFC 3986 7.4, URL Standard 3.5 IPv4 parser: numeric host forms.
	{"http://0x7f.1/", true},
	{"http://2130706433/", true},
	{"http://127.1/", true},
	{"http://0177.0.0.1/", true},
	// RFC 3986 3.2.2: percent-encoded host data.
	{"http://%65vil.com/", true},
	// IDNA: a fullwidth dot, the Kelvin sign that folds to "k".
	{"http://evil\u3002com/", true},
	{"http://\u212Aa.example/", true},
	// Slashes and backslashes (URL Standard 4.4 special authority states).
	{`http:\\evil.com`, true},
	{"http:evil.com", true},
	{"http:/evil.com", true},
	{"http:///evil.com", true},
	// IP literals are written differently by each parser.
	{"http://[::1]/", true},
	{"http://[fe80::1%25eth0]/", true},
	// A port: net/url's Host holds it.
	{"http://example.com:8080/", true},
	// RFC 3986 3: references the three read alike.
	{"http://example.com/a/b?q#f", false},
	{"HTTPS://Example.COM/a", false},
	{"http://user@example.com/", false},
	{"mailto:a@example.com", false},
	{"urn:isbn:0451450523", false},
	{"", false},
}

func TestMayNameOtherHosts(t *testing.T) {
	for _, c := range mayNameOtherHostsCases {
		if got := mayNameOtherHosts(c.in); got != c.want {
			t.Errorf("mayNameOtherHosts(%q):\n\tgot  %v\n\twant %v", c.in, got, c.want)
		}
		holdsToCompare(t, c.in)
	}
}

// TestMayNameOtherHostsDatasets holds the cheap test to diff.Compare on
// every line of the benchmark URL lists (internal/datasets), and logs how many
// lines it lets skip the full comparison.
func TestMayNameOtherHostsDatasets(t *testing.T) {
	for _, name := range datasets.Names {
		lines := datasets.Lines(t, name)
		skipped := 0
		for _, s := range lines {
			if !holdsToCompare(t, s) {
				skipped++
			}
		}
		t.Logf("%s: %d of %d lines skip the full comparison", name, skipped, len(lines))
	}
}

// holdsToCompare checks that a "no" of mayNameOtherHosts(s) agrees with
// diff.Compare, and returns mayNameOtherHosts(s).
func holdsToCompare(t *testing.T, s string) bool {
	t.Helper()
	if mayNameOtherHosts(s) {
		return true
	}
	r := diff.Compare(s)
	for _, d := range r.Disagreements {
		if d.Danger == diff.DangerHigh {
			t.Errorf("mayNameOtherHosts(%q) = false, but diff.Compare finds %s: %s %s", s, d.Danger, d.Component, d.Class)
		}
	}
	return false
}

// FuzzMayNameOtherHosts: a "no" of the cheap test is never contradicted
// by a high-danger disagreement of diff.Compare.
func FuzzMayNameOtherHosts(f *testing.F) {
	for _, c := range mayNameOtherHostsCases {
		f.Add(c.in)
	}
	f.Fuzz(func(t *testing.T, s string) {
		holdsToCompare(t, s)
	})
}
