// Package data reads and writes the "data" URLs of RFC 2397.
//
//	dataurl   := "data:" [ mediatype ] [ ";base64" ] "," data   (RFC 2397 3)
//	mediatype := [ type "/" subtype ] *( ";" parameter )
//	data      := *urlchar
//	parameter := attribute "=" value
//
// Type, subtype, attribute and value are the tokens of RFC 2045 5.1 (a
// value may also be a quoted-string), "URL-encoded as required" (RFC 2397
// 3); Parse decodes them and they must then be UTF-8. A value's
// percent-encoded octets may be any but controls, which is how a value
// that is no token is written: "name=a%20b.txt" is "a b.txt", "a=%2C" is
// ",". A missing media type means
// "text/plain;charset=US-ASCII", and parameters alone (";charset=utf-8")
// mean text/plain with those parameters (RFC 2397 2); URL says which
// parts were written.
//
// The payload is every octet after the first ",": the path and, since
// RFC 2397's urlchar includes "?", the "?" and query that RFC 3986 splits
// off. It is percent-decoded, then base64-decoded (RFC 4648 4, line breaks
// ignored as RFC 2045 6.8 does) when ";base64" is given, and kept as
// octets: it need not be UTF-8. A fragment is not part of the data; URL
// keeps it as written.
package data
