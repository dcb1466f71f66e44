package extract

// This file holds the options and the result of a scan: RFC 3986 Appendix
// C, RFC 2396 Appendices E and F, RFC 3987 2.2, GitHub Flavored Markdown
// 6.9.

import "github.com/urikit/urikit/uri"

// Options choose what counts as a reference. The zero value is the default:
// registered schemes only, lenient parsing, ASCII URIs, no abbreviations
// and no bare addresses.
type Options struct {
	// AnyScheme accepts any well-formed scheme (RFC 3986 3.1) followed by
	// "//", not only the registered ones. A scheme without "//" counts
	// only when it is registered, where its syntax is known: "Note:this"
	// stays a word.
	AnyScheme bool
	// Strict accepts only what uri.Parse (or iri.Parse, with IRI) accepts,
	// and reports no fixes.
	Strict bool
	// IRI reads references as IRIs (RFC 3987 2.2): their non-ASCII
	// characters are part of them, not repaired. In strict mode the
	// candidate must pass iri.Parse; otherwise one that iri.Parse refuses
	// goes through uri.ParseLenient.
	IRI bool
	// WWW finds RFC 2396 Appendix F's abbreviated forms where GitHub
	// Flavored Markdown finds an extended www autolink (6.9): "www." and
	// a domain with a dot becomes an http URI, "ftp." and such a domain
	// an ftp URI; the URI field holds the scheme added.
	WWW bool
	// Email finds bare e-mail addresses where GitHub Flavored Markdown
	// finds an extended email autolink (6.9): the URI field holds the
	// address with "mailto:" added (RFC 6068).
	Email bool
}

// Match is one reference found in the text.
type Match struct {
	// Start and End are the byte span [Start, End) of the reference in
	// the text, delimiters included: for "<URL:http://a/>" the span
	// covers the angle brackets and the prefix, for a bare reference just
	// the reference (quotes around it are ordinary text).
	Start, End int
	// URI is the reference as found, with delimiters, "URL:" prefixes
	// and embedded whitespace removed (and, for an abbreviation or an
	// address, the scheme added). With Options.IRI it may hold non-ASCII
	// characters; without, it holds them as the text does, and Fixes
	// says how they are encoded.
	URI string
	// Ref is the reference as a URI: URI parsed, with the repairs of
	// Fixes; an IRI (with Options.IRI) mapped to a URI (RFC 3987 3.1); in
	// both, a non-ASCII reg-name host of a scheme whose hosts are DNS
	// names in its IDNA form ("http://例え.jp/" gives
	// http://xn--r8jz45g.jp/), as RFC 3987 3.1 allows and browsers and
	// net/url expect, where the fix percent-encodes it. It is always
	// valid.
	Ref uri.Ref
	// Fixes are the repairs uri.ParseLenient makes to URI (offsets into
	// URI); nil when URI is already valid, and always in strict mode.
	Fixes []uri.Fix
	// Ambiguous says that a line break came right after a hyphen: RFC
	// 3986 Appendix C says the hyphen "may or may not actually be part of
	// the URI". URI keeps an ASCII hyphen (inside "<...>") and leaves out
	// a typesetter's (U+2010 HYPHEN, U+00AD SOFT HYPHEN, which man pages
	// hold where a reference is broken across lines, in "<...>" or bare),
	// which no URI holds.
	Ambiguous bool
}
