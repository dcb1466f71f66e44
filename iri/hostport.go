package iri

// This file holds the net/url habits of package uri for IRIs: the host
// without brackets (RFC 3986 3.2.2), the port as a number (3.2.3) and the
// query as form data.

import "github.com/urikit/urikit/uri"

// Hostname returns the host without the brackets of an IP-literal (an
// ireg-name as written, RFC 3987 2.2), as uri.Ref.Hostname does.
func (r Ref) Hostname() string { return r.r.Hostname() }

// PortNumber returns the port as a number and true, or 0 and false when
// there is no port, it is empty or above 65535, as uri.Ref.PortNumber does.
func (r Ref) PortNumber() (uint16, bool) { return r.r.PortNumber() }

// Form returns the query as application/x-www-form-urlencoded data
// (uri.Form): its pairs are decoded as uri.Ref.Form's are, the characters
// of an iquery (RFC 3987 2.2) kept as they are.
func (r Ref) Form() uri.Form {
	q, _ := r.r.Query()
	return uri.Form(q)
}
