// Package tel reads and writes tel URIs (RFC 3966):
//
//	telephone-uri        = "tel:" telephone-subscriber
//	telephone-subscriber = global-number / local-number
//	global-number        = global-number-digits *par
//	local-number         = local-number-digits *par context *par
//	par                  = parameter / extension / isdn-subaddress
//	isdn-subaddress      = ";isub=" 1*uric
//	extension            = ";ext=" 1*phonedigit
//	context              = ";phone-context=" descriptor
//	descriptor           = domainname / global-number-digits
//	parameter            = ";" pname ["=" pvalue ]
//
// (RFC 3966 3). Parse gives the number without its visual separators
// ("-", ".", "(", ")", which "are not used for URI comparison or placing a
// call", RFC 3966 5.1.1), whether it is global (E.164, starting with "+")
// or local, and the parameters in the order written, each value
// percent-decoded. A local number must have a phone-context (RFC 3966
// 5.1.5: "Local numbers MUST be tagged with a 'phone-context'"), and no
// parameter name may appear twice (RFC 3966 3). String writes the value
// back.
//
// Parameter names are compared without regard to case (RFC 3966 4:
// "URI comparisons are case-insensitive") and kept as written. The
// parameters named ext, isub and phone-context must have the values of
// their own rules: 1*phonedigit, 1*uric, and a descriptor (a domainname,
// or global-number-digits, given without visual separators as the
// number is) after a local number; after a global number phone-context is
// an ordinary parameter. RFC 3966 3 asks generators to write isub or ext
// first, then phone-context, then the others in lexicographical order;
// RFC 3966 4 compares parameters "regardless of the order they appeared
// in the URI", so Parse accepts any order and keeps it.
//
// Decoded values must be UTF-8. A "?" in an isub value (uric allows it)
// is where RFC 3986 3.4 starts a query: Parse reads the path and query
// together as RFC 3966 does, and String writes "?" as "%3F". The fragment
// (RFC 3986 3.5) is not part of the value. The number itself has no
// percent-encoding but "%23", the "#" of local-number-digits: even an
// encoded digit ("%31") is refused, as RFC 3966 3 writes the rule.
//
// The number and parameter rules are those of the tel normalization rule
// of package scheme (internal/schemerule), so the two read a tel URI
// alike.
package tel
