// Package prospero reads and writes prospero URIs, the scheme of RFC 4157
// (which copies RFC 1738 3.11 and its grammar in RFC 1738 5):
//
//	prosperourl = "prospero://" hostport "/" ppath *fieldspec
//	ppath       = psegment *( "/" psegment )
//	psegment    = *( uchar / "?" / ":" / "@" / "&" / "=" )
//	fieldspec   = ";" fieldname "=" fieldvalue
//	fieldname   = *( uchar / "?" / ":" / "@" / "&" )
//	fieldvalue  = *( uchar / "?" / ":" / "@" / "&" )
//
// with uchar = unreserved / escape of RFC 1738 5. The port defaults to
// 1525 and "No username or password is allowed" (RFC 4157 2). Parse gives
// a URL with the hsoname (the ppath, "the host-specific object name") and
// each field name and value percent-decoded; String writes it back.
//
// The ppath and field values may hold a bare "?", which RFC 3986 3.4 reads
// as the start of a query: Parse reads the path and the query together as
// the prospero grammar does, and String writes "?" as "%3F" so that the
// generic reading and the prospero one agree.
//
// Where RFC 3986, the generic syntax of today, differs from RFC 1738's:
//
//   - a "~" is accepted bare wherever RFC 1738 asks for a uchar: RFC 3986
//     2.3 makes it unreserved, equivalent to "%7E", and the syntax-based
//     normal form (RFC 3986 6.2.2.2) writes it bare;
//   - the host is any host of RFC 3986 3.2.2 (an IP literal included),
//     and an empty port ("prospero://h:/x") means the default port (RFC
//     3986 3.2.3);
//   - a fragment (RFC 3986 3.5) is allowed and is not part of the value.
//
// The hsoname and the fields are decoded to their octets and kept as they
// are, UTF-8 or not: RFC 1738 2.2 lets an escape stand for any octet.
// IsUTF8 says whether they are UTF-8. The host must decode to UTF-8.
//
// The seed draft (draft-ietf-uri-url-03, Prospero) reads a version number
// at the end of the path, "separated from the path by %00 (percent zero
// zero), this being an escaped string terminator (null)". RFC 1738 3.11
// names that the OBJECT-VERSION field instead. Options.SeedVersion offers
// the seed's reading, giving the version as that field.
package prospero
