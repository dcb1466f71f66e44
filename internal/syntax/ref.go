package syntax

// Ref is a parsed URI or IRI reference: the input string and the offsets of
// its component boundaries (RFC 3986 3, 4.1). Accessors return substrings of
// the input, so a Ref costs no allocation beyond the string it was given.
//
// The layout, for a reference with every component:
//
//	scheme ":" "//" userinfo "@" host ":" port path "?" query "#" fragment
//	      ^schemeEnd          ^hostStart ^hostEnd ^pathStart ^pathEnd ^queryEnd
//
// The authority starts at schemeEnd+3 (or 2 without a scheme) and ends at
// pathStart; userinfo ends at hostStart-1; port starts at hostEnd+1.
type Ref struct {
	s         string
	schemeEnd int32
	hostStart int32
	hostEnd   int32
	pathStart int32
	pathEnd   int32
	queryEnd  int32
	flags     uint8
	host      HostKind
	// pct: s holds a '%' (a triplet, 2.1). The parser knows it without a
	// scan of its own: it sets pct before each scanEscapes, which a '%'
	// always starts (a '%' ends every class run, and a triplet is the only
	// way past it) and which otherwise starts at a non-ASCII byte, which
	// fails the parse without the IRI mode; for an IRI, Parse then checks
	// the string. The normalization engine's "already normal" check skips
	// its triplet tests without one. Every constructor sets pct exactly, so
	// that a Ref stays comparable with ==.
	pct bool
}

// Flags of a Ref: which components are present.
const (
	fValid uint8 = 1 << iota
	fScheme
	fAuthority
	fUserinfo
	fPort
	fQuery
	fFragment
	fIRI
)

// HostKind is the form of a host (RFC 3986 3.2.2).
type HostKind uint8

// The kinds of host.
const (
	HostNone      HostKind = iota // no authority
	HostRegName                   // reg-name, possibly empty
	HostIPv4                      // IPv4address
	HostIPv6                      // IP-literal holding an IPv6address (and zone)
	HostIPvFuture                 // IP-literal holding an IPvFuture
)

func (k HostKind) String() string {
	switch k {
	case HostRegName:
		return "reg-name"
	case HostIPv4:
		return "ipv4"
	case HostIPv6:
		return "ipv6"
	case HostIPvFuture:
		return "ipvfuture"
	}
	return "none"
}

// IsValid reports whether r came from a successful parse.
func (r Ref) IsValid() bool { return r.flags&fValid != 0 }

// IsIRI reports whether r was parsed with the IRI grammar.
func (r Ref) IsIRI() bool { return r.flags&fIRI != 0 }

// Mode returns the grammar r was parsed with, and ZoneID.
func (r Ref) Mode() Mode {
	if r.flags&fIRI != 0 {
		return IRI | ZoneID
	}
	return ZoneID
}

// String returns the reference as it was parsed.
func (r Ref) String() string { return r.s }

// Scheme returns the scheme and whether there is one (3.1).
func (r Ref) Scheme() (string, bool) {
	if r.flags&fScheme == 0 {
		return "", false
	}
	return r.s[:r.schemeEnd], true
}

// HasScheme reports whether r is a URI rather than a relative reference.
func (r Ref) HasScheme() bool { return r.flags&fScheme != 0 }

func (r Ref) authStart() int32 {
	if r.flags&fScheme != 0 {
		return r.schemeEnd + 3
	}
	return 2
}

// Authority returns the authority and whether there is one (3.2).
func (r Ref) Authority() (string, bool) {
	if r.flags&fAuthority == 0 {
		return "", false
	}
	return r.s[r.authStart():r.pathStart], true
}

// HasAuthority reports whether r has an authority ("//" after the scheme).
func (r Ref) HasAuthority() bool { return r.flags&fAuthority != 0 }

// Userinfo returns the userinfo and whether there is one (3.2.1).
func (r Ref) Userinfo() (string, bool) {
	if r.flags&fUserinfo == 0 {
		return "", false
	}
	return r.s[r.authStart() : r.hostStart-1], true
}

// Host returns the host as written, brackets of an IP-literal included
// (3.2.2). It is "" when there is no authority.
func (r Ref) Host() string { return r.s[r.hostStart:r.hostEnd] }

// HostKind returns the form of the host.
func (r Ref) HostKind() HostKind { return r.host }

// Port returns the port digits and whether there is a port separator (3.2.3).
func (r Ref) Port() (string, bool) {
	if r.flags&fPort == 0 {
		return "", false
	}
	return r.s[r.hostEnd+1 : r.pathStart], true
}

// Path returns the path, always present, possibly empty (3.3).
func (r Ref) Path() string { return r.s[r.pathStart:r.pathEnd] }

// Query returns the query and whether there is one (3.4).
func (r Ref) Query() (string, bool) {
	if r.flags&fQuery == 0 {
		return "", false
	}
	return r.s[r.pathEnd+1 : r.queryEnd], true
}

// Fragment returns the fragment and whether there is one (3.5).
func (r Ref) Fragment() (string, bool) {
	if r.flags&fFragment == 0 {
		return "", false
	}
	return r.s[r.queryEnd+1:], true
}

// WithoutFragment returns r with its fragment removed (4.3).
func (r Ref) WithoutFragment() Ref {
	if r.flags&fFragment == 0 {
		return r
	}
	r.s = r.s[:r.queryEnd]
	r.flags &^= fFragment
	r.pct = r.pct && hasPct(r.s)
	return r
}

// Components returns r's parts as a Parts value.
func (r Ref) Components() Parts {
	var p Parts
	p.Scheme, p.HasScheme = r.Scheme()
	p.HasAuthority = r.HasAuthority()
	p.Userinfo, p.HasUserinfo = r.Userinfo()
	p.Host = r.Host()
	p.Port, p.HasPort = r.Port()
	p.Path = r.Path()
	p.Query, p.HasQuery = r.Query()
	p.Fragment, p.HasFragment = r.Fragment()
	return p
}
