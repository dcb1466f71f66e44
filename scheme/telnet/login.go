package telnet

// This file reads the login of RFC 1738 3.1, which RFC 4248 2 and RFC
// 6270 2 keep: [ user [ ":" password ] "@" ] host [ ":" port ].

import (
	"strings"

	"github.com/urikit/urikit/scheme/internal/server"
	"github.com/urikit/urikit/uri"
)

// parseLogin fills the login fields of u from r, an error with Op op.
func (u *URL) parseLogin(r uri.Ref, op string) error {
	var err error
	// RFC 1738 3.1: user and password are *[ uchar | ";" | "?" | "&" |
	// "=" ]: a second ":" is in neither.
	if u.User, u.Password, u.HasUser, u.HasPassword, err = server.Login(r, op, ErrInvalidLogin); err != nil {
		return err
	}
	// 3.1: host is not optional.
	if u.Host, err = server.Host(r, op, ErrMissingHost, ErrInvalidHost); err != nil {
		return err
	}
	u.Port, u.PortGiven, err = server.Port(r, op, u.Port)
	return err
}

// writeLogin appends the login of u to b, escaped so that parseLogin reads
// it back.
func (u URL) writeLogin(b *strings.Builder) {
	b.Write(server.AppendLogin(nil, u.User, u.Password, u.HasUser, u.HasPassword))
	b.WriteString(server.EscapeHost(u.Host))
}
