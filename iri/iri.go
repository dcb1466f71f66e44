// Package iri parses and converts Internationalized Resource Identifiers by
// RFC 3987: the IRI-reference grammar of section 2.2 (through the scanner
// package uri uses, switched to IRI mode), the IRI-to-URI mapping of 3.1,
// the URI-to-IRI conversion of 3.2, the bidi rules of 4.1 and 4.2, the NFC
// requirement of 3.1 step 1, and the spoofing warnings of 7.5 ("URI/IRI
// Selection") and 8 (Security Considerations). Section numbers are RFC
// 3987's; the drafts it grew from (draft-duerst-iri-02/03) number 6.1 as
// 5.1 and 7.5 as 6.5. It is the only core package that
// imports golang.org/x/text and golang.org/x/net/idna.
//
// A [Ref] is the IRI twin of [uri.Ref]: the reference as written plus the
// offsets of its components, immutable and comparable, zero value invalid,
// accessors returning (string, bool) where absent differs from empty.
// Parsing a valid reference allocates nothing.
//
// Conversions are done by a [Profile], built from functional options in the
// manner of x/net/idna; [Ref.ToURI] and [FromURI] are the plain conversions
// with no options.
//
// # Design
//
//   - Parse checks the grammar of 2.2 and nothing else. The rules of 4.1,
//     4.2, 3.1 step 1 and 7.5 are SHOULDs (or MUSTs on the producer of an
//     IRI, not its reader) and depend on display, so they are separate
//     checks reporting every violation with its offset: [Ref.CheckBidi],
//     [Ref.CheckNFC], [Ref.Warnings].
//   - The mapping to a URI returns a [uri.Ref], so the result is known to
//     be a valid URI reference; it shares the input's string when nothing
//     needs encoding, and allocates once otherwise.
//   - The conversion to an IRI keeps whatever 3.2 keeps encoded rather
//     than failing: every URI converts, and converts back to itself up to
//     the case of hex digits and percent-encoded unreserved characters
//     (3.2), which the fuzz tests check.
//   - IDNA is an option, never implicit: 3.1 makes ToASCII of ireg-name a
//     scheme-specific choice, and 3.2.1 ToUnicode a MAY.
//   - Normalization and comparison (5.3) run the normalizer package uri
//     uses, in the scanner's IRI mode: [Ref.Normalize], [Ref.NormalizeWith]
//     and [Equal] climb the same ladder ([Level]) as package uri, with the
//     IRI steps of 5.3.2 (ASCII-only case folding, percent-encoded ucschar
//     decoded) and NFC (5.3.2.2) and IDNA (5.3.3) as options.
package iri

import (
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// Ref is a parsed IRI reference (RFC 3987 2.2): an IRI or a relative IRI
// reference. The zero value is invalid.
//
// It has the methods of [uri.Ref] that apply to IRIs, with the same
// meaning: the accessors, Compare, the text forms (AppendTo, AppendText,
// MarshalText, UnmarshalText, the empty string being a valid reference),
// Resolve, RelativeRef, Normalize, the editors (WithPath, WithHost, ...,
// JoinPath, WithQueryValues), which keep the IRI grammar. What works on percent-encoded
// components or net/url (uri's Build, Parts, URL, FromURL) goes through
// the IRI-to-URI mapping, which is a choice (3.1: IDNA or not, NFC or
// not): r.ToURI() or a [Profile]'s ToURI gives the uri.Ref, and [FromURI]
// comes back.
//
// Comparison (RFC 3987 5.3) beyond the simple string comparison of ==
// and Compare goes through normalization: [Ref.Normalize] and [Equal].
type Ref struct {
	r syntax.Ref
}

// HostKind is the form of a host (RFC 3986 3.2.2, RFC 3987 2.2 ihost), the
// same type as [uri.HostKind].
type HostKind = uri.HostKind

// The kinds of host, those of package uri. HostNone is the kind of a
// reference without an authority.
const (
	HostNone      = uri.HostNone
	HostRegName   = uri.HostRegName
	HostIPv4      = uri.HostIPv4
	HostIPv6      = uri.HostIPv6
	HostIPvFuture = uri.HostIPvFuture
)

// Parse parses s as an IRI-reference (RFC 3987 2.2), strictly: ucschar is
// allowed in userinfo, host, path, query and fragment, iprivate only in the
// query, and anything else the grammar does not allow is an error. A
// successful Parse allocates nothing.
func Parse(s string) (Ref, error) {
	return defaultProfile.Parse(s)
}

// ParseAbsolute parses s as an IRI (RFC 3987 2.2 "IRI"): a reference with a
// scheme. The fragment is allowed.
func ParseAbsolute(s string) (Ref, error) {
	return defaultProfile.ParseAbsolute(s)
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

// String returns the reference exactly as it was parsed.
func (r Ref) String() string { return r.r.String() }

// Scheme returns the scheme as written and whether there is one (RFC 3986
// 3.1; schemes are ASCII in IRIs too).
func (r Ref) Scheme() (string, bool) { return r.r.Scheme() }

// HasScheme reports whether r is an IRI (it has a scheme) rather than a
// relative reference (RFC 3987 2.2 irelative-ref).
func (r Ref) HasScheme() bool { return r.r.HasScheme() }

// IsAbsolute reports whether r is an absolute-IRI (RFC 3987 2.2): it has a
// scheme and no fragment.
func (r Ref) IsAbsolute() bool { return r.r.IsAbsolute() }

// Authority returns the iauthority as written and whether there is one.
func (r Ref) Authority() (string, bool) { return r.r.Authority() }

// HasAuthority reports whether r has an authority.
func (r Ref) HasAuthority() bool { return r.r.HasAuthority() }

// Userinfo returns the iuserinfo as written and whether there is one.
func (r Ref) Userinfo() (string, bool) { return r.r.Userinfo() }

// Host returns the ihost as written: brackets included for an IP-literal,
// "" when there is no authority or the host is empty.
func (r Ref) Host() string { return r.r.Host() }

// HostKind returns the form of the host.
func (r Ref) HostKind() HostKind { return HostKind(r.r.HostKind()) }

// Port returns the port digits and whether there is a port separator.
func (r Ref) Port() (string, bool) { return r.r.Port() }

// Path returns the ipath as written; every reference has one, possibly
// empty.
func (r Ref) Path() string { return r.r.Path() }

// Query returns the iquery as written and whether there is one.
func (r Ref) Query() (string, bool) { return r.r.Query() }

// Fragment returns the ifragment as written and whether there is one.
func (r Ref) Fragment() (string, bool) { return r.r.Fragment() }

// WithoutFragment returns r without its fragment (absolute-IRI, 2.2).
func (r Ref) WithoutFragment() Ref { return Ref{r.r.WithoutFragment()} }

// Compare returns an integer comparing the spellings of r and s: 0 when
// r == s, -1 when r sorts first, +1 otherwise. The zero Ref sorts first.
// This is the simple string comparison of RFC 3987 5.3.1.
func (r Ref) Compare(s Ref) int { return r.r.Compare(s.r) }
