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
func (p *Parser) Parse(s string) (r Ref, err error) {
	// Into the named result, and the error built out of line: the
	// compiler then copies the parsed Ref once, not through temporaries.
	var f *syntax.Fault
	if r.r, f = syntax.Parse(s, p.mode); f != nil {
		return Ref{}, parseError(s, f)
	}
	return r, nil
}

// parseError is Parse's error, out of line: the rare path.
//
//go:noinline
func parseError(s string, f *syntax.Fault) error {
	return newError("parse", s, f)
}

// ParseAbsolute parses s as a URI (RFC 3986 3), which must have a scheme.
func (p *Parser) ParseAbsolute(s string) (r Ref, err error) {
	var f *syntax.Fault
	if r.r, f = syntax.ParseAbsolute(s, p.mode); f != nil {
		return Ref{}, parseError(s, f)
	}
	return r, nil
}
