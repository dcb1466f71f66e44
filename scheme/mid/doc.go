// Package mid reads the "mid" and "cid" URLs of RFC 2392: references to a
// whole message or to one body part by its Message-ID or Content-ID.
//
//	mid-url    = "mid" ":" message-id [ "/" content-id ]   (RFC 2392 2)
//	cid-url    = "cid" ":" content-id
//	message-id = url-addr-spec
//	content-id = url-addr-spec
//
// The identifiers are percent-decoded and returned without the angle
// brackets of the header fields (RFC 2392 2: "mid:x@y" stands for the
// Message-ID "<x@y>"). RFC 2392 names US-ASCII; this package also accepts
// UTF-8, as RFC 6532 3.2 allows in a msg-id, and refuses anything else.
// Each identifier must be an addr-spec of RFC 5322 3.4.1 (the successor of
// RFC 822 6.1 that RFC 2392 cites): a local-part of dot-atoms or a quoted
// string, "@", and a domain of dot-atoms or a domain literal.
//
// RFC 2392 defines no query and no fragment: a "?" or "#" in an identifier
// is percent-encoded, and a reference with a query, a fragment or an
// authority is refused. The seed drafts (draft 002, "midaddress" and
// "cidaddress") read the same: "mid:" addr-spec, "cid:" content-identifier.
package mid
