// Package whatwg parses and serializes URLs as the URL Standard
// (https://url.spec.whatwg.org/) defines them: the basic URL parser with
// and without a base, the URL serializer, the host parser (domains through
// UTS #46 with golang.org/x/net/idna, IPv4 in all its number forms, IPv6,
// opaque hosts), the percent-encode sets, the origin, and the setters of
// the URL class. It reads a URL as a browser does.
//
// # Differences from package uri
//
// Package uri reads a reference by the grammar of RFC 3986 and refuses what
// the grammar does not allow; it never changes a byte. The URL Standard
// instead repairs almost anything into a URL and normalizes as it parses:
// it strips tabs and newlines anywhere and C0 controls and spaces at both
// ends, reads '\' as '/' in special URLs (http, https, ws, wss, ftp,
// file), lower-cases and IDNA-maps domains, reads "0x7f.1" and
// "2130706433" as the IPv4 address 127.0.0.1, drops default ports,
// resolves "." and ".." segments, percent-encodes what is not allowed
// (spaces, '"', '<', non-ASCII) instead of refusing it, and treats a URL
// without "//" after a non-special scheme as an opaque path. Parse results
// thus differ from uri.Parse in host, path and validity for many inputs;
// package whatwg's answer is what a browser's fetch would use.
package whatwg
