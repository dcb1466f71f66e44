package extract

// This file checks a candidate in the mode the options choose: RFC 3986
// (uri.Parse), RFC 3987 (iri.Parse), or the lenient parser with its fixes,
// and writes it as a URI, with an internationalized host of a DNS scheme
// in its IDNA form (RFC 3987 3.1).

import (
	"unicode/utf8"

	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// check parses m.URI in the mode the options choose and sets m.Ref and
// m.Fixes; it reports whether the candidate is a reference.
func (s *scanner) check(m *Match) bool {
	if m.URI == "" {
		return false
	}
	if s.opts.IRI {
		if r, err := iri.Parse(m.URI); err == nil {
			m.Ref = iriToURI(r)
			return true
		}
	} else if r, err := uri.Parse(m.URI); err == nil {
		m.Ref = r
		return true
	}
	if s.opts.Strict {
		return false
	}
	r, fixes, err := uri.ParseLenient(m.URI)
	if err != nil {
		// An IPv6 address with a zone identifier (RFC 6874), which
		// the lenient parser leaves to an explicit choice: in text
		// ("http://[fe80::1%25eth0]/") it is what the writer meant.
		r, err = zoneParser.Parse(m.URI)
		if err != nil {
			return false
		}
	}
	m.Ref, m.Fixes = hostToASCII(r, m.URI), fixes
	return true
}

// zoneParser reads RFC 6874 zone identifiers in IP literals.
var zoneParser = uri.NewParser(uri.AllowZoneID(true))

// iriToURI maps an IRI to a URI (RFC 3987 3.1): a reg-name host of a
// scheme whose hosts are DNS names by IDNA ToASCII (UTS #46 nontransitional
// processing, iri.Lookup), the rest as the %HH triplets of its UTF-8
// octets; a host IDNA refuses is percent-encoded like the rest.
func iriToURI(r iri.Ref) uri.Ref {
	if u, err := iri.Lookup.ToURI(r); err == nil {
		return u
	}
	return r.ToURI()
}

// hostToASCII writes the host of u, which the lenient parser read from
// text with non-ASCII characters and percent-encoded, in its IDNA form
// when its scheme names hosts by DNS (iriToURI); other references come
// back as they are.
func hostToASCII(u uri.Ref, text string) uri.Ref {
	if isASCII(text) || u.HostKind() != uri.HostRegName {
		return u
	}
	if r, err := iri.Lookup.ToURIString(u.String()); err == nil {
		return r
	}
	return u
}

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
