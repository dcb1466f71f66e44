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

// goQuoteTo writes s as strconv.Quote quotes it, straight into w: Quote
// escapes each character on its own, so the runs it keeps are written as
// they are and each escape is Quote's of the one character.
func goQuoteTo(w textWriter, s string) {
	w.WriteByte('"')
	start := 0 // the run written as it is
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !(r == utf8.RuneError && size == 1) && r != '"' && r != '\\' && strconv.IsPrint(r) {
			i += size
			continue
		}
		w.WriteString(s[start:i])
		var buf [16]byte
		q := strconv.AppendQuote(buf[:0], s[i:i+size])
		for _, c := range q[1 : len(q)-1] {
			w.WriteByte(c)
		}
		i += size
		start = i
	}
	w.WriteString(s[start:])
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
// with the repaired reference, the fixes and the number of those not
// listed after "valid", and the components of the repaired reference.
type lenientResult struct {
	Input     string    `json:"input"`
	Valid     bool      `json:"valid"`
	Result    string    `json:"result"`
	Fixes     []jsonFix `json:"fixes"`
	MoreFixes int       `json:"more_fixes,omitempty"`
	jsonComponents
}

// maxFixesShown is the most fixes parse --lenient lists for one input;
// the others are counted. An input can need a fix every byte ("\xff
// \xff ..."), each some fifty bytes in memory.
const maxFixesShown = 64

// parseLenient writes the lenient parse of s and reports whether it could
// be repaired.
func parseLenient(out *output, s string) bool {
	r, fixes, more, err := uri.ParseLenientFirst(s, maxFixesShown)
	switch {
	case out.json:
		out.object(lenientJSON(s, r, fixes, more, err))
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
			if more > 0 {
				w.WriteString("\t+" + strconv.Itoa(more))
			}
		}, "fixed", s, r.String())
	}
	return err == nil
}

// lenientJSON returns the JSON object of parse --lenient (and of
// /api/parse?lenient=1) for s, repaired into r by fixes and more not
// listed, or failing with err.
func lenientJSON(s string, r uri.Ref, fixes []uri.Fix, more int, err error) any {
	if err != nil {
		return parseFailure{Input: s, Error: newJSONError(err)}
	}
	l := lenientResult{Input: s, Valid: true, Result: r.String(), Fixes: make([]jsonFix, len(fixes)),
		MoreFixes: more, jsonComponents: newJSONComponents(r)}
	for i, f := range fixes {
		l.Fixes[i] = jsonFix{Offset: f.Offset, Was: f.Old, Now: f.New, Reason: f.Kind.String()}
	}
	return l
}
