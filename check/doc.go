// Package check validates a URI or IRI reference and reports its security
// concerns: the report behind "urikit check".
//
// A check runs in three steps. The generic syntax first: RFC 3986 4.1
// (URI) by uri.Parse, or RFC 3987 2.2 (IRI) by iri.Parse. Then the
// scheme's own syntax, through the typed parser registered for the scheme
// (the scheme/<name> packages), which gives the typed fields of the
// report. Then the warnings: stable codes (see Code and Codes) for what the
// security considerations of RFC 3986 7, RFC 3987 8, RFC 1738 6 and the
// seed drafts warn about: passwords and userinfo, ports of other services,
// encoded controls and delimiters, IP and ambiguous hosts, hosts the URL
// Standard maps to other characters, dot-segments, active schemes; for
// IRIs, punycode and percent-encoded host labels mixed scripts,
// whole-script confusables (UTS #39) and the bidi rules; invisible and
// bidi formatting characters, raw or percent-encoded; and the parser
// differential: RFC 3986, the URL Standard, Go's net/url and the lenient
// reading of RFC 3986 Appendix B naming different hosts or schemes
// (package whatwg/diff), hosts compared like with like.
//
// A warning is not an error: a valid reference may have warnings. Every
// warning carries the byte offset, in the input, of the character it is
// about. A clean reference, such as "https://www.example.org/path?q=1#f",
// or an internationalized one, such as "https://Bücher.example/" (as an
// IRI), "https://B%C3%BCcher.example/" or "https://xn--bcher-kva.example/",
// has none. A reference the generic syntax or the scheme's refuses is
// invalid, and has the warnings of what lenient readers and browsers make
// of it, since they follow it all the same: "http://evil.com\@good.com/"
// is invalid, and a parser differential (browsers go to evil.com, lenient
// RFC 3986 readers to good.com).
//
// A report lists at most MaxPerCode warnings of one code, then one that
// says more are left out: a hostile input costs a report of bounded size,
// and a check allocates a few bytes per byte of its input beyond what the
// parsers it compares allocate themselves.
//
// The package may import every library of the module and golang.org/x/...;
// whole-script confusables use the UTS #39 skeleton of go.mau.fi/util's
// confusable package (pinned in go.mod).
package check
