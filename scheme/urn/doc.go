// Package urn reads Uniform Resource Names (RFC 8141).
//
//	namestring    = assigned-name [ rq-components ] [ "#" f-component ]
//	assigned-name = "urn" ":" NID ":" NSS                        (RFC 8141 2)
//	NID           = (alphanum) 0*30(ldh) (alphanum)
//	NSS           = pchar *(pchar / "/")
//	rq-components = [ "?+" r-component ] [ "?=" q-component ]
//	r-component   = pchar *( pchar / "/" / "?" )
//	q-component   = pchar *( pchar / "/" / "?" )
//	f-component   = fragment
//
// The NSS and the components are kept as written, percent-encodings
// included, not decoded: RFC 8141 3.1 compares URNs octet by octet with
// percent-encodings as written, so "a%2Cb" and "a,b" are different names,
// and decoding would make them one. Equivalent compares two URNs by RFC
// 8141 3.1 (through scheme.URNEquivalent).
//
// RFC 2141, the seeds' URN, had no r-, q- or f-components and allowed
// neither "/" nor "?" unencoded in the NSS; this package reads RFC 8141,
// which accepts every RFC 2141 URN.
package urn
