package mailto

// This file holds the accessors of a mailto URI and its spelling: RFC 6068
// 2 (syntax) and 5 (which characters are percent-encoded).

import (
	"strings"

	"github.com/urikit/urikit/scheme/internal/part"
)

// Values returns the decoded values of the header fields named name,
// compared without regard to case (RFC 6068 2, RFC 5322 1.2.2), in order.
func (u URL) Values(name string) []string {
	var v []string
	for _, h := range u.Headers {
		if strings.EqualFold(h[0], name) {
			v = append(v, h[1])
		}
	}
	return v
}

// Names returns the names of the header fields in lower case, in order,
// one per field: the case-insensitive view of Headers.
func (u URL) Names() []string {
	n := make([]string, len(u.Headers))
	for i, h := range u.Headers {
		n[i] = strings.ToLower(h[0])
	}
	return n
}

// Body returns the value of the first "body" header field: the text of
// the first text/plain body part of the message (RFC 6068 2), and whether
// there is one.
func (u URL) Body() (string, bool) {
	for _, h := range u.Headers {
		if strings.EqualFold(h[0], "body") {
			return h[1], true
		}
	}
	return "", false
}

// String returns the mailto URI: the addresses of To that do not come
// from "to" header fields, joined by ",", in the path, then every header
// field. Each address, name and value is percent-encoded where RFC 6068
// 2 and 5 require it (see Build).
func (u URL) String() string {
	fromHeaders := 0
	for _, v := range u.Values("to") {
		fromHeaders += len(splitList(v))
	}
	b := []byte("mailto:")
	for i, a := range u.To[:max(0, len(u.To)-fromHeaders)] {
		if i > 0 {
			b = append(b, ',')
		}
		b = part.AppendEscaped(b, a, unreserved+addrKeep)
	}
	for i, h := range u.Headers {
		if i == 0 {
			b = append(b, '?')
		} else {
			b = append(b, '&')
		}
		b = part.AppendEscaped(b, h[0], unreserved+qcharKeep)
		b = append(b, '=')
		b = part.AppendEscaped(b, h[1], unreserved+qcharKeep)
	}
	return string(b)
}

// Fields returns the typed value under the keys of `urikit check --json`: to
// ([]string) and headers ([][2]string, names as written), decoded.
func (u URL) Fields() map[string]any {
	to := u.To
	if to == nil {
		to = []string{}
	}
	h := u.Headers
	if h == nil {
		h = [][2]string{}
	}
	return map[string]any{"to": to, "headers": h}
}

const (
	// addrKeep is what may stand unencoded in an addr-spec of the path
	// (RFC 6068 2): unreserved, ":" and "@", and the sub-delims but "&",
	// ";", "=" (which RFC 6068 2 says must be encoded) and "," (the
	// separator of addresses).
	addrKeep = "!$'()*+:@"
	// qcharKeep is some-delims (RFC 6068 2): qchar = unreserved /
	// pct-encoded / some-delims.
	qcharKeep = "!$'()*+,;:@"
)

// unreserved are the unreserved characters of RFC 3986 2.3 besides
// letters and digits, which String writes bare.
const unreserved = "-._~"
