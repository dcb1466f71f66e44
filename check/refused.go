package check

// This file checks what the generic syntax refuses (RFC 3986 4.1, RFC 3987
// 2.2): such a reference is invalid, but lenient readers and browsers
// follow it all the same, so its report names the dangers of what they
// make of it. A lenient reader's: uri.ParseLenient, which repairs it as
// RFC 3986 Appendix C and RFC 2396 2.4.3 describe (the characters the
// grammar does not allow percent-encoded); its warnings are placed back at
// the bytes of the input they came from. A browser's: the scheme the URL
// Standard reads, when it runs script. And the parser differential, on
// the input itself.

import (
	"github.com/urikit/urikit/uri"
	"github.com/urikit/urikit/whatwg"
)

// refused returns the report of s, which the generic syntax refuses with
// err.
func refused(s string, err error) Report {
	var c collector
	if r, fixes, lerr := uri.ParseLenient(s); lerr == nil {
		v := newView(r.String(), r, false)
		for _, f := range checks {
			f(v, &c)
		}
		c.remap(func(off int) int { return inputOffset(fixes, off) })
	}
	if u, err := whatwg.Parse(s); err == nil && !hasCode(c.ws, ActiveScheme) {
		if msg, _, ok := activeScheme(u.Scheme(), u.Pathname()); ok {
			c.add(Warning{ActiveScheme, schemeStart(s), "the URL Standard reads " + msg})
		}
	}
	checkDifferential(s, &c)
	return Report{Input: s, Err: err, Warnings: c.list()}
}

// inputOffset returns the offset in the input of the byte at offset off of
// uri.ParseLenient's result, fixes being the changes it made: a byte of a
// repaired run goes back to the byte of the run it encodes (one input
// byte per "%HH" triplet), or to the run's first byte.
func inputOffset(fixes []uri.Fix, off int) int {
	shift := 0 // the result's length minus the input's, before the fix
	for _, f := range fixes {
		start := f.Offset + shift
		if off < start {
			break
		}
		if off < start+len(f.New) {
			if len(f.New) == 3*len(f.Old) {
				return f.Offset + (off-start)/3
			}
			return f.Offset
		}
		shift += len(f.New) - len(f.Old)
	}
	return max(off-shift, 0)
}

// hasCode reports whether ws holds a warning of code.
func hasCode(ws []Warning, code Code) bool {
	for _, w := range ws {
		if w.Code == code {
			return true
		}
	}
	return false
}

// schemeStart is the offset of the first byte of s that the URL Standard
// does not trim as a leading C0 control or space (4.4).
func schemeStart(s string) int {
	i := 0
	for i < len(s) && s[i] <= ' ' {
		i++
	}
	return min(i, max(len(s)-1, 0))
}
