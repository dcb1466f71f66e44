package ldap

// This file holds the rules of the authority of an LDAP URL, [host [COLON
// port]] with the host and port of RFC 3986 3.2.2 and 3.2.3 (RFC 4516 2):
// no userinfo; the host may be empty, and then there is no port.

import (
	"fmt"

	"github.com/urikit/urikit/scheme/internal/server"
)

var hostPort = server.HostPort{
	Op:          "parse ldap",
	NoAuthority: fmt.Errorf("%w: no \"//\" after the scheme", ErrInvalidHost),
	Userinfo:    ErrUserinfo,
	InvalidHost: ErrInvalidHost,
}
