package iri

// This file implements equivalence of IRIs along the comparison ladder of
// RFC 3987 5.3 (5.3.1 simple string comparison, 5.3.2 syntax-based and
// 5.3.3 scheme-based normalization).

import (
	"github.com/urikit/urikit/internal/norm"
)

// Equal reports whether a and b are equivalent at the given rung of the
// ladder (RFC 3987 5.3): whether their normal forms under
// NormalizeOptions{Level: level} are the same string. With SimpleString it
// compares the references as written (5.3.1). Character normalization
// (NFC) and IDNA are not applied (5.3.2.2: comparison relies on IRIs being
// created in NFC); compare NormalizeWith results to use them. Two invalid
// Refs are equal; an invalid and a valid one are not.
//
// Equal does not allocate for references up to 1 KiB, the built-in rules
// of the registry included (sip and tel with up to 16 parameters), unless
// their scheme's normalizer was given to scheme.Register and one of them
// is not in normal form.
func Equal(a, b Ref, level Level) bool {
	l := norm.Ladder{Rung: norm.RungOf(uint8(level)), IRI: true}
	return l.Equal(&a.r, &b.r)
}
