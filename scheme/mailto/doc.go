// Package mailto reads and builds the "mailto" URIs of RFC 6068.
//
//	mailtoURI = "mailto:" [ to ] [ hfields ]          (RFC 6068 2)
//	to        = addr-spec *("," addr-spec )
//	hfields   = "?" hfield *( "&" hfield )
//	hfield    = hfname "=" hfvalue
//	hfname    = *qchar
//	hfvalue   = *qchar
//	qchar     = unreserved / pct-encoded / some-delims
//
// Parse gives the addresses of the path and of every "to" header field, in
// order, and every header field as a decoded [name, value] pair, in order,
// the name as written (header field names are case-insensitive: Values and
// Names compare and give them in lower case). Decoded text must be UTF-8
// (RFC 6068 2, 5). Message and Build turn a URL into the parts of a message
// and back: Build percent-encodes exactly what RFC 6068 2 and 5 require.
//
// The default reading is RFC 6068's. ParseReading offers the older ones:
// RFC 2368 (a list of RFC 822 mailboxes, "Name <a@b>" included, and
// header values of any RFC 2396 uric, "=", "/" and "?" unencoded) and the
// seed draft 002's MAILTO (an RFC 822 addr-spec and nothing else: no
// list, no header fields).
package mailto
