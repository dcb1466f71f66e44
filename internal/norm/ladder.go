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
// FileLocalhost. Callers pass nil facts otherwise.
func (l *Ladder) NeedsFacts() bool {
	return l.Rung >= RungScheme || l.IRI || l.FileLocalhost
}

// fill translates l for the normalizer into so, with f the facts of r's
// scheme (nil when it has none or it is not registered). It sets so field
// by field: a composite literal is built in a temporary and copied in
// sixteen-byte loads over its byte stores, which cannot be forwarded and
// cost about 5 ns on every reference that changes (ARCHITECTURE.md).
func (l *Ladder) fill(f *registry.Facts, so *NormOptions) {
	*so = NormOptions{}
	so.Protocol = l.Protocol
	so.DecodeUcschar = l.IRI
	so.KeepMixedHostCase = l.IRI
	so.FileLocalhost = l.FileLocalhost && f != nil && f.LocalHost
	if l.Rung >= RungScheme {
		so.Scheme = true
		if f != nil {
			so.DefaultPort = f.DefaultPort
			so.EmptyPath = f.EmptyPath
			so.KeepMixedHostCase = l.IRI && !f.DNS
		}
	}
}

// Normalize returns r normalized by l, with f the registry's facts of r's
// scheme (nil when there are none, or l does not need them: NeedsFacts).
// With RungSimple, or an invalid r, it returns r unchanged.
func (l *Ladder) Normalize(r *syntax.Ref, f *registry.Facts) (out syntax.Ref) {
	o := opened(r)
	if o.Flags&fValid == 0 || l.Rung == RungSimple {
		return *r
	}
	// A reference already in normal form, the common case, is decided in
	// one pass (normal_fast.go); otherwise the normalizer writes it.
	if syntaxNormal(o, l.IRI && o.Flags&fIRI != 0) && l.ladderNormal(o, f) {
		return *r
	}
	l.rewrite(o, f, opened(&out))
	return out
}

// NormalizeLookup is Normalize with the registry's facts of r's scheme,
// when l needs them, looked up here as late as they can be: for a
// reference that changes, and whose normal form the facts can change only
// through the scheme's own rule (without a port, an empty path after an
// authority, IRI mode or FileLocalhost), after the rewriter has written
// it. The lookup is a chain of dependent loads, and what branches on its
// result early holds up all that follows: 4-9 ns on a reference that
// changes, 3-7 ns on one already normal, in bench/'s paired runs.
func (l *Ladder) NormalizeLookup(r *syntax.Ref) (out syntax.Ref) {
	o := opened(r)
	if o.Flags&fValid == 0 || l.Rung == RungSimple {
		return *r
	}
	if !l.NeedsFacts() {
		return l.Normalize(r, nil)
	}
	if syntaxNormal(o, l.IRI && o.Flags&fIRI != 0) {
		f := registry.Of(r)
		if l.ladderNormal(o, f) {
			return *r
		}
		l.rewrite(o, f, opened(&out))
		return out
	}
	var so NormOptions
	if n := len(o.S) + MaxGrowth; n <= tinyNorm && !l.IRI && !l.FileLocalhost && o.Flags&fPort == 0 &&
		(o.Flags&fAuthority == 0 || o.PathEnd > o.PathStart) &&
		(o.Flags&fScheme == 0 || !registry.MayHaveRule(o.S[0], int(o.SchemeEnd))) {
		// The options without facts are those with them here: no default
		// port to drop, no empty path to fill (a path after an authority
		// that is not empty stays so through 5.2.4), and the host's case
		// decided without the DNS fact. Only the scheme's rule is left to
		// the facts (l.Rung is RungScheme, as l needs them); a scheme that
		// may have one (MayHaveRule, one load) is looked up first, below,
		// so that the rewriter does not write what the rule writes again.
		l.fill(nil, &so)
		if rewrites(o, &so) {
			// rewrite's stack case, written out with the lookup between
			// the writing and the allocation: through rewrite, with the
			// lookup passed down, kasztp and node_files' changed lines
			// took 7-11 ns more in bench/'s paired runs.
			var stack [tinyNorm]byte
			m := rewriteInto(stack[:n], o, &so, opened(&out))
			f := registry.Of(r)
			if m >= 0 && !f.HasRule() {
				keepOrCopy(stack[:m], o, opened(&out))
				return out
			}
			l.rewrite(o, f, opened(&out))
			return out
		}
	}
	l.rewrite(o, registry.Of(r), opened(&out))
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
	var so NormOptions
	l.fill(f, &so)
	if rewrites(o, &so) && rewrite(o, &so, dst) {
		return
	}
	*dst = normalizeW(*o, &so)
}

// normalize runs the normalizer on r, with f its scheme's facts.
func (l *Ladder) normalize(r ref, f *registry.Facts) ref {
	var so NormOptions
	l.fill(f, &so)
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

// Equal reports whether a and b have the same normal form under l, with f
// the facts of their scheme (nil when there are none, or l does not need
// them): at RungSimple whether they are written alike (6.2.1). Two invalid
// Refs are equal; an invalid and a valid one are not. It does not allocate
// for references up to 1 KiB, built-in scheme rules included
// (ladder_rule.go), unless the scheme's normalizer was given to
// scheme.Register and one of them is not in normal form.
func (l *Ladder) Equal(x, y *syntax.Ref, f *registry.Facts) bool {
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
	na := syntaxNormal(&a, l.IRI && a.Flags&fIRI != 0) && l.ladderNormal(&a, f)
	nb := syntaxNormal(&b, l.IRI && b.Flags&fIRI != 0) && l.ladderNormal(&b, f)
	if na && nb {
		return a.S == b.S
	}
	var so NormOptions
	l.fill(f, &so)
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
