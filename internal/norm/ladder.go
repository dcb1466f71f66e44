package norm

// This file implements the comparison ladder of RFC 3986 6.2 driven by the
// scheme registry, for both grammars: syntax-based normalization (6.2.2;
// RFC 3987 5.3.2 in IRI mode), scheme-based normalization (6.2.3; RFC 3987
// 5.3.3) through package scheme, and the protocol-based choices of 6.2.4
// (RFC 3987 5.3.4). Packages uri and iri translate their public options
// into a Ladder and keep only what is theirs (NFC and IDNA for iri).

import (
	"strings"

	"github.com/urikit/urikit/internal/registry"
	"github.com/urikit/urikit/internal/schemerule"
	"github.com/urikit/urikit/internal/syntax"
)

// Rung is a rung of the ladder (RFC 3986 6.2), from the bottom; RungOf
// reads a uri.Level.
type Rung uint8

// The rungs. A value above RungScheme counts as RungScheme.
const (
	RungSimple Rung = iota // 6.2.1, RFC 3987 5.3.1
	RungSyntax             // 6.2.2, RFC 3987 5.3.2
	RungScheme             // 6.2.3, RFC 3987 5.3.3
)

// Protocol holds the protocol-based normalizations of RFC 3986 6.2.4
// (RFC 3987 5.3.4), each off by default: the one spelling of these options
// inside the module, which uri.NormalizeOptions and iri's options fill.
type Protocol struct {
	DropFragment      bool // remove the fragment (3.5)
	DropEmptyQuery    bool // remove a "?" with an empty query
	DropEmptyFragment bool // remove a "#" with an empty fragment
	// FileLocalhost writes the host "localhost" (without userinfo or port)
	// as the empty host, for schemes whose facts say the two name the
	// local machine (registry.Facts.LocalHost: file, RFC 8089 2).
	FileLocalhost bool
}

// Ladder is a rung with the options on top of it.
type Ladder struct {
	Rung Rung
	// IRI applies the IRI steps of RFC 3987 5.3.2: percent-encoded
	// ucschar decoded (5.3.2.3), and the ASCII letters of a host holding
	// other characters kept as written (5.3.2.1) unless the rung is
	// RungScheme and the scheme uses DNS names (5.3.3, RFC 4343).
	IRI bool
	Protocol
}

// NeedsFacts reports whether l reads the registry's facts of a
// reference's scheme: at RungScheme, in IRI mode (DNS hosts) and with
// FileLocalhost.
func (l *Ladder) NeedsFacts() bool {
	return l.Rung >= RungScheme || l.IRI || l.FileLocalhost
}

// facts returns the registry's facts of r's scheme when l reads them (nil
// when it does not, or the scheme has none).
func (l *Ladder) facts(r *syntax.Ref) *registry.Facts {
	if !l.NeedsFacts() {
		return nil
	}
	return registry.Of(r)
}

// options translates l for the normalizer, with f the facts of the
// reference's scheme (nil when it has none or it is not registered).
func (l *Ladder) options(f *registry.Facts) NormOptions {
	so := NormOptions{
		Protocol:          l.Protocol,
		DecodeUcschar:     l.IRI,
		KeepMixedHostCase: l.IRI,
	}
	so.FileLocalhost = l.FileLocalhost && f != nil && f.LocalHost
	if l.Rung >= RungScheme {
		so.Scheme = true
		if f != nil {
			so.DefaultPort = f.DefaultPort
			so.EmptyPath = f.EmptyPath
			so.KeepMixedHostCase = l.IRI && !f.DNS
		}
	}
	return so
}

// Normalize returns r normalized by l, looking up the registry's facts of
// r's scheme when l reads them (NeedsFacts). With RungSimple, or an
// invalid r, it returns r unchanged.
func (l *Ladder) Normalize(r *syntax.Ref) (out syntax.Ref) {
	o := opened(r)
	if o.Flags&fValid == 0 || l.Rung == RungSimple {
		return *r
	}
	// A reference already in normal form, the common case, is decided in
	// one pass (normal_fast.go); otherwise the normalizer writes it.
	normal := syntaxNormal(o, l.IRI && o.Flags&fIRI != 0)
	f := l.facts(r)
	if normal && l.ladderNormal(o, f) {
		return *r
	}
	l.rewrite(o, f, opened(&out))
	return out
}

// rewrite writes into *dst the normal form under l of o, a reference not
// in normal form, with f its scheme's facts.
func (l *Ladder) rewrite(o *ref, f *registry.Facts, dst *ref) {
	if l.Rung >= RungScheme && f.HasRule() {
		*dst = l.normalize(*o, f)
		return
	}
	// No rule of the scheme's own: the one-pass rewriter (rewrite.go)
	// straight from o, without the layers normalize adds, into the result
	// itself, so that the normal form is not copied on its way out.
	so := l.options(f)
	if rewrites(o, &so) && rewrite(o, &so, dst) {
		return
	}
	*dst = normalizeW(*o, &so)
}

// normalize runs the normalizer on r, with f its scheme's facts.
func (l *Ladder) normalize(r ref, f *registry.Facts) ref {
	so := l.options(f)
	if l.Rung >= RungScheme && f != nil {
		if f.Rule != schemerule.None {
			// A built-in rule writes into the normalizer's buffer (ladder_rule.go).
			if n, ok := normalizeRule(r, &so, f.Rule); ok {
				return n
			}
		}
		n := normalize(r, &so)
		if f.HasRule() {
			n = applySchemeRule(n, f, &so)
		}
		return n
	}
	return normalize(r, &so)
}

// Equal reports whether x and y have the same normal form under l, looking
// up the facts of their scheme when l reads them: at RungSimple whether
// they are written alike (6.2.1). Two invalid
// Refs are equal; an invalid and a valid one are not. It does not allocate
// for references up to 1 KiB, built-in scheme rules included
// (ladder_rule.go), unless the scheme's normalizer was given to
// scheme.Register and one of them is not in normal form.
func (l *Ladder) Equal(x, y *syntax.Ref) bool {
	if !x.IsValid() || !y.IsValid() {
		return x.IsValid() == y.IsValid()
	}
	if l.Rung == RungSimple || *x == *y {
		return x.String() == y.String()
	}
	a, b := open(x), open(y)
	sa, okA := a.Scheme()
	sb, okB := b.Scheme()
	if okA != okB || !strings.EqualFold(sa, sb) {
		return false // the scheme is compared in lower case (6.2.2.1)
	}
	// References already in normal form (normal_fast.go) compare as
	// written; one in normal form is compared with the other's normal form.
	// The schemes are equal: x's facts are y's.
	f := l.facts(x)
	na := syntaxNormal(&a, l.IRI && a.Flags&fIRI != 0) && l.ladderNormal(&a, f)
	nb := syntaxNormal(&b, l.IRI && b.Flags&fIRI != 0) && l.ladderNormal(&b, f)
	if na && nb {
		return a.S == b.S
	}
	so := l.options(f)
	if l.Rung >= RungScheme && f.HasRule() {
		if f.Rule != schemerule.None {
			if eq, ok := equalRule(a, b, &so, f.Rule); ok {
				return eq
			}
		}
		return l.normalize(a, f).S == l.normalize(b, f).S
	}
	switch {
	case na:
		return equivalentTo(b, a.S, &so)
	case nb:
		return equivalentTo(a, b.S, &so)
	}
	return equivalent(a, b, &so)
}

// applySchemeRule runs the scheme-based rule of f (6.2.3) on n, which is
// in syntax-based normal form, through the rule's component form: a
// built-in rule whose append form could not take n (longer than its
// buffers), or a rule given to scheme.Register. A result that changes the
// scheme or the presence of the authority, or does not parse in n's
// grammar, is ignored.
func applySchemeRule(n ref, f *registry.Facts, so *NormOptions) ref {
	c := n.close()
	in := c.Components()
	out := registry.Apply(f, in)
	if out == in || out.Scheme != in.Scheme || out.HasAuthority != in.HasAuthority {
		return n
	}
	out.HasScheme = true
	r, fault := syntax.Parse(out.String(), n.Mode())
	if fault != nil {
		return n
	}
	return normalize(open(&r), so)
}
