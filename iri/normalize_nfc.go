package iri

// This file implements the character normalization of RFC 3987 5.3.2.2
// (Unicode Normalization Form C) as a normalization step that never
// changes the reference's delimiters.

import (
	"strings"

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
	var b strings.Builder
	done := 0 // s[:done] is written to b, or equal to the output when b is empty
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
		run := s[i:j]
		if !isNFC(run) {
			if t := norm.NFC.String(run); !hasDelimiter(t) {
				if b.Len() == 0 {
					b.Grow(len(s))
				}
				b.WriteString(s[done:i])
				b.WriteString(t)
				done = j
			}
		}
		i = j
	}
	if done == 0 {
		return n
	}
	b.WriteString(s[done:])
	r, f := syntax.Parse(b.String(), n.Mode())
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
	return c >= 0x80 || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9'
}

// hasDelimiter reports whether t holds an ASCII byte other than a letter
// or digit.
func hasDelimiter(t string) bool {
	for i := 0; i < len(t); i++ {
		if !inRun(t[i]) {
			return true
		}
	}
	return false
}
