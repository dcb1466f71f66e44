package main

import (
	"testing"

	"github.com/urikit/urikit/uri"
)

// FuzzInspect: /api/inspect's object for any input, read as a URI or an
// IRI reference, never panics; a valid input's spans are its components
// as written, in order, within the input in bytes and in UTF-16; the
// ladder's rungs parse, and the percent rung leads to the syntax rung
// (RFC 3986 6.2.2).
func FuzzInspect(f *testing.F) {
	for _, s := range ladderInputs {
		f.Add(s, false)
	}
	f.Add("http://例え.jp/😀?q", true)
	f.Add("http://[::1]:8x/", false)
	f.Add("a\xff", true)
	f.Fuzz(func(t *testing.T, s string, asIRI bool) {
		res := inspect(s, asIRI)
		if res.Valid != (res.Error == nil) {
			t.Fatalf("inspect(%q): valid %v, error %v", s, res.Valid, res.Error)
		}
		if res.Error != nil && (res.Error.Offset < 0 || res.Error.Offset > len(s) || res.Error.OffsetUTF16 > res.Length.UTF16) {
			t.Fatalf("inspect(%q): error %+v outside the input", s, res.Error)
		}
		last := 0
		for _, sp := range res.Components {
			if sp.Value == nil {
				continue
			}
			if *sp.Start < 0 || *sp.End > len(s) || s[*sp.Start:*sp.End] != *sp.Value || *sp.EndUTF16 > res.Length.UTF16 {
				t.Fatalf("inspect(%q): span %s %d-%d (UTF-16 %d-%d) is not %q", s, sp.Name, *sp.Start, *sp.End, *sp.StartUTF16, *sp.EndUTF16, *sp.Value)
			}
			if sp.Name != "authority" && sp.Name != "userinfo" && *sp.Start < last {
				t.Fatalf("inspect(%q): span %s starts at %d, before %d", s, sp.Name, *sp.Start, last)
			}
			if sp.Name != "authority" {
				last = *sp.End
			}
		}
		if !res.Valid || asIRI {
			return
		}
		for _, r := range res.Ladder {
			if _, err := uri.Parse(r.Result); err != nil {
				t.Fatalf("inspect(%q): rung %s %q does not parse: %v", s, r.ID, r.Result, err)
			}
		}
		got := uri.MustParse(res.Ladder[2].Result).NormalizeWith(uri.NormalizeOptions{Level: uri.SyntaxBased}).String()
		if got != res.Ladder[3].Result {
			t.Fatalf("inspect(%q): the percent rung %q normalizes to %q, not the syntax rung %q", s, res.Ladder[2].Result, got, res.Ladder[3].Result)
		}
	})
}
