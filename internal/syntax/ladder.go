package syntax

// This file implements the comparison ladder of RFC 3986 6.2 driven by the
// scheme registry, for both grammars: syntax-based normalization (6.2.2;
// RFC 3987 5.3.2 in IRI mode), scheme-based normalization (6.2.3; RFC 3987
// 5.3.3) through package scheme, and the protocol-based choices of 6.2.4
// (RFC 3987 5.3.4). Packages uri and iri translate their public options
// into a Ladder and keep only what is theirs (NFC and IDNA for iri).

import (
	"strings"

	"github.com/urikit/urikit/internal/schemerule"
	"github.com/urikit/urikit/scheme"
)

// Rung is a rung of the ladder (RFC 3986 6.2), numbered as uri.Level.
type Rung uint8

// The rungs. A value above RungScheme counts as RungScheme.
const (
	RungSimple Rung = iota // 6.2.1, RFC 3987 5.3.1
	RungSyntax             // 6.2.2, RFC 3987 5.3.2
	RungScheme             // 6.2.3, RFC 3987 5.3.3
)

// Ladder is a rung with the options on top of it.
type Ladder struct {
	Rung Rung
	// IRI applies the IRI steps of RFC 3987 5.3.2: percent-encoded
	// ucschar decoded (5.3.2.3), and the ASCII letters of a host holding
	// other characters kept as written (5.3.2.1) unless the rung is
	// RungScheme and the scheme uses DNS names (5.3.3, RFC 4343).
	IRI bool

	DropFragment      bool // 6.2.4: remove the fragment
	DropEmptyQuery    bool // 6.2.4: remove a "?" with an empty query
	DropEmptyFragment bool // 6.2.4: remove a "#" with an empty fragment
	FileLocalhost     bool // file only: host "localhost" becomes empty (RFC 8089 2)
}

// fill translates l for the normalizer into so, with sch the registry
// entry of r's scheme that lookup (normal_fast.go) returns: looked up for
// RungScheme, and in IRI mode at any rung (iri's IDNA option needs it).
func (l *Ladder) fill(r *Ref, sch *scheme.Scheme, so *NormOptions) {
	*so = NormOptions{
		DropFragment:      l.DropFragment,
		DropEmptyQuery:    l.DropEmptyQuery,
		DropEmptyFragment: l.DropEmptyFragment,
		DecodeUcschar:     l.IRI,
		KeepMixedHostCase: l.IRI,
	}
	if l.Rung >= RungScheme {
		so.Scheme = true
		if sch != nil {
			so.DefaultPort = sch.DefaultPort
			so.EmptyPath = sch.EmptyPath
			so.KeepMixedHostCase = l.IRI && !sch.DNS
		}
	}
	// RFC 3986 3.1: the scheme name is case-insensitive.
	if name, ok := r.Scheme(); l.FileLocalhost && ok && strings.EqualFold(name, "file") {
		so.EmptyLocalhost = true
	}
}

// Normalize returns r normalized by l, and the registry entry of its
// scheme as lookup describes it. With RungSimple, or an invalid r, it
// returns r unchanged.
func (l *Ladder) Normalize(r Ref) (Ref, *scheme.Scheme) {
	if !r.IsValid() || l.Rung == RungSimple {
		return r, nil
	}
	// A reference already in normal form, the common case, is decided in
	// one pass (normal_fast.go); otherwise the normalizer writes it.
	if !syntaxNormal(&r, l.IRI && r.flags&fIRI != 0) {
		sch := l.lookup(&r)
		return l.normalize(r, sch), sch
	}
	sch := l.lookup(&r)
	if l.ladderNormal(&r, sch) {
		return r, sch
	}
	return l.normalize(r, sch), sch
}

// normalize runs the normalizer on r, with sch its registry entry.
func (l *Ladder) normalize(r Ref, sch *scheme.Scheme) Ref {
	var so NormOptions
	l.fill(&r, sch, &so)
	if l.Rung >= RungScheme {
		// A built-in rule writes into the normalizer's buffer (ladder_rule.go).
		if id := builtinRule(sch); id != schemerule.None {
			if n, ok := normalizeRule(r, &so, id); ok {
				return n
			}
		}
	}
	n := Normalize(r, &so)
	if l.Rung >= RungScheme && sch != nil && sch.Normalize != nil {
		n = applySchemeRule(n, sch, &so)
	}
	return n
}

// Equal reports whether a and b have the same normal form under l: at
// RungSimple whether they are written alike (6.2.1). Two invalid Refs are
// equal; an invalid and a valid one are not. It does not allocate for
// references up to 1 KiB, built-in scheme rules included (ladder_rule.go),
// unless the scheme's normalizer was given to scheme.Register and one of
// them is not in normal form.
func (l *Ladder) Equal(a, b Ref) bool {
	if !a.IsValid() || !b.IsValid() {
		return a.IsValid() == b.IsValid()
	}
	if l.Rung == RungSimple || a == b {
		return a.s == b.s
	}
	sa, okA := a.Scheme()
	sb, okB := b.Scheme()
	if okA != okB || !strings.EqualFold(sa, sb) {
		return false // the scheme is compared in lower case (6.2.2.1)
	}
	// References already in normal form (normal_fast.go) compare as
	// written; one in normal form is compared with the other's normal form.
	sch, looked, na := l.isNormal(&a)
	if !looked {
		sch = l.lookup(&a) // b's scheme is a's, but for case
	}
	nb := syntaxNormal(&b, l.IRI && b.flags&fIRI != 0) && l.ladderNormal(&b, sch)
	if na && nb {
		return a.s == b.s
	}
	var so NormOptions
	l.fill(&a, sch, &so)
	if l.Rung >= RungScheme && sch != nil && sch.Normalize != nil {
		if id := builtinRule(sch); id != schemerule.None {
			if eq, ok := equalRule(a, b, &so, id); ok {
				return eq
			}
		}
		return l.normalize(a, sch).s == l.normalize(b, sch).s
	}
	switch {
	case na:
		return equivalentTo(b, a.s, &so)
	case nb:
		return equivalentTo(a, b.s, &so)
	}
	return Equivalent(a, b, &so)
}

// applySchemeRule runs a registered scheme normalizer (6.2.3) on n, which
// is in syntax-based normal form. A result that changes the scheme or the
// presence of the authority, or does not parse in n's grammar, is ignored.
func applySchemeRule(n Ref, sch *scheme.Scheme, so *NormOptions) Ref {
	p := n.Components()
	in := scheme.Components{
		Scheme: p.Scheme, HasAuthority: p.HasAuthority,
		Userinfo: p.Userinfo, HasUserinfo: p.HasUserinfo, Host: p.Host,
		Port: p.Port, HasPort: p.HasPort, Path: p.Path,
		Query: p.Query, HasQuery: p.HasQuery, Fragment: p.Fragment, HasFragment: p.HasFragment,
	}
	out := sch.Normalize(in)
	if out == in || out.Scheme != in.Scheme || out.HasAuthority != in.HasAuthority {
		return n
	}
	p = Parts{
		Scheme: out.Scheme, HasScheme: true, HasAuthority: out.HasAuthority,
		Userinfo: out.Userinfo, HasUserinfo: out.HasUserinfo, Host: out.Host,
		Port: out.Port, HasPort: out.HasPort, Path: out.Path,
		Query: out.Query, HasQuery: out.HasQuery, Fragment: out.Fragment, HasFragment: out.HasFragment,
	}
	r, f := Parse(p.String(), n.Mode())
	if f != nil {
		return n
	}
	return Normalize(r, so)
}
