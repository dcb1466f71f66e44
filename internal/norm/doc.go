// Package norm is the normalization engine of urikit: the comparison
// ladder of RFC 3986 6.2 (RFC 3987 5.3 for IRIs) over the references of
// internal/syntax. It writes syntax-based normal forms (6.2.2), applies the
// generic scheme-based rules (6.2.3: default and empty ports, the empty
// path), dispatches to the scheme's own rule (internal/schemerule, or a
// rule given to scheme.Register), and offers the protocol-based choices of
// 6.2.4.
//
// It knows no scheme by name. Ladder.Normalize and Ladder.Equal look the
// reference's scheme up in internal/registry themselves, and only when the
// ladder reads the facts (Ladder.NeedsFacts: the scheme rung, IRI mode,
// FileLocalhost). The package imports only the standard library and
// internal packages.
//
// # Which input takes which writer
//
// Ladder.Normalize sends each reference to the first of these that takes it:
//
//  1. Already normal (normal_fast.go: syntaxNormal, then ladderNormal with
//     the facts). Nearly every reference found in the wild is already in
//     normal form, so one read-only pass decides it and the reference is
//     returned as it is, without writing or allocating anything.
//  2. The scheme's own rule, when the rung is RungScheme and the facts have
//     one (ladder_rule.go). A built-in rule (urn, mailto, data, tel, ftp,
//     sip, ldap) writes in append form into the normalizer's buffer; a
//     rule given to scheme.Register works on component strings
//     (applySchemeRule) and its result is parsed and normalized again.
//  3. The rewriter (rewrite.go; rewrite_amd64.s on amd64), for a reference
//     with neither an IP literal of version 6 or later, nor the IRI
//     options, nor FileLocalhost: it writes the normal form in one pass
//     from the source into a stack buffer, a component's runs sixteen bytes
//     (or a word) at a time, and allocates the result once. It gives up,
//     before allocating, on a path holding "%2E", whose decoded dot is a
//     dot-segment for 5.2.4 to remove.
//  4. The comparing writer (normalize.go: normalizeW and normWriter), for
//     every reference and option the rewriter does not take: IPv6 and
//     IPvFuture literals (normalize_ip.go writes RFC 5952 text), "%2E"
//     in a path, the IRI steps of RFC 3987 5.3.2 (decoding ucschar,
//     keeping the case of a host with non-ASCII characters) and
//     FileLocalhost. It compares its output with the input as it goes and
//     copies only from the first byte that differs.
//
// Each of the faster writers exists for speed alone and is checked against
// a slower one: the rewriter against the comparing writer (TestRewrite,
// FuzzRewrite), the assembly against the word-at-a-time writers
// (TestTripletsRun, FuzzTripletsRun), the comparing writer against the
// readable reference of slow_test.go, the append form of each built-in rule
// against its component form (FuzzRuleForm). Every writer leaves the
// dot-segments of a path to the same 5.2.4 removal, except that the
// rewriter cuts each "/./" of a path after an authority as it writes it
// (segmentsInto, on every architecture), which 5.2.4 B would remove the
// same way, and reports whether a ".." or a final "." is left for it.
//
// Ladder.Equal compares without writing where it can: two references
// already normal compare as written, one normal reference is compared with
// the other's output as it is produced (equivalentTo), and otherwise both
// are written on the stack (equivalent).
package norm
