package extract

// This file checks a candidate in the mode the options choose: RFC 3986
// (uri.Parse), RFC 3987 (iri.Parse), or the lenient parser with its fixes,
// and writes it as a URI, with an internationalized host of a DNS scheme
// in its IDNA form (RFC 3987 3.1).

import (
	"errors"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// check parses m.URI in the mode the options choose and sets m.Ref,
// m.Fixes and m.MoreFixes; it reports whether the candidate is a
// reference. With Options.Invalid it sets m.Err to the reason when even
// the lenient parser refuses the candidate (in strict mode too, where a
// candidate the lenient parser repairs is no reference but no error).
func (s *scanner) check(m *Match) bool {
	if m.URI == "" {
		return false
	}
	var err error
	m.Ref, m.Fixes, m.MoreFixes, err = parseRef(m.URI, s.opts.IRI, s.opts.Strict)
	if err == nil {
		return true
	}
	if s.opts.Strict {
		if !s.opts.Invalid {
			return false
		}
		if _, _, _, err = uri.ParseLenientFirst(m.URI, 0); err == nil {
			return false
		}
	}
	// An IPv6 address with a zone identifier (RFC 6874), which the
	// lenient parser leaves to an explicit choice: in text
	// ("http://[fe80::1%25eth0]/") it is what the writer meant.
	r, zerr := zoneParser.Parse(m.URI)
	if zerr == nil && !s.opts.Strict {
		m.Ref = r
		return true
	}
	if s.opts.Invalid && zerr != nil {
		// The reason is that of the parser that read further.
		m.Err = err
		if errorOffset(zerr) > errorOffset(err) {
			m.Err = zerr
		}
	}
	return false
}

// errorOffset is the offset of a *uri.Error, or 0.
func errorOffset(err error) int {
	var e *uri.Error
	if errors.As(err, &e) {
		return e.Offset
	}
	return 0
}

// parseRef parses v in the mode the options choose: iri.Parse with
// isIRI, then, unless strict, uri.ParseLenientFirst, which gives what
// uri.Parse gives for a valid reference and repairs the others, listing
// the first MaxFixes repairs and counting the rest. The result is a URI
// (iriToURI, hostToASCII).
func parseRef(v string, isIRI, strict bool) (uri.Ref, []uri.Fix, int, error) {
	if isIRI {
		r, err := iri.Parse(v)
		if err == nil {
			return iriToURI(r), nil, 0, nil
		}
		if strict {
			return uri.Ref{}, nil, 0, err
		}
	} else if strict {
		r, err := uri.Parse(v)
		return r, nil, 0, err
	}
	r, fixes, more, err := uri.ParseLenientFirst(v, MaxFixes)
	if err != nil {
		return uri.Ref{}, nil, 0, err
	}
	if fixes == nil {
		return r, nil, 0, nil
	}
	return hostToASCII(r, v), fixes, more, nil
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
	if syntax.IsASCII(text) || u.HostKind() != uri.HostRegName {
		return u
	}
	if r, err := iri.Lookup.ToURIString(u.String()); err == nil {
		return r
	}
	return u
}
