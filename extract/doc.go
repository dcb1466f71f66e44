// Package extract finds URI references in running text, as RFC 3986
// Appendix C ("Delimiting a URI in Context") and RFC 2396 Appendices E and F
// describe: "<...>" with the whitespace inside removed, "<URL:...>" and the
// "URL:" prefix, "..." in double quotes, and bare references ended by
// whitespace, with trailing sentence punctuation left out and balanced
// parentheses and brackets kept.
//
// One pass over the text finds every reference, in order and without
// overlap, each with its byte span. The work is linear in the length of the
// text and the memory bounded by it, whatever the text holds.
//
// A reference counts when its scheme is registered (scheme.Lookup), or, with
// Options.AnyScheme, when the scheme is well formed (RFC 3986 3.1); so
// "ratio 3:4" and "Note:this" are not URIs. With Options.Strict a candidate
// counts only when uri.Parse (iri.Parse with Options.IRI) accepts it;
// otherwise it goes through uri.ParseLenient and its repairs are reported as
// Fixes.
package extract
