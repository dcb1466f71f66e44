package extract

// This file checks a candidate in the mode the options choose: RFC 3986
// (uri.Parse), RFC 3987 (iri.Parse), or the lenient parser with its fixes.

import (
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// check parses m.URI in the mode the options choose and records the
// fixes; it reports whether the candidate is a reference.
func (s *scanner) check(m *Match) bool {
	if m.URI == "" {
		return false
	}
	if s.opts.IRI {
		if _, err := iri.Parse(m.URI); err == nil {
			return true
		}
	} else if _, err := uri.Parse(m.URI); err == nil {
		return true
	}
	if s.opts.Strict {
		return false
	}
	_, fixes, err := uri.ParseLenient(m.URI)
	if err != nil {
		return false
	}
	m.Fixes = fixes
	return true
}
