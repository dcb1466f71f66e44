// Package norm is the normalization engine of urikit: the comparison
// ladder of RFC 3986 6.2 (RFC 3987 5.3 for IRIs) over the references of
// internal/syntax. It writes syntax-based normal forms (6.2.2) in one pass,
// decides in one pass whether a reference is already normal (the common
// case, which costs no allocation), applies the generic scheme-based rules
// (6.2.3: default and empty ports, the empty path) and dispatches to the
// scheme's own rule (internal/schemerule, or a rule given to
// scheme.Register), and offers the protocol-based choices of 6.2.4.
//
// It knows no scheme by name: the caller (package uri or iri) looks the
// reference's scheme up in internal/registry and hands the engine the
// facts it needs as a value (Ladder.Normalize, Ladder.Equal). It imports
// only the standard library and internal packages.
package norm
