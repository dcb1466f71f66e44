package main

// This file is parse --lenient: each input repaired by uri.ParseLenient
// (RFC 3986 Appendix C: delimiters, the "URL:" prefix, whitespace; RFC 2396
// 2.4.3: characters excluded from URIs, percent-encoded as RFC 3986 2.1 and
// 2.5 ask), with every fix listed.

import (
	"strconv"

	"github.com/urikit/urikit/uri"
)

// fixNames are the short names of the kinds of fix in plain output.
var fixNames = map[uri.FixKind]string{
	uri.FixDelimiter:  "delimiter",
	uri.FixPrefix:     "prefix",
	uri.FixWhitespace: "whitespace",
	uri.FixSpace:      "space",
	uri.FixControl:    "control",
	uri.FixDelims:     "delims",
	uri.FixUnwise:     "unwise",
	uri.FixPercent:    "percent",
	uri.FixNonASCII:   "non-ascii",
	uri.FixReserved:   "reserved",
	uri.FixBackslash:  "backslash",
}

// fixText is the plain form of a fix, one tab-separated field:
// OFFSET:KIND:"WAS"->"NOW", the texts Go-quoted so that the field holds no
// tab and spaces show.
func fixText(f uri.Fix) string {
	name := fixNames[f.Kind]
	if name == "" {
		name = "fix" + strconv.Itoa(int(f.Kind))
	}
	return strconv.Itoa(f.Offset) + ":" + name + ":" + strconv.Quote(f.Old) + "->" + strconv.Quote(f.New)
}

// jsonFix is one member of "fixes".
type jsonFix struct {
	Offset int    `json:"offset"`
	Was    string `json:"was"`
	Now    string `json:"now"`
	Reason string `json:"reason"`
}

// lenientResult is the JSON object of a repaired input: parse's object
// with the repaired reference and the fixes after "valid", and the
// components of the repaired reference.
type lenientResult struct {
	Input  string    `json:"input"`
	Valid  bool      `json:"valid"`
	Result string    `json:"result"`
	Fixes  []jsonFix `json:"fixes"`
	jsonComponents
}

// parseLenient writes the lenient parse of s and reports whether it could
// be repaired.
func parseLenient(out *output, s string) bool {
	r, fixes, err := uri.ParseLenient(s)
	switch {
	case out.json:
		out.object(lenientJSON(s, r, fixes, err))
	case err != nil:
		out.invalid(err, s)
	case len(fixes) == 0:
		out.fields("valid", s, r.String())
	default:
		f := make([]string, 0, 3+len(fixes))
		f = append(f, "fixed", s, r.String())
		for _, x := range fixes {
			f = append(f, fixText(x))
		}
		out.fields(f...)
	}
	return err == nil
}

// lenientJSON returns the JSON object of parse --lenient (and of
// /api/parse?lenient=1) for s, repaired into r by fixes or failing with err.
func lenientJSON(s string, r uri.Ref, fixes []uri.Fix, err error) any {
	if err != nil {
		return parseFailure{Input: s, Error: newJSONError(err)}
	}
	l := lenientResult{Input: s, Valid: true, Result: r.String(), Fixes: make([]jsonFix, len(fixes)),
		jsonComponents: newJSONComponents(r)}
	for i, f := range fixes {
		l.Fixes[i] = jsonFix{Offset: f.Offset, Was: f.Old, Now: f.New, Reason: f.Kind.String()}
	}
	return l
}
