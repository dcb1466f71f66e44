package norm

// This file reads the Level of packages uri and iri (RFC 3986 6.2, RFC
// 3987 5.3), whose zero value is the scheme-based rung, as a Rung.

// The numbers of uri.Level.
const (
	levelScheme = 0 // uri.SchemeBased, the zero Level
	levelSyntax = 1 // uri.SyntaxBased
	levelSimple = 2 // uri.SimpleString
)

// RungOf returns the rung of a uri.Level given as its number: SchemeBased
// (0, the zero Level), SyntaxBased (1) or SimpleString (2); any other
// number counts as SchemeBased.
func RungOf(level uint8) Rung {
	switch level {
	case levelSimple:
		return RungSimple
	case levelSyntax:
		return RungSyntax
	}
	return RungScheme
}
