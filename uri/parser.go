package uri

// This file holds the parser options (RFC 3986 4.1, RFC 6874).

import "github.com/urikit/urikit/internal/syntax"

// A Parser parses references with options. The zero Parser, like the
// package-level Parse, is strict RFC 3986.
type Parser struct {
	mode syntax.Mode
}

// An Option sets a Parser's behaviour.
type Option func(*Parser)

// AllowZoneID accepts RFC 6874 zone identifiers in IPv6 literals, written
// "[fe80::1%25eth0]".
func AllowZoneID(allow bool) Option {
	return func(p *Parser) { p.mode = p.mode.With(syntax.ZoneID, allow) }
}

// NewParser returns a Parser with the given options.
func NewParser(opts ...Option) *Parser {
	p := &Parser{}
	for _, o := range opts {
		o(p)
	}
	return p
}

var defaultParser = &Parser{}

// Parse parses s as a URI-reference (RFC 3986 4.1).
func (p *Parser) Parse(s string) (Ref, error) {
	r, f := syntax.Parse(s, p.mode)
	if f != nil {
		return Ref{}, newError("parse", s, f)
	}
	return Ref{r}, nil
}

// ParseAbsolute parses s as a URI (RFC 3986 3), which must have a scheme.
func (p *Parser) ParseAbsolute(s string) (Ref, error) {
	r, f := syntax.ParseAbsolute(s, p.mode)
	if f != nil {
		return Ref{}, newError("parse", s, f)
	}
	return Ref{r}, nil
}
