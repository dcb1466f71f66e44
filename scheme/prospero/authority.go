package prospero

// This file holds the rules of the hostport of RFC 1738 3.1 (host [":"
// port]) with the host and port of RFC 3986 3.2.2 and 3.2.3, for RFC 4157
// 2: a host is required, and there is no userinfo.

import (
	"fmt"

	"github.com/urikit/urikit/scheme/internal/server"
)

var hostPort = server.HostPort{
	Op:          "parse prospero",
	NoAuthority: fmt.Errorf("%w: the reference has no \"//\" authority", ErrMissingHost),
	Userinfo:    ErrUserinfo,
	MissingHost: ErrMissingHost,
	InvalidHost: ErrInvalidHost,
}
