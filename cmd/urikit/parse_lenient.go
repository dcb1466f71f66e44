package main

// This file is parse --lenient: each input repaired by uri.ParseLenient
// (RFC 3986 Appendix C: delimiters, the "URL:" prefix, whitespace; RFC 2396
// 2.4.3: characters excluded from URIs, percent-encoded as RFC 3986 2.1 and
// 2.5 ask), with every fix listed.

import (
	"strconv"
	"unicode/utf8"

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

// writeFix writes the plain form of a fix, one tab-separated field:
// OFFSET:KIND:"WAS"->"NOW", the texts Go-quoted so that the field holds no
// tab and spaces show, in pieces: a fix of any size is never quoted whole
// in memory.
func writeFix(w textWriter, f uri.Fix) {
	name := fixNames[f.Kind]
	if name == "" {
		name = "fix" + strconv.Itoa(int(f.Kind))
	}
	w.WriteString(strconv.Itoa(f.Offset) + ":" + name + ":")
	goQuoteTo(w, f.Old)
	w.WriteString("->")
	goQuoteTo(w, f.New)
}

// goQuoteTo writes s as strconv.Quote quotes it, a piece of at most 256
// bytes at a time: Quote escapes each character on its own, so the pieces
// quoted, cut between characters, are the whole quoted.
func goQuoteTo(w textWriter, s string) {
	var buf [1024]byte // a piece quoted: at most 4 bytes a byte
	w.WriteByte('"')
	for len(s) > 0 {
		n := 0
		for n < len(s) && n < 256 {
			_, size := utf8.DecodeRuneInString(s[n:])
			n += size
		}
		q := strconv.AppendQuote(buf[:0], s[:n])
		w.Write(q[1 : len(q)-1])
		s = s[n:]
	}
	w.WriteByte('"')
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
		// The fixes are quoted: a terminal is shown them as they are.
		out.fieldsThen(func(w textWriter) {
			for _, x := range fixes {
				w.WriteByte('\t')
				writeFix(w, x)
			}
		}, "fixed", s, r.String())
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
