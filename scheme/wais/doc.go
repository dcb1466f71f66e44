// Package wais reads and writes wais URIs, the WAIS scheme of RFC 4156
// (which copies RFC 1738 3.9 and its grammar in RFC 1738 5):
//
//	waisurl      = waisdatabase / waisindex / waisdoc
//	waisdatabase = "wais://" hostport "/" database
//	waisindex    = "wais://" hostport "/" database "?" search
//	waisdoc      = "wais://" hostport "/" database "/" wtype "/" wpath
//	database     = *uchar
//	wtype        = *uchar
//	wpath        = *uchar
//	search       = *( uchar / ";" / ":" / "@" / "&" / "=" )
//
// with uchar = unreserved / escape of RFC 1738 5. The port defaults to 210
// (RFC 4156 2). Parse gives a URL with every part percent-decoded; String
// writes it back.
//
// Where RFC 3986, the generic syntax of today, differs from RFC 1738's:
//
//   - a "~" is accepted bare wherever RFC 1738 asks for a uchar: RFC 3986
//     2.3 makes it an unreserved character, equivalent to "%7E", and the
//     syntax-based normal form (RFC 3986 6.2.2.2) writes it bare;
//   - the host is any host of RFC 3986 3.2.2 (an IP literal included),
//     not only RFC 1738 3.1's hostname and hostnumber, and an empty port
//     ("wais://h:/db") means the default port (RFC 3986 3.2.3);
//   - a fragment (RFC 3986 3.5) is allowed and is not part of the value:
//     it is not sent to the server.
//
// The database, search, wtype and wpath are decoded to their octets and
// kept as they are, UTF-8 or not: RFC 1738 2.2 lets an escape stand for
// any octet, and the wpath is "the WAIS document-id", opaque to all but the
// server that issued it (RFC 4156 2). IsUTF8 says whether they are UTF-8.
// The host must decode to UTF-8.
//
// The seed draft (draft-ietf-uri-url-03, WAIS) describes the same three
// forms without a grammar; there is no legacy reading to offer.
package wais
