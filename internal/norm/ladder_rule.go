package norm

// This file runs the built-in scheme-based normalization rules (RFC 3986
// 6.2.3; RFC 3987 5.3.3) of package scheme in their append form
// (internal/schemerule): the syntax-based normal form (6.2.2) is written
// into a stack buffer, the rule writes the changed reference into a
// second one, and only the result string is allocated. A scheme
// registered by a user runs its rule on component strings through
// applySchemeRule (ladder.go) instead.

import (
	"strings"

	"github.com/urikit/urikit/internal/schemerule"
	"github.com/urikit/urikit/internal/syntax"
)

// ruleBound returns the size of the buffers the normal form of r under so
// needs (the rules never lengthen a reference), and whether it fits the
// stack buffers of normalizeRule and equalRule.
func ruleBound(r ref, so *NormOptions) int {
	return len(r.S) + MaxGrowth + len(so.EmptyPath)
}

// normalizeRule returns r normalized by so and then by the built-in rule
// id, allocating at most the result string for references up to 1 KiB;
// ok is false when the caller must take the general path.
func normalizeRule(r ref, so *NormOptions, id schemerule.ID) (ref, bool) {
	switch n := ruleBound(r, so); {
	case n <= smallNorm:
		var a, b [smallNorm]byte
		return finishRule(r, a[:0], b[:0], so, id)
	case n <= mediumNorm:
		var a, b [mediumNorm]byte
		return finishRule(r, a[:0], b[:0], so, id)
	}
	return r, false
}

// finishRule is normalizeRule with its buffers.
func finishRule(r ref, a, b []byte, so *NormOptions, id schemerule.ID) (ref, bool) {
	s, ok := ruleForm(r, a, b, so, id)
	if !ok {
		return r, false
	}
	if s == r.S {
		return r, true
	}
	n, f := syntax.Parse(strings.Clone(s), r.Mode())
	return open(&n), f == nil
}

// ruleForm writes the normal form of r under so and the built-in rule id,
// using a as the syntax step's scratch and b as the rule's output, and
// returns it (a view of a, b or r.S, valid while they are). ok is false
// when the rule's result is not known to be in syntax-based normal form,
// the case applySchemeRule handles by normalizing again.
func ruleForm(r ref, a, b []byte, so *NormOptions, id schemerule.ID) (string, bool) {
	w := normWriter{scratch: a}
	lay := normalizeTo(&w, r, so)
	n := w.view(0, w.len())
	in := schemerule.In{HasAuthority: lay.Flags&fAuthority != 0, Path: n[lay.PathStart:lay.PathEnd]}
	if lay.Flags&fQuery != 0 {
		in.Query, in.HasQuery = n[lay.PathEnd+1:lay.QueryEnd], true
	}
	b = append(b, n[:lay.PathStart]...)
	b, _, changed := schemerule.Append(id, b, &in)
	if !changed {
		return n, true
	}
	b = append(b, n[lay.QueryEnd:]...) // "#" fragment
	out := syntax.BytesToString(b)
	p, f := syntax.Parse(out, r.Mode())
	o := open(&p)
	if f != nil {
		return n, true // applySchemeRule keeps the syntax-based form
	}
	// The rule changed only the path and the query: they must still be in
	// syntax-based normal form (the allocation-free check of normal_fast.go,
	// which may say no to a normal form, never yes to another).
	decode := so.DecodeUcschar && o.Flags&fIRI != 0
	return out, pathNormal(out, int(o.PathStart), int(o.PathEnd), decode) &&
		tripletsNormal(out, int(o.PathEnd), len(out), decode)
}

// equalRule reports whether a and b, of one scheme with the built-in rule
// id, have the same normal form, without allocating for references up to
// 1 KiB; ok is false when the caller must take the general path.
func equalRule(a, b ref, so *NormOptions, id schemerule.ID) (eq, ok bool) {
	if n := max(ruleBound(a, so), ruleBound(b, so)); n <= smallNorm {
		var a1, a2, b1, b2 [smallNorm]byte
		return equalRuleIn(a, b, so, id, a1[:0], a2[:0], b1[:0], b2[:0])
	} else if n <= mediumNorm {
		var a1, a2, b1, b2 [mediumNorm]byte
		return equalRuleIn(a, b, so, id, a1[:0], a2[:0], b1[:0], b2[:0])
	}
	return false, false
}

func equalRuleIn(a, b ref, so *NormOptions, id schemerule.ID, a1, a2, b1, b2 []byte) (eq, ok bool) {
	sa, okA := ruleForm(a, a1, a2, so, id)
	sb, okB := ruleForm(b, b1, b2, so, id)
	return sa == sb, okA && okB
}
