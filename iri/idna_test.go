package iri_test

// UTS #46 conformance (testdata/unicode-IdnaTestV2.json, Unicode 17.0.0)
// of the golang.org/x/net/idna profiles that Profile.HostToASCII and
// HostToUnicode take: a test of the dependency, not of urikit's
// conformance, named and logged as such ("x/net/idna ...").
//
// x/net/idna carries the tables of the Unicode version of the Go release
// it is built with (idna.UnicodeVersion: 15.0.0 before Go 1.27, 17.0.0
// from it), so failures are explained by category, not one by one, and the
// categories are computed from that version: which characters its tables
// know comes from golang.org/x/text/unicode/rangetable for the same
// version, and the differences between UTS #46 15.0 and 16.0 apply only
// while the tables are older than 16.0. A category that stops occurring is
// logged, not failed (the dependency improved); a failure of no known
// category fails the test.

import (
	"fmt"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"golang.org/x/net/idna"
	"golang.org/x/text/unicode/norm"
	"golang.org/x/text/unicode/rangetable"

	"github.com/urikit/urikit/internal/vectors"
)

type idnaVector struct {
	Source          string `json:"source"`
	ToUnicode       string `json:"toUnicode"`
	ToUnicodeStatus string `json:"toUnicodeStatus"`
	ToASCIIN        string `json:"toAsciiN"`
	ToASCIINStatus  string `json:"toAsciiNStatus"`
	ToASCIIT        string `json:"toAsciiT"`
	ToASCIITStatus  string `json:"toAsciiTStatus"`
}

// statusCodes parses "[B1, V6]", dropping the codes of flags a profile
// does not set (the IdnaTestV2.txt header's table).
func statusCodes(s string, ignore map[string]bool) []string {
	var codes []string
	for _, c := range strings.Split(strings.Trim(s, "[]"), ",") {
		c = strings.TrimSpace(c)
		if c != "" && !ignore[c] {
			codes = append(codes, c)
		}
	}
	return codes
}

// idnaTables describes the tables of the x/net/idna in use.
type idnaTables struct {
	assigned *unicode.RangeTable // the characters of its Unicode version
	before16 bool                // older than UTS #46 16.0
}

// newIDNATables reads idna.UnicodeVersion; ok is false when x/text has no
// table of assigned characters for that version.
func newIDNATables() (idnaTables, bool) {
	a := rangetable.Assigned(idna.UnicodeVersion)
	return idnaTables{assigned: a, before16: unicodeBefore(idna.UnicodeVersion, 16)}, a != nil
}

// The failure categories: the tables of idna.UnicodeVersion against
// IdnaTestV2.txt of Unicode 17.0.0, and x/net/idna's own choices.
const (
	catUnassigned = "characters unassigned in the Unicode version of x/net/idna's tables (added later): its tables disallow them"
	catSharpS     = "U+1E9E: UTS #46 16.0 maps it to U+00DF (transitional processing on to \"ss\"); x/net/idna maps it to \"ss\" with 15.0 tables, to U+00DF also when transitional with 17.0 tables"
	catSTD3       = "UTS #46 16.0 dropped the disallowed_STD3_valid status: U+2260, U+226E, U+226F (also as '=', '<', '>' or U+FF1C-FF1E + U+0338) are valid in 17.0, disallowed by 15.0 with UseSTD3ASCIIRules"
	catGeorgian   = "Georgian capitals U+10A0-10CD: UTS #46 16.0 maps them to U+2D00-2D2D, 15.0 disallows them"
	catRemapped   = "UTS #46 16.0 maps or ignores characters 15.0 disallows (U+04C0, U+2132, Hangul fillers U+115F, U+1160, U+3164, U+FFA0, U+1D173-1D17A, CJK compatibility U+2F868 ...)"
	catMapping    = "Registration (RFC 5891 4) refuses input UTS #46 would map (upper case, full-width forms, non-NFC): the vector expects ToASCII's mapping"
	catRootLabel  = "VerifyDnsLength (A4_2): x/net/idna accepts the empty root label of a trailing dot"
	catEmptyLabel = "X4_2: x/net/idna's ToUnicode does not report empty labels"
	catEmptyPuny  = "P4: x/net/idna accepts the empty punycode label \"xn--\""
	catU1         = "U1 (UseSTD3ASCIIRules): with tables of Unicode 16.0 or later x/net/idna does not report an ASCII character outside letters, digits and '-' (e.g. '$', or '(' from U+2477)"
)

// remapped16 are characters UTS #46 15.0 disallows and 16.0 maps or
// ignores (outside the STD3 and Georgian groups).
func remapped16(c rune) bool {
	switch c {
	case 0x04C0, 0x2132, 0x115F, 0x1160, 0x3164, 0xFFA0, 0x2F868:
		return true
	}
	return 0x1D173 <= c && c <= 0x1D17A
}

func std3Changed(c rune) bool {
	switch c {
	case '<', '=', '>', 0x2260, 0x226E, 0x226F, 0xFF1C, 0xFF1D, 0xFF1E:
		return true
	}
	return false
}

// errorRunes are the characters an x/net/idna error names: the rune of
// "disallowed rune U+XXXX", or those of the label of "invalid label".
func errorRunes(err error) []rune {
	if err == nil {
		return nil
	}
	msg := err.Error()
	if i := strings.Index(msg, "disallowed rune U+"); i >= 0 {
		var c rune
		fmt.Sscanf(msg[i+len("disallowed rune U+"):], "%X", &c)
		return []rune{c}
	}
	if i := strings.Index(msg, "invalid label "); i >= 0 {
		if l, err := strconv.Unquote(msg[i+len("invalid label "):]); err == nil {
			return []rune(l)
		}
	}
	return nil
}

// idnaCategory names why a vector fails, or "" when no known reason fits.
func (tab idnaTables) category(profile string, v idnaVector, want string, wantErr []string, got string, gotErr error) string {
	for _, c := range v.Source + want + v.ToUnicode {
		if !unicode.Is(tab.assigned, c) {
			return catUnassigned
		}
	}
	if strings.ContainsRune(v.Source, 0x1E9E) {
		return catSharpS
	}
	if !tab.before16 && gotErr == nil && slices.Equal(wantErr, []string{"U1"}) {
		return catU1
	}
	if gotErr == nil && len(wantErr) > 0 {
		switch {
		case strings.Trim(v.Source, ".") == "xn--" || strings.Contains(v.Source, "xn--.") || strings.HasSuffix(v.Source, ".xn--"):
			return catEmptyPuny
		case slices.Equal(wantErr, []string{"A4_2"}) && strings.HasSuffix(got, "."):
			return catRootLabel
		case slices.Equal(wantErr, []string{"X4_2"}):
			return catEmptyLabel
		}
		return ""
	}
	if gotErr != nil && len(wantErr) == 0 {
		rs := errorRunes(gotErr)
		if strings.HasPrefix(profile, "Registration") {
			if !norm.NFC.IsNormalString(v.Source) {
				return catMapping
			}
			for _, c := range rs {
				if m, _ := idna.Lookup.ToUnicode(string(c)); m != string(c) {
					return catMapping
				}
			}
		}
		if !tab.before16 {
			return ""
		}
		for _, c := range rs {
			if std3Changed(c) {
				return catSTD3
			}
		}
		for _, c := range rs {
			if 0x10A0 <= c && c <= 0x10CD {
				return catGeorgian
			}
			if remapped16(c) {
				return catRemapped
			}
		}
	}
	return ""
}

// idnaKnown lists, per profile, the failure categories that may occur; which
// of them do depends on the Unicode version of x/net/idna's tables (catU1
// only from 16.0, catSTD3, catGeorgian and catRemapped only before it). One
// that does not occur is logged, not failed: the dependency improved.
var idnaKnown = map[string][]string{
	"Lookup":       {catUnassigned, catSharpS, catSTD3, catGeorgian, catRemapped, catEmptyPuny, catU1},
	"Display":      {catUnassigned, catSharpS, catSTD3, catGeorgian, catRemapped, catEmptyPuny, catEmptyLabel, catU1},
	"Registration": {catUnassigned, catSharpS, catSTD3, catGeorgian, catRemapped, catMapping, catRootLabel, catU1},
	"Transitional": {catUnassigned, catSTD3, catGeorgian, catRemapped, catRootLabel, catSharpS, catU1},
}

// TestXNetIDNAIdnaTestV2 runs UTS #46's IdnaTestV2 through x/net/idna's
// profiles: a test of the dependency, not of urikit.
func TestXNetIDNAIdnaTestV2(t *testing.T) {
	tab, ok := newIDNATables()
	if !ok {
		t.Skipf("x/net/idna: golang.org/x/text/unicode/rangetable has no table of Unicode %s, the version of x/net/idna's tables: cannot tell its unassigned characters", idna.UnicodeVersion)
	}
	vecs := vectors.Read[idnaVector](t, filepath.Join("testdata", "unicode-IdnaTestV2.json")).Vectors
	noLength := map[string]bool{"A4_1": true, "A4_2": true} // VerifyDnsLength off
	profiles := []struct {
		name   string
		run    func(string) (string, error)
		want   func(idnaVector) (string, string)
		ignore map[string]bool
	}{
		{"Lookup ToASCII (nontransitional)", idna.Lookup.ToASCII,
			func(v idnaVector) (string, string) { return v.ToASCIIN, v.ToASCIINStatus }, noLength},
		{"Display ToUnicode", idna.Display.ToUnicode,
			func(v idnaVector) (string, string) { return v.ToUnicode, v.ToUnicodeStatus }, noLength},
		{"Registration ToASCII (nontransitional)", idna.Registration.ToASCII,
			func(v idnaVector) (string, string) { return v.ToASCIIN, v.ToASCIINStatus }, nil},
		{"Transitional ToASCII (idna.New: MapForLookup, Transitional, BidiRule, VerifyDNSLength)",
			idna.New(idna.MapForLookup(), idna.Transitional(true), idna.BidiRule(), idna.CheckHyphens(true),
				idna.CheckJoiners(true), idna.VerifyDNSLength(true)).ToASCII,
			func(v idnaVector) (string, string) { return v.ToASCIIT, v.ToASCIITStatus }, nil},
	}
	t.Logf("x/net/idna: tables of Unicode %s, IdnaTestV2 of Unicode 17.0.0", idna.UnicodeVersion)
	for _, p := range profiles {
		pass := 0
		cats := map[string]int{}
		examples := map[string]string{}
		for _, v := range vecs {
			want, status := p.want(v)
			wantErr := statusCodes(status, p.ignore)
			got, err := p.run(v.Source)
			if (len(wantErr) > 0) == (err != nil) && (err != nil || got == want) {
				pass++
				continue
			}
			cat := tab.category(p.name, v, want, wantErr, got, err)
			if cat == "" {
				t.Errorf("x/net/idna %s: %+q: got %+q, %v; want %+q %v: no known reason", p.name, v.Source, got, err, want, wantErr)
				continue
			}
			cats[cat]++
			if examples[cat] == "" {
				examples[cat] = fmt.Sprintf("%+q: got %+q, %v; want %+q %v", v.Source, got, err, want, wantErr)
			}
		}
		n := 0
		for _, k := range cats {
			n += k
		}
		t.Logf("x/net/idna %s: %d/%d pass, %d known differences", p.name, pass, len(vecs), n)
		key, _, _ := strings.Cut(p.name, " ")
		for _, c := range idnaKnown[key] {
			if cats[c] == 0 {
				t.Logf("\t    0 %s: does not occur with the tables of Unicode %s", c, idna.UnicodeVersion)
				continue
			}
			t.Logf("\t%5d %s; e.g. %s", cats[c], c, examples[c])
			delete(cats, c)
		}
		for c, k := range cats {
			t.Errorf("x/net/idna %s: %d failures of category %q not listed for this profile; e.g. %s", p.name, k, c, examples[c])
		}
	}
}
