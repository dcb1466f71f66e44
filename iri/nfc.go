package iri

// This file checks Unicode Normalization Form C, which RFC 3987 asks of IRIs
// created (3.1 step 1 variants A and B; 5.3.2.2 "character normalization").

import (
	"fmt"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// UnicodeVersion is the version of the Unicode tables that the NFC, bidi
// and IDNA checks use (those of golang.org/x/text and x/net/idna for this
// Go release).
const UnicodeVersion = norm.Version

// IsNFC reports whether r is in Normalization Form C. ASCII references
// always are. The check allocates nothing unless the quick check of UAX #15
// 9 leaves the answer open (combining marks that may compose).
func (r Ref) IsNFC() bool { return isNFC(r.String()) }

func isNFC(s string) bool {
	return norm.NFC.QuickSpanString(s) == len(s) || norm.NFC.IsNormalString(s)
}

// CheckNFC returns nil when r is in NFC, and otherwise an [*Error] wrapping
// [ErrNotNFC] whose offset is that of the first character that NFC changes
// (the start of the first sequence that is not normalized).
func (r Ref) CheckNFC() error {
	s := r.String()
	if isNFC(s) {
		return nil
	}
	n := norm.NFC.QuickSpanString(s)
	t := norm.NFC.String(s[n:])
	k := 0
	for k < len(t) && n+k < len(s) && s[n+k] == t[k] {
		k++
	}
	for k > 0 && n+k < len(s) && !utf8.RuneStart(s[n+k]) {
		k--
	}
	off := n + k
	c, _ := utf8.DecodeRuneInString(s[off:])
	end := off + len(string(c))
	for end < len(s) && !norm.NFC.PropertiesString(s[end:]).BoundaryBefore() {
		_, size := utf8.DecodeRuneInString(s[end:])
		end += size
	}
	what := fmt.Sprintf("%+q is %+q in NFC", s[off:end], norm.NFC.String(s[off:end]))
	return &Error{Op: "check IRI NFC", Input: s, Offset: off, Err: &detail{err: ErrNotNFC, what: what}}
}
