package check

// This file runs a check: the generic syntax (RFC 3986 4.1 or RFC 3987
// 2.2), the scheme's typed parse, then the warnings.

import (
	"errors"
	"slices"
	"strconv"
	"strings"

	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/iri"
	"github.com/urikit/urikit/uri"
)

// Report is the result of checking one reference.
type Report struct {
	// Input is the reference as given.
	Input string
	// Valid reports whether Input is a valid reference by the generic
	// syntax and, when its scheme has a typed parser, by the scheme's own.
	Valid bool
	// Scheme is the scheme in lower case (RFC 3986 3.1: schemes are
	// case-insensitive), "" for a relative reference or an input the
	// generic syntax refuses.
	Scheme string
	// Fields are the typed fields of the scheme's parser, by their JSON
	// names in snake_case; nil when the scheme has none or the input is
	// not valid. It is a map, not a struct, because each scheme has a
	// typed value of its own (ftp.URL, mailto.URL, data.URL, ...) with its
	// own fields, and a report holds any of them: the map is that value's
	// Fields(). A program that wants the typed value calls the scheme
	// package's Parse on the reference.
	Fields map[string]any
	// Warnings are the concerns found, in the order of their offsets; nil
	// when there is none. An input that is not valid has warnings too:
	// those of what a lenient reader (uri.ParseLenient) or a browser (the
	// URL Standard) makes of it, since such readers follow it anyway. At
	// most MaxPerCode warnings of one code are listed, and one more that
	// counts the rest.
	Warnings []Warning
	// Err is why the input is not valid, a *uri.Error whose Offset is the
	// first offending byte of Input; nil when Valid.
	Err error
}

// MaxPerCode is the most warnings of one code a report lists: the first
// ones found, then one more warning of the code, at the first not listed,
// that says how many were left out. A hostile input with a warning every
// few bytes gets a report of bounded size.
const MaxPerCode = 16

// Warning is one concern at one place of a reference.
type Warning struct {
	Code    Code
	Offset  int    // byte offset in the input of the character concerned
	Message string // what was found, for a person
}

// String returns the warning as "port-service at offset 14: ...".
func (w Warning) String() string {
	return string(w.Code) + " at offset " + strconv.Itoa(w.Offset) + ": " + w.Message
}

// Has reports whether the report holds a warning with code c.
func (r Report) Has(c Code) bool {
	return slices.ContainsFunc(r.Warnings, func(w Warning) bool { return w.Code == c })
}

// URI checks s as an RFC 3986 URI-reference (a URI or a relative
// reference).
func URI(s string) Report {
	r, err := uri.Parse(s)
	if err != nil {
		return refused(s, err)
	}
	return run(newView(s, r, false), r, nil)
}

// IRI checks s as an RFC 3987 IRI-reference. The typed parse sees the URI
// that RFC 3987 3.1 maps it to; its error offsets are given back in s. The
// fields come from the same URI with its host through IDNA ToASCII when
// that succeeds, so that a host and an origin read as DNS names them.
func IRI(s string) Report {
	r, err := iri.Parse(s)
	if err != nil {
		return refused(s, err)
	}
	return run(newView(s, r, true), r.ToURI(), &r)
}

// run does the typed parse and the warnings of a parsed reference. When
// the typed parse refuses it, the report is invalid and keeps the
// warnings.
func run(v *view, u uri.Ref, ir *iri.Ref) Report {
	rep := Report{Input: v.s, Valid: true, Scheme: v.name}
	if parse := typed[v.name]; parse != nil && v.hasScheme {
		fields, err := parse(u)
		if err != nil {
			rep.Valid, rep.Err = false, typedError(v.s, u.String(), ir != nil, err)
		} else {
			rep.Fields = fields
		}
		if err == nil && ir != nil && !syntax.IsASCII(v.host) && len(v.host) <= maxHostText {
			// The fields of an IRI name its host as DNS does: the URI with
			// the host through IDNA ToASCII (RFC 3987 3.1 step 2, RFC 6454
			// 4 for an origin), when that mapping succeeds.
			if a, err := iri.Lookup.ToURI(*ir); err == nil && a != u {
				if f, err := parse(a); err == nil {
					rep.Fields = f
				}
			}
		}
	}
	var c collector
	for _, f := range checks {
		f(v, &c)
	}
	if ir != nil {
		iriWarnings(v, *ir, &c)
	}
	checkDifferential(v.s, &c)
	rep.Warnings = c.list()
	return rep
}

// checks are the warnings that read the components, in the order they run.
var checks = []func(*view, *collector){
	checkScheme,
	checkUserinfo,
	checkHost,
	checkPort,
	checkPath,
	checkControls,
	checkEncodedCharacters,
	checkHostLabels,
}

// typedError returns the error of a typed parser as an error about the
// input: for an IRI, the offset in the mapped URI u goes back to the
// character of s it came from.
func typedError(s, u string, isIRI bool, err error) error {
	var e *uri.Error
	if !errors.As(err, &e) {
		return &uri.Error{Op: "check", Input: s, Offset: 0, Err: err}
	}
	off := e.Offset
	if isIRI {
		off = iriOffset(s, u, off)
	}
	return &uri.Error{Op: e.Op, Input: s, Offset: off, Component: e.Component, Err: e.Err}
}

// iriOffset maps the byte offset off of u, the URI that RFC 3987 3.1 step
// 2 made of the IRI s (each non-ASCII character becomes the "%HH" triplets
// of its UTF-8 octets, every ASCII byte stays), to the offset in s of the
// character that byte came from.
func iriOffset(s, u string, off int) int {
	j := 0 // offset in u
	for i := 0; i < len(s); i++ {
		n := 1
		if s[i] >= 0x80 {
			n = 3
		}
		if off < j+n {
			// The start of the character holding byte i.
			for i > 0 && s[i]&0xC0 == 0x80 {
				i--
			}
			return i
		}
		j += n
	}
	return len(s) + max(0, off-len(u))
}

// view is a parsed reference with the offset of each component in it.
type view struct {
	s           string
	iri         bool   // read as an IRI (RFC 3987)
	lenient     bool   // read by RFC 3986 Appendix B: refused by the grammar
	scheme      string // as written
	name        string // in lower case
	hasScheme   bool
	hasAuth     bool
	userinfo    string
	hasUserinfo bool
	userinfoAt  int
	host        string
	hostAt      int
	hostKind    uri.HostKind
	port        string
	hasPort     bool
	portAt      int
	path        string
	pathAt      int
	query       string
	hasQuery    bool
	queryAt     int
	fragment    string
	hasFragment bool
	fragmentAt  int
}

// components are the accessors uri.Ref and iri.Ref share.
type components interface {
	Scheme() (string, bool)
	Authority() (string, bool)
	Userinfo() (string, bool)
	Host() string
	HostKind() uri.HostKind
	Port() (string, bool)
	Path() string
	Query() (string, bool)
	Fragment() (string, bool)
}

// newView lays out the components of r, parsed from s: they follow one
// another in the order of RFC 3986 3, each after its delimiter.
func newView(s string, r components, isIRI bool) *view {
	v := &view{s: s, iri: isIRI}
	at := 0
	v.scheme, v.hasScheme = r.Scheme()
	if v.hasScheme {
		v.name = strings.ToLower(v.scheme)
		at = len(v.scheme) + 1
	}
	if auth, ok := r.Authority(); ok {
		v.hasAuth = true
		at += 2
		v.userinfoAt = at
		v.userinfo, v.hasUserinfo = r.Userinfo()
		v.hostAt = at
		if v.hasUserinfo {
			v.hostAt += len(v.userinfo) + 1
		}
		v.host, v.hostKind = r.Host(), r.HostKind()
		v.port, v.hasPort = r.Port()
		v.portAt = v.hostAt + len(v.host) + 1
		at += len(auth)
	}
	v.path, v.pathAt = r.Path(), at
	at += len(v.path)
	v.query, v.hasQuery = r.Query()
	v.queryAt = at + 1
	if v.hasQuery {
		at += 1 + len(v.query)
	}
	v.fragment, v.hasFragment = r.Fragment()
	v.fragmentAt = at + 1
	return v
}
