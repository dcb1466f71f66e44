package iri

// This file holds the Profile and its functional options (in the manner of
// golang.org/x/net/idna): the choices RFC 3987 leaves to an application in
// parsing (RFC 6874 zone identifiers), in 3.1 (NFC for step 1 variant B,
// IDNA ToASCII for ireg-name, the US-ASCII characters an IRI does not allow)
// and in 3.2 (ToUnicode of punycode labels).

import (
	"golang.org/x/net/idna"

	"github.com/urikit/urikit/internal/syntax"
)

// A Profile parses IRI references and converts between IRIs and URIs with a
// fixed set of options. Profiles are immutable and safe for concurrent use.
type Profile struct {
	mode      syntax.Mode
	nfc       bool
	unwise    bool
	toASCII   *idna.Profile
	toUnicode *idna.Profile
}

// An Option configures a Profile.
type Option func(*Profile)

// New returns a Profile with the given options. With none it is the strict
// RFC 3987 profile of the package-level functions.
func New(opts ...Option) *Profile {
	p := &Profile{}
	for _, o := range opts {
		o(p)
	}
	return p
}

var defaultProfile = &Profile{}

// Ready-made profiles.
var (
	// Strict parses by RFC 3987 2.2, maps IRIs to URIs by percent-encoding
	// alone (3.1 step 1 variant C, step 2) and keeps punycode labels.
	Strict = New()
	// Lookup prepares an IRI for resolution: it maps the host with IDNA
	// ToASCII (idna.Lookup: UTS #46 nontransitional processing with
	// UseSTD3ASCIIRules, CheckHyphens, CheckJoiners and CheckBidi), as
	// 3.1 allows for schemes whose ireg-name is a DNS name.
	Lookup = New(HostToASCII(idna.Lookup))
	// Display converts URIs to IRIs for display: punycode labels become
	// Unicode when that is valid IDNA (idna.Display), as 3.2.1 allows.
	Display = New(HostToUnicode(idna.Display))
)

// AllowZoneID accepts RFC 6874 zone identifiers in IPv6 literals, written
// "[fe80::1%25eth0]", as uri.AllowZoneID does.
func AllowZoneID(allow bool) Option {
	return func(p *Profile) { p.mode = p.mode.With(syntax.ZoneID, allow) }
}

// NFC applies Normalization Form C before the IRI-to-URI mapping: RFC 3987
// 3.1 step 1 variant B, "if the IRI is in some digital representation
// (e.g., an octet stream) in some known non-Unicode character encoding:
// Convert the IRI to a sequence of characters from the UCS normalized
// according to NFC." Use it for text that was transcoded from a legacy
// encoding. Variant A (an IRI written on paper or read aloud) also asks for
// NFC, but of the person or program that types it in: such input should
// already be NFC, which [Ref.CheckNFC] verifies. Variant C (the IRI is
// already in a Unicode encoding, as every Go string here is) says "Do not
// normalize", which is the default.
func NFC(apply bool) Option {
	return func(p *Profile) { p.nfc = apply }
}

// EncodeUnwise percent-encodes the printable US-ASCII characters that
// neither URIs nor IRIs allow, '<', '>', '"', space, '{', '}', '|', '\',
// '^' and '`', when mapping a string to a URI. RFC 3987 3.1: "Systems
// accepting IRIs MAY also deal with the printable characters in US-ASCII
// that are not allowed in URIs ... in step 2 above. If these characters are
// found but are not converted, then the conversion SHOULD fail." They are
// the 'iadditional' characters of the IRI drafts (draft-duerst-iri-03), so
// this option also reads IRIs written to those drafts. '#', '%', '[' and
// ']' are never converted (3.1: they "MUST NOT be converted").
func EncodeUnwise(encode bool) Option {
	return func(p *Profile) { p.unwise = encode }
}

// HostToASCII maps a registered-name host that holds non-ASCII characters
// with the ToASCII operation of the given IDNA profile instead of
// percent-encoding it. RFC 3987 3.1: "replace the ireg-name part of the IRI
// by the part converted using the ToASCII operation specified in section
// 4.1 of [RFC3490] on each dot-separated label, and by using U+002E (FULL
// STOP) as a label separator, with the flag UseSTD3ASCIIRules set to TRUE"
// (for schemes whose ireg-name is a DNS name). RFC 3490 is now read as UTS
// #46: idna.Lookup is the usual profile (nontransitional, UseSTD3ASCIIRules,
// CheckHyphens, CheckJoiners, CheckBidi); idna.Registration adds
// VerifyDnsLength and refuses mappings. Percent-encoded UTF-8 in the host
// is decoded first. ASCII hosts, hosts with percent-encoded octets that
// are not UTF-8, and the hosts of references whose scheme the registry does
// not mark as using DNS names (scheme.Scheme.DNS; a relative reference has
// no scheme) are left as written. nil turns it off.
func HostToASCII(p *idna.Profile) Option {
	return func(pr *Profile) { pr.toASCII = p }
}

// HostToUnicode converts the punycode ("xn--") labels of a registered-name
// host to Unicode with the ToUnicode operation of the given IDNA profile
// when converting a URI to an IRI. RFC 3987 3.2.1: "Implementations with
// scheme-specific knowledge MAY convert punycode-encoded domain name labels
// to the corresponding characters by using the ToUnicode procedure." A host
// is converted only when the profile reports no error and the result is an
// ireg-name that ToASCII maps back to the same labels; otherwise it stays
// as it is. nil turns it off.
func HostToUnicode(p *idna.Profile) Option {
	return func(pr *Profile) { pr.toUnicode = p }
}

// Parse parses s as an IRI-reference (RFC 3987 2.2) with the profile's
// grammar options.
func (p *Profile) Parse(s string) (Ref, error) {
	r, f := syntax.Parse(s, p.mode|syntax.IRI)
	if f != nil {
		return Ref{}, newError("parse IRI", s, f)
	}
	return Ref{r}, nil
}

// ParseAbsolute parses s as an IRI, which must have a scheme.
func (p *Profile) ParseAbsolute(s string) (Ref, error) {
	r, f := syntax.ParseAbsolute(s, p.mode|syntax.IRI)
	if f != nil {
		return Ref{}, newError("parse IRI", s, f)
	}
	return Ref{r}, nil
}
