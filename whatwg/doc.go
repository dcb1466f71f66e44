// Package whatwg parses and serializes URLs as the URL Standard
// (https://url.spec.whatwg.org/) defines them, the way a browser reads a
// URL: the basic URL parser with and without a base (4.4), the URL
// serializer (4.5), the host parser (3.5: domains through UTS #46 with
// golang.org/x/net/idna and the standard's flags, IPv4 in all its number
// forms, IPv6, opaque hosts), the percent-encode sets (1.3), the origin
// (4.7), the getters and setters of the URL class (6.1), and the
// validation errors (1.1), both those that make parsing fail ([Error]) and
// those that do not ([Validate]).
//
// A [URL] is an immutable, comparable value in the manner of uri.Ref: its
// serialization (the href) plus the offsets of each part, so every getter
// is a substring and == compares hrefs. [Parse] first checks whether its
// input is already its own serialization (nearly every URL found in the
// wild is); then the href is the input itself and nothing is allocated.
// Otherwise the state machine of 4.4 runs, writes the URL record and
// serializes it once. The setters return new values.
//
// # Differences from package uri
//
// Package uri reads a reference by the grammar of RFC 3986 and refuses
// what the grammar does not allow; it never changes a byte. The URL
// Standard instead repairs almost anything into a URL and normalizes as it
// parses: it strips tabs and newlines anywhere and C0 controls and spaces
// at both ends, reads '\' as '/' in special URLs (http, https, ws, wss,
// ftp, file) and any number of slashes after their scheme, lower-cases and
// IDNA-maps domains, reads "0x7f.1" and "2130706433" as the IPv4 address
// 127.0.0.1, drops default ports, resolves "." and ".." segments (also
// "%2e"), percent-encodes what is not allowed (spaces, '"', '<',
// non-ASCII) instead of refusing it, resolves "http:x" against an http
// base as a relative reference, and gives a URL without "//" after a
// non-special scheme an opaque path. So the two packages disagree on the
// host, the path or the validity of many inputs; this package's answer is
// what a browser's fetch would use, and urikit diff reports where the
// parsers part.
//
// # Where this package departs from the standard
//
// The standard's input is a string of scalar values; a Go string may hold
// bytes that are not UTF-8. Each such byte reads as U+FFFD REPLACEMENT
// CHARACTER, as decoding the input as UTF-8 would make it (it is
// percent-encoded as "%EF%BF%BD"; in a domain it fails domain to ASCII).
// Queries are always encoded as UTF-8 (the standard's other encodings are
// for HTML forms of legacy pages). And golang.org/x/net/idna, which
// decodes at most 1024 code points from one Punycode label, would not read
// back the "xn--" label it writes for a longer one: a domain with such a
// label (no DNS name has one) fails domain to ASCII here, so that
// Parse(u.Href()) always gives u again. The IDNA mapping tables are those
// of x/net/idna v0.62.0 (idna.UnicodeVersion); every vector of the
// web-platform-tests URL suites passes with them.
package whatwg
