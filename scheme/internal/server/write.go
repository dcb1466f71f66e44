package server

// This file writes a host back (RFC 3986 3.2.2).

import (
	"strings"

	"github.com/urikit/urikit/uri"
)

// EscapeHost returns host as an authority writes it: a bracketed IP
// literal as written, anything else percent-encoded as a reg-name (RFC
// 3986 3.2.2), so that Host reads it back.
func EscapeHost(host string) string {
	if strings.HasPrefix(host, "[") {
		return host // an IP-literal, as written
	}
	return uri.Escape(host, uri.Host)
}
