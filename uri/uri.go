// Package uri parses, resolves and recomposes URI references by the generic
// syntax of RFC 3986. It imports only the standard library.
//
// # Design
//
// A [Ref] is an immutable value: the reference as written plus the offsets
// of its component boundaries, the layout of net/netip's addresses and of
// fluent-uri's and ada's URLs rather than net/url's mutable struct with a
// decoded Path. The choices, and the designs they rule out:
//
//   - Offsets into the original string, not copied or decoded components:
//     parsing a valid reference allocates nothing, accessors are substrings,
//     and String returns exactly the input, so a round trip never changes a
//     byte. A struct of decoded strings (net/url) allocates per component and
//     cannot tell "%2F" from "/" in a path without a second hint field.
//   - Absent differs from empty: "http://a/?" has an empty query and
//     "http://a/" none; "#" likewise; "//" is an empty authority. RFC 3986
//     5.3 recomposes them differently, so every optional component has a
//     (string, bool) accessor. A design with plain strings loses this.
//   - Comparable: == compares spelling (two Refs are == exactly when their
//     inputs are), and a Ref can be a map key. Equivalence is a different
//     question, answered through normalization.
//   - The zero Ref is invalid and says so (IsValid); Parse never returns a
//     half-valid value. Leniency is an explicit, separate entry point.
//   - Nothing mutates: Resolve and the other derivations return new values.
//
// Errors are [*Error] values carrying the input, the byte offset of the
// first offending byte, the [Component] it is in, and a reason that unwraps
// to a sentinel such as [ErrInvalidPort]. Package iri returns the same type.
//
// For programs that come from net/url: [Ref.Hostname] and [Ref.PortNumber]
// give the host to dial, [Ref.Username], [Ref.Password], [Ref.Redacted] and
// [Ref.RequestURI] answer as url.URL's methods do, [Ref.QueryValues] and
// [Ref.WithQueryValues] read and write a query of form data ([Values]),
// the With methods ([Ref.WithPath], [Ref.WithHost], ...) and
// [Ref.JoinPath] change one component and no other byte, [Build] with
// [Parts] composes a reference from components as written, and [Ref.URL]
// and [FromURL] convert to and from a *url.URL. Components are given and
// returned as written in a reference, so nothing is decoded or escaped
// twice on the way.
package uri

import (
	"github.com/urikit/urikit/internal/syntax"
)

// Ref is a parsed URI reference (RFC 3986 4.1): a URI or a relative
// reference. The zero value is invalid.
type Ref struct {
	r syntax.Ref
}

// HostKind is the form of a host (RFC 3986 3.2.2).
type HostKind uint8

// The kinds of host. HostNone is the kind of a reference without an
// authority.
const (
	HostNone      HostKind = iota // no authority (3.2)
	HostRegName                   // reg-name, possibly empty (3.2.2)
	HostIPv4                      // IPv4address (3.2.2)
	HostIPv6                      // IP-literal holding an IPv6address, with an RFC 6874 zone or not
	HostIPvFuture                 // IP-literal holding an IPvFuture (3.2.2)
)

// String returns the kind's name: "none", "reg-name", "ipv4", "ipv6" or
// "ipvfuture".
func (k HostKind) String() string { return syntax.HostKind(k).String() }

// hostKind converts the scanner's kind at the package boundary; the two
// enumerations have the same values (TestHostKindValues checks).
func hostKind(k syntax.HostKind) HostKind { return HostKind(k) }

// Parse parses s as a URI-reference (RFC 3986 4.1), strictly: anything the
// grammar does not allow is an error. A successful Parse allocates nothing.
func Parse(s string) (Ref, error) {
	return defaultParser.Parse(s)
}

// ParseAbsolute parses s as a URI (RFC 3986 3): a reference with a scheme.
// The fragment is allowed; an absolute-URI in the sense of 4.3 also has
// none (see [Ref.IsAbsolute]).
func ParseAbsolute(s string) (Ref, error) {
	return defaultParser.ParseAbsolute(s)
}

// MustParse is like Parse but panics on error. It is for constants in
// programs and tests.
func MustParse(s string) Ref {
	r, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return r
}

// IsValid reports whether r holds a parsed reference; the zero Ref does not.
func (r Ref) IsValid() bool { return r.r.IsValid() }

// String returns the reference exactly as it was parsed (RFC 3986 5.3
// recomposition of its components gives the same string).
func (r Ref) String() string { return r.r.String() }

// Scheme returns the scheme as written and whether there is one (3.1).
// Schemes are case-insensitive; compare them with strings.EqualFold or
// normalize first.
func (r Ref) Scheme() (string, bool) { return r.r.Scheme() }

// HasScheme reports whether r is a URI (it has a scheme) rather than a
// relative reference (4.1, 4.2).
func (r Ref) HasScheme() bool { return r.r.HasScheme() }

// IsAbsolute reports whether r is an absolute-URI (4.3): it has a scheme and
// no fragment. Only such a reference can serve as a base, though Resolve
// ignores a base's fragment (5.1).
func (r Ref) IsAbsolute() bool { return r.r.IsAbsolute() }

// Authority returns the authority as written and whether there is one
// (3.2). "file:///x" has an empty authority; "mailto:x" none.
func (r Ref) Authority() (string, bool) { return r.r.Authority() }

// HasAuthority reports whether r has an authority.
func (r Ref) HasAuthority() bool { return r.r.HasAuthority() }

// Userinfo returns the userinfo as written and whether there is one
// (3.2.1).
func (r Ref) Userinfo() (string, bool) { return r.r.Userinfo() }

// Host returns the host as written (3.2.2): brackets included for an
// IP-literal, "" when there is no authority or the host is empty.
func (r Ref) Host() string { return r.r.Host() }

// HostKind returns the form of the host: reg-name, IPv4address, IPv6 or
// IPvFuture literal, or HostNone without an authority.
func (r Ref) HostKind() HostKind { return hostKind(r.r.HostKind()) }

// Port returns the port digits and whether there is a port separator
// (3.2.3): "http://a:/" has an empty port, "http://a/" none.
func (r Ref) Port() (string, bool) { return r.r.Port() }

// Path returns the path as written; every reference has one, possibly
// empty (3.3).
func (r Ref) Path() string { return r.r.Path() }

// Query returns the query as written and whether there is one (3.4).
func (r Ref) Query() (string, bool) { return r.r.Query() }

// Fragment returns the fragment as written and whether there is one (3.5).
func (r Ref) Fragment() (string, bool) { return r.r.Fragment() }

// WithoutFragment returns r without its fragment (4.3).
func (r Ref) WithoutFragment() Ref { return Ref{r.r.WithoutFragment()} }

// Compare returns an integer comparing the spellings of r and s: 0 when
// r == s, -1 when r sorts first, +1 otherwise. The zero Ref sorts first.
func (r Ref) Compare(s Ref) int { return r.r.Compare(s.r) }
