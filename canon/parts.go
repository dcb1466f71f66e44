package canon

// This file holds the components a profile reads a reference into and
// the steps rewrite (RFC 3986 3), the scratch arena the rewritten
// components live in, and the writer of the reference they make (5.3).

import "unsafe"

// hostKind is the form of a host (RFC 3986 3.2.2).
type hostKind uint8

const (
	hostName hostKind = iota // a registered name (or empty)
	hostIPv4                 // four decimal numbers
	hostIPv6                 // an IP-literal: brackets and an IPv6 address or IPvFuture
)

// parts are the components of a reference, each without its delimiter.
// The strings are pieces of the input or of the scratch arena.
type parts struct {
	scheme   string
	hasAuth  bool
	userinfo string
	hasUser  bool
	host     string
	kind     hostKind
	port     string
	hasPort  bool
	path     string
	query    string
	hasQuery bool
	frag     string
	hasFrag  bool
	// dots are the offsets of the host's dots, ndots of them, when
	// ndots > 0 (a profile that found them on its way; appendSURT uses
	// them).
	dots  [maxDots]uint16
	ndots int
	// raw is the key as it is, when isRaw: the SURT profile keeps a
	// "filedesc" line and writes "-" for an empty one.
	raw   string
	isRaw bool
	// whole is the reference the parts make, when the profile's reading
	// wrote it whole (the RFC profile's normal form, the URL Standard's
	// href) and no step has changed a part since: the key, without
	// writing it again.
	whole string
}

// appendTo appends the reference the parts make (RFC 3986 5.3).
func (p *parts) appendTo(b []byte) []byte {
	if p.scheme != "" {
		b = append(b, p.scheme...)
		b = append(b, ':')
	}
	if p.hasAuth {
		b = append(b, "//"...)
		if p.hasUser {
			b = append(b, p.userinfo...)
			b = append(b, '@')
		}
		b = append(b, p.host...)
		if p.hasPort {
			b = append(b, ':')
			b = append(b, p.port...)
		}
	}
	if !p.hasAuth && len(p.path) >= 2 && p.path[0] == '/' && p.path[1] == '/' {
		// A path that would read as an authority (RFC 3986 3.3; the
		// URL Standard's serializer writes the same "/.").
		b = append(b, "/."...)
	}
	b = append(b, p.path...)
	return p.appendQueryFragment(b)
}

// appendQueryFragment appends "?" and the query and "#" and the fragment,
// where p has them (RFC 3986 5.3).
func (p *parts) appendQueryFragment(b []byte) []byte {
	if p.hasQuery {
		b = append(b, '?')
		b = append(b, p.query...)
	}
	if p.hasFrag {
		b = append(b, '#')
		b = append(b, p.frag...)
	}
	return b
}

// scratch is an arena for the components the steps rewrite: append-only
// within one key, so a string taken from it stays as written; reset for
// the next key.
type scratch struct {
	buf   []byte
	out   []byte   // the key being written
	args  []string // the query's arguments, for SortQuery
	qargs []qarg   // the query's arguments, for the SURT profile's sort
	bits  []byte   // SURT's path session ids
	ints  []int    // SURT's path segments
}

// reset empties the arena for a new key. Strings taken from it before are
// dead by then.
func (s *scratch) reset() {
	s.buf = s.buf[:0]
	s.out = s.out[:0]
	s.args = s.args[:0]
	s.qargs = s.qargs[:0]
	s.ints = s.ints[:0]
}

// growTo returns s emptied, with room for n elements: a list sized once
// from a count, so that a hostile line of many short parts costs the
// list's final size and not the copies of its growth.
func growTo[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, 0, n)
	}
	return s[:0]
}

// qarg is an argument of a query and where its first "=" is, -1 for none.
type qarg struct {
	s  string
	eq int32
}

// bigKey is the length from which a key leaves with the array it was
// written in rather than as a copy.
const bigKey = 1 << 16

// takeOut returns the key written in out as a string. A big one takes
// out's array with it (the next key starts a new one), so that a hostile
// line's key is not written twice over; a small one is a copy, and out's
// array is kept for the next key.
func (s *scratch) takeOut() string {
	if len(s.out) < bigKey {
		return string(s.out)
	}
	k := unsafe.String(&s.out[0], len(s.out))
	s.out = nil
	return k
}

// mark returns where the next bytes appended to the arena start.
func (s *scratch) mark() int { return len(s.buf) }

// since returns the bytes appended since mark m as a string. The arena
// may have moved when it grew: the string points into its present array,
// which is never written again below len.
func (s *scratch) since(m int) string {
	if len(s.buf) == m {
		return ""
	}
	return unsafe.String(&s.buf[m], len(s.buf)-m)
}
