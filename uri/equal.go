package uri

// This file implements equivalence along the comparison ladder of RFC 3986
// section 6.2.

import "github.com/urikit/urikit/internal/norm"

// Equal reports whether a and b are equivalent at the given rung of the
// ladder (RFC 3986 6.2): whether their normal forms at that level are the
// same string. With SimpleString it compares the references as written
// (6.2.1). Two invalid Refs are equal; an invalid and a valid one are not.
//
// Equal does not allocate for references up to 1 KiB, the built-in rules
// of the registry included (sip and tel with up to 16 parameters), unless
// their scheme's normalizer was given to scheme.Register and one of them
// is not in normal form.
func Equal(a, b Ref, level Level) bool {
	l := &levelLadders[level.rung()]
	return l.Equal(&a.r, &b.r)
}

// levelLadders are the ladders of Equal, built once (never modified).
var levelLadders = [...]norm.Ladder{
	norm.RungSimple: {Rung: norm.RungSimple},
	norm.RungSyntax: {Rung: norm.RungSyntax},
	norm.RungScheme: {Rung: norm.RungScheme},
}
