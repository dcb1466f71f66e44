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
// encoded controls and delimiters, IP and ambiguous hosts, dot-segments,
// active schemes, and for IRIs and punycode host labels mixed scripts,
// whole-script confusables (UTS #39), invisible characters and bidi; and
// the parser differential: RFC 3986, the URL Standard and Go's net/url
// naming different hosts or schemes (package whatwg/diff).
//
// A warning is not an error: the reference is valid. Every warning carries
// the byte offset, in the input, of the character it is about. A clean
// reference, such as "https://www.example.org/path?q=1#f", has none.
//
// The package may import every library of the module and golang.org/x/...;
// whole-script confusables use the UTS #39 skeleton of go.mau.fi/util's
// confusable package (pinned in go.mod).
package check
