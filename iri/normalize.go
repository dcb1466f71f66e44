package iri

// This file implements the normalization ladder of RFC 3987 5.3.2 and
// 5.3.3 for IRIs: case (5.3.2.1), character normalization (5.3.2.2, NFC,
// opt-in), percent-encoding (5.3.2.3), path segments (5.3.2.4) and
// scheme-based normalization (5.3.3, with IDNA as an option), plus the
// protocol-based choices of 5.3.4 (RFC 3986 6.2.4) a caller opts into. The
// work is done by the normalizer package uri uses, in its IRI mode.

import (
	"golang.org/x/net/idna"

	"github.com/urikit/urikit/internal/norm"
	"github.com/urikit/urikit/internal/registry"
	"github.com/urikit/urikit/internal/syntax"
	"github.com/urikit/urikit/uri"
)

// Level is a rung of the comparison ladder (RFC 3987 5.3, RFC 3986 6.2),
// the same type as [uri.Level]; its zero value is SchemeBased.
type Level = uri.Level

// The rungs of the ladder.
const (
	// SimpleString compares IRIs character by character (5.3.1).
	SimpleString = uri.SimpleString
	// SyntaxBased applies 5.3.2: the scheme in lower case, and a host in
	// lower case when it is US-ASCII only (5.3.2.1: "the scheme and
	// US-ASCII only host are case insensitive"; a host holding other
	// characters keeps the case of all of them, 5.3.3 deals with IDNs);
	// upper-case hex digits in percent-encodings (5.3.2.1); triplets
	// decoded when their octets are the UTF-8 form of an iunreserved
	// character (5.3.2.3): an unreserved ASCII character or a ucschar, and
	// in the query an iprivate too; dot-segments removed (5.3.2.4); IPv6
	// literals in RFC 5952 form. Never decoded: reserved characters, "%",
	// octets that are not UTF-8, and the characters RFC 3987 keeps encoded
	// when a URI becomes an IRI (3.2): bidi formatting characters (4.1)
	// and white space (6.1). The case of userinfo, path, query and fragment
	// and of every non-ASCII character is never changed. Character
	// normalization (5.3.2.2) is not applied: see NormalizeOptions.NFC.
	SyntaxBased = uri.SyntaxBased
	// SchemeBased adds 5.3.3 through the scheme registry (package scheme):
	// empty and default ports removed, the scheme's empty path, and its
	// own normalizer; and for a scheme known to use DNS host names the
	// ASCII letters of a host holding non-ASCII characters in lower case
	// too (DNS compares ASCII letters without regard to case, RFC 4343).
	SchemeBased = uri.SchemeBased
)

// NormalizeOptions choose a rung of the ladder and the optional steps on
// top of it. NFC and IDNA apply with SyntaxBased and SchemeBased, IDNA only
// to schemes known to use DNS host names; the protocol-based options are
// those of [uri.NormalizeOptions] (RFC 3986 6.2.4, RFC 3987 5.3.4). The
// zero Level is SchemeBased, so the zero NormalizeOptions normalize as
// Normalize does, and NormalizeOptions{DropFragment: true} drops the
// fragment of that normal form.
type NormalizeOptions struct {
	Level Level // the zero Level is SchemeBased

	// NFC puts the text of the reference in Unicode Normalization Form C
	// (5.3.2.2). It is off by default because 5.3.2.2 says: "Equivalence
	// of IRIs MUST rely on the assumption that IRIs are appropriately
	// pre-character-normalized rather than apply character normalization
	// when comparing two IRIs"; NFC is for IRIs converted from a
	// non-digital form or from a legacy character encoding (3.1 step 1
	// variants A and B). NFC is applied to each run of text between ASCII
	// delimiters and percent-encoded triplets, so that it never joins a
	// delimiter with a combining mark ("=" U+0338 stays two characters);
	// a run whose NFC would hold a new ASCII delimiter (U+037E GREEK
	// QUESTION MARK is ";" in NFC) is kept as written.
	NFC bool
	// IDNA writes the reg-name host of a scheme known to use DNS names in
	// the Unicode form of UTS #46 (5.3.3): ToASCII with the idna.Lookup
	// profile and, when it succeeds, ToUnicode of the result. So
	// "xn--rsum-bpad.example.org", "RÉSUMÉ.example.org" and
	// "résumé.example.org" have one normal form, which stays an IRI (the
	// ToUnicode-then-NFC choice: UTS #46 output is NFC). A host IDNA
	// rejects, or that holds a percent-encoded octet, is kept as it is.
	IDNA bool

	DropFragment      bool // remove the fragment (RFC 3986 6.2.4)
	DropEmptyQuery    bool // remove a "?" with an empty query
	DropEmptyFragment bool // remove a "#" with an empty fragment
	FileLocalhost     bool // "file://localhost/x" becomes "file:///x" (RFC 8089 2)
}

// Normalize returns r in scheme-based normal form (RFC 3987 5.3.2 and
// 5.3.3, without NFC and IDNA): the form Equal(a, b, SchemeBased) compares.
// It returns r itself, without allocating, when r is already in normal
// form, and allocates the result string once otherwise, the built-in
// scheme rules included (urn, mailto, data, tel, ftp, sip, ldap; for
// references up to 1 KiB, sip and tel with up to 16 parameters); a longer
// reference, or a scheme whose normalizer was given to scheme.Register,
// may cost more. The result is a valid IRI reference and Normalize is
// idempotent.
func (r Ref) Normalize() Ref {
	return r.NormalizeWith(NormalizeOptions{Level: SchemeBased})
}

// NormalizeWith returns r normalized to the rung and with the options of o.
// With SimpleString it returns r unchanged. For every o the result is a
// fixed point: normalizing it again with o changes nothing, whatever the
// combination of NFC, IDNA and the protocol-based options.
func (r Ref) NormalizeWith(o NormalizeOptions) Ref {
	if !r.IsValid() || o.Level == SimpleString {
		return r
	}
	l := norm.Ladder{Rung: norm.RungOf(uint8(o.Level)), IRI: true, Protocol: norm.Protocol{
		DropFragment:      o.DropFragment,
		DropEmptyQuery:    o.DropEmptyQuery,
		DropEmptyFragment: o.DropEmptyFragment,
		FileLocalhost:     o.FileLocalhost,
	}}
	in := r.r
	if o.NFC {
		// NFC first: it can turn a character into ASCII (U+212A KELVIN
		// SIGN is "K"), which the case rules then see.
		in = nfcRef(in)
	}
	n := l.Normalize(&in)
	// 5.3.3: IDNA only for a scheme whose reg-name host is a DNS name.
	// It runs on the ladder's output (a percent-encoded host is decoded
	// first), and when it maps the host the ladder runs once more: the
	// steps that read the host must see the mapped one ("ＬＯＣＡＬＨＯＳＴ"
	// is "localhost", which FileLocalhost empties), so that the result is
	// a fixed point. The mapped host is in lower case and NFC, has no
	// triplet, and stays a reg-name, so IDNA leaves the second result alone.
	if o.IDNA && n.HostKind() == syntax.HostRegName {
		if f := registry.Of(&n); f != nil && f.DNS {
			if m := idnaHost(n); m != n {
				n = l.Normalize(&m)
			}
		}
	}
	if o.NFC {
		// Decoded triplets (5.3.2.3) can leave a combining mark after a
		// base character: NFC again, and the rest of the ladder once more
		// if that changed anything, so that the result is a fixed point.
		if m := nfcRef(n); m != n {
			n = l.Normalize(&m)
		}
	}
	return Ref{n}
}

// idnaHost replaces the reg-name host of n by its UTS #46 Unicode form
// (5.3.3) when ToASCII accepts it.
func idnaHost(n syntax.Ref) syntax.Ref {
	h := n.Host()
	if h == "" || indexByte(h, '%') {
		return n
	}
	a, err := idna.Lookup.ToASCII(h)
	if err != nil {
		return n
	}
	u, err := idna.Lookup.ToUnicode(a)
	if err != nil || u == h {
		return n
	}
	s := n.String()
	sp := componentSpans(Ref{n})
	r, f := syntax.Parse(s[:sp.host.start]+u+s[sp.host.end:], n.Mode())
	if f != nil || r.HostKind() != syntax.HostRegName {
		return n
	}
	return r
}
