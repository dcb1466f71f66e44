package uri

import "testing"

// outOffsetSlow is the reference of lenient.outOffset: offset o of the
// result mapped back to the input through the list of every fix, a byte
// kept unchanged to its own offset, a byte of a fix's New to the byte of
// Old it came from.
func outOffsetSlow(fixes []Fix, o, outLen, hi int) int {
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

// FuzzLenientOutOffset: the repair counted again up to an offset of the
// result maps it to the input as the list of every fix does, at the ends
// of the result and at the edges of each fix.
func FuzzLenientOutOffset(f *testing.F) {
	for _, s := range []string{"<http://a/b c>", "  URL:http://é/\n x", "http://a\\b\\c/ d\xff", "\"x y\"", "<a\n\tb>"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if len(s) > 256 {
			return // each offset counts the repair again
		}
		l := lenient{in: s, max: -1}
		l.lo, l.hi = l.strip()
		l.clean()
		i, fault := l.scheme()
		if fault != nil {
			return
		}
		l.pass(true)
		l.repair(i)
		repairs := l.nrepairs
		l.pass(false)
		l.repairs = make([]Fix, 0, repairs)
		l.repair(i)
		out := l.b.String()
		fixes, _ := l.allFixes(out)
		// The ends of the result and the edges of each fix's New in it.
		offsets := []int{0, 1, len(out) - 1, len(out)}
		in, p := 0, 0
		for _, f := range fixes {
			p += f.Offset - in
			offsets = append(offsets, p-1, p, p+1, p+len(f.New)-1, p+len(f.New))
			p += len(f.New)
			in = f.Offset + len(f.Old)
		}
		for _, o := range offsets {
			if o < 0 || o > len(out) {
				continue
			}
			if got, want := l.outOffset(i, o, len(out)), outOffsetSlow(fixes, o, len(out), l.hi); got != want {
				t.Fatalf("%q repaired to %q: offset %d maps to %d, want %d (fixes %v)", s, out, o, got, want, fixes)
			}
		}
	})
}
