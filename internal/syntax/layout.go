package syntax

// This file opens a Ref to the normalization engine (internal/norm), which
// writes normal forms (RFC 3986 6.2.2) and builds their Refs from the
// offsets it computes while writing, without scanning the result again.

import "unsafe"

// Flags say which components of a Ref are present.
type Flags = uint8

// The flags of a Layout.
const (
	FlagValid     = fValid
	FlagScheme    = fScheme
	FlagAuthority = fAuthority
	FlagUserinfo  = fUserinfo
	FlagPort      = fPort
	FlagQuery     = fQuery
	FlagFragment  = fFragment
	FlagIRI       = fIRI
)

// Layout is a Ref without its string: the offsets of its component
// boundaries (see Ref), its flags and its host kind.
type Layout struct {
	SchemeEnd int32
	HostStart int32
	HostEnd   int32
	PathStart int32
	PathEnd   int32
	QueryEnd  int32
	Flags     Flags
	Host      HostKind
	Pct       bool // the string holds a '%' (HasPct)
}

// Layout returns r's offsets, flags and host kind.
func (r Ref) Layout() Layout {
	return Layout{r.schemeEnd, r.hostStart, r.hostEnd, r.pathStart, r.pathEnd, r.queryEnd, r.flags, r.host, r.pct}
}

// Assemble returns the Ref of s with layout l. The caller vouches that s
// parses, in the grammar l.Flags names, to exactly l: the normalization
// engine, which computes l while writing s, is its one user, and its tests
// check every result against Parse.
func Assemble(s string, l Layout) Ref {
	return Ref{s, l.SchemeEnd, l.HostStart, l.HostEnd, l.PathStart, l.PathEnd, l.QueryEnd, l.Flags, l.Host, l.Pct}
}

// HasPct reports whether s holds a '%': the Pct of a Layout for s.
func HasPct(s string) bool { return hasPct(s) }

func hasPct(s string) bool { return indexPercent(s) >= 0 }

// BytesToString returns b as a string without copying; b must not change
// afterwards.
func BytesToString(b []byte) string { return bytesToString(b) }

// The kinds of character a scan accepts beyond ASCII (RFC 3987 2.2).
const (
	UcsNone    = ucsNone    // ASCII only (RFC 3986)
	UcsChar    = ucsChar    // ucschar
	UcsPrivate = ucsPrivate // ucschar / iprivate (iquery)
)

// HostKindOf returns the kind of the reg-name or IPv4address h (RFC 3986
// 3.2.2): HostIPv4 when it is a dotted-decimal IPv4address.
func HostKindOf(h string) HostKind { return hostKindOf(h) }

// DecodeUTF8 decodes the UTF-8 sequence at s[i:]: the rune and its size,
// or -1 and 1 when the bytes there are not UTF-8.
func DecodeUTF8(s string, i int) (rune, int) { return decodeUTF8(s, i) }

// RemoveDotSegmentsInPlace applies remove_dot_segments (RFC 3986 5.2.4) to
// the path b in place and returns its new length.
func RemoveDotSegmentsInPlace(b []byte) int { return removeDotSegmentsInPlace(b) }

// RemoveDotSegmentsFrom is RemoveDotSegmentsInPlace with k the offset of
// the first dot-segment of b, as DotSegmentAt returns it.
func RemoveDotSegmentsFrom(b []byte, k int) int { return removeDotSegmentsFrom(b, k) }

// Opened is a Ref's string and layout, laid out in memory exactly as Ref
// is (TestOpenedLayout checks it), so that Open and Close cost nothing.
type Opened struct {
	S string
	Layout
}

// Open returns r seen as its string and layout.
func Open(r *Ref) *Opened { return (*Opened)(unsafe.Pointer(r)) }

// Close returns the Ref o is: the caller vouches for o as for Assemble.
func Close(o *Opened) Ref { return *(*Ref)(unsafe.Pointer(o)) }
