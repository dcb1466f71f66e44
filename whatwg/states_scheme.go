package whatwg

import "github.com/urikit/urikit/internal/syntax"

// This file implements the states of the basic URL parser (4.4 "URL
// parsing", https://url.spec.whatwg.org/#concept-basic-url-parser) that read
// the scheme and decide what follows it: scheme start state, scheme state,
// no scheme state, special relative or authority state, path or authority
// state, relative state, relative slash state, special authority slashes
// state and special authority ignore slashes state.

// schemeStart is the scheme start state (4.4,
// https://url.spec.whatwg.org/#scheme-start-state).
func (p *parser) schemeStart(i int) (state, int) {
	if c, ok := p.at(i); ok && syntax.IsAlpha(c) {
		return stScheme, i
	}
	if p.override == stDone {
		return stNoScheme, i
	}
	return p.failAt(i, "invalid-scheme", "a scheme starts with an ASCII letter"), i
}

// schemeState is the scheme state (4.4,
// https://url.spec.whatwg.org/#scheme-state): the scheme runs to the ':'
// (step 2), else the input has no scheme (step 3) or, under a state
// override, fails (step 4).
func (p *parser) schemeState(i int) (state, int) {
	j := i
	for j < len(p.in) && syntax.IsSchemeChar(p.in[j]) {
		j++
	}
	if j == len(p.in) || p.in[j] != ':' {
		if p.override == stDone {
			return stNoScheme, 0 // start over from the first code point
		}
		return p.failAt(j, "invalid-scheme", "a scheme holds ASCII letters, digits, '+', '-' and '.'"), j
	}
	scheme := lowerSpecial(p.in[i:j])
	if scheme == "" {
		scheme = p.lower(p.in[i:j])
	}
	if p.override != stDone {
		newSpecial := specialPort(scheme) != notSpecial
		switch {
		case p.special != newSpecial:
			return stDone, j // a special scheme stays special, a non-special one non-special
		case scheme == "file" && (p.username != "" || p.password != "" || p.port != ""):
			return stDone, j
		case p.scheme == "file" && p.hostType == EmptyHost:
			return stDone, j
		}
		p.setScheme(scheme)
		if p.port == defaultPortString(scheme) {
			p.port = ""
		}
		return stDone, j
	}
	p.setScheme(scheme)
	j++ // past ':'
	switch {
	case scheme == "file":
		if !hasPrefixAt(p.in, j, "//") {
			p.val(j, "special-scheme-missing-following-solidus")
		}
		return stFile, j
	case p.special && p.base != nil && p.base.Scheme() == scheme:
		return stSpecialRelativeOrAuthority, j
	case p.special:
		return stSpecialAuthoritySlashes, j
	case j < len(p.in) && p.in[j] == '/':
		return stPathOrAuthority, j + 1
	}
	p.opaque = true
	p.path = p.path[:0]
	return stOpaquePath, j
}

// hasPrefixAt reports whether s[i:] starts with prefix.
func hasPrefixAt(s string, i int, prefix string) bool {
	return i <= len(s) && len(s)-i >= len(prefix) && s[i:i+len(prefix)] == prefix
}

// noScheme is the no scheme state (4.4,
// https://url.spec.whatwg.org/#no-scheme-state): the input is relative to
// the base.
func (p *parser) noScheme(i int) (state, int) {
	c, ok := p.at(i)
	b := p.base
	if b == nil || (b.opaque && c != '#') {
		return p.failAt(i, "missing-scheme-non-relative-URL", "no scheme, and no base URL to resolve against (or one with an opaque path)"), i
	}
	if b.opaque && ok && c == '#' {
		p.setScheme(b.Scheme())
		p.copyBasePath()
		p.copyBaseQuery()
		p.hasFrag = true
		return stFragment, i + 1
	}
	if b.Scheme() != "file" {
		return stRelative, i
	}
	return stFile, i
}

// specialRelativeOrAuthority is the special relative or authority state
// (4.4, https://url.spec.whatwg.org/#special-relative-or-authority-state).
func (p *parser) specialRelativeOrAuthority(i int) (state, int) {
	if hasPrefixAt(p.in, i, "//") {
		return stSpecialAuthorityIgnoreSlashes, i + 2
	}
	p.val(i, "special-scheme-missing-following-solidus")
	return stRelative, i
}

// pathOrAuthority is the path or authority state (4.4,
// https://url.spec.whatwg.org/#path-or-authority-state).
func (p *parser) pathOrAuthority(i int) (state, int) {
	if c, ok := p.at(i); ok && c == '/' {
		return stAuthority, i + 1
	}
	return stPath, i
}

// relative is the relative state (4.4,
// https://url.spec.whatwg.org/#relative-state): the input shares the base's
// scheme.
func (p *parser) relative(i int) (state, int) {
	p.setScheme(p.base.Scheme())
	c, ok := p.at(i)
	if ok && c == '/' {
		return stRelativeSlash, i + 1
	}
	if ok && p.special && c == '\\' {
		p.val(i, "invalid-reverse-solidus")
		return stRelativeSlash, i + 1
	}
	p.copyBaseAuthority()
	p.copyBasePath()
	if st, j, done := p.afterBase(c, ok, i); done {
		return st, j
	}
	p.shorten()
	return stPath, i
}

// relativeSlash is the relative slash state (4.4,
// https://url.spec.whatwg.org/#relative-slash-state).
func (p *parser) relativeSlash(i int) (state, int) {
	c, ok := p.at(i)
	if ok && p.special && (c == '/' || c == '\\') {
		if c == '\\' {
			p.val(i, "invalid-reverse-solidus")
		}
		return stSpecialAuthorityIgnoreSlashes, i + 1
	}
	if ok && c == '/' {
		return stAuthority, i + 1
	}
	p.copyBaseAuthority()
	return stPath, i
}

// specialAuthoritySlashes is the special authority slashes state (4.4,
// https://url.spec.whatwg.org/#special-authority-slashes-state).
func (p *parser) specialAuthoritySlashes(i int) (state, int) {
	if hasPrefixAt(p.in, i, "//") {
		return stSpecialAuthorityIgnoreSlashes, i + 2
	}
	p.val(i, "special-scheme-missing-following-solidus")
	return stSpecialAuthorityIgnoreSlashes, i
}

// specialAuthorityIgnoreSlashes is the special authority ignore slashes
// state (4.4,
// https://url.spec.whatwg.org/#special-authority-ignore-slashes-state): any
// number of '/' and '\' before the authority.
func (p *parser) specialAuthorityIgnoreSlashes(i int) (state, int) {
	for i < len(p.in) && (p.in[i] == '/' || p.in[i] == '\\') {
		p.val(i, "special-scheme-missing-following-solidus")
		i++
	}
	return stAuthority, i
}
