// Package whatwg parses and serializes URLs as the URL Standard
// (https://url.spec.whatwg.org/) defines them, the way a browser reads a
// URL: the basic URL parser with and without a base (4.4), the URL
// serializer (4.5), the host parser (3.5: domains through the domain
// parser of 3.3, which runs UTS #46 ToASCII with golang.org/x/net/idna;
// IPv4 in all its number forms, IPv6, opaque hosts), the percent-encode
// sets (1.3), the origin (4.7), the getters and setters of the URL class
// (6.1), and the validation errors (1.1), both those that make parsing
// fail ([Error]) and those that do not ([Validate]). Comments name the
// section and anchor of each algorithm and state.
//
// It follows the standard as of July 2026, the snapshot of the
// web-platform-tests URL vectors of that month (testdata/), with the
// change of June 2026 to the domain parser: an ASCII domain is kept as
// written, lower-cased, even when its "xn--" labels are no valid Punycode
// ("https://xn--ab-/" is valid, its host "xn--ab-"). Every vector of
// urltestdata and setters_tests passes; so does every vector of toascii
// and IdnaTestV2 but those that need UTS #46 data newer than the IDNA
// tables in use (below).
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
// percent-encoded as "%EF%BF%BD"; in a domain it fails the domain parser).
// Queries are always encoded as UTF-8 (the standard's other encodings are
// for HTML forms of legacy pages).
//
// The IDNA tables are those of golang.org/x/net/idna v0.62.0: Unicode
// 15.0 under Go 1.26 (idna.UnicodeVersion); it selects its Unicode 17.0
// tables when built with Go 1.27 or later. With the 15.0 tables, 81 of the toascii and IdnaTestV2
// vectors fail, each for a code point whose UTS #46 status or mapping
// changed after 15.0: U+1E9E maps to "ss" (later to U+00DF), Georgian
// capital letters and U+04C0 are disallowed (later mapped to their small
// letters), fillers such as U+115F and U+180E are disallowed (later
// ignored). x/net/idna also reads an "xn--" label more leniently than
// UTS #46 does: it decodes one that holds non-ASCII as Punycode
// ("xn--bücher-" as "bücher") and one with nothing after the prefix to an
// empty label; this package refuses both, as UTS #46 does.
package whatwg
