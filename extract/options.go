package extract

// This file holds the options and the result of a scan: RFC 3986 Appendix
// C, RFC 2396 Appendices E and F, RFC 3987 2.2.

import "github.com/urikit/urikit/uri"

// Options choose what counts as a reference. The zero value is the default:
// registered schemes only, lenient parsing, ASCII only, no abbreviations.
type Options struct {
	// AnyScheme accepts any well-formed scheme (RFC 3986 3.1), not only
	// the registered ones.
	AnyScheme bool
	// Strict accepts only what uri.Parse (or iri.Parse, with IRI) accepts,
	// and reports no fixes.
	Strict bool
	// IRI lets references hold non-ASCII characters (RFC 3987 2.2):
	// Unicode letters in hosts and paths. In strict mode the candidate
	// must pass iri.Parse; otherwise one that iri.Parse refuses goes
	// through uri.ParseLenient.
	IRI bool
	// WWW finds RFC 2396 Appendix F's abbreviated forms: a word starting
	// "www." becomes an http URI and one starting "ftp." an ftp URI; the
	// URI field holds the scheme added.
	WWW bool
}

// Match is one reference found in the text.
type Match struct {
	// Start and End are the byte span [Start, End) of the reference in
	// the text, delimiters included: for "<URL:http://a/>" the span
	// covers the angle brackets and the prefix, for a bare reference just
	// the reference (quotes around it are ordinary text).
	Start, End int
	// URI is the reference as found, with delimiters, the "URL:" prefix
	// and embedded whitespace removed (and, for an Appendix F
	// abbreviation, the scheme added).
	URI string
	// Fixes are the repairs uri.ParseLenient makes to URI (offsets into
	// URI); nil when URI is already valid, and always in strict mode.
	Fixes []uri.Fix
	// Ambiguous says that a line break inside "<...>" came right after a
	// hyphen: RFC 3986 Appendix C says the hyphen "may or may not actually
	// be part of the URI". URI keeps it.
	Ambiguous bool
}
