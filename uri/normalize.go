package uri

// This file implements the comparison ladder of RFC 3986 section 6.2:
// simple string comparison (6.2.1), syntax-based normalization (6.2.2),
// scheme-based normalization (6.2.3) through the scheme registry, and a few
// protocol-based choices (6.2.4) a caller opts into.

import (
	"strconv"

	"github.com/urikit/urikit/internal/norm"
)

// Level is a rung of the comparison ladder of RFC 3986 6.2. Each rung
// finds at least the equivalences of the one below it: SimpleString, then
// SyntaxBased, then SchemeBased. The zero Level is SchemeBased, the rung
// of Normalize, so that NormalizeOptions{DropFragment: true} normalizes
// as Normalize does and drops the fragment; the numbers do not follow the
// ladder (compare rungs by name).
type Level uint8

const (
	// SchemeBased adds the rules of 6.2.3 and of the scheme's registry
	// entry (package scheme): an empty port and a port equal to the
	// scheme's default are removed with their ":" (leading zeros of a port
	// too), an empty path after an authority becomes the scheme's empty
	// path ("/" for http and https), and the scheme's own normalizer runs.
	// It is the zero Level.
	SchemeBased Level = iota
	// SyntaxBased applies the normalizations of the generic syntax, true
	// for every scheme (6.2.2): scheme and host in lower case (6.2.2.1),
	// hex digits of percent-encodings in upper case (6.2.2.1),
	// percent-encoded unreserved characters decoded (6.2.2.2), and
	// dot-segments removed (6.2.2.3). IPv6 literals are also written in
	// the canonical form of RFC 5952 (zone identifiers kept as written).
	// A percent-encoded reserved character, "%" or any octet that is not
	// an unreserved ASCII character is never decoded. In a relative-path
	// reference ("../a/./b") a ".." with nothing of the reference's own to
	// cancel is kept, since it climbs out of the base's directory when the
	// reference is resolved (5.2.3), and so is a ".." that would cancel the
	// reference's first segment, which a rootless base without "/" ("a:b")
	// reads apart (5.2.4 makes "m/../x" "/x" there): "../a/./b" becomes
	// "../a/b", "a/b/.." becomes "a/", "a/.." stays. Normal forms resolve
	// alike against every base.
	//
	// A percent-encoded dot is data, never a dot-segment, in every
	// operation of urikit: resolution (5.2.4 removes "." and ".." as
	// written), normalization, comparison, IRI conversion and URL. So a
	// segment that reads "." or ".." once decoded but spells a dot as
	// "%2E" keeps its dots encoded ("/a/.%2e/b" becomes "/a/%2E%2E/b"),
	// where decoding would make a normal form that climbs where the
	// reference does not ("http://h/public/%2E%2E/admin" stays inside
	// /public/).
	SyntaxBased
	// SimpleString compares references character by character (6.2.1):
	// no normalization at all.
	SimpleString
)

func (l Level) String() string {
	switch l {
	case SimpleString:
		return "simple"
	case SyntaxBased:
		return "syntax"
	case SchemeBased:
		return "scheme"
	}
	return "Level(" + strconv.Itoa(int(l)) + ")"
}

// rung returns l's rung of the engine's ladder; a Level above
// SimpleString counts as SchemeBased, as the zero Level does.
func (l Level) rung() norm.Rung { return norm.RungOf(uint8(l)) }

// NormalizeOptions choose a rung of the ladder and, on top of it, the
// protocol-based normalizations of RFC 3986 6.2.4, each off by default.
// The protocol-based options apply only with SyntaxBased or SchemeBased.
// The zero NormalizeOptions normalize as Normalize does.
type NormalizeOptions struct {
	Level Level // the zero Level is SchemeBased

	// DropFragment removes the fragment: it identifies a secondary resource
	// and is not part of what is retrieved (RFC 3986 3.5: "the fragment
	// identifier is separated from the rest of the URI prior to a
	// dereference"), so a crawler or cache keys documents without it.
	DropFragment bool
	// DropEmptyQuery removes a "?" with an empty query. RFC 3986 6.2.3
	// keeps it ("normalization should not remove delimiters when their
	// associated component is empty unless licensed to do so by the scheme
	// specification"), and no scheme licenses it; this is the 6.2.4
	// protocol-based judgement that a server answers "/p?" and "/p" alike.
	DropEmptyQuery bool
	// DropEmptyFragment removes a "#" with an empty fragment: both the empty
	// fragment and no fragment identify the whole document (3.5), but
	// 6.2.3 keeps the delimiter, so this too is a 6.2.4 choice.
	DropEmptyFragment bool
	// FileLocalhost writes "file://localhost/..." as "file:///...": RFC
	// 1738 3.10 and RFC 8089 2 give the host "localhost" and the empty host
	// the same meaning, the machine interpreting the reference. Only for
	// the file scheme, and only without userinfo and port.
	FileLocalhost bool
}

// Normalize returns r in scheme-based normal form (RFC 3986 6.2.2 and
// 6.2.3): the form that Equal(a, b, SchemeBased) compares. It returns r
// itself, without allocating, when r is already in normal form; otherwise
// it allocates the result string once. That holds for the built-in rules
// of the registry too (urn, mailto, data, tel, ftp, sip, ldap), which
// write into the normalizer's buffer, for references up to 1 KiB (sip and
// tel with up to 16 parameters); a longer one costs more, and so does a
// scheme whose normalizer was given to scheme.Register, which works on
// component strings. Normalize is
// idempotent and its result always parses back to itself.
func (r Ref) Normalize() (n Ref) {
	// The scheme rung reads the registry's facts, looked up by the engine.
	n.r = schemeLadder.Normalize(&r.r)
	return n
}

// schemeLadder is the ladder of Normalize, built once (never modified).
var schemeLadder = norm.Ladder{Rung: norm.RungScheme}

// NormalizeWith returns r normalized to the rung and with the protocol-based
// options o. With SimpleString it returns r unchanged.
func (r Ref) NormalizeWith(o NormalizeOptions) Ref {
	l := o.ladder()
	return Ref{l.Normalize(&r.r)}
}

// ladder translates o for the engine (internal/norm).
func (o *NormalizeOptions) ladder() norm.Ladder {
	return norm.Ladder{Rung: o.Level.rung(), Protocol: norm.Protocol{
		DropFragment:      o.DropFragment,
		DropEmptyQuery:    o.DropEmptyQuery,
		DropEmptyFragment: o.DropEmptyFragment,
		FileLocalhost:     o.FileLocalhost,
	}}
}
