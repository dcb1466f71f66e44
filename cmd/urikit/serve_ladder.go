package main

// This file gives the comparison ladder of RFC 3986 6.2 rung by rung for
// the playground: simple string comparison (6.2.1), then the three steps of
// syntax-based normalization (6.2.2.1 case, 6.2.2.2 percent-encoding,
// 6.2.2.3 path segments), then scheme-based normalization (6.2.3), each
// computed by the library (uri.Ref.NormalizeStep). For IRIs, the rungs of
// RFC 3987 5.3.

import (
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// ladderRung is one rung: the form of the reference after it, and whether
// the rung changed the form of the rung before.
type ladderRung struct {
	ID      string `json:"id"`
	Title   string `json:"title"`
	Section string `json:"section"`
	Note    string `json:"note"`
	Result  string `json:"result"`
	Changed bool   `json:"changed"`
}

// uriLadder returns the rungs of RFC 3986 6.2 for r: each step's form
// is the library's (uri.Ref.NormalizeStep).
func uriLadder(r uri.Ref) []ladderRung {
	rungs := []ladderRung{
		{ID: "simple", Title: "Simple string comparison", Section: "RFC 3986 6.2.1",
			Note: "the reference as written, compared character by character", Result: r.String()},
		{ID: "case", Title: "Case normalization", Section: "RFC 3986 6.2.2.1",
			Note:   "scheme and host in lower case, hexadecimal digits of percent-encodings in upper case",
			Result: r.NormalizeStep(uri.StepCase).String()},
		{ID: "percent", Title: "Percent-encoding normalization", Section: "RFC 3986 6.2.2.2",
			Note:   "percent-encoded unreserved characters (letters, digits, - . _ ~) decoded",
			Result: r.NormalizeStep(uri.StepPercentEncoding).String()},
		{ID: "path", Title: "Path segment normalization", Section: "RFC 3986 6.2.2.3",
			Note:   `dot-segments removed (5.2.4); IPv6 literals in RFC 5952 text: the syntax-based normal form`,
			Result: r.NormalizeStep(uri.StepPathSegment).String()},
		{ID: "scheme", Title: "Scheme-based normalization", Section: "RFC 3986 6.2.3",
			Note:   "the scheme's rules: default and empty port removed, empty path of an authority made \"/\", the scheme's own (urn, mailto, ...)",
			Result: r.NormalizeStep(uri.StepScheme).String()},
	}
	markChanges(rungs)
	return rungs
}

// iriLadder returns the rungs of RFC 3987 5.3 for r.
func iriLadder(r iri.Ref) []ladderRung {
	rungs := []ladderRung{
		{ID: "simple", Title: "Simple string comparison", Section: "RFC 3987 5.3.1",
			Note: "the IRI as written, compared character by character", Result: r.String()},
		{ID: "syntax", Title: "Syntax-based normalization", Section: "RFC 3987 5.3.2",
			Note:   "case of scheme and US-ASCII host, percent-encodings of unreserved characters and ucschar decoded, dot-segments removed",
			Result: r.NormalizeWith(iri.NormalizeOptions{Level: uri.SyntaxBased}).String()},
		{ID: "scheme", Title: "Scheme-based normalization", Section: "RFC 3987 5.3.3",
			Note: "the scheme's rules: default and empty port removed, empty path of an authority made \"/\", the scheme's own", Result: r.Normalize().String()},
	}
	markChanges(rungs)
	return rungs
}

func markChanges(rungs []ladderRung) {
	for i := 1; i < len(rungs); i++ {
		rungs[i].Changed = rungs[i].Result != rungs[i-1].Result
	}
}
