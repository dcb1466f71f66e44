package uri

// This file assembles ParseLenient's list of fixes and maps offsets of the
// repaired reference back to the input (RFC 3986 Appendix C repairs,
// reported in input order).

import "github.com/urikit/urikit/internal/syntax"

// allFixes merges the fixes of strip, clean and repair into input order,
// sets each one's New to its stretch of the result out, and joins
// adjacent fixes of one kind. It runs in time linear in the fixes.
func (l *lenient) allFixes(out string) []Fix {
	all := merge(l.around, merge(l.removed, l.repairs))
	in, o := 0, 0 // the input offset and result offset reached
	w := 0
	for _, f := range all {
		o += f.Offset - in // bytes kept unchanged before f
		n := newLen(f)
		f.New = out[o : o+n]
		o += n
		in = f.Offset + len(f.Old)
		if w > 0 {
			if last := &all[w-1]; last.Kind == f.Kind && last.Offset+len(last.Old) == f.Offset {
				last.Old = l.in[last.Offset:in]
				last.New = out[o-n-len(last.New) : o]
				continue
			}
		}
		all[w] = f
		w++
	}
	return all[:w:w]
}

// newLen is the length of what replaced f.Old in the result.
func newLen(f Fix) int {
	switch f.Kind {
	case FixDelimiter, FixPrefix, FixWhitespace:
		return 0 // removed
	case FixBackslash:
		return len(f.Old) // each "\" is "/"
	}
	return 3 * len(f.Old) // each byte percent-encoded
}

// merge merges two lists of fixes each in input order.
func merge(a, b []Fix) []Fix {
	if len(a) == 0 {
		return b
	}
	if len(b) == 0 {
		return a
	}
	m := make([]Fix, 0, len(a)+len(b))
	for len(a) > 0 && len(b) > 0 {
		if b[0].Offset < a[0].Offset {
			m = append(m, b[0])
			b = b[1:]
		} else {
			m = append(m, a[0])
			a = a[1:]
		}
	}
	m = append(m, a...)
	return append(m, b...)
}

// outOffset maps offset o of the result, which fixes made from the input,
// back to the input: a byte kept unchanged to its own offset, a byte of a
// fix's New to the byte of Old it came from. The end of the result is hi,
// the end of the reference in the input.
func outOffset(fixes []Fix, o, outLen, hi int) int {
	if o >= outLen {
		return hi
	}
	in, p := 0, 0 // the input offset and result offset reached
	for _, f := range fixes {
		if o < p+f.Offset-in {
			break
		}
		p += f.Offset - in
		if o < p+len(f.New) {
			return f.Offset + (o-p)*len(f.Old)/len(f.New)
		}
		p += len(f.New)
		in = f.Offset + len(f.Old)
	}
	return in + o - p
}

// cOffset maps offset i of l.c back to the input.
func (l *lenient) cOffset(i int) int {
	if i >= len(l.c) {
		return l.hi
	}
	off := l.lo + i
	for _, r := range l.removed {
		if r.Offset > off {
			break
		}
		off += len(r.Old)
	}
	return off
}

// fail turns a fault into an *Error at input offset off.
func (l *lenient) fail(f *syntax.Fault, off int) error {
	g := *f
	g.Offset = off
	return &Error{Op: "parse lenient", Input: l.in, Offset: off, Component: Component(f.Component()), Err: &g}
}
