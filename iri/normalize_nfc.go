package iri

// This file implements the character normalization of RFC 3987 5.3.2.2
// (Unicode Normalization Form C) as a normalization step that never
// changes the reference's delimiters.

import (
	"golang.org/x/text/unicode/norm"

	"github.com/urikit/urikit/internal/syntax"
)

// nfcRef returns n with each run of text between ASCII delimiters and
// percent-encoded triplets in NFC. A run whose NFC holds an ASCII byte
// that is not a letter or digit (a delimiter the input did not have) is
// kept as it is. n is returned itself when nothing changes.
func nfcRef(n syntax.Ref) syntax.Ref {
	s := n.String()
	if isNFC(s) {
		return n
	}
	var out, tmp []byte
	done := 0 // s[:done] is in out, or equal to the output while out is nil
	for i := 0; i < len(s); {
		if !inRun(s[i]) {
			if s[i] == '%' {
				i += 3
			} else {
				i++
			}
			continue
		}
		j := i + 1
		for j < len(s) && inRun(s[j]) {
			j++
		}
		if run := s[i:j]; norm.NFC.QuickSpanString(run) < len(run) {
			if out == nil {
				out = make([]byte, 0, len(s)+len(s)/4)
			}
			out = append(out, s[done:i]...)
			// A buffer of its own: AppendString would compose the run
			// with the end of out ("=" and U+0338).
			tmp = norm.NFC.AppendString(tmp[:0], run)
			if hasDelimiter(tmp) {
				out = append(out, run...)
			} else {
				out = append(out, tmp...)
			}
			done = j
		}
		i = j
	}
	if out == nil {
		return n
	}
	out = append(out, s[done:]...)
	t := bytesToString(out)
	if t == s {
		return n
	}
	r, f := syntax.Parse(t, n.Mode())
	if f != nil {
		// Unreachable: NFC of a run of letters, digits and ucschar is
		// letters, digits and ucschar (the fuzz test checks it).
		return n
	}
	return r
}

// inRun reports whether c belongs to a run of text: an ASCII letter or
// digit, or a byte of a non-ASCII character. Delimiters and "%" end runs;
// the two hex digits after "%" are skipped with it.
func inRun(c byte) bool {
	return c >= 0x80 || syntax.IsAlphaNum(c)
}

// hasDelimiter reports whether t holds an ASCII byte other than a letter
// or digit.
func hasDelimiter(t []byte) bool {
	for i := 0; i < len(t); i++ {
		if !inRun(t[i]) {
			return true
		}
	}
	return false
}
