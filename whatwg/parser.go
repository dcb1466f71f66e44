package whatwg

// This file holds the state of the basic URL parser (4.4 "URL parsing",
// https://url.spec.whatwg.org/#concept-basic-url-parser) while it runs: the
// URL record being built (4.1 "URL representation",
// https://url.spec.whatwg.org/#concept-url), the state machine's loop (step
// 9), and its failure.

import (
	"unsafe"

	"github.com/urikit/urikit/internal/syntax"
)

// state is a state of the basic URL parser (4.4).
type state uint8

// The states of 4.4, and stDone and stFail for "return".
const (
	stDone state = iota
	stFail
	stSchemeStart
	stScheme
	stNoScheme
	stSpecialRelativeOrAuthority
	stPathOrAuthority
	stRelative
	stRelativeSlash
	stSpecialAuthoritySlashes
	stSpecialAuthorityIgnoreSlashes
	stAuthority
	stHost
	stHostname
	stPort
	stFile
	stFileSlash
	stFileHost
	stPathStart
	stPath
	stOpaquePath
	stQuery
	stFragment
)

// parser is the basic URL parser running on one input: the URL record
// (4.1) it builds, the input, the base and the state override.
type parser struct {
	// The URL record (4.1). The host is null when hostType is NoHost; the
	// port is null when "". path holds a list path serialized (each
	// segment after a '/', "" for the empty list) or the opaque path.
	scheme             string
	username, password string
	host               string
	hostType           HostType
	port               string
	path               []byte
	opaque             bool
	query              string
	hasQuery           bool
	frag               string
	hasFrag            bool

	special  bool   // scheme is special
	in       string // the input after step 1 to 3
	base     *URL   // nil when null
	override state  // the state override, stDone when none

	// hostFrom and hostEnd are, when hostEnd > 0, where the authority
	// state saw the host start and end: no ':', '[' or ']' in between,
	// so the host state need not scan it again.
	hostFrom, hostEnd int

	// arena holds the components the parser writes (percent-encoded,
	// lower-cased, serialized hosts); each is a string over its bytes
	// (arenaString). The arena only grows: bytes once written never
	// change, and a reallocation leaves the old bytes to the strings.
	arena []byte

	vals *[]Validation // nil unless Validate: offsets in p.in, mapped at the end
	fail Error         // set with stFail
}

// val records a validation error (1.1, https://url.spec.whatwg.org/#validation-error) at
// offset i of p.in.
func (p *parser) val(i int, code string) {
	if p.vals != nil {
		*p.vals = append(*p.vals, Validation{Offset: i, Code: code})
	}
}

// failAt records failure ("return failure" in 4.4) at offset i of p.in
// and returns stFail.
func (p *parser) failAt(i int, code, reason string) state {
	p.fail = Error{Offset: i, Code: code, Reason: reason}
	return stFail
}

// at returns the byte at i of p.in, or 0 at the end (the EOF code point of
// 1.2 "Parsers", https://url.spec.whatwg.org/#eof-code-point). A NUL byte in
// the input is never a delimiter, so 0 stands for EOF only where i is
// checked against len(p.in) or where no delimiter is 0.
func (p *parser) at(i int) (byte, bool) {
	if i < len(p.in) {
		return p.in[i], true
	}
	return 0, false
}

// setScheme sets p's scheme and whether it is special.
func (p *parser) setScheme(s string) {
	p.scheme = s
	p.special = specialPort(s) != notSpecial
}

// run runs the state machine of 4.4 (step 9 of the basic URL parser) from
// st at offset i to the end: true when it returned without failure.
func (p *parser) run(st state, i int) bool {
	for {
		switch st {
		case stDone:
			return true
		case stFail:
			return false
		case stSchemeStart:
			st, i = p.schemeStart(i)
		case stScheme:
			st, i = p.schemeState(i)
		case stNoScheme:
			st, i = p.noScheme(i)
		case stSpecialRelativeOrAuthority:
			st, i = p.specialRelativeOrAuthority(i)
		case stPathOrAuthority:
			st, i = p.pathOrAuthority(i)
		case stRelative:
			st, i = p.relative(i)
		case stRelativeSlash:
			st, i = p.relativeSlash(i)
		case stSpecialAuthoritySlashes:
			st, i = p.specialAuthoritySlashes(i)
		case stSpecialAuthorityIgnoreSlashes:
			st, i = p.specialAuthorityIgnoreSlashes(i)
		case stAuthority:
			st, i = p.authority(i)
		case stHost, stHostname:
			st, i = p.hostState(i)
		case stPort:
			st, i = p.portState(i)
		case stFile:
			st, i = p.file(i)
		case stFileSlash:
			st, i = p.fileSlash(i)
		case stFileHost:
			st, i = p.fileHost(i)
		case stPathStart:
			st, i = p.pathStart(i)
		case stPath:
			st, i = p.pathState(i)
		case stOpaquePath:
			st, i = p.opaquePath(i)
		case stQuery:
			st, i = p.queryState(i)
		case stFragment:
			st, i = p.fragmentState(i)
		default:
			return false
		}
	}
}

// copyBaseAuthority sets p's username, password, host and port to base's
// (4.4 relative state, step 4.1; relative slash state, step 3).
func (p *parser) copyBaseAuthority() {
	b := p.base
	p.username, p.password = b.Username(), b.Password()
	p.host, p.hostType, p.port = b.Hostname(), b.hostType, b.Port()
}

// copyBasePath sets p's path to a clone of base's path (4.4 relative
// state, step 4.1; file state, step 4.1).
func (p *parser) copyBasePath() {
	p.path = append(p.path[:0], p.base.Pathname()...)
	p.opaque = p.base.opaque
}

// copyBaseQuery sets p's query to base's (4.4 relative state, step 4.1;
// file state, step 4.1; no scheme state, step 2).
func (p *parser) copyBaseQuery() {
	p.query, p.hasQuery = p.base.Query()
}

// afterBase is the step the relative and file states share once they have
// copied the base's path (4.4 relative state, step 4; file state, step
// 4): the base's query is copied; at the end of
// the input that is the URL; a '?' or '#' (c) starts a new query or
// fragment; any other code point discards the query and the caller goes
// on in the path (done false).
func (p *parser) afterBase(c byte, more bool, i int) (st state, next int, done bool) {
	p.copyBaseQuery()
	switch {
	case !more:
		return stDone, i, true
	case c == '?':
		p.query, p.hasQuery = "", true
		return stQuery, i + 1, true
	case c == '#':
		p.hasFrag = true
		return stFragment, i + 1, true
	}
	p.query, p.hasQuery = "", false
	return stPath, i, false
}

// arenaString returns p.arena[start:] as a string without copying.
func (p *parser) arenaString(start int) string {
	b := p.arena[start:]
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// grow makes room for n more bytes in the arena: at least twice its size,
// so that a parse's few components cost a constant factor of their size.
func (p *parser) grow(n int) {
	if cap(p.arena)-len(p.arena) >= n {
		return
	}
	c := max(64, 2*cap(p.arena), len(p.arena)+n)
	a := make([]byte, len(p.arena), c)
	copy(a, p.arena)
	p.arena = a
}

// encode returns s UTF-8 percent-encoded with set (1.3), written in the
// arena: s itself when nothing in it needs encoding.
func (p *parser) encode(s string, set encodeSet) string {
	if !needsEncoding(s, set) {
		return s
	}
	p.grow(encodedLen(s, set))
	start := len(p.arena)
	p.arena = appendEncoded(p.arena, s, set)
	return p.arenaString(start)
}

// lower returns s with ASCII upper-case letters lower-cased, written in
// the arena: s itself when it has none.
func (p *parser) lower(s string) string {
	k := 0
	for k < len(s) && byteClass[s[k]]&bcUpper == 0 {
		k++
	}
	if k == len(s) {
		return s
	}
	p.grow(len(s))
	start := len(p.arena)
	p.arena = p.arena[:start+len(s)]
	b := p.arena[start:]
	copy(b[:k], s)
	for ; k < len(b) && k < len(s); k++ {
		b[k] = lowerASCII[s[k]]
	}
	return p.arenaString(start)
}

// lowerASCII maps each byte to itself with ASCII upper alpha lower-cased.
var lowerASCII = func() (t [256]byte) {
	for c := range t {
		t[c] = syntax.Lower(byte(c))
	}
	return t
}()
