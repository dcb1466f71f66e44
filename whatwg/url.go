package whatwg

// This file holds the URL value (URL Standard 4.1 "URL representation",
// https://url.spec.whatwg.org/#url-representation) and its getters (6.1
// "URL class", https://url.spec.whatwg.org/#url-class: href, protocol,
// username, password, host, hostname, port, pathname, search, hash).

// URL is a URL as the URL Standard defines it (4.1 "URL representation"),
// held as its serialization (4.5 "URL serializing", the href) plus the
// offsets of its component boundaries, in the manner of uri.Ref and of
// ada's url_aggregator. It is immutable and comparable: two URLs are == when
// their serializations are. The zero URL is invalid.
//
// The layout, for "https://user:pass@host:8080/p/a?q#f":
//
//	https : // user : pass @ host : 8080 /p/a ?q #f
//	     |       |          |    |       |    |  |
//	     |       userEnd    |    hostEnd |    |  fragStart
//	     schemeEnd          hostStart    |    queryStart
//	                                     pathStart
//
// Without a host (hostType NoHost) userEnd, hostStart and hostEnd are
// schemeEnd+1; pathStart is schemeEnd+3 when the path is written after
// "/." (4.5 step 3), else schemeEnd+1.
type URL struct {
	href       string
	schemeEnd  int32 // index of the ':' that ends the scheme
	userEnd    int32 // end of the username; hostStart when there are no credentials
	hostStart  int32 // start of the host, after "//" and the credentials' '@'
	hostEnd    int32 // end of the host; a ':' and the port follow when hostEnd < pathStart
	pathStart  int32 // start of the path
	queryStart int32 // index of '?', or of the end of the path when the query is null
	fragStart  int32 // index of '#', or len(href) when the fragment is null
	hostType   HostType
	opaque     bool // the path is an opaque path (4.1)
}

// IsValid reports whether u is a parsed URL rather than the zero URL.
func (u URL) IsValid() bool { return u.schemeEnd > 0 }

// Href returns the serialization of u (4.5 "URL serializing"), the href
// getter of 6.1. It is "" for the zero URL.
func (u URL) Href() string { return u.href }

// String returns u.Href().
func (u URL) String() string { return u.href }

// Scheme returns u's scheme, lower-case ASCII and without the ':'.
func (u URL) Scheme() string { return u.href[:u.schemeEnd] }

// Protocol returns u's scheme followed by ':' (6.1 protocol getter); ""
// for the zero URL.
func (u URL) Protocol() string {
	if !u.IsValid() {
		return ""
	}
	return u.href[:u.schemeEnd+1]
}

// Username returns u's username, percent-encoded (6.1 username getter).
func (u URL) Username() string {
	if u.hostType == NoHost {
		return ""
	}
	return u.href[u.schemeEnd+3 : u.userEnd]
}

// Password returns u's password, percent-encoded (6.1 password getter).
func (u URL) Password() string {
	if u.hostType == NoHost || u.userEnd >= u.hostStart || u.href[u.userEnd] != ':' {
		return ""
	}
	return u.href[u.userEnd+1 : u.hostStart-1]
}

// HasCredentials reports whether u's username or password is not empty (4.2
// "includes credentials",
// https://url.spec.whatwg.org/#include-credentials).
func (u URL) HasCredentials() bool { return u.hostType != NoHost && u.userEnd < u.hostStart }

// Host returns u's serialized host and, when u's port is not null, ':' and
// the port (6.1 host getter): "example.com:8080", "[::1]", "".
func (u URL) Host() string {
	if u.hostType == NoHost {
		return ""
	}
	return u.href[u.hostStart:u.pathStart]
}

// Hostname returns u's serialized host (6.1 hostname getter): an IPv6
// address in brackets, "" when the host is null.
func (u URL) Hostname() string { return u.href[u.hostStart:u.hostEnd] }

// Port returns u's port in decimal (6.1 port getter): "" when the port is
// null, which it is when the input gave the scheme's default port.
func (u URL) Port() string {
	if u.hostType == NoHost || u.hostEnd == u.pathStart {
		return ""
	}
	return u.href[u.hostEnd+1 : u.pathStart]
}

// Pathname returns u's serialized path (6.1 pathname getter, 4.5 "URL path
// serializer", https://url.spec.whatwg.org/#url-path-serializer): the
// opaque path, or each segment after a '/'.
func (u URL) Pathname() string { return u.href[u.pathStart:u.queryStart] }

// Search returns '?' and u's query (6.1 search getter), or "" when the
// query is null or empty.
func (u URL) Search() string {
	if u.fragStart-u.queryStart <= 1 {
		return ""
	}
	return u.href[u.queryStart:u.fragStart]
}

// Query returns u's query without the '?' and whether it is not null.
func (u URL) Query() (string, bool) {
	if u.queryStart == u.fragStart {
		return "", false
	}
	return u.href[u.queryStart+1 : u.fragStart], true
}

// Hash returns '#' and u's fragment (6.1 hash getter), or "" when the
// fragment is null or empty.
func (u URL) Hash() string {
	if int(u.fragStart)+1 >= len(u.href) {
		return ""
	}
	return u.href[u.fragStart:]
}

// Fragment returns u's fragment without the '#' and whether it is not null.
func (u URL) Fragment() (string, bool) {
	if int(u.fragStart) == len(u.href) {
		return "", false
	}
	return u.href[u.fragStart+1:], true
}

// HostType returns the kind of u's host (4.1): NoHost when it is null.
func (u URL) HostType() HostType { return u.hostType }

// HasOpaquePath reports whether u's path is an opaque path (4.2,
// https://url.spec.whatwg.org/#url-opaque-path), as in "mailto:a@b" or
// "javascript:x".
func (u URL) HasOpaquePath() bool { return u.opaque }

// IsSpecial reports whether u's scheme is a special scheme (4.2,
// https://url.spec.whatwg.org/#special-scheme): ftp, file, http, https, ws
// or wss.
func (u URL) IsSpecial() bool { return u.IsValid() && specialPort(u.Scheme()) != notSpecial }
