package check

// This file warns about the userinfo (RFC 3986 3.2.1): passwords (3.2.1,
// 7.5) and userinfo where the scheme forbids generating it (RFC 9110
// 4.2.4, RFC 6455 3; RFC 3986 7.6).

import (
	"strings"

	"github.com/urikit/urikit/internal/quote"
)

// noUserinfo are the schemes whose specification forbids generating a
// userinfo: RFC 9110 4.2.4 (http, https: "A sender MUST NOT generate the
// userinfo subcomponent (and its "@" delimiter)"), RFC 6455 3 (ws, wss:
// the ws-URI grammar has no userinfo).
var noUserinfo = map[string]string{
	"http": "RFC 9110 4.2.4", "https": "RFC 9110 4.2.4",
	"ws": "RFC 6455 3", "wss": "RFC 6455 3",
}

func checkUserinfo(v *view, c *collector) {
	if !v.hasUserinfo {
		return
	}
	if spec, ok := noUserinfo[v.name]; ok {
		c.add(Warning{UserinfoDeprecated, v.userinfoAt,
			"userinfo " + quote.Message(short(v.userinfo)) + " before the host " + quote.Message(short(v.host)) + ": " + v.name + " must not carry one (" + spec + ")"})
	}
	// RFC 3986 3.2.1: the data after the first ":" is a password unless it
	// is empty ("indicating no password").
	if i := strings.IndexByte(v.userinfo, ':'); i >= 0 && i+1 < len(v.userinfo) {
		c.add(Warning{CredentialsPassword, v.userinfoAt + i + 1,
			"a password after \":\" in the userinfo (RFC 3986 3.2.1)"})
	}
}

// short returns s, or when it is longer than 40 bytes its first 40 (fewer,
// to end on a whole character) and "...": a message quoting a component
// stays short, so that the messages of all the warnings of an input stay
// linear in its size.
func short(s string) string {
	const n = 40
	if len(s) <= n {
		return s
	}
	i := n
	for i > 0 && s[i]&0xC0 == 0x80 {
		i--
	}
	return s[:i] + "..."
}
