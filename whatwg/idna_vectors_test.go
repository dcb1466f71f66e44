package whatwg_test

// This file checks the domain parser (3.3 IDNA) against the
// web-platform-tests files toascii and IdnaTestV2 as WPT runs them
// (toascii.window.js, IdnaTestV2.window.js): the host of
// "https://INPUT/x" is the output, or parsing fails when the output is
// null; for toascii also the host and hostname setters on "https://x/x",
// which leave the host "x" when the output is null.

import (
	"fmt"
	"testing"

	"github.com/urikit/urikit/internal/vectors"
	"github.com/urikit/urikit/whatwg"
)

// idnaVector is one vector of toascii.json or IdnaTestV2.json: the output
// is nil when the domain parser fails.
type idnaVector struct {
	Input   string  `json:"input"`
	Output  *string `json:"output"`
	Comment string  `json:"comment"`
}

// hostAnswer is urikit's answer for "https://INPUT/x": the host, or the
// error's code.
func hostAnswer(input string) (whatwg.URL, string) {
	u, err := whatwg.Parse("https://" + input + "/x")
	if err != nil {
		return u, "error " + err.(*whatwg.Error).Code
	}
	return u, u.Host()
}

// checkHostURL checks the host of "https://INPUT/x" against v's output as
// WPT does: host, hostname, pathname and href, or a failure.
func checkHostURL(v idnaVector) (got, problem string) {
	u, got := hostAnswer(v.Input)
	call := fmt.Sprintf("Parse(%q)", "https://"+v.Input+"/x")
	if v.Output == nil {
		if u.IsValid() {
			return got, fmt.Sprintf("%s:\n\tgot  %q\n\twant failure", call, u.Href())
		}
		return got, ""
	}
	if !u.IsValid() {
		return got, fmt.Sprintf("%s:\n\tgot  %s\n\twant host %q\n", call, got, *v.Output)
	}
	want := map[string]string{"host": *v.Output, "hostname": *v.Output, "pathname": "/x", "href": "https://" + *v.Output + "/x"}
	return got, compare(call, getters(u), want) + roundTrip(u)
}

// checkHostSetters checks the host and hostname setters on "https://x/x"
// with v's input: the output, or "x" left alone when the output is null.
func checkHostSetters(v idnaVector) (got, problem string) {
	x := whatwg.MustParse("https://x/x")
	want := "x"
	if v.Output != nil {
		want = *v.Output
	}
	h, hn := x.SetHost(v.Input), x.SetHostname(v.Input)
	if h.Host() != want {
		problem += fmt.Sprintf("SetHost(%q).Host():\n\tgot  %q\n\twant %q\n", v.Input, h.Host(), want)
	}
	if hn.Hostname() != want {
		problem += fmt.Sprintf("SetHostname(%q).Hostname():\n\tgot  %q\n\twant %q\n", v.Input, hn.Hostname(), want)
	}
	if h.Host() != hn.Hostname() {
		return fmt.Sprintf("host setter %q, hostname setter %q", h.Host(), hn.Hostname()), problem
	}
	return "setters " + h.Host(), problem
}

// idnaKeys returns the key of each vector: its input, with its index when
// two vectors share one.
func idnaKeys(t *testing.T, vecs []idnaVector) []string {
	names, ids := make([]string, len(vecs)), make([]string, len(vecs))
	for i, v := range vecs {
		names[i] = v.Input
	}
	return vectors.Keys(t, names, ids)
}

func TestToASCIIVectors(t *testing.T) {
	const name = toASCIIData
	vecs := decodeAll[idnaVector](t, name, readWPT(t, name))
	keys := idnaKeys(t, vecs)
	tally := vectors.NewTally(t, name, knownDifferences[name])
	for i, v := range vecs {
		got, problem := checkHostURL(v)
		sgot, sproblem := checkHostSetters(v)
		tally.Record(keys[i], got+"; "+sgot, problem+sproblem)
	}
	tally.Done(len(vecs))
}

func TestIdnaTestV2Vectors(t *testing.T) {
	const name = idnaTestV2
	vecs := decodeAll[idnaVector](t, name, readWPT(t, name))
	keys := idnaKeys(t, vecs)
	tally := vectors.NewTally(t, name, knownDifferences[name])
	skipped := 0
	for i, v := range vecs {
		if v.Input == "" {
			skipped++ // as IdnaTestV2.window.js: "https:///x" is no test of the empty domain
			continue
		}
		got, problem := checkHostURL(v)
		tally.Record(keys[i], got, problem)
	}
	tally.Done(len(vecs) - skipped)
	t.Logf("%s: %d vector with an empty input skipped, as WPT's IdnaTestV2.window.js skips it", name, skipped)
}
