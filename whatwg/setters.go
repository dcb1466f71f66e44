package whatwg

// This file holds the setters of 6.1 "URL class"
// (https://url.spec.whatwg.org/#url-class: href, protocol, username,
// password, host, hostname, port, pathname, search, hash), each the basic
// URL parser with a state override (4.4) run on the URL record, and "cannot
// have a username/password/port" of 4.2
// (https://url.spec.whatwg.org/#cannot-have-a-username-password-port).

// SetHref returns the URL s parses to (6.1 href setter,
// https://url.spec.whatwg.org/#dom-url-href), or an error when
// it does not parse; u is not consulted.
func (u URL) SetHref(s string) (URL, error) { return Parse(s) }

// override runs the state machine on value from state st as a state
// override of the record p (4.4 steps 2 and 3 remove tabs and newlines;
// step 1, trimming, is not for a state override) and returns the
// serialized record, u itself when nothing changed. What the state
// machine set before a failure stays, as in the standard.
func (u URL) override(p *parser, value string, st state) URL {
	p.in, _ = prepare(value, false, nil)
	p.override = st
	p.run(st, 0)
	return p.finish(u)
}

// finish serializes the record p of a setter on u: u itself when the
// serialization is unchanged.
func (p *parser) finish(u URL) URL {
	v := p.serialize(u.href)
	if v.href == u.href {
		return u
	}
	return v
}

// SetProtocol returns u with the scheme s, up to a first ':' (6.1 protocol
// setter, https://url.spec.whatwg.org/#dom-url-protocol: the scheme start
// state override); u unchanged when s does not start with a scheme or when
// the change would cross between special and non-special schemes.
func (u URL) SetProtocol(s string) URL {
	if !u.IsValid() {
		return u
	}
	p := record(u)
	return u.override(&p, s+":", stSchemeStart)
}

// cannotHaveCredentials reports whether u cannot have a username,
// password or port (4.2): its host is null or empty, or its scheme is
// "file".
func (u URL) cannotHaveCredentials() bool {
	return u.hostType == NoHost || u.hostType == EmptyHost || u.Scheme() == "file"
}

// SetUsername returns u with the username s, percent-encoded with the
// userinfo percent-encode set (6.1 username setter,
// https://url.spec.whatwg.org/#dom-url-username); u unchanged when u cannot
// have a username (4.2 "cannot have a username/password/port").
func (u URL) SetUsername(s string) URL {
	if !u.IsValid() || u.cannotHaveCredentials() {
		return u
	}
	p := record(u)
	p.username = p.encode(s, userinfoSet)
	return p.finish(u)
}

// SetPassword returns u with the password s (6.1 password setter,
// https://url.spec.whatwg.org/#dom-url-password), as
// SetUsername.
func (u URL) SetPassword(s string) URL {
	if !u.IsValid() || u.cannotHaveCredentials() {
		return u
	}
	p := record(u)
	p.password = p.encode(s, userinfoSet)
	return p.finish(u)
}

// SetHost returns u with the host and port of s (6.1 host setter,
// https://url.spec.whatwg.org/#dom-url-host: the
// host state override); u unchanged when u has an opaque path or s holds
// no valid host.
func (u URL) SetHost(s string) URL {
	if !u.IsValid() || u.opaque {
		return u
	}
	p := record(u)
	return u.override(&p, s, stHost)
}

// SetHostname returns u with the host s (6.1 hostname setter,
// https://url.spec.whatwg.org/#dom-url-hostname: the hostname
// state override), leaving the port.
func (u URL) SetHostname(s string) URL {
	if !u.IsValid() || u.opaque {
		return u
	}
	p := record(u)
	return u.override(&p, s, stHostname)
}

// SetPort returns u with the port s (6.1 port setter,
// https://url.spec.whatwg.org/#dom-url-port: the port state
// override); "" makes the port null; u unchanged when u cannot have a port.
func (u URL) SetPort(s string) URL {
	if !u.IsValid() || u.cannotHaveCredentials() {
		return u
	}
	p := record(u)
	if s == "" {
		p.port = ""
		return p.finish(u)
	}
	return u.override(&p, s, stPort)
}

// SetPathname returns u with the path s (6.1 pathname setter,
// https://url.spec.whatwg.org/#dom-url-pathname: the path
// start state override); u unchanged when u has an opaque path.
func (u URL) SetPathname(s string) URL {
	if !u.IsValid() || u.opaque {
		return u
	}
	p := record(u)
	p.path = p.path[:0]
	return u.override(&p, s, stPathStart)
}

// SetSearch returns u with the query s, without its leading '?' (6.1
// search setter, https://url.spec.whatwg.org/#dom-url-search: the query
// state override); "" makes the query null (step 2).
func (u URL) SetSearch(s string) URL {
	if !u.IsValid() {
		return u
	}
	p := record(u)
	if s == "" {
		p.query, p.hasQuery = "", false
		return p.finish(u)
	}
	if s[0] == '?' {
		s = s[1:]
	}
	p.query, p.hasQuery = "", true
	return u.override(&p, s, stQuery)
}

// SetHash returns u with the fragment s, without its leading '#' (6.1 hash
// setter, https://url.spec.whatwg.org/#dom-url-hash: the fragment state
// override); "" makes the fragment null (step 1).
func (u URL) SetHash(s string) URL {
	if !u.IsValid() {
		return u
	}
	p := record(u)
	if s == "" {
		p.frag, p.hasFrag = "", false
		return p.finish(u)
	}
	if s[0] == '#' {
		s = s[1:]
	}
	p.frag, p.hasFrag = "", true
	return u.override(&p, s, stFragment)
}
