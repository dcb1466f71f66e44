package uri

// This file assembles ParseLenient's list of fixes and maps offsets of the
// repaired reference back to the input (RFC 3986 Appendix C repairs,
// reported in input order).

import "github.com/urikit/urikit/internal/syntax"

// allFixes merges the fixes of strip, clean (the runs nextRemoved finds)
// and repair into input order,
// sets each one's New to its stretch of the result out, and joins
// adjacent fixes of one kind; it lists the first l.max (all when l.max is
// negative) and returns the number of the others. It runs in time linear
// in the fixes. The repairs not listed (l.dropped) come after the listed
// ones, and a repair joins no fix of another list (its kind is none of
// theirs), so the first fixes listed are those of the whole list.
func (l *lenient) allFixes(out string) ([]Fix, int) {
	var fixes []Fix
	total := 0
	in, o := 0, 0 // the input offset and result offset reached
	var lastKind FixKind
	a, r := l.around, l.repairs
	ci, cj := l.nextRemoved(l.lo) // the next run of whitespace removed
	for len(a) > 0 || len(r) > 0 || ci < l.hi {
		// The next fix in input order, of the three kinds.
		var f Fix
		switch {
		case ci < l.hi && (len(a) == 0 || ci < a[0].Offset) && (len(r) == 0 || ci <= r[0].Offset):
			f = Fix{Offset: ci, Old: l.in[ci:cj], Kind: FixWhitespace}
			ci, cj = l.nextRemoved(cj)
		case len(r) > 0 && (len(a) == 0 || r[0].Offset < a[0].Offset):
			f = r[0]
			r = r[1:]
		default:
			f = a[0]
			a = a[1:]
		}
		joins := total > 0 && lastKind == f.Kind && in == f.Offset
		listed := total == len(fixes) && (joins || l.max < 0 || len(fixes) < l.max)
		if !listed {
			// Past the fixes listed (and perhaps the repairs not
			// listed), only counted.
			if !joins {
				total++
				lastKind = f.Kind
			}
			in = f.Offset + len(f.Old)
			continue
		}
		o += f.Offset - in // bytes kept unchanged before f
		n := newLen(f)
		f.New = out[o : o+n]
		o += n
		in = f.Offset + len(f.Old)
		if joins {
			last := &fixes[len(fixes)-1]
			last.Old = l.in[last.Offset:in]
			last.New = out[o-n-len(last.New) : o]
			continue
		}
		total++
		lastKind = f.Kind
		fixes = append(fixes, f)
	}
	return fixes, total - len(fixes) + l.dropped
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

// outOffset maps offset o of the result, which the repair from offset i
// of l.c on made, back to the input: a byte kept unchanged to its own
// offset, a byte of a repair to the byte it came from; the end of the
// result to hi, the end of the reference in the input. It runs the repair
// again, counting, up to o.
func (l *lenient) outOffset(i, o, outLen int) int {
	if o >= outLen {
		return l.hi
	}
	l.pass(true)
	l.target = o
	l.repair(i)
	return l.found
}

// cOffset maps offset i of l.c back to the input.
func (l *lenient) cOffset(i int) int {
	if i >= len(l.c) {
		return l.hi
	}
	off := l.lo + i
	for a, b := l.nextRemoved(l.lo); a < l.hi && a <= off; a, b = l.nextRemoved(b) {
		off += b - a
	}
	return off
}

// fail turns a fault into an *Error at input offset off.
func (l *lenient) fail(f *syntax.Fault, off int) error {
	g := *f
	g.Offset = off
	return &Error{Op: "parse lenient", Input: l.in, Offset: off, Component: Component(f.Component()), Err: &g}
}
